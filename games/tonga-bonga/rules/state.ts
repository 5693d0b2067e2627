import type { Rng } from "../../../engine/core/rng.js";
import type { Square } from "./board.js";

/** Match options (RULES.md §9.4). */
export interface Options {
  /** §9.4: the game also ends after this round; 0 = no limit. */
  roundLimit: number;
}

/** The two paid places on a ship (§4.1); the third crew member, the deckhand, is unpaid. */
export type Role = "captain" | "helmsman";

/** Ducats on a ship's two wage fields (§4.4). */
export interface Wages {
  captain: number;
  helmsman: number;
}

/** A die on a ship: whose it is and what it shows (1–5). */
export interface CrewDie {
  owner: number;
  value: number;
}

/** What the current seat must decide next. */
export type Phase =
  /** §4: bid the wage for `role` (the captain first, then the helmsman). */
  | { kind: "bid"; role: Role }
  /**
   * §5: place the dice just rolled. `dice` shows each die's face (0 = seasick); `ship` is where each went
   * (-1 not yet); `target` is how many of them will be placed in all (§5.4, §5.5, §5.6).
   */
  | { kind: "crew"; dice: number[]; ship: number[]; target: number }
  /** §6: move the current ship; `left` movement points remain. */
  | { kind: "sail"; left: number }
  | { kind: "over"; reason: "home" | "limit" };

export interface TongaBongaState {
  seats: number;
  /**
   * The rules version the match was set up under (RULES.md "Rules versions"). Absent in states stored before
   * versions existed: read it with `rulesOf`, which takes a missing field as version 1.
   */
  rules?: number;
  options: Options;
  /** The generator that rolls the dice (secret: never in a view, §10.1). */
  rng: Rng;
  /** 1-based round number. */
  round: number;
  /** The seat that acts first in every phase of this round (§3.2). */
  start: number;
  /** Position in the round order: the current seat is (start + step) % seats. */
  step: number;
  phase: Phase;
  money: number[];
  /** Per ship (seat): the ducats bid this round, held on the wage fields until §8. */
  wages: Wages[];
  /** Per ship (seat): its dice, best rank first (captain, helmsman, deckhand) (§5.7). */
  crews: CrewDie[][];
  ships: Square[];
  /** Per camp island id: the seats with a camp there, in founding order (§7). */
  camps: Record<string, number[]>;
  /** Per seat: the ship has sailed this round (§9.2). */
  moved: boolean[];
  /** Per seat: the ship came home with four camps this round (§9.1). */
  home: boolean[];
}

export const START_MONEY = 20;
export const CAMPS_PER_PLAYER = 4;
export const CAMP_INCOME = 25;
export const CAMP_SHARE = 5;
export const HOME_BONUS = 10;
export const DICE_PER_PLAYER = 3;
export const CREW_SIZE = 3;
/** §4.3, rules version 1 only: the highest wage that could be bid in one move (version 2 has no cap, Ruling 2). */
export const WAGE_CAP_V1 = 20;

/** The rules version a state plays under; a state from before versions were recorded is version 1. */
export const rulesOf = (s: { rules?: number }): number => s.rules ?? 1;

export const currentSeat = (s: TongaBongaState): number => (s.start + s.step) % s.seats;

/** Camps a seat has founded, over all islands. */
export function campCount(s: TongaBongaState, seat: number): number {
  let n = 0;
  for (const id in s.camps) if (s.camps[id]!.includes(seat)) n++;
  return n;
}

/** Movement points of a ship: the sum of its crew dice (§6.1). */
export const crewPoints = (s: TongaBongaState, ship: number): number => s.crews[ship]!.reduce((n, d) => n + d.value, 0);

/**
 * A copy that play may change: every array and record that play writes is copied; the elements it replaces
 * (squares, crews, camp lists, phases) are never changed in place.
 */
export function cloneState(s: TongaBongaState): TongaBongaState {
  return {
    seats: s.seats,
    ...(s.rules === undefined ? {} : { rules: s.rules }),
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    start: s.start,
    step: s.step,
    phase: s.phase,
    money: s.money.slice(),
    wages: s.wages.slice(),
    crews: s.crews.slice(),
    ships: s.ships.slice(),
    camps: Object.assign({}, s.camps),
    moved: s.moved.slice(),
    home: s.home.slice(),
  };
}
