import { parseMoveShape, wholeNumber } from "../../../engine/core/move-shape.js";
import type { Result, RuleError } from "../../../engine/core/result.js";
import type { TongiakiCode } from "./codes.js";

/** One atomic decision of the active player (one small decision, as the Game contract asks). */
export type Move =
  /** §2.2 put a starting boat on a beach of Tonga. */
  | { type: "setup"; beach: number }
  /** §4.1 choose the island to add boats on. */
  | { type: "add"; island: string }
  /** §4.5, Ruling 7: with an empty reserve, take one own boat (any island from version 3; another island before) for the addition. */
  | { type: "take"; island: string; beach: number }
  /** §4.2 put one added boat on a beach. */
  | { type: "addBoat"; beach: number }
  /** §9 found a royal island. */
  | { type: "king"; island: string }
  /** §10 take every own boat off the board and look for a new island. */
  | { type: "colonize" }
  /** §11 with no boat on the board: put a boat on an island (Tonga takes two, one move each). */
  | { type: "enter"; island: string; beach: number }
  /** §5.2 send a full beach to sea from one of its docks (a tile edge). */
  | { type: "depart"; island: string; beach: number; dock: number }
  /** §15.2, §10.2 turn the tile just drawn (on the space the group sails into, or the space just chosen). */
  | { type: "orient"; rotation: number }
  /** §10.2, §12.4 choose the empty space, next to the placed tiles, for the tile just drawn. */
  | { type: "place"; q: number; r: number }
  /** §7 land one boat of the arriving group on a beach. */
  | { type: "land"; beach: number; colour: number }
  /** §10.3 put the colonizing boat on a beach of the island just found. */
  | { type: "settle"; beach: number };

export type MoveType = Move["type"];

const FIELDS: Record<MoveType, readonly string[]> = {
  setup: ["beach"],
  add: ["island"],
  take: ["island", "beach"],
  addBoat: ["beach"],
  king: ["island"],
  colonize: [],
  enter: ["island", "beach"],
  depart: ["island", "beach", "dock"],
  orient: ["rotation"],
  place: ["q", "r"],
  land: ["beach", "colour"],
  settle: ["beach"],
};

/** Allowed integer ranges per numeric field; anything else is not a move of this game. */
const RANGES: Record<string, [number, number]> = {
  beach: [0, 5],
  dock: [0, 5],
  rotation: [0, 5],
  colour: [0, 5],
  q: [-64, 64],
  r: [-64, 64],
};

/** Checks the shape of untrusted JSON; whether the move is legal now is `play`'s question. */
export const parseMove = (raw: unknown): Result<Move, RuleError<TongiakiCode>> =>
  parseMoveShape<Move>(raw, FIELDS, (_type, field, value) => {
    if (field !== "island") return wholeNumber(field, value, ...RANGES[field]!);
    return typeof value === "string" && value.length > 0 && value.length <= 40 ? null : `"island" must be an island id such as "tonga"`;
  });
