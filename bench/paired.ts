/**
 * The paired reading of a bench:bots row (issue #27, engine/bots/README.md "Measured strength"): each seeded game is
 * played twice, once with the tested bot in its seat and once with a player of the field's kind in that same seat
 * (the same seed, the same other players), and the row is judged on the per-game difference in "ahead". At six
 * players the seat decides more than play, so the tested bot is compared with what its seat gives anyway.
 */
import { bootstrap } from "./stats.js";

/** One seeded game, played with the tested bot and with the control in the same seat: each one's "ahead" (0–1). */
export interface PairedGame {
  seat: number;
  tested: number;
  control: number;
}

export interface SeatReading {
  seat: number;
  games: number;
  tested: number;
  control: number;
  /** tested − control, mean over the seat's games */
  diff: number;
}

export interface PairedReading {
  games: number;
  /** the tested bot's and the control's mean ahead */
  tested: number;
  control: number;
  /** the mean paired difference in ahead (tested − control) */
  diff: number;
  /** its 95 % percentile bootstrap interval (resampling whole pairs) */
  interval: [number, number];
  seats: SeatReading[];
}

/** What a paired row must meet: the tested bot not worse than the control in its seat, and/or a floor on its ahead. */
export interface PairedTarget {
  /** the 95 % interval of the paired difference must reach 0 (its upper bound ≥ 0) */
  notWorse?: boolean;
  /** the tested bot's mean ahead must be at least this */
  ahead?: number;
}

/** A share as a percentage with one decimal ("83.9 %"). */
export const pc = (x: number) => `${(100 * x).toFixed(1)} %`;

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

export function pairedReading(games: readonly PairedGame[], players: number): PairedReading {
  const diffs = games.map((g) => g.tested - g.control);
  const seats = Array.from({ length: players }, (_, seat) => {
    const own = games.filter((g) => g.seat === seat);
    const tested = mean(own.map((g) => g.tested));
    const control = mean(own.map((g) => g.control));
    return { seat, games: own.length, tested, control, diff: tested - control };
  });
  const tested = mean(games.map((g) => g.tested));
  const control = mean(games.map((g) => g.control));
  return { games: games.length, tested, control, diff: mean(diffs), interval: bootstrap(diffs), seats };
}

/** The targets a paired row misses (empty: met), `ahead` being the tested bot's mean ahead over the row. */
export function pairedMisses(target: PairedTarget, reading: PairedReading, ahead: number): string[] {
  const misses: string[] = [];
  if (target.notWorse && !(reading.interval[1] >= 0))
    misses.push(`worse than the field's player in its seat (diff ≤ ${pc(reading.interval[1])})`);
  if (target.ahead !== undefined && !(ahead >= target.ahead)) misses.push(`ahead < ${pc(target.ahead)}`);
  return misses;
}
