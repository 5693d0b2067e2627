import { ELDER_REACH, NEIGHBOURS } from "../rules/board.js";
import { shapeOf } from "../rules/cards.js";
import { majoritySeat } from "../rules/flow.js";
import type { WongarState } from "../rules/index.js";
import { CEREMONY_POINTS, FINAL_MAJORITY, sectionOf } from "../rules/points.js";

/**
 * Each seat's score now, plus the final bonuses it would get if the game ended now (§15.2), plus what it holds
 * towards later ceremonies: every shape majority it has on an area (worth more where a figure can go next, §6, §7, §8),
 * and its ritual cards (each one can swing a ceremony, §13). `finalWeight` scales the final bonuses (strong's
 * judgement weighs them more early in the game, search.ts).
 */
export function wongarValues(s: WongarState, finalWeight = 1): number[] {
  const values = s.scores.slice();
  if (s.phase.kind === "over") return values;
  const { seats, areas } = s;
  // §15.2 the most tschurunga cards of a shape score 8, every tied player alike
  const cards = s.collected.map((taken) => {
    const n = [0, 0, 0];
    for (const card of taken) if (card === "disc" || card === "cube" || card === "cylinder") n[shapeOf(card)]!++;
    return n;
  });
  for (let shape = 0; shape < 3; shape++) {
    let most = 0;
    for (let seat = 0; seat < seats; seat++) most = Math.max(most, cards[seat]![shape]!);
    if (most > 0) for (let seat = 0; seat < seats; seat++) if (cards[seat]![shape] === most) values[seat]! += finalWeight * FINAL_MAJORITY;
  }
  const points = CEREMONY_POINTS[sectionOf(s.time)]!.ancestor;
  const near = areas.map(() => false);
  for (const a of NEIGHBOURS[s.ancestor.area]!) near[a] = true;
  for (const a of ELDER_REACH[s.elder.area]!) near[a] = true;
  for (let area = 0; area < areas.length; area++) {
    const weight = near[area] ? 0.35 : 0.15;
    for (let shape = 0; shape < 3; shape++) {
      const win = majoritySeat(s, area, shape);
      if (win >= 0) values[win]! += weight * points;
    }
  }
  for (let seat = 0; seat < seats; seat++) values[seat]! += 0.8 * s.hands[seat]!.length;
  if (s.options.advanced) for (let seat = 0; seat < seats; seat++) values[seat]! += handFit(s, seat, near);
  return values;
}

/** What a card of a shape adds per close majority it can swing (at most two counted), for the first two of its kind. */
const CLOSE_WORTH = 0.15;
const COUNTED = 2;

/**
 * §16.5 the advanced game lets a player choose ritual cards, so what they are matters, not only how many: a disc,
 * cube or cylinder card acts on pieces of its own shape (§13.1; a double on any one shape, §13.2), so it is worth more
 * where a ceremony can come next (`near`: the areas the figures reach) and the seat's majority of that shape is close
 * (one piece from taking it or from losing it). Two cards of a kind cover what one cannot; more add only their count.
 * (The basic game draws blind from the top: its hands were never a choice, and its bench rows are tuned on the count.)
 */
function handFit(s: WongarState, seat: number, near: readonly boolean[]): number {
  const close = [0, 0, 0];
  for (let area = 0; area < s.areas.length; area++) {
    if (!near[area]) continue;
    const pieces = s.areas[area]!.pieces;
    for (let shape = 0; shape < 3; shape++) {
      const mine = pieces[seat]![shape]!;
      let theirs = 0;
      for (let other = 0; other < s.seats; other++) if (other !== seat) theirs = Math.max(theirs, pieces[other]![shape]!);
      if (mine + theirs > 0 && Math.abs(mine - theirs) <= 1) close[shape]!++;
    }
  }
  const worth = close.map((n) => CLOSE_WORTH * Math.min(n, COUNTED));
  const kinds = [0, 0, 0, 0];
  let fit = 0;
  for (const card of s.hands[seat]!) {
    const k = card === "double" ? 3 : shapeOf(card);
    if (k < 0 || kinds[k]!++ >= COUNTED) continue;
    fit += k === 3 ? Math.max(...worth) : worth[k]!;
  }
  return fit;
}
