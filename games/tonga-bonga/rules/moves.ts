import { parseMoveShape, wholeNumber } from "../../../engine/core/move-shape.js";
import type { Result, RuleError } from "../../../engine/core/result.js";
import type { Role } from "./state.js";
import type { TongaBongaCode } from "./codes.js";

/** One atomic decision of the current seat (one small decision, as the Game contract asks; RULES.md §3.4). */
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

/** Checks the shape of untrusted JSON; whether the move is legal now is `play`'s question. */
export const parseMove = (raw: unknown): Result<Move, RuleError<TongaBongaCode>> =>
  parseMoveShape<Move>(raw, FIELDS, (_type, field, value) => {
    if (field !== "role") return wholeNumber(field, value, ...RANGES[field]!);
    return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? null : `"role" must be "captain" or "helmsman"`;
  });
