import type { Viewer } from "../../../engine/core/game.js";
import type { Square } from "./board.js";
import { rank } from "./score.js";
import {
  CAMPS_PER_PLAYER,
  campCount,
  crewPoints,
  currentSeat,
  rulesOf,
  type CrewDie,
  type Options,
  type Phase,
  type TongaBongaState,
  type Wages,
} from "./state.js";

/**
 * What anyone at the table sees. Tonga Bonga hides nothing but the dice generator (§10): money, wages, dice
 * and camps are open, so every viewer gets the same view, without the generator state.
 */
export interface TongaBongaView {
  seats: number;
  /** The match's rules version (RULES.md "Rules versions"); the wages a seat may bid depend on it (§4.3). */
  rules: number;
  options: Options;
  round: number;
  /** The seat that acts first this round, and the whole round order (§3). */
  start: number;
  order: number[];
  /** The seat that must decide now (-1 once the game is over). */
  current: number;
  phase: Phase;
  money: number[];
  wages: Wages[];
  crews: CrewDie[][];
  /** Movement points each ship's crew gives (§6.1). */
  points: number[];
  ships: Square[];
  camps: Record<string, number[]>;
  /** Camps each seat has still to found (§7.3). */
  campsLeft: number[];
  moved: boolean[];
  home: boolean[];
  /** Seats best first by ducats now (final once the game is over). */
  ranking: number[][];
}

export function view(s: TongaBongaState, _viewer: Viewer): TongaBongaView {
  const seats = [...Array(s.seats).keys()];
  return {
    seats: s.seats,
    rules: rulesOf(s),
    options: s.options,
    round: s.round,
    start: s.start,
    order: seats.map((i) => (s.start + i) % s.seats),
    current: s.phase.kind === "over" ? -1 : currentSeat(s),
    phase: s.phase,
    money: s.money,
    wages: s.wages,
    crews: s.crews,
    points: seats.map((seat) => crewPoints(s, seat)),
    ships: s.ships,
    camps: s.camps,
    campsLeft: seats.map((seat) => CAMPS_PER_PLAYER - campCount(s, seat)),
    moved: s.moved,
    home: s.home,
    ranking: rank(s.money),
  };
}
