import type { Outcome } from "../../../engine/core/game.js";
import { countColour, islandData } from "./board.js";
import { PILE_SEAS, type TongiakiState } from "./state.js";

/** One seat's figures: points, then the two tie-break figures (§14). */
export interface Standing {
  seat: number;
  points: number;
  islands: number;
  boats: number;
}

/** §14.1, §14.2, §16.6: points, islands occupied and boats on the board (a king counts one), per seat. */
export function standings(s: TongiakiState): Standing[] {
  const out: Standing[] = Array.from({ length: s.seats }, (_, seat) => ({ seat, points: 0, islands: 0, boats: 0 }));
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    const points = islandData(id).points;
    for (let c = 0; c < s.colours; c++) {
      const boats = isl.king === c ? 1 : countColour(isl, c);
      if (boats === 0) continue;
      const st = out[c % s.seats]!;
      st.points += points;
      st.islands += 1;
      st.boats += boats;
    }
  }
  return out;
}

/** Best first: more points, then more islands, then fewer boats; identical figures share a place (§14.2). */
export function rank(st: Standing[]): number[][] {
  const sorted = [...st].sort((a, b) => b.points - a.points || b.islands - a.islands || a.boats - b.boats);
  const ranking: number[][] = [];
  let prev: Standing | undefined;
  for (const x of sorted) {
    if (prev && prev.points === x.points && prev.islands === x.islands && prev.boats === x.boats) ranking[ranking.length - 1]!.push(x.seat);
    else ranking.push([x.seat]);
    prev = x;
  }
  return ranking;
}

export function outcome(s: TongiakiState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const st = standings(s);
  return {
    scores: st.map((x) => x.points),
    ranking: rank(st),
    reason: s.drawn.seas === PILE_SEAS ? "The last sea tile has been placed." : "The last island tile has been placed.",
    // §13 which pile ran out, as a code clients can put in their own words
    details: { standings: st, end: s.drawn.seas === PILE_SEAS ? "sea-tiles" : "island-tiles" },
  };
}
