import { RITUAL_CARDS, SHAPES, type RitualCard } from "./cards.js";

/**
 * The ways to take `n` ritual cards from the deck in a choice (§16.5), each a list of kinds in hand order. Pure
 * lists: the choice itself (what the offer holds, what a way gives) is in flow.ts.
 */

/**
 * Rules version 3: every way to take `n` cards from `deck` (n < deck size): the multisets of size n the deck's kinds
 * allow (at most 15 for four cards of three kinds). How many there are depends on the deck's make-up (§17.4: the
 * reason for version 4).
 */
export function waysToTake(deck: readonly RitualCard[], n: number): RitualCard[][] {
  const have = RITUAL_CARDS.map((k) => deck.filter((c) => c === k).length);
  return multisets(RITUAL_CARDS, n, (kind) => have[kind]!);
}

/**
 * §16.5, §17.4 (rules version 4, Ruling 6): every way to take `n` cards of the kinds an advanced deck can hold (disc,
 * cube, cylinder: §16.2 takes the doubles and scorpions out), whatever this deck holds. Their number depends on n
 * alone: 3, 6, 10 and 15 ways for one to four cards.
 */
export function everyWay(n: number): RitualCard[][] {
  return multisets(SHAPES, n, () => n);
}

/** §17.4 (rules version 4) the size of the offer for `n` cards: (n+1)(n+2)/2, a public number. */
export const offerSize = (n: number): number => ((n + 1) * (n + 2)) / 2;

/** The multisets of size `n` over `kinds` (at most `most(kind)` of each), in hand order, most of the first kind first. */
function multisets(kinds: readonly RitualCard[], n: number, most: (kind: number) => number): RitualCard[][] {
  const out: RitualCard[][] = [];
  const extend = (kind: number, left: number, cards: RitualCard[]): void => {
    if (left === 0) out.push(cards);
    else if (kind < kinds.length) {
      for (let k = Math.min(left, most(kind)); k >= 0; k--)
        extend(kind + 1, left - k, [...cards, ...new Array<RitualCard>(k).fill(kinds[kind]!)]);
    }
  };
  extend(0, n, []);
  return out;
}
