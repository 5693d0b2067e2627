import type { Outcome } from "../../../engine/core/game.js";
import type { TongaBongaState } from "./state.js";

/** Best first by ducats; equal ducats share a place (§9.3). */
export function rank(money: number[]): number[][] {
  const seats = money.map((_, seat) => seat).sort((a, b) => money[b]! - money[a]! || a - b);
  const ranking: number[][] = [];
  for (const seat of seats) {
    const last = ranking.at(-1);
    if (last && money[last[0]!] === money[seat]) last.push(seat);
    else ranking.push([seat]);
  }
  return ranking;
}

export function outcome(s: TongaBongaState): Outcome | null {
  if (s.phase.kind !== "over") return null;
  const home = s.home.flatMap((h, seat) => (h ? [seat] : []));
  return {
    scores: s.money.slice(),
    ranking: rank(s.money),
    reason:
      s.phase.reason === "home"
        ? `A ship came home to Tonga Bonga with four camps in round ${s.round}.`
        : `The round limit (${s.options.roundLimit}) was reached.`,
    // §9.3 / §9.4 why the game ended ("home" or "limit"), as a code clients can put in their own words
    details: { rounds: s.round, home, camps: s.camps, end: s.phase.reason },
  };
}
