import type { Rng } from "../../../engine/core/rng.js";
import type { AreaCard, RitualCard } from "./cards.js";
import type { CeremonyKind } from "./points.js";

/** Match options (RULES.md §16). */
export interface Options {
  /** §16 the rulebook's advanced rules. */
  advanced: boolean;
}

/** One area: the tschurungas on it per seat and shape, its face-down card pile (top last) and its face-up card. */
export interface AreaState {
  /** pieces[seat][shape] */
  pieces: number[][];
  /** Secret order (§17): never in a seat's or a spectator's view. */
  pile: AreaCard[];
  up: AreaCard | null;
}

/** A figure on the board and the player who holds its twin (§1.5). */
export interface Figure {
  area: number;
  holder: number;
}

/** What a ritual card does in a ceremony (§13.1). */
export type Action = "remove" | "out" | "in";

/** A ceremony under way (§12). */
export interface Ceremony {
  area: number;
  kind: CeremonyKind;
  /** Seats still taking part (neither passed nor excluded), in seat order. */
  open: number[];
}

/** After drawing ritual cards: begin the round's turns (after the elder's privilege) or end the current turn. */
export type Then = "turns" | "end";

/** What must be decided next, and by whom (`seat`). */
export type Phase =
  /** §16.3 advanced setup: place one of your twelve starting tschurungas. */
  | { kind: "seed"; seat: number }
  /** §3.4 take a face-up area card (or, §16.1, play a figure card). */
  | { kind: "take"; seat: number }
  /** §4.2 choose what a tschurunga card does after the first piece. */
  | { kind: "option"; seat: number; shape: number }
  /** §5 choose the shape of a triple. */
  | { kind: "triple"; seat: number }
  /** §4.2, §5 place pieces of `shape` one at a time; then draw `draw` ritual cards. */
  | { kind: "place"; seat: number; shape: number; left: number; draw: number }
  /** §6, §7 move the figure on the board. */
  | { kind: "move"; seat: number; figure: "ancestor" | "elder" }
  /** §16.5 advanced, rules version 1: choose a ritual card from the deck, `left` times. */
  | { kind: "pick"; seat: number; left: number; then: Then }
  /** §16.5 advanced (rules versions 3 and 4): take `take` ritual cards of your choice from the deck, in one decision. */
  | ChoosePhase
  /** §12 a ceremony: `seat` plays a ritual card or passes. */
  | { kind: "ceremony"; seat: number; ceremony: Ceremony }
  /** §13.2 the second piece of a double. */
  | { kind: "double"; seat: number; ceremony: Ceremony; shape: number; action: Action }
  | { kind: "over" };

/**
 * §16.5, §17.4 the choice from the deck. `offer` lists the ways to take `take` cards (each a sorted list of kinds) in
 * an order drawn from the generator: those the deck allows in version 3, every way whatever the deck holds from
 * version 4 (Ruling 6); the move names a way by its place in this list, so it tells nobody else what was taken.
 * Secret: only the chooser's view shows the offer (view.ts).
 */
export interface ChoosePhase {
  kind: "choose";
  seat: number;
  take: number;
  then: Then;
  offer: RitualCard[][];
}

export interface WongarState {
  seats: number;
  /**
   * The rules version the match was set up under (RULES.md "Rules versions"). Absent in states stored before versions
   * were recorded: read it with `rulesOf`, which takes a missing field as version 1.
   */
  rules?: number;
  options: Options;
  /** The generator (secret: never in a view). */
  rng: Rng;
  areas: AreaState[];
  /** supply[seat][shape]: tschurungas in front of each player. */
  supply: number[][];
  /** §16.3 advanced setup: pieces each seat still has to place (null once placed, and in the basic game). */
  seeding: number[][] | null;
  /** Ritual cards in hand, sorted (secret but for their number, §17). */
  hands: RitualCard[][];
  /** The ritual deck, top last (secret order). */
  deck: RitualCard[];
  /** Played ritual cards, face up. */
  discard: RitualCard[];
  /** §10.4 scorpion ritual cards set aside face up (0 or 1). */
  aside: number;
  /** §16.2 ritual cards out of the game for good (advanced doubles once played). */
  spent: number;
  /** Area cards taken, face down in front of each player (secret until the end, §17). */
  collected: AreaCard[][];
  /** §16.1 advanced: the figure cards each player still has. */
  figureCards: { ancestor: boolean; elder: boolean }[];
  scores: number[];
  /** §1.6 the scorpion's space on the time track. */
  time: number;
  ancestor: Figure;
  elder: Figure;
  /** §3.1 the boomerang: the round's start player. */
  start: number;
  /** Whose turn it is in the round (the one who took the card being carried out). */
  current: number;
  /** Turns finished this round. */
  taken: number;
  round: number;
  /** §15.1 the end has been triggered; the round is finished first. */
  ending: null | "time" | "pile";
  phase: Phase;
}

/** A deep copy that play may change (the state is small: a plain copy is cheaper than being clever). */
export function cloneState(s: WongarState): WongarState {
  return {
    seats: s.seats,
    ...(s.rules === undefined ? {} : { rules: s.rules }),
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    areas: s.areas.map((a) => ({ pieces: a.pieces.map((p) => p.slice()), pile: a.pile.slice(), up: a.up })),
    supply: s.supply.map((p) => p.slice()),
    seeding: s.seeding ? s.seeding.map((p) => p.slice()) : null,
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    aside: s.aside,
    spent: s.spent,
    collected: s.collected.map((c) => c.slice()),
    figureCards: s.figureCards.map((f) => ({ ...f })),
    scores: s.scores.slice(),
    time: s.time,
    ancestor: { ...s.ancestor },
    elder: { ...s.elder },
    start: s.start,
    current: s.current,
    taken: s.taken,
    round: s.round,
    ending: s.ending,
    phase: s.phase,
  };
}

/** The rules version a state plays under; a state from before versions were recorded is version 1. */
export const rulesOf = (s: { rules?: number }): number => s.rules ?? 1;

/** The seat that must decide now, or -1 when the game is over. */
export const actor = (s: WongarState): number => (s.phase.kind === "over" ? -1 : s.phase.seat);

/** The next seat clockwise (to the left). */
export const nextSeat = (s: WongarState, seat: number): number => (seat + 1) % s.seats;
