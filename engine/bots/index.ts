import type { AnyGame, Seat } from "../core/game.js";
import { seedRng } from "../core/rng.js";
import { moveKey } from "./common.js";
import { greedyMove } from "./greedy.js";
import { searchMove } from "./search.js";
import type { BotOptions, GameBot } from "./types.js";

export type { BotLevel, BotOptions, GameBot } from "./types.js";

/**
 * The move `seat` plays in the position it sees as `view` (game.view(state, { seat })). Pure and deterministic: the
 * same (view, seat, level, seed, iterations) always give the same move; nothing hidden from the seat is read, as
 * the view is all the bot gets. `bot` is the game's (its GameModule's, games/index.ts). Throws when the seat has nothing
 * to decide.
 */
export function chooseMove<Move extends { type: string } = { type: string }>(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  options: BotOptions,
  bot: GameBot,
): Move {
  const rng = seedRng(`${options.seed}|${options.level}|${seat}`);
  const state = bot.determinize(view, seat, seedRng(`${options.seed}|legal`));
  const all = game.legalMoves(state, seat);
  if (all.length === 0) throw new Error(`${game.id}: seat ${seat} has no move to make now`);
  const legal = bot.candidates ? bot.candidates(state, seat, all) : all;
  if (legal.length === 1) return legal[0] as Move;
  if (options.level === "easy") {
    const samples = Math.max(1, options.samples ?? bot.samples);
    return (bot.easyMove ? bot.easyMove(view, seat, legal, samples, rng) : greedyMove(bot, view, seat, legal, samples, rng)) as Move;
  }
  const iterations = Math.max(1, options.iterations ?? bot.iterationsAt?.(view) ?? bot.iterations);
  // strong remembers the public log (easy plays on the view alone, as a casual player does not count cards)
  const history = options.history;
  const informed: GameBot = history ? { ...bot, determinize: (v, s, r) => bot.determinize(v, s, r, history) } : bot;
  return (
    informed.strongMove
      ? informed.strongMove(informed, view, seat, legal, iterations, rng)
      : searchMove(informed, view, seat, legal, iterations, rng)
  ) as Move;
}

/** Whether a move is among `legal` (moves compare field by field). */
export const isAmong = (move: { type: string }, legal: readonly { type: string }[]): boolean =>
  legal.some((m) => moveKey(m) === moveKey(move));
