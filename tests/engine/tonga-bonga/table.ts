import type { GameEvent } from "../../../engine/core/game.js";
import { seedRng } from "../../../engine/core/rng.js";
import { BOARD, CAMP_ISLANDS, islandById, navigable, neighbours, type Square } from "../../../games/tonga-bonga/rules/board.js";
import { tongaBonga, type TongaBongaMove, type TongaBongaState } from "../../../games/tonga-bonga/rules/index.js";
import { placementTarget } from "../../../games/tonga-bonga/rules/legal.js";
import { currentSeat, type CrewDie, type Phase, type Wages } from "../../../games/tonga-bonga/rules/state.js";
import { distance } from "./bot.js";
import { playHelpers } from "../play-helpers.js";

/** Seats in colour order (RULES.md §1.1). */
export const RED = 0,
  YELLOW = 1,
  ORANGE = 2,
  WHITE = 3;

/** The bay square of an island. */
export const bay = (id: string): Square => BOARD.bays[BOARD.islands.indexOf(islandById(id)!)]!;

export interface TableSpec {
  seats?: number;
  round?: number;
  start?: number;
  step?: number;
  money?: number[];
  wages?: Wages[];
  crews?: CrewDie[][];
  /** Ship squares by seat; ships not named stay in Tonga Bonga's bay. */
  ships?: Record<number, Square>;
  camps?: Record<string, number[]>;
  phase?: Phase;
  moved?: boolean[];
  roundLimit?: number;
  /** Rules version (README "Rules versions"); the current one when left out. */
  rules?: number;
}

/** A position built by hand, for scenario tables. */
export function table(spec: TableSpec): TongaBongaState {
  const seats = spec.seats ?? 4;
  const home = bay("tonga-bonga");
  const s: TongaBongaState = {
    seats,
    rules: spec.rules ?? tongaBonga.rulesVersion,
    options: { roundLimit: spec.roundLimit ?? 30 },
    rng: seedRng("table"),
    round: spec.round ?? 3,
    start: spec.start ?? 0,
    step: spec.step ?? 0,
    phase: spec.phase ?? { kind: "bid", role: "captain" },
    money: spec.money ?? new Array<number>(seats).fill(20),
    wages: spec.wages ?? Array.from({ length: seats }, () => ({ captain: 0, helmsman: 0 })),
    crews: spec.crews ?? Array.from({ length: seats }, () => []),
    ships: Array.from({ length: seats }, (_, seat) => spec.ships?.[seat] ?? { ...home }),
    camps: { ...Object.fromEntries(CAMP_ISLANDS.map((id) => [id, [] as number[]])), ...spec.camps },
    moved: spec.moved ?? new Array<boolean>(seats).fill(false),
    home: new Array<boolean>(seats).fill(false),
  };
  return s;
}

/** The current seat about to place `dice` (0 = seasick), with the target the rules give (§5.5, §5.6). */
export function crewing(s: TongaBongaState, dice: number[]): TongaBongaState {
  return { ...s, phase: { kind: "crew", dice, ship: dice.map(() => -1), target: placementTarget(s, currentSeat(s), dice) } };
}

export const { run, refusal, legal } = playHelpers(tongaBonga, currentSeat);

export const sailTo = (sq: Square): TongaBongaMove => ({ type: "sail", row: sq.row, col: sq.col });

/** A shortest path (squares after `from`, ignoring ships) from `from` into an island's bay. */
export function pathTo(from: Square, island: string): Square[] {
  const path: Square[] = [];
  let at = from;
  while (distance(at, island) > 0) {
    at = neighbours(at).find((n) => navigable(n) && distance(n, island) === distance(at, island) - 1)!;
    path.push(at);
  }
  return path;
}

/** Every navigable square exactly `d` squares from an island's bay, sea squares only. */
export function seaSquaresAt(island: string, d: number): Square[] {
  const out: Square[] = [];
  for (let row = 0; row < BOARD.height; row++) {
    for (let col = 0; col < BOARD.width; col++) {
      const sq = { row, col };
      if (BOARD.cells[row * BOARD.width + col] === "sea" && distance(sq, island) === d) out.push(sq);
    }
  }
  return out;
}

/** Ducats in the game: players' money plus what lies on the wage fields. */
export const ducats = (s: TongaBongaState): number =>
  s.money.reduce((a, b) => a + b, 0) + s.wages.reduce((a, w) => a + w.captain + w.helmsman, 0);

/** What the bank paid out, read from events (camps 25, home bonus 10); it never receives anything. */
export function bankPaid(events: GameEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === "camp") n += e.bank as number;
    if (e.type === "bonus") n += e.amount as number;
  }
  return n;
}
