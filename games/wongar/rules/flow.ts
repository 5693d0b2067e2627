import type { GameEvent } from "../../../engine/core/game.js";
import { shuffleInPlace } from "../../../engine/core/rng.js";
import { AREA_COUNT, areaId } from "./board.js";
import { RITUAL_ORDER, SHAPES, type RitualCard } from "./cards.js";
import { CEREMONY_POINTS, FINAL_MAJORITY, TIME_END, sectionOf, type CeremonyKind } from "./points.js";
import { nextSeat, rulesOf, type Ceremony, type Then, type WongarState } from "./state.js";
import { everyWay, waysToTake } from "./ways.js";

/**
 * What happens between decisions: draws, scorpions, the round, ceremonies and their scoring, the end.
 * Every function works on a state the caller owns (a fresh copy) and appends public events (filtered per viewer by
 * viewEvent where they carry a secret).
 */

export type Events = GameEvent[];

/** Fisher–Yates with the match's generator (§2, §10.4): the only way cards get mixed. */
export const shuffle = shuffleInPlace;

/** Hands are kept sorted, so their order tells nothing about when a card came (§17). */
export function addToHand(s: WongarState, seat: number, card: RitualCard): void {
  const hand = s.hands[seat]!;
  let i = hand.length;
  while (i > 0 && RITUAL_ORDER[hand[i - 1]!] > RITUAL_ORDER[card]) i--;
  hand.splice(i, 0, card);
}

export const piecesIn = (s: WongarState, area: number, seat: number): number => {
  const p = s.areas[area]!.pieces[seat]!;
  return p[0]! + p[1]! + p[2]!;
};

/** §10.5, §18.3: the player loses one point per player strictly behind them on the score track (not in the advanced game, §16.4). */
function sting(s: WongarState, seat: number, ev: Events): void {
  if (s.options.advanced) return;
  const mine = s.scores[seat]!;
  const behind = s.scores.filter((x) => x < mine).length;
  if (behind === 0) return;
  s.scores[seat] = mine - behind;
  ev.push({ type: "sting", seat, points: -behind });
}

/** §10.1, §10.2, §15.1: a scorpion comes out: time moves on (never past X), and reaching X ends the game after the round. */
function scorpion(s: WongarState, seat: number, from: "area" | "ritual", area: number, ev: Events): void {
  s.time = Math.min(TIME_END, s.time + 1);
  ev.push(
    from === "area" ? { type: "scorpion", seat, from, area: areaId(area), time: s.time } : { type: "scorpion", seat, from, time: s.time },
  );
  sting(s, seat, ev);
  if (s.time === TIME_END) trigger(s, "time", ev);
}

/** §15.1 the end is triggered; the round is played out. */
function trigger(s: WongarState, reason: "time" | "pile", ev: Events): void {
  if (s.ending) return;
  s.ending = reason;
  ev.push({ type: "ending", reason });
}

/** §11.1: an empty deck is rebuilt from the discards. False when there is no card at all. */
function ensureDeck(s: WongarState, ev: Events): boolean {
  if (s.deck.length > 0) return true;
  if (s.discard.length === 0) return false;
  s.deck = shuffle(s.rng, s.discard);
  s.discard = [];
  ev.push({ type: "reshuffle", cards: s.deck.length });
  return true;
}

/**
 * §11, §10.4, §10.6: `seat` draws one ritual card from the top of the deck. A scorpion takes effect and is set aside
 * (the second one reshuffles everything); `replace` (§10.6: the elder's privilege; every draw in rules version 1,
 * §18.5) then draws another card in its place. Secret: the event names the card for its drawer only (viewEvent).
 */
function drawRitual(s: WongarState, seat: number, replace: boolean, ev: Events): void {
  for (;;) {
    // §18.6 a deck and discard holding nothing but scorpions give no replacement (else it would never end)
    if (replace && !s.deck.some((c) => c !== "scorpion") && !s.discard.some((c) => c !== "scorpion")) {
      ev.push({ type: "noCard", seat });
      return;
    }
    if (!ensureDeck(s, ev)) {
      ev.push({ type: "noCard", seat }); // §11.1 no card anywhere (only a draw that is not replaced gets here)
      return;
    }
    const card = s.deck.pop()!;
    if (card !== "scorpion") {
      addToHand(s, seat, card);
      ev.push({ type: "draw", seat, card });
      return;
    }
    s.aside++;
    scorpion(s, seat, "ritual", -1, ev);
    if (s.aside === 2) {
      // §10.4 the second scorpion: deck, discards and both scorpions make a new deck
      s.deck = shuffle(s.rng, [...s.deck, ...s.discard, "scorpion", "scorpion"]);
      s.discard = [];
      s.aside = 0;
      ev.push({ type: "reshuffle", cards: s.deck.length });
    }
    if (!replace) return;
  }
}

