import { fail, ok, type Result, type RuleError } from "./result.js";

/**
 * The first reading of a match's options, the same in every game: none given means every default (an empty object),
 * otherwise a JSON object naming only options the game has (`defaults`' keys). The game then checks each value.
 */
export function knownOptions(raw: unknown, defaults: object, title: string): Result<Record<string, unknown>, RuleError<"bad_options">> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== "object" || Array.isArray(raw)) return fail("bad_options", "options must be a JSON object");
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!Object.hasOwn(defaults, key))
      return fail("bad_options", `unknown option "${key}"; ${title} knows ${Object.keys(defaults).join(", ")}`);
  }
  return ok(obj);
}
