import type { GameEvent, Viewer } from "../../../engine/core/game.js";
import { AREAS } from "./board.js";
import { RITUAL_CARDS, type AreaCard, type RitualCard } from "./cards.js";
import { sectionOf } from "./points.js";
import { rulesOf, type ChoosePhase, type Figure, type Options, type Phase, type WongarState } from "./state.js";

/** The phase as every viewer sees it: a choice from the deck without its offer (§17.4, the offer is in `choice`). */
export type ViewPhase = Exclude<Phase, ChoosePhase> | Omit<ChoosePhase, "offer">;

/** §16.5 (rules versions 3 and 4) what the chooser sees: the deck by kind (never its order, §17.1) and the ways to take cards. */
export interface DeckChoice {
  take: number;
  deck: Record<RitualCard, number>;
  /** Way `i` is the move { type: "choose", choice: i }: the kinds it takes, in hand order. */
  options: RitualCard[][];
}

/**
 * What a viewer may see (§17). Hidden from a seat: other players' ritual hands and collected area cards (their numbers
 * are public), every pile's order and content, the deck's order. A spectator sees no hand and no collected card. Omniscient
 * viewers (tools, and everyone once the game is over) see all of it. Nobody ever sees the generator state.
 */
export interface WongarView {
  seats: number;
  /** The match's rules version (RULES.md "Rules versions"): how draws work depends on it (§10.6, §16.5). */
  rules: number;
  /** The seat this view was made for, or null. */
  me: number | null;
  options: Options;
  round: number;
  /** §1.6 the scorpion's space and its section (0, 1, 2). */
  time: number;
  section: number;
  ending: null | "time" | "pile";
  scores: number[];
  /** supply[seat][shape] */
  supply: number[][];
  areas: { id: string; name: string; pieces: number[][]; up: AreaCard | null; pile: number }[];
  ancestor: Figure;
  elder: Figure;
  start: number;
  current: number;
  deck: number;
  /** Face-up discards, by kind. */
  discard: Record<RitualCard, number>;
  aside: number;
  /** A seat's own hand; every hand for omniscient viewers; null where hidden. */
  hands: (RitualCard[] | null)[];
  handSizes: number[];
  collected: (AreaCard[] | null)[];
  collectedCounts: number[];
  figureCards: { ancestor: boolean; elder: boolean }[];
  seeding: number[][] | null;
  phase: ViewPhase;
  /** §16.5 (rules version 1) the deck as the chooser sees it (to the chooser only). */
  pick: RitualCard[] | null;
  /** §16.5 (rules versions 3 and 4) the choice from the deck (to the chooser only). */
  choice: DeckChoice | null;
  /** Omniscient only: every pile top last, and the deck top last. */
  piles: AreaCard[][] | null;
  deckOrder: RitualCard[] | null;
}

const sees = (viewer: Viewer, seat: number, over: boolean): boolean =>
  over || "omniscient" in viewer || ("seat" in viewer && viewer.seat === seat);

/** Cards counted by kind (every kind present, 0 where none): what a face-up pile or a looked-through deck shows. */
function byKind(cards: readonly RitualCard[]): Record<RitualCard, number> {
  const out = Object.fromEntries(RITUAL_CARDS.map((k) => [k, 0])) as Record<RitualCard, number>;
  for (const c of cards) out[c]++;
  return out;
}

export function view(s: WongarState, viewer: Viewer): WongarView {
  const over = s.phase.kind === "over";
  const all = over || "omniscient" in viewer;
  const me = "seat" in viewer ? viewer.seat : null;
  const ph = s.phase;
  return {
    seats: s.seats,
    rules: rulesOf(s),
    me,
    options: s.options,
    round: s.round,
    time: s.time,
    section: sectionOf(s.time),
    ending: s.ending,
    scores: s.scores.slice(),
    supply: s.supply.map((x) => x.slice()),
    areas: s.areas.map((a, i) => ({
      id: AREAS[i]!.id,
      name: AREAS[i]!.name,
      pieces: a.pieces.map((x) => x.slice()),
      up: a.up,
      pile: a.pile.length,
    })),
    ancestor: { ...s.ancestor },
    elder: { ...s.elder },
    start: s.start,
    current: s.current,
    deck: s.deck.length,
    discard: byKind(s.discard),
    aside: s.aside,
    hands: s.hands.map((h, seat) => (sees(viewer, seat, over) ? h.slice() : null)),
    handSizes: s.hands.map((h) => h.length),
    collected: s.collected.map((c, seat) => (sees(viewer, seat, over) ? c.slice() : null)),
    collectedCounts: s.collected.map((c) => c.length),
    figureCards: s.figureCards.map((f) => ({ ...f })),
    seeding: s.seeding ? s.seeding.map((x) => x.slice()) : null,
    phase: ph.kind === "choose" ? { kind: ph.kind, seat: ph.seat, take: ph.take, then: ph.then } : ph,
    pick: ph.kind === "pick" && sees(viewer, ph.seat, over) ? s.deck.slice() : null,
    choice:
      ph.kind === "choose" && sees(viewer, ph.seat, over)
        ? { take: ph.take, deck: byKind(s.deck), options: ph.offer.map((w) => w.slice()) }
        : null,
    piles: all ? s.areas.map((a) => a.pile.slice()) : null,
    deckOrder: all ? s.deck.slice() : null,
  };
}

/** §17.3: a drawn ritual card, chosen (§16.5) or not, is named to its drawer (and omniscient viewers) only. */
export function viewEvent(event: GameEvent, viewer: Viewer): GameEvent {
  if (event.type !== "draw" || "omniscient" in viewer) return event;
  if ("seat" in viewer && viewer.seat === event.seat) return event;
  const { card: _card, ...rest } = event;
  return rest;
}