/**
 * §11: `seat` draws `n` ritual cards, then the game goes on with `then`. `privilege`: the draw is the elder's privilege
 * (§3.3), the only one whose scorpions are replaced (§10.6, Ruling 5). Rules version 1 replaced them on every draw
 * (§18.5). In the advanced game (§16.5) the cards are chosen from the deck: one at a time in version 1 (`pick`), all
 * at once from version 3 (`choose`); version 2 drew them from the top.
 */
export function drawCards(s: WongarState, seat: number, n: number, then: Then, ev: Events, privilege = false): void {
  const rules = rulesOf(s);
  if (n > 0 && s.options.advanced && rules !== 2) {
    if (rules === 1) openPick(s, seat, n, then, ev);
    else openChoice(s, seat, n, then, ev);
    return;
  }
  for (let i = 0; i < n; i++) drawRitual(s, seat, rules === 1 || privilege, ev);
  proceed(s, then, ev);
}

/**
 * §16.5 (version 1): the player looks through the deck and takes a card of their choice. The deck is mixed before each
 * choice, so the index the move names means nothing to anyone who did not see that order (moves are public, §17.4).
 */
export function openPick(s: WongarState, seat: number, left: number, then: Then, ev: Events): void {
  if (left === 0 || !ensureDeck(s, ev)) {
    if (left > 0) ev.push({ type: "noCard", seat });
    proceed(s, then, ev);
    return;
  }
  shuffle(s.rng, s.deck);
  s.phase = { kind: "pick", seat, left, then };
}

/**
 * §16.5 (versions 3 and 4): `seat` takes `n` ritual cards of their choice from the deck. A deck of no more cards than
 * are still to take leaves no choice: all of it is taken and the discards make a new deck (§11.1), from which the rest
 * is chosen. Otherwise the player chooses one of the ways to take them (the `choose` step, state.ts `ChoosePhase`):
 * version 3 offers the ways this deck allows; version 4 every way to take that many cards, whatever the deck holds
 * (§17.4, Ruling 6), so that the offer's length tells nothing.
 */
function openChoice(s: WongarState, seat: number, n: number, then: Then, ev: Events): void {
  let left = n;
  while (left > 0 && ensureDeck(s, ev) && s.deck.length <= left) {
    left -= s.deck.length;
    for (const card of s.deck.splice(0).reverse()) takeRitual(s, seat, card, false, ev);
  }
  if (left > 0 && s.deck.length > 0) {
    const ways = rulesOf(s) >= 4 ? everyWay(left) : waysToTake(s.deck, left);
    s.phase = { kind: "choose", seat, take: left, then, offer: shuffle(s.rng, ways) };
    return;
  }
  if (left > 0) ev.push({ type: "noCard", seat }); // §11.1 no card anywhere
  proceed(s, then, ev);
}

/**
 * §16.5: `seat` takes the cards of one way of the offer. The deck is shuffled afterwards, as a pile that was looked
 * through would be, so that what was taken from where tells nothing about the order of the rest (§17.1). Version 4
 * (§17.4, Ruling 6) offers ways the deck may not hold: of such a way the player takes the cards the deck holds and
 * draws the missing ones blind from the shuffled rest, and the events are the same as for any choice.
 */
export function takeChosen(s: WongarState, seat: number, cards: readonly RitualCard[], then: Then, ev: Events): void {
  if (rulesOf(s) < 4) {
    for (const card of cards) {
      s.deck.splice(s.deck.indexOf(card), 1);
      takeRitual(s, seat, card, true, ev);
    }
    shuffle(s.rng, s.deck);
    proceed(s, then, ev);
    return;
  }
  const taken: RitualCard[] = [];
  let blind = 0;
  for (const card of cards) {
    const at = s.deck.indexOf(card);
    if (at < 0) blind++;
    else taken.push(...s.deck.splice(at, 1));
  }
  shuffle(s.rng, s.deck);
  for (let i = 0; i < blind; i++) taken.push(s.deck.pop()!); // the deck holds more cards than are taken (openChoice)
  taken.sort((a, b) => RITUAL_ORDER[a] - RITUAL_ORDER[b]);
  for (const card of taken) takeRitual(s, seat, card, true, ev);
  proceed(s, then, ev);
}

