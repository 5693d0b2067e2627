import { expect } from "vitest";
import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { freeze } from "./freeze.js";
import { seededStart } from "./seeded-start.js";

/**
 * A seeded game with random legal moves in which every state is frozen before its move: `play` must answer with a
 * new state and never write to the one it is given (a match's stored state is shared with its replay and its
 * cache), so a copy that forgot an array throws here. Returns the move types played.
 */
export function playFrozen(game: AnyGame, seed: string, players: number, rawOptions: unknown, maxMoves = 3_000): Set<string> {
  let state = seededStart(game, seed, players, rawOptions);
  const pick = seedRng(`frozen-${seed}`);
  const types = new Set<string>();
  for (let n = 0; n < maxMoves && game.activeSeats(state).length > 0; n++) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const before = JSON.stringify(state);
    freeze(state);
    const r = game.play(state, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.message}`);
    expect(JSON.stringify(state), `move ${n} (${move.type}) changed the state it was given`).toBe(before);
    types.add(move.type);
    state = r.value.state;
  }
  expect(game.activeSeats(state), "the game ended").toEqual([]);
  return types;
}
