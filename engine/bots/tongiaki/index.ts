import { randomInt, type Rng } from "../../core/rng.js";
import { countColour, hasSailors, islandData } from "../../tongiaki/board.js";
import { tongiaki, type TongiakiMove, type TongiakiState, type TongiakiView } from "../../tongiaki/index.js";
import { standings } from "../../tongiaki/score.js";
import { standingFromValues } from "../common.js";
import type { GameBot } from "../types.js";
import { determinizeTongiaki } from "./determinize.js";

/**
 * Value of a position for each seat: the points it would score now (§14), plus a little for every boat on a beach
 * (boats make the additions and the crews of later expeditions) and for the islands held (the first tie-break).
 */
/** What a boat on a beach is worth, in points. */
const BOAT = 0.15;

export function tongiakiValues(s: TongiakiState): number[] {
  const st = standings(s);
  const values = st.map((x) => x.points + 0.3 * x.islands);
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    for (const beach of isl.beaches) for (const c of beach) values[c % s.seats]! += BOAT;
  }
  const ph = s.phase;
  if (ph.kind === "land") {
    // a group about to land counts as landed: a colour new to the island gains its points (§7)
    const isl = s.islands[ph.island]!;
    const points = islandData(ph.island).points;
    ph.group.forEach((n, c) => {
      if (n === 0) return;
      values[c % s.seats]! += BOAT * n + (countColour(isl, c) === 0 ? 0.8 * points : 0);
    });
  } else if (ph.kind === "add") values[s.current % s.seats]! += BOAT * ph.left;
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
  iterations: 60,
  rolloutDepth: 20,
  samples: 3,
  turnGreedy: false,
};
