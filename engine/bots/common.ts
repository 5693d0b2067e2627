import type { AnyGame, Outcome, Seat } from "../core/game.js";
import { randomInt, type Rng } from "../core/rng.js";

/** A stable identity for a move (legalMoves builds moves with a fixed key order). */
export const moveKey = (m: { type: string }): string => JSON.stringify(m);

/** The logistic curve: 0.5 at 0, near 1 far above, near 0 far below. */
export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * Per-seat standing in [0, 1] from per-seat value estimates: how far each seat is ahead of (or behind) the best of
 * the others, squashed by `scale` (the value difference that counts as "clearly ahead").
 */
export function standingFromValues(values: number[], scale: number): number[] {
  return values.map((v, i) => {
    let best = -Infinity;
    for (let j = 0; j < values.length; j++) if (j !== i && values[j]! > best) best = values[j]!;
    return sigmoid((v - best) / scale);
  });
}

/** A finished game: mostly the share of first place (a shared first counts 1 / k), a little for the margin. */
export function outcomeRewards(outcome: Outcome, seats: number, scale: number): number[] {
  const first = outcome.ranking[0] ?? [];
  const margin = standingFromValues(outcome.scores.slice(0, seats), scale);
  return Array.from({ length: seats }, (_, seat) => 0.8 * (first.includes(seat) ? 1 / first.length : 0) + 0.2 * margin[seat]!);
}

/** The seat that must decide now, or -1 once the game is over (every game here has one active seat at a time). */
export function activeSeat(game: AnyGame, state: unknown): Seat {
  const seats = game.activeSeats(state);
  return seats.length === 0 ? -1 : seats[0]!;
}

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

/** A uniform float in [0, 1) from the seeded generator. */
export const uniform = (rng: Rng): number => randomInt(rng, 0x40000000) / 0x40000000;