/** A ritual card goes to `seat`'s hand; the event names it for its drawer only (viewEvent). `chosen`: taken by choice (§16.5). */
function takeRitual(s: WongarState, seat: number, card: RitualCard, chosen: boolean, ev: Events): void {
  addToHand(s, seat, card);
  ev.push(chosen ? { type: "draw", seat, card, chosen } : { type: "draw", seat, card });
}

/** Takes card `index` of the deck into `seat`'s hand (advanced pick). */
export function pickCard(s: WongarState, seat: number, index: number, ev: Events): void {
  const [card] = s.deck.splice(index, 1);
  addToHand(s, seat, card!);
  ev.push({ type: "draw", seat, card: card!, chosen: true });
}

export function proceed(s: WongarState, then: Then, ev: Events): void {
  if (then === "turns") beginTurn(s, ev);
  else endTurn(s, ev);
}

/** §2.1, §3.2: turn up the top card of an area's pile; scorpions (not at setup) take effect and are replaced. */
export function revealArea(s: WongarState, area: number, seat: number, ev: Events): void {
  const a = s.areas[area]!;
  while (a.up === null && a.pile.length > 0) {
    const card = a.pile.pop()!;
    if (card === "scorpion") {
      // §10.3 the start player turned it: they keep it face down, like any area card
      s.collected[seat]!.push(card);
      ev.push({ type: "take", seat, area: areaId(area), card });
      scorpion(s, seat, "area", area, ev);
      if (a.pile.length === 0) trigger(s, "pile", ev); // §15.1 that was the area's last card
    } else {
      a.up = card;
      ev.push({ type: "reveal", area: areaId(area), card });
    }
  }
}

/** §3.1, §3.2, §3.3: a new round: the ancestor's holder starts, refills the areas (not in round 1), the elder's privilege. */
export function startRound(s: WongarState, ev: Events): void {
  s.round++;
  s.start = s.ancestor.holder;
  s.current = s.start;
  s.taken = 0;
  ev.push({ type: "round", round: s.round, start: s.start });
  if (s.round > 1) for (let a = 0; a < AREA_COUNT; a++) revealArea(s, a, s.start, ev);
  ev.push({ type: "privilege", seat: s.elder.holder });
  drawCards(s, s.elder.holder, 1, "turns", ev, true); // §3.3, §10.6: its scorpions are replaced
}

/** §3.4: the current player takes a card; §18.4: with nothing to take, the turn passes. */
export function beginTurn(s: WongarState, ev: Events): void {
  s.phase = { kind: "take", seat: s.current };
  const figures = s.figureCards[s.current]!;
  if (s.areas.some((a) => a.up !== null) || figures.ancestor || figures.elder) return;
  ev.push({ type: "skip", seat: s.current });
  endTurn(s, ev);
}

/** §3.4, §3.5: the next player, or the end of the round. */
export function endTurn(s: WongarState, ev: Events): void {
  s.taken++;
  if (s.taken < s.seats) {
    s.current = nextSeat(s, s.current);
    beginTurn(s, ev);
    return;
  }
  // §3.5 the start player must change: if they still hold the ancestor, it goes to their left
  if (s.ancestor.holder === s.start) {
    s.ancestor.holder = nextSeat(s, s.start);
    ev.push({ type: "holder", figure: "ancestor", seat: s.ancestor.holder });
  }
  if (s.ending) finish(s, ev);
  else startRound(s, ev);
}

/** §12.1, §12.2: a ceremony in `area`: every player with a piece there takes part, the ancestor's holder (or the next one) first. */
export function startCeremony(s: WongarState, area: number, kind: CeremonyKind, ev: Events): void {
  const open: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) if (piecesIn(s, area, seat) > 0) open.push(seat);
  ev.push({ type: "ceremony", area: areaId(area), kind, participants: open.slice() });
  const c: Ceremony = { area, kind, open };
  if (open.length === 0) {
    scoreCeremony(s, c, ev);
    endTurn(s, ev);
    return;
  }
  const first = firstFrom(s, open, s.ancestor.holder);
  s.phase = { kind: "ceremony", seat: first, ceremony: c };
}

