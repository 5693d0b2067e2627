import type { Seat } from "../../../engine/core/game.js";
import { nextUint32, type Rng } from "../../../engine/core/rng.js";
import type { TongiakiMove, TongiakiState, TongiakiView } from "../rules/index.js";
import { playout, rewards } from "../../../engine/bots/search.js";
import type { GameBot } from "../../../engine/bots/types.js";

type Bot = GameBot<TongiakiState, TongiakiMove, TongiakiView>;

/**
 * Strong: flat Monte Carlo over the moves legal now, by sequential halving (Karnin et al. 2013). Each round samples
 * fresh determinizations, shared by every move still in the race (the same tile draws for all, so chance is compared
 * like for like), plays each move and then every seat with the bot's playout policy (policy.ts: the easy bot's turn rules) for
 * `rolloutDepth` moves, scores the position with the evaluation, and keeps the better half by mean reward.
 * `iterations` is the budget in playouts.
 */
export function strongTongiaki(
  bot: Bot,
  view: TongiakiView,
  seat: Seat,
  legal: TongiakiMove[],
  iterations: number,
  rng: Rng,
): TongiakiMove {
  const game = bot.game;
  let arms = legal.map((move) => ({ move, total: 0, n: 0 }));
  const rounds = Math.ceil(Math.log2(arms.length));
  for (let round = 0; round < rounds && arms.length > 1; round++) {
    const per = Math.max(1, Math.floor(iterations / rounds / arms.length));
    for (let k = 0; k < per; k++) {
      const world = bot.determinize(view, seat, rng);
      const seed: Rng = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
      for (const arm of arms) {
        const played = game.play(world, seat, arm.move);
        if (!played.ok) throw new Error(`tongiaki bot: a legal move was refused: ${played.error.message}`);
        // every arm's playout from the same seed: the same later choices where the positions allow (common random numbers)
        arm.total += rewards(bot, playout(bot, played.value.state, bot.rolloutDepth, seed.slice() as Rng), view.seats)[seat]!;
        arm.n++;
      }
    }
    arms.sort((a, b) => b.total / b.n - a.total / a.n);
    arms = arms.slice(0, Math.ceil(arms.length / 2));
  }
  return arms[0]!.move;
}
