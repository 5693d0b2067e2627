import { fail, ok, type Result, type RuleError } from "./result.js";

/**
 * Reads untrusted JSON as one of a game's move types. `fields` names each type's fields; `check` returns why a
 * field's value is malformed (or null). Only the named fields are kept. Legality is the game's `play` question.
 */
export function parseMoveShape<M extends { type: string }>(
  raw: unknown,
  fields: Readonly<Record<M["type"], readonly string[]>>,
  check: (type: M["type"], field: string, value: unknown) => string | null,
): Result<M, RuleError<"bad_move">> {
  const bad = (message: string): Result<never, RuleError<"bad_move">> => fail("bad_move", message);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return bad("a move is a JSON object with a type");
  const obj = raw as Record<string, unknown>;
  const type = obj.type;
  if (typeof type !== "string" || !Object.hasOwn(fields, type)) {
    return bad(`unknown move type ${JSON.stringify(type)}; expected one of ${Object.keys(fields).join(", ")}`);
  }
  const move: Record<string, unknown> = { type };
  for (const field of fields[type as M["type"]]) {
    const problem = check(type as M["type"], field, obj[field]);
    if (problem !== null) return bad(`${type}: ${problem}`);
    move[field] = obj[field];
  }
  return ok(move as M);
}

/** Why `value` is not a whole number in [lo, hi], or null. */
export const wholeNumber = (field: string, value: unknown, lo: number, hi: number): string | null =>
  typeof value === "number" && Number.isInteger(value) && value >= lo && value <= hi
    ? null
    : `"${field}" must be a whole number from ${lo} to ${hi}`;
