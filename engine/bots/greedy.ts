import type { Seat } from "../core/game.js";
import { randomInt, type Rng } from "../core/rng.js";
import { activeSeat } from "./common.js";
import { rewards } from "./search.js";
import type { GameBot } from "./types.js";

/**
 * The easy level: one ply. Each legal move is played on `samples` determinizations of the view (the same ones for
 * every move, so chance is compared like for like) and the resulting positions are scored for `seat` by the game's
 * evaluation; the best mean wins, ties broken by the seeded generator.
 */
export function greedyMove<S, V>(
  bot: GameBot<S, { type: string }, V>,
  view: V,
  seat: Seat,
  legal: { type: string }[],
  samples: number,
  rng: Rng,
): { type: string } {
  const game = bot.game;
  const worlds: S[] = [];
  for (let i = 0; i < samples; i++) worlds.push(bot.determinize(view, seat, rng));
  const seats = game.seats(worlds[0]!);
  let best: { type: string }[] = [];
  let bestValue = -Infinity;
  for (const move of legal) {
    let total = 0;
    for (const world of worlds) {
      const played = game.play(world, seat, move);
      if (!played.ok) throw new Error(`${game.id} bot: a legal move was refused: ${played.error.message}`);
      const after = bot.turnGreedy ? finishTurn(bot, played.value.state, seat, rng) : played.value.state;
      total += rewards(bot, after, seats)[seat]!;
    }
    const value = total / worlds.length;
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [move];
    } else if (value > bestValue - 1e-9) best.push(move);
  }
  return best[randomInt(rng, best.length)]!;
}

/**
 * Plays on while `going` holds (at most `limit` moves), every decision the one-ply greedy choice of whoever must make
 * it (a single legal move at once).
 */
export function playGreedily<S>(bot: GameBot<S>, state: S, rng: Rng, going: (s: S) => boolean, limit: number): S {
  for (let i = 0; i < limit && going(state); i++) {
    const seat = activeSeat(bot.game, state);
    if (seat < 0) break;
    const all = bot.game.legalMoves(state, seat);
    const legal = bot.candidates ? bot.candidates(state, seat, all) : all;
    const move = legal.length === 1 ? legal[0]! : greedyOnState(bot, state, seat, legal, rng);
    const played = bot.game.play(state, seat, move);
    if (!played.ok) throw new Error(`${bot.game.id} bot: a legal move was refused: ${played.error.message}`);
    state = played.value.state;
  }
  return state;
}

/** The rest of `seat`'s multi-step turn, played greedily while it is still the one to decide. */
export const finishTurn = <S>(bot: GameBot<S>, state: S, seat: Seat, rng: Rng, limit = 16): S =>
  playGreedily(bot, state, rng, (s) => activeSeat(bot.game, s) === seat, limit);

/** A playout policy from the easy level's idea without determinizing: the best immediate evaluation. */
export function greedyOnState<S>(bot: GameBot<S>, state: S, seat: Seat, legal: { type: string }[], rng: Rng): { type: string } {
  const seats = bot.game.seats(state);
  let best: { type: string }[] = [];
  let bestValue = -Infinity;
  for (const move of legal) {
    const played = bot.game.play(state, seat, move);
    if (!played.ok) continue;
    const value = rewards(bot, played.value.state, seats)[seat]!;
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [move];
    } else if (value > bestValue - 1e-9) best.push(move);
  }
  return best.length > 0 ? best[randomInt(rng, best.length)]! : legal[randomInt(rng, legal.length)]!;
}
