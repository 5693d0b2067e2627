import { wongar, type WongarMove, type WongarState, type WongarView } from "../rules/index.js";
import { standingFromValues } from "../../../engine/bots/common.js";
import type { GameBot } from "../../../engine/bots/types.js";
import { determinizeWongar } from "./determinize.js";
import { strongWongar } from "./search.js";
import { wongarValues } from "./values.js";

export const wongarBot: GameBot<WongarState, WongarMove, WongarView> = {
  game: wongar,
  determinize: determinizeWongar,
  /** The log names every taken card (§18.8): strong deals them exactly from the history (determinize.ts). */
  usesHistory: true,
  evaluate: (s) => standingFromValues(wongarValues(s), 6),
  outcomeScale: 6,
  /** Strong: determinizations each candidate's turn is played out on (search.ts); p95 ≤ 50 ms on the reference machine. */
  iterations: 2,
  /** No playouts: its search (search.ts) finishes each turn greedily instead of playing random moves. */
  rolloutDepth: 0,
  samples: 3,
  turnGreedy: true,
  /** The turn-completing flat Monte Carlo of search.ts instead of ISMCTS with random playouts (meaningless here). */
  strongMove: strongWongar,
};
