import { randomInt, type Rng } from "../../core/rng.js";
import { hasSailors } from "../../tongiaki/board.js";
import { tongiaki, type TongiakiMove, type TongiakiState, type TongiakiView } from "../../tongiaki/index.js";
import { standings } from "../../tongiaki/score.js";
import { standingFromValues } from "../common.js";
import type { GameBot } from "../types.js";
import { determinizeTongiaki } from "./determinize.js";

/**
 * Value of a position for each seat: the points it would score now (§14), plus a little for every boat on a beach
 * (boats make the additions and the crews of later expeditions) and for the islands held (the first tie-break).
 */
export function tongiakiValues(s: TongiakiState): number[] {
  const st = standings(s);
  const values = st.map((x) => x.points + 0.3 * x.islands);
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    for (const beach of isl.beaches) for (const c of beach) values[c % s.seats]! += 0.15;
  }
  return values;
}

/**
 * Playouts: random, but a colonization (§10: every boat leaves the board) only as a rare gamble or when the player
 * has no boat to sail with, as no sensible player throws a position away for nothing.
 */
function rolloutMove(s: TongiakiState, _seat: number, legal: TongiakiMove[], rng: Rng): TongiakiMove {
  if (s.phase.kind === "turn" && legal.length > 1 && hasSailors(s, s.current) && randomInt(rng, 20) !== 0) {
    const rest = legal.filter((m) => m.type !== "colonize");
    if (rest.length > 0) return rest[randomInt(rng, rest.length)]!;
  }
  return legal[randomInt(rng, legal.length)]!;
}

export const tongiakiBot: GameBot<TongiakiState, TongiakiMove, TongiakiView> = {
  game: tongiaki,
  determinize: determinizeTongiaki,
  evaluate: (s) => standingFromValues(tongiakiValues(s), 4),
  outcomeScale: 4,
  rolloutMove,
  iterations: 200,
  rolloutDepth: 40,
  samples: 3,
};
