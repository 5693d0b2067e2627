import type { GameEvent, Seat } from "../../../engine/core/game.js";
import { nextUint32, randomInt, shuffleInPlace, type Rng } from "../../../engine/core/rng.js";
import {
  ADVANCED_SET_REMOVED,
  AREA_CARDS,
  AREA_SET,
  RITUAL_CARDS,
  RITUAL_DECK,
  RITUAL_ORDER,
  expand,
  type AreaCard,
  type RitualCard,
} from "../rules/cards.js";
import { everyWay, waysToTake } from "../rules/ways.js";
import type { WongarState } from "../rules/state.js";
import type { WongarView } from "../rules/view.js";
import { recallTaken, type TakenCards } from "./recall.js";

const RITUAL_TOTAL = RITUAL_CARDS.reduce((n, k) => n + RITUAL_DECK[k], 0);

const sortHand = (hand: RitualCard[]): RitualCard[] => hand.sort((a, b) => RITUAL_ORDER[a] - RITUAL_ORDER[b]);

/**
 * The ritual cards `seat` cannot place: all 43 (§1.4) less its own hand, the face-up discards, the scorpions set aside
 * and the cards out of the game. Out of the game (§16.2, advanced only) are both scorpions and the doubles — the
 * deal's leftovers and those played since — so their number is what the other counts leave over.
 */
interface AreaCards {
  piles: AreaCard[][];
  collected: AreaCard[][];
}

function unknownRituals(view: WongarView, seat: Seat): RitualCard[] {
  const counts = { ...RITUAL_DECK } as Record<RitualCard, number>;
  for (const c of view.hands[seat] ?? []) counts[c]--;
  for (const k of RITUAL_CARDS) counts[k] -= view.discard[k];
  counts.scorpion -= view.aside;
  const inPlay = view.deck + view.handSizes.reduce((a, b) => a + b, 0) + RITUAL_CARDS.reduce((n, k) => n + view.discard[k], 0) + view.aside;
  const spent = RITUAL_TOTAL - inPlay;
  if (view.options.advanced) {
    counts.double -= spent - counts.scorpion;
    counts.scorpion = 0;
  }
  const out: RitualCard[] = [];
  for (const k of RITUAL_CARDS) {
    if (counts[k] < 0) throw new Error(`wongar determinize: the view accounts for more ${k} cards than exist`);
    for (let i = 0; i < counts[k]; i++) out.push(k);
  }
  return out;
}

/** Per area, what its own set (§1.3, §16.1) still holds once its face-up card is gone, and how many cards were taken from it. */
function areaSets(view: WongarView): { left: Record<AreaCard, number>[]; missing: number[] } {
  const set = { ...AREA_SET } as Record<AreaCard, number>;
  if (view.options.advanced) for (const [k, n] of Object.entries(ADVANCED_SET_REMOVED) as [AreaCard, number][]) set[k] -= n;
  const setSize = AREA_CARDS.reduce((n, k) => n + set[k], 0);
  const left = view.areas.map((a) => {
    const counts = { ...set };
    if (a.up) counts[a.up]--;
    return counts;
  });
  return { left, missing: view.areas.map((a) => setSize - a.pile - (a.up ? 1 : 0)) };
}

/** An area's pile from the counts of its set still in it, shuffled. */
function pileOf(counts: Record<AreaCard, number>, rng: Rng): AreaCard[] {
  const cards: AreaCard[] = [];
  for (const k of AREA_CARDS) for (let n = 0; n < counts[k]; n++) cards.push(k);
  return shuffleInPlace(rng, cards);
}

/**
 * The area cards without a history: each area's pile holds what its set lacks once its face-up card and the cards
 * already taken from it are gone. Which cards were taken where is not in the view (only how many each player holds),
 * so they are sampled: first the seat's own taken cards are put back on areas that could have given them, then every
 * area's other missing cards are drawn from what is left of its set, and those go to the other players by their counts.
 */
function sampleAreaCards(view: WongarView, seat: Seat, rng: Rng): AreaCards | null {
  const { left, missing } = areaSets(view);
  for (const card of shuffleInPlace(rng, (view.collected[seat] ?? []).slice())) {
    const fits: number[] = [];
    left.forEach((counts, i) => {
      if (missing[i]! > 0 && counts[card] > 0) fits.push(i);
    });
    if (fits.length === 0) return null;
    const i = fits[randomInt(rng, fits.length)]!;
    left[i]![card]--;
    missing[i]!--;
  }
  const others: AreaCard[] = [];
  const piles = left.map((counts, i) => {
    const cards = pileOf(counts, rng);
    for (let n = 0; n < missing[i]!; n++) others.push(cards.pop()!);
    return cards;
  });
  shuffleInPlace(rng, others);
  const collected = view.collectedCounts.map((count, other) =>
    other === seat ? (view.collected[seat] ?? []).slice() : others.splice(0, count),
  );
  return { piles, collected };
}

