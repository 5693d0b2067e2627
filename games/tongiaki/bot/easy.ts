import type { Seat } from "../../../engine/core/game.js";
import type { Rng } from "../../../engine/core/rng.js";
import type { TongiakiMove, TongiakiState, TongiakiView } from "../rules/index.js";
import { greedyMove } from "../../../engine/bots/greedy.js";
import type { GameBot } from "../../../engine/bots/types.js";
import { turnRule } from "./policy.js";

/**
 * Easy: at a turn's start the turn rules (policy.ts) where one applies, else the one-ply greedy among the additions
 * and entries; every later step of the turn (where added boats go, which dock to sail from, who lands where, where a
 * found tile lies) by the one-ply greedy of the evaluation.
 */
export function easyTongiaki(
  bot: GameBot<TongiakiState, TongiakiMove, TongiakiView>,
  view: TongiakiView,
  seat: Seat,
  legal: TongiakiMove[],
  samples: number,
  rng: Rng,
): TongiakiMove {
  if (view.phase.kind === "turn") {
    const ruled = turnRule(view, legal, view.pile);
    if (ruled) return ruled;
    const rest = legal.filter((m) => m.type !== "colonize" && m.type !== "king");
    if (rest.length === 1) return rest[0]!;
    if (rest.length > 1) return greedyMove(bot, view, seat, rest, samples, rng) as TongiakiMove;
  }
  return greedyMove(bot, view, seat, legal, samples, rng) as TongiakiMove;
}
