import { fail, ok, type Result, type RuleError } from "../core/result.js";
import type { Role } from "./state.js";

/** One atomic decision of the current seat (DESIGN.md "Atomic decisions", RULES.md §3.4). */
export type Move =
  /** §4: bid the wage for the captain (first) or the helmsman (second). */
  | { type: "bid"; role: Role; amount: number }
  /** §5: put one of the dice just rolled, showing `value`, on another player's ship. */
  | { type: "place"; value: number; ship: number }
  /** §6: sail one square to the neighbouring square (row, col). */
  | { type: "sail"; row: number; col: number }
  /** §6.5: end this ship's movement here. */
  | { type: "stop" };

export type MoveType = Move["type"];

const FIELDS: Record<MoveType, readonly string[]> = {
  bid: ["role", "amount"],
  place: ["value", "ship"],
  sail: ["row", "col"],
  stop: [],
};

/** Allowed integer ranges per numeric field; anything else is not a move of this game. */
const RANGES: Record<string, [number, number]> = {
  amount: [0, 999],
  value: [1, 5],
  ship: [0, 3],
  row: [0, 99],
  col: [0, 99],
};

const ROLES: readonly Role[] = ["captain", "helmsman"];

const bad = (message: string): Result<never, RuleError> => fail("bad_move", message);

/** Checks the shape of untrusted JSON; whether the move is legal now is `play`'s question. */
export function parseMove(raw: unknown): Result<Move, RuleError> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return bad("a move is a JSON object with a type");
  const obj = raw as Record<string, unknown>;
  const type = obj.type;
  if (typeof type !== "string" || !Object.hasOwn(FIELDS, type)) {
    return bad(`unknown move type ${JSON.stringify(type)}; expected one of ${Object.keys(FIELDS).join(", ")}`);
  }
  const move: Record<string, unknown> = { type };
  for (const field of FIELDS[type as MoveType]) {
    const value = obj[field];
    if (field === "role") {
      if (typeof value !== "string" || !(ROLES as readonly string[]).includes(value)) {
        return bad(`${type}: "role" must be "captain" or "helmsman"`);
      }
    } else {
      const [lo, hi] = RANGES[field]!;
      if (typeof value !== "number" || !Number.isInteger(value) || value < lo || value > hi) {
        return bad(`${type}: "${field}" must be a whole number from ${lo} to ${hi}`);
      }
    }
    move[field] = value;
  }
  return ok(move as Move);
}

/** Two moves are the same decision when every field matches. */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  return FIELDS[a.type].every((f) => ra[f] === rb[f]);
}
