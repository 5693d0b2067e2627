import { fail, ok, type Result, type RuleError } from "../core/result.js";
import type { Options } from "./state.js";

export const DEFAULT_OPTIONS: Options = { advanced: false };

/** Reads match options (§16); anything missing takes its default, anything unknown is refused. */
export function parseOptions(raw: unknown, _players: number): Result<Options, RuleError> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS });
  if (typeof raw !== "object" || Array.isArray(raw)) return fail("bad_options", "options must be a JSON object");
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!Object.hasOwn(DEFAULT_OPTIONS, key)) {
      return fail("bad_options", `unknown option "${key}"; Wongar knows ${Object.keys(DEFAULT_OPTIONS).join(", ")}`);
    }
  }
  const out = { ...DEFAULT_OPTIONS };
  if (obj.advanced !== undefined) {
    if (typeof obj.advanced !== "boolean") return fail("bad_options", `option "advanced" must be true or false`, "§16");
    out.advanced = obj.advanced;
  }
  return ok(out);
}