/**
 * The area cards with the public log (§18.8 every taken card is named): the taken cards are known exactly, and each
 * pile is its set less its face-up card and the cards taken from it, in a sampled order. Null when the history does
 * not fit the view's piles.
 */
function knownAreaCards(view: WongarView, taken: TakenCards, rng: Rng): AreaCards | null {
  const { left, missing } = areaSets(view);
  for (let i = 0; i < left.length; i++) {
    if (taken.fromArea[i]!.length !== missing[i]) return null;
    for (const card of taken.fromArea[i]!) if (--left[i]![card] < 0) return null;
  }
  return { piles: left.map((counts) => pileOf(counts, rng)), collected: taken.collected.map((c) => c.slice()) };
}

/**
 * A full Wongar state consistent with what `seat` sees (§17): other hands dealt from the unseen ritual cards (never a
 * scorpion: one drawn is set aside at once), the rest shuffled into the deck (when the seat chooses from it, §16.5,
 * the deck holds the kinds it sees: in the order seen in version 1, in a sampled order from version 3, which shows no order;
 * the offer is the one the seat was shown), the piles and the other players' taken cards known from `history` (the events the seat was shown)
 * where one is given and fits, else sampled as above, and a fresh generator.
 */
export function determinizeWongar(view: WongarView, seat: Seat, rng: Rng, history?: readonly GameEvent[]): WongarState {
  let pool = unknownRituals(view, seat);
  // the deck the seat looks through: its order as seen (version 1), or its kinds in an order sampled like the rest (§16.5)
  const seen = view.pick ?? (view.choice ? shuffleInPlace(rng, expand(view.choice.deck, RITUAL_CARDS)) : null);
  let deck = seen ?? [];
  for (const c of deck) pool.splice(pool.indexOf(c), 1);
  shuffleInPlace(rng, pool);
  const scorpions = pool.filter((c) => c === "scorpion");
  pool = pool.filter((c) => c !== "scorpion");
  const hands = view.handSizes.map((size, other) => (other === seat ? (view.hands[seat] ?? []).slice() : sortHand(pool.splice(0, size))));
  if (!seen) deck = shuffleInPlace(rng, [...pool, ...scorpions]);
  if (deck.length !== view.deck) throw new Error(`wongar determinize: ${deck.length} cards for a deck of ${view.deck}`);

  const taken = history ? recallTaken(view, seat, history) : null;
  let areaCards = taken ? knownAreaCards(view, taken, rng) : null;
  if (!areaCards) areaCards = sampleAreaCards(view, seat, rng);
  for (let tries = 0; !areaCards && tries < 20; tries++) areaCards = sampleAreaCards(view, seat, rng);
  if (!areaCards) throw new Error("wongar determinize: the seat's taken cards fit no areas");

  const discard: RitualCard[] = [];
  for (const k of RITUAL_CARDS) for (let i = 0; i < view.discard[k]; i++) discard.push(k);
  const inPlay = view.deck + view.handSizes.reduce((a, b) => a + b, 0) + discard.length + view.aside;
  const over = view.phase.kind === "over";
  return {
    seats: view.seats,
    rules: view.rules,
    options: view.options,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    areas: view.areas.map((a, i) => ({ pieces: a.pieces.map((p) => p.slice()), pile: areaCards!.piles[i]!, up: a.up })),
    supply: view.supply.map((p) => p.slice()),
    seeding: view.seeding ? view.seeding.map((p) => p.slice()) : null,
    hands,
    deck,
    discard,
    aside: view.aside,
    spent: RITUAL_TOTAL - inPlay,
    collected: over ? view.collected.map((c) => (c ?? []).slice()) : areaCards.collected,
    figureCards: view.figureCards.map((f) => ({ ...f })),
    scores: view.scores.slice(),
    time: view.time,
    ancestor: { ...view.ancestor },
    elder: { ...view.elder },
    start: view.start,
    current: view.current,
    taken: (view.current - view.start + view.seats) % view.seats,
    round: view.round,
    ending: view.ending,
    phase:
      view.phase.kind === "choose"
        ? { ...view.phase, offer: view.choice?.options ?? offerOf(view.rules, deck, view.phase.take) }
        : view.phase,
  };
}

/** Another seat's offer, unseen (§17.4): version 4 offers every way to take the cards, version 3 the ways this deck allows. */
const offerOf = (rules: number, deck: readonly RitualCard[], take: number): RitualCard[][] =>
  rules >= 4 ? everyWay(take) : waysToTake(deck, take);