/** The first seat of `open` at or after `from`, clockwise. */
function firstFrom(s: WongarState, open: number[], from: number): number {
  for (let i = 0; i < s.seats; i++) {
    const seat = (from + i) % s.seats;
    if (open.includes(seat)) return seat;
  }
  return open[0]!;
}

/**
 * §12.3, §12.4, §12.5: after `after` played or passed: players who lost their last piece there drop out; the next player still
 * in plays (the last one may go on alone); when nobody is left, the ceremony scores and the turn ends.
 */
export function continueCeremony(s: WongarState, c: Ceremony, after: number, ev: Events): void {
  const open: number[] = [];
  for (const seat of c.open) {
    if (piecesIn(s, c.area, seat) > 0) open.push(seat);
    else ev.push({ type: "excluded", seat });
  }
  const next: Ceremony = { ...c, open };
  if (open.length === 0) {
    scoreCeremony(s, next, ev);
    endTurn(s, ev);
    return;
  }
  s.phase = { kind: "ceremony", seat: firstFrom(s, open, after + 1), ceremony: next };
}

/** §14: each shape's majority in the area scores by the section and the kind of ceremony; ties go to the ancestor's side. */
export function scoreCeremony(s: WongarState, c: Ceremony, ev: Events): void {
  const points = CEREMONY_POINTS[sectionOf(s.time)]![c.kind];
  for (let shape = 0; shape < SHAPES.length; shape++) {
    const winner = majority(s, c.area, shape);
    if (winner === null) continue;
    s.scores[winner.seat]! += points;
    ev.push({
      type: "majority",
      area: areaId(c.area),
      shape: SHAPES[shape],
      seat: winner.seat,
      count: winner.count,
      tie: winner.tie,
      points,
    });
  }
}

/**
 * §14.3: the seat with the most pieces of `shape` on `area` (-1: no piece there); among tied players the ancestor's
 * holder, or the first after them clockwise — so the seats are scanned clockwise from the holder and only a strictly
 * greater count takes over. Allocation-free, as the bots call it at every step of their simulated turns.
 */
export function majoritySeat(s: WongarState, area: number, shape: number): number {
  const pieces = s.areas[area]!.pieces;
  let most = 0;
  let win = -1;
  for (let k = 0; k < s.seats; k++) {
    const seat = (s.ancestor.holder + k) % s.seats;
    if (pieces[seat]![shape]! > most) {
      most = pieces[seat]![shape]!;
      win = seat;
    }
  }
  return win;
}

/** §14.3: the majority of `shape` on `area` with its count and whether it was a tie broken by the ancestor. */
export function majority(s: WongarState, area: number, shape: number): { seat: number; count: number; tie: boolean } | null {
  const seat = majoritySeat(s, area, shape);
  if (seat < 0) return null;
  const pieces = s.areas[area]!.pieces;
  const count = pieces[seat]![shape]!;
  let tied = 0;
  for (let other = 0; other < s.seats; other++) if (pieces[other]![shape] === count) tied++;
  return { seat, count, tie: tied > 1 };
}

/** §15.2: the most tschurunga cards of each shape score 8, every tied player alike. */
export function finalBonuses(s: WongarState): { seat: number; shape: string; cards: number; points: number }[] {
  const out: { seat: number; shape: string; cards: number; points: number }[] = [];
  for (const shape of SHAPES) {
    const counts = s.collected.map((cards) => cards.filter((c) => c === shape).length);
    const best = Math.max(...counts);
    if (best === 0) continue;
    counts.forEach((n, seat) => {
      if (n === best) out.push({ seat, shape, cards: n, points: FINAL_MAJORITY });
    });
  }
  return out;
}

/** §15.2: the cards are revealed, the bonuses scored; the game is over. */
export function finish(s: WongarState, ev: Events): void {
  for (const b of finalBonuses(s)) {
    s.scores[b.seat]! += b.points;
    ev.push({ type: "bonus", ...b });
  }
  s.phase = { kind: "over" };
  ev.push({ type: "end", reason: s.ending, scores: s.scores.slice(), collected: s.collected.map((c) => c.slice()) });
}
