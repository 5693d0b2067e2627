import { fail, ok, type Result, type RuleError } from "../core/result.js";
import { SHAPES, type Shape } from "./cards.js";
import type { Action } from "./state.js";

/** The ritual cards a player can play in a ceremony (§13). */
export type PlayableCard = "disc" | "cube" | "cylinder" | "double";
export type TschurungaOption = "two" | "one" | "draw";

/** One atomic decision (DESIGN.md "Atomic decisions"). Moves are public: none carries a secret (§17.4). */
export type Move =
  /** §16.3 advanced setup: place one of your starting tschurungas. */
  | { type: "seed"; area: string; shape: Shape }
  /** §3.4 take the face-up card of an area. */
  | { type: "take"; area: string }
  /** §16.1 advanced: play your own ancestor or elder card instead of taking one. */
  | { type: "figure"; card: "ancestor" | "elder" }
  /** §4.2 two more pieces; one more piece and a ritual card; or two ritual cards. */
  | { type: "option"; option: TschurungaOption }
  /** §5 the shape of a triple. */
  | { type: "triple"; shape: Shape }
  /** §4.2, §5 put one piece on an area. */
  | { type: "place"; area: string }
  /** §6, §7 move the ancestor or the elder to an area. */
  | { type: "move"; area: string }
  /** §16.5 advanced: take card `index` of the deck as you see it now. */
  | { type: "pick"; index: number }
  /**
   * §13 play a ritual card: `remove` an opponent's piece (target: their seat), move one of your pieces `out` to a
   * neighbouring area (target: that area) or `in` from a neighbouring area (target: that area). A double names the shape.
   */
  | { type: "rite"; card: PlayableCard; shape: Shape; action: Action; target: number | string }
  /** §13.2 the second piece of a double (same shape, same action). */
  | { type: "second"; target: number | string }
  /** §12.3 play no more ritual cards in this ceremony. */
  | { type: "pass" };

export type MoveType = Move["type"];

const ENUMS: Record<string, readonly string[]> = {
  shape: SHAPES,
  card: ["disc", "cube", "cylinder", "double", "ancestor", "elder"],
  option: ["two", "one", "draw"],
  action: ["remove", "out", "in"],
};

const FIELDS: Record<MoveType, readonly string[]> = {
  seed: ["area", "shape"],
  take: ["area"],
  figure: ["card"],
  option: ["option"],
  triple: ["shape"],
  place: ["area"],
  move: ["area"],
  pick: ["index"],
  rite: ["card", "shape", "action", "target"],
  second: ["target"],
  pass: [],
};

const bad = (message: string): Result<never, RuleError> => fail("bad_move", message);

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 40;
const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi;

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
    if (field === "area") {
      if (!isId(value)) return bad(`${type}: "area" must be an area id such as "kangaroo"`);
    } else if (field === "index") {
      if (!isInt(value, 0, 99)) return bad(`${type}: "index" must be a whole number from 0 to 99`);
    } else if (field === "target") {
      if (!isId(value) && !isInt(value, 0, 4)) return bad(`${type}: "target" must be a seat (0–4) or an area id`);
    } else {
      const allowed = ENUMS[field]!;
      if (typeof value !== "string" || !allowed.includes(value)) return bad(`${type}: "${field}" must be one of ${allowed.join(", ")}`);
    }
    move[field] = value;
  }
  if (type === "figure" && move.card !== "ancestor" && move.card !== "elder") return bad(`figure: "card" must be ancestor or elder`);
  if (type === "rite" && (move.card === "ancestor" || move.card === "elder")) return bad(`rite: "card" must be disc, cube, cylinder or double`);
  return ok(move as Move);
}

/** A stable key for comparing moves. */
export const moveKey = (m: Move): string => {
  const r = m as unknown as Record<string, unknown>;
  return [m.type, ...FIELDS[m.type].map((f) => String(r[f]))].join("|");
};
