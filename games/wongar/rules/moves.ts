import { parseMoveShape, wholeNumber } from "../../../engine/core/move-shape.js";
import { fail, type Result, type RuleError } from "../../../engine/core/result.js";
import { SHAPES, type Shape } from "./cards.js";
import type { Action } from "./state.js";
import type { WongarCode } from "./codes.js";

/** The ritual cards a player can play in a ceremony (§13). */
export type PlayableCard = "disc" | "cube" | "cylinder" | "double";
export type TschurungaOption = "two" | "one" | "draw";

/** One atomic decision (one small decision, as the Game contract asks). Moves are public: none carries a secret (§17.4). */
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
  /** §16.5 advanced, rules version 1: take card `index` of the deck as you see it now. */
  | { type: "pick"; index: number }
  /**
   * §16.5 advanced (rules versions 3 and 4): take the cards of way `choice` of the offer only you see
   * (view.choice.options), so that the move names no card (§17.4); from version 4 the numbers open depend on the
   * number of cards alone (Ruling 6).
   */
  | { type: "choose"; choice: number }
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
  choose: ["choice"],
  rite: ["card", "shape", "action", "target"],
  second: ["target"],
  pass: [],
};

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 40;

/** Checks the shape of untrusted JSON; whether the move is legal now is `play`'s question. */
export function parseMove(raw: unknown): Result<Move, RuleError<WongarCode>> {
  const parsed = parseMoveShape<Move>(raw, FIELDS, (_type, field, value) => {
    if (field === "area") return isId(value) ? null : `"area" must be an area id such as "kangaroo"`;
    if (field === "index" || field === "choice") return wholeNumber(field, value, 0, 99);
    if (field === "target")
      return isId(value) || wholeNumber(field, value, 0, 4) === null ? null : `"target" must be a seat (0–4) or an area id`;
    const allowed = ENUMS[field]!;
    return typeof value === "string" && allowed.includes(value) ? null : `"${field}" must be one of ${allowed.join(", ")}`;
  });
  if (!parsed.ok) return parsed;
  // the shared "card" enum lists figures and ritual cards alike; each move takes only its own kind
  const { type } = parsed.value;
  const card = (parsed.value as { card?: string }).card;
  const figure = card === "ancestor" || card === "elder";
  if (type === "figure" && !figure) return fail("bad_move", `figure: "card" must be ancestor or elder`);
  if (type === "rite" && figure) return fail("bad_move", `rite: "card" must be disc, cube, cylinder or double`);
  return parsed;
}
