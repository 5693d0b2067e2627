import { countColour, islandData } from "../rules/board.js";
import { tongiaki, type TongiakiMove, type TongiakiState, type TongiakiView } from "../rules/index.js";
import { standings } from "../rules/score.js";
import { standingFromValues } from "../../../engine/bots/common.js";
import type { GameBot } from "../../../engine/bots/types.js";
import { determinizeTongiaki } from "./determinize.js";
import { easyTongiaki } from "./easy.js";
import { ENDGAME_DEPTH, searchesEndgame } from "./endgame.js";
import { tongaOpening } from "./opening.js";
import { playoutMove, turnRule } from "./policy.js";
import { strongTongiaki } from "./strong.js";

/**
 * Value of a position for each seat: the points it would score now (§14), plus a little for every boat on a beach
 * (boats make the additions and the crews of later expeditions) and for the islands held (the first tie-break).
 */
/** What a boat on a beach is worth, in points. */
const BOAT = 0.15;

/**
 * Strong's search at a table: playouts per decision (the host's default budget) and moves per playout. At 2 players
 * more of them, each shorter, for about the same CPU: against easy bots, the bench's 400 seeded games, first places
 * went from 74.6 to 78.8 % (host path p95 37 ms). 80 of 40 moves gave 80.3 % but 55 ms at p95 on the host's path,
 * over the 50 ms budget; 96 gained no more; at 4 and 6 players 128 playouts or 60 moves changed nothing
 * (engine/bots/README.md, "Tried and dropped", round 5).
 */
const searchAt = (seats: number): { playouts: number; depth: number } =>
  seats === 2 ? { playouts: 80, depth: 32 } : { playouts: 64, depth: 40 };

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

export const tongiakiBot: GameBot<TongiakiState, TongiakiMove, TongiakiView> = {
  game: tongiaki,
  determinize: determinizeTongiaki,
  evaluate: (s) => standingFromValues(tongiakiValues(s), 4),
  outcomeScale: 4,
  rolloutMove: playoutMove,
  iterations: searchAt(0).playouts,
  iterationsAt: (view) => searchAt(view.seats).playouts,
  rolloutDepth: searchAt(0).depth,
  samples: 3,
  turnGreedy: false,
  easyMove: (view, seat, legal, samples, rng) => easyTongiaki(tongiakiBot, view, seat, legal, samples, rng),
  /**
   * Strong searches every decision (strong.ts) except a turn's start where its opening (opening.ts) or a turn rule
   * applies: a royal island's or a colonization's worth shows only at the game's end, past the playouts' horizon,
   * where the evaluation misjudges it (searching those too: 15 % against easy with 6 players, n = 60). Near the end
   * of a 6-player game (endgame.ts) the playouts reach the end, and every turn start is searched.
   */
  strongMove: (self, view, seat, legal, iterations, rng) => {
    if (searchesEndgame(view)) return strongTongiaki({ ...self, rolloutDepth: ENDGAME_DEPTH }, view, seat, legal, iterations, rng);
    const ruled = view.phase.kind === "turn" ? (tongaOpening(view, legal) ?? turnRule(view, legal, view.pile)) : null;
    return ruled ?? strongTongiaki({ ...self, rolloutDepth: searchAt(view.seats).depth }, view, seat, legal, iterations, rng);
  },
};
