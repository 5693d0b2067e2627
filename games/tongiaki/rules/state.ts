import type { Rng } from "../../../engine/core/rng.js";

/** Match options (RULES.md §15). */
export interface Options {
  /** §15.1 two colours per player, 2 players only. */
  twoColours: boolean;
  /** §15.2 first tile of an expedition forced, later tiles turned freely. */
  freeTiles: boolean;
}

/** A tile on the table: which tile, where, turned by `rotation` steps clockwise. */
export interface Placed {
  tile: string;
  q: number;
  r: number;
  rotation: number;
}

/** The boats on one placed island: colours per beach (one entry per occupied slot), and its king. */
export interface IslandState {
  tile: string;
  beaches: number[][];
  /** Colour of the king on a royal island, -1 otherwise. */
  king: number;
}

/** A group of boats at sea: how many of each colour. */
export type Group = number[];

/** A voyage waiting for the player to turn the tile just drawn (variant §15.2). */
export interface Orienting {
  kind: "orient";
  tile: string;
  q: number;
  r: number;
  /** Board direction the group enters the new space from (the side facing the tile it left). */
  entry: number;
  group: Group;
  from: string;
  last: boolean;
}

/** What the active player must decide next. */
export type Phase =
  | { kind: "setup" }
  | { kind: "turn" }
  | { kind: "enter"; second: true }
  | { kind: "add"; island: string; left: number; used: number[]; take: boolean }
  /**
   * `repeat`: the boats stand as at an earlier departure decision of this turn (§12.6, rules version 2): only a
   * departure that draws a tile or fails its danger check may sail; with none, the chosen group goes home (§12.7).
   */
  | { kind: "depart"; repeat?: true }
  | Orienting
  | { kind: "land"; island: string; group: Group; landed: number[]; last: boolean }
  /** A tile drawn to be placed freely: first the space (`at` null), then its orientation. */
  | { kind: "place"; tile: string; purpose: "colonize" | "recover"; last: boolean; at: { q: number; r: number } | null }
  | { kind: "settle"; island: string; purpose: "colonize" | "recover"; last: boolean }
  | { kind: "over" };

export interface TongiakiState {
  /** Rules version of the match ("Rules versions" in RULES.md); a state stored before versions existed has none: 1. */
  rules?: number;
  seats: number;
  /** Fleets in play: one per seat, or two per seat with §15.1. Colour c belongs to seat c % seats. */
  colours: number;
  options: Options;
  /** The generator that draws tiles (secret: never in a view). */
  rng: Rng;
  /** Tiles still in the pile, sorted by id: drawing picks one at random (§2.1, Ruling 1). */
  pile: string[];
  board: Placed[];
  islands: Record<string, IslandState>;
  reserve: number[];
  /** Royal islands founded so far, per colour (§9.3). */
  royal: number[];
  /** Tiles drawn from the pile so far, by kind (§13.1). */
  drawn: { islands: number; seas: number };
  /** Island tiles that left the game through an endless chain reaction (§12.3). */
  removed: string[];
  /** The colour whose turn it is. */
  current: number;
  turn: number;
  phase: Phase;
  /**
   * Rules version 2 only (§12.6): the boats on the board at each departure decision of this turn, one
   * `arrangement()` key each, in the order met. Emptied when a turn ends.
   */
  seen?: string[];
}

export const BOATS_PER_COLOUR = 15;
export const PILE_ISLANDS = 15;
export const PILE_SEAS = 16;

export const seatOf = (s: TongiakiState, colour: number): number => colour % s.seats;

/** The rules version a match plays (a state without the field predates versions: version 1). */
export const rulesOf = (s: { rules?: number }): number => s.rules ?? 1;

/**
 * Where the boats on the board stand (§12.6): per island, in id order, the colours on each beach (their order on a
 * beach does not matter) and its king. Two decisions with the same key see the same boats in the same places.
 */
export function arrangement(s: TongiakiState): string {
  return Object.keys(s.islands)
    .sort()
    .map((id) => {
      const isl = s.islands[id]!;
      return `${id}:${isl.king}:${isl.beaches
        .map((b) =>
          b
            .slice()
            .sort((x, y) => x - y)
            .join(""),
        )
        .join("/")}`;
    })
    .join(" ");
}

/**
 * A copy that play may change. Placed tiles, island states, the pile, the board and phases are shared and never
 * changed in place: they are replaced (islands through setIsland/setBeach/putBoat).
 */
export function cloneState(s: TongiakiState): TongiakiState {
  const out: TongiakiState = {
    seats: s.seats,
    colours: s.colours,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    pile: s.pile,
    board: s.board,
    islands: Object.assign({}, s.islands),
    reserve: s.reserve.slice(),
    royal: s.royal.slice(),
    drawn: { islands: s.drawn.islands, seas: s.drawn.seas },
    removed: s.removed,
    current: s.current,
    turn: s.turn,
    phase: s.phase,
  };
  // copied only when present, so a version-1 state keeps exactly its shape
  if (s.rules !== undefined) out.rules = s.rules;
  if (s.seen !== undefined) out.seen = s.seen;
  return out;
}

/** Replaces one island's boats (copy on write: the previous state keeps its own island). */
export function setIsland(s: TongiakiState, id: string, change: Partial<IslandState>): void {
  s.islands[id] = { ...s.islands[id]!, ...change };
}

/** Replaces the boats on one beach. */
export function setBeach(s: TongiakiState, id: string, beach: number, boats: number[]): void {
  const beaches = s.islands[id]!.beaches.slice();
  beaches[beach] = boats;
  setIsland(s, id, { beaches });
}

/** Puts one boat of `colour` on a beach. */
export const putBoat = (s: TongiakiState, id: string, beach: number, colour: number): void =>
  setBeach(s, id, beach, [...s.islands[id]!.beaches[beach]!, colour]);
