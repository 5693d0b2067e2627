import type { Outcome } from "../../../engine/core/game.js";
import { finalBonuses } from "./flow.js";
import type { WongarState } from "./state.js";

/** Best first by points; equal points share a place (the rulebook names no tie-break, §15.3). */
export function rank(scores: number[]): number[][] {
  const seats = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const ranking: number[][] = [];
  let prev: number | undefined;
  for (const seat of seats) {
    if (prev !== undefined && scores[prev] === scores[seat]) ranking[ranking.length - 1]!.push(seat);
    else ranking.push([seat]);
    prev = seat;
  }
  return ranking;
}

export function outcome(s: WongarState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  return {
    scores: s.scores.slice(),
    ranking: rank(s.scores),
    reason: s.ending === "time" ? "The scorpion reached the last space of the time track." : "The last card of an area was taken.",
    // §15 why the game ended ("time": the scorpion's track, "pile": an area's last card), for clients' own words
    details: { bonuses: finalBonuses(s), collected: s.collected, end: s.ending },
  };
}
