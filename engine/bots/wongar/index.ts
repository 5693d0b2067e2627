import { ELDER_REACH, NEIGHBOURS } from "../../wongar/board.js";
import { finalBonuses, majority } from "../../wongar/flow.js";
import { wongar, type WongarMove, type WongarState, type WongarView } from "../../wongar/index.js";
import { CEREMONY_POINTS, sectionOf } from "../../wongar/points.js";
import { standingFromValues } from "../common.js";
import type { GameBot } from "../types.js";
import { determinizeWongar } from "./determinize.js";

/**
 * Each seat's score now, plus the final bonuses it would get if the game ended now (§15.2), plus what it holds
 * towards later ceremonies: every shape majority it has on an area (worth more where a figure can go next, §6–§8),
 * and its ritual cards (each one can swing a ceremony, §13).
 */
export function wongarValues(s: WongarState): number[] {
  const values = s.scores.slice();
  if (s.phase.kind === "over") return values;
  for (const b of finalBonuses(s)) values[b.seat]! += b.points;
  const points = CEREMONY_POINTS[sectionOf(s.time)]!;
  const near = new Set<number>([...NEIGHBOURS[s.ancestor.area]!, ...ELDER_REACH[s.elder.area]!]);
  for (let area = 0; area < s.areas.length; area++) {
    const weight = near.has(area) ? 0.35 : 0.15;
    for (let shape = 0; shape < 3; shape++) {
      const win = majority(s, area, shape);
      if (win) values[win.seat]! += weight * points.ancestor;
    }
  }
  for (let seat = 0; seat < s.seats; seat++) values[seat]! += 0.8 * s.hands[seat]!.length;
  return values;
}

export const wongarBot: GameBot<WongarState, WongarMove, WongarView> = {
  game: wongar,
  determinize: determinizeWongar,
  evaluate: (s) => standingFromValues(wongarValues(s), 6),
  outcomeScale: 6,
  iterations: 60,
  rolloutDepth: 20,
  samples: 3,
  turnGreedy: true,
};
