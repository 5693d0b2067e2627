import { seedRng } from "../../../engine/core/rng.js";
import { AREAS, FOOT, HAND, areaIndex } from "../../../games/wongar/rules/board.js";
import { PIECES, type AreaCard, type RitualCard } from "../../../games/wongar/rules/cards.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";
import { actor, type Figure, type Phase } from "../../../games/wongar/rules/state.js";
import { playHelpers } from "../play-helpers.js";

export const RED = 0,
  BLUE = 1,
  GREEN = 2,
  YELLOW = 3,
  WHITE = 4;

export interface TableSpec {
  seats?: number;
  advanced?: boolean;
  /** Pieces per area id: [seat][disc, cube, cylinder]. Areas not named are empty. */
  pieces?: Record<string, number[][]>;
  /** Face-up cards per area id; areas not named have none. */
  up?: Record<string, AreaCard | null>;
  /** Piles per area id, top last; default: three disc cards. */
  piles?: Record<string, AreaCard[]>;
  hands?: RitualCard[][];
  deck?: RitualCard[];
  discard?: RitualCard[];
  aside?: number;
  collected?: AreaCard[][];
  scores?: number[];
  time?: number;
  /** Figures by area id. */
  ancestor?: { area: string; holder: number };
  elder?: { area: string; holder: number };
  start?: number;
  current?: number;
  taken?: number;
  round?: number;
  figureCards?: { ancestor: boolean; elder: boolean }[];
  supply?: number[][];
  phase?: Phase;
  /** Rules version (README "Rules versions"); the current one when left out. */
  rules?: number;
}

const fig = (f: { area: string; holder: number } | undefined, area: number, holder: number): Figure =>
  f ? { area: areaIndex(f.area), holder: f.holder } : { area, holder };

/** A position built by hand, for scenario tables. */
export function table(spec: TableSpec): WongarState {
  const seats = spec.seats ?? 4;
  const areas = AREAS.map((a) => ({
    pieces: (spec.pieces?.[a.id] ?? Array.from({ length: seats }, () => [0, 0, 0])).map((p) => p.slice()),
    pile: (spec.piles?.[a.id] ?? ["disc", "disc", "disc"]).slice() as AreaCard[],
    up: spec.up?.[a.id] ?? null,
  }));
  const supply =
    spec.supply ??
    Array.from({ length: seats }, (_, seat) => PIECES.map((n, k) => n - areas.reduce((sum, a) => sum + a.pieces[seat]![k]!, 0)));
  const current = spec.current ?? 0;
  return {
    seats,
    rules: spec.rules ?? wongar.rulesVersion,
    options: { advanced: spec.advanced ?? false },
    rng: seedRng("table"),
    areas,
    supply,
    seeding: null,
    hands: (spec.hands ?? Array.from({ length: seats }, () => [])).map((h) => h.slice()),
    deck: (spec.deck ?? new Array<RitualCard>(10).fill("cube")).slice(),
    discard: (spec.discard ?? []).slice(),
    aside: spec.aside ?? 0,
    spent: 0,
    collected: (spec.collected ?? Array.from({ length: seats }, () => [])).map((c) => c.slice()),
    figureCards: spec.figureCards ?? Array.from({ length: seats }, () => ({ ancestor: false, elder: false })),
    scores: spec.scores ?? new Array<number>(seats).fill(0),
    time: spec.time ?? 1,
    ancestor: fig(spec.ancestor, HAND, 0),
    elder: fig(spec.elder, FOOT, 1),
    start: spec.start ?? 0,
    current,
    taken: spec.taken ?? 0,
    round: spec.round ?? 2,
    ending: null,
    phase: spec.phase ?? { kind: "take", seat: current },
  };
}

/** Pieces on an area as [seat][shape]; `at(s, "hand")[RED]` */
export const at = (s: WongarState, area: string): number[][] => s.areas[areaIndex(area)]!.pieces;

export const { run, refusal, legal } = playHelpers(wongar, actor);

/**
 * The round's last turn in the scenarios of §15 and §18: the seat on turn takes Kangaroo's face-up cube card, chooses
 * two more pieces (§4.2) and places both in `on`; the round ends and the elder's privilege (§3.3) follows.
 */
export const takeTwoCubes = (s: WongarState, on = "kangaroo") =>
  run(s, { type: "take", area: "kangaroo" }, { type: "option", option: "two" }, { type: "place", area: on }, { type: "place", area: on });

/** Pieces per seat and shape: supply plus every area (must stay 18 / 15 / 12). */
export function pieceCensus(s: WongarState): number[][] {
  return s.supply.map((sup, seat) => sup.map((n, k) => n + s.areas.reduce((sum, a) => sum + a.pieces[seat]![k]!, 0)));
}

/** Area cards: piles, face-up and taken (150, or 130 in the advanced game). */
export const areaCardCensus = (s: WongarState): number =>
  s.areas.reduce((n, a) => n + a.pile.length + (a.up ? 1 : 0), 0) + s.collected.reduce((n, c) => n + c.length, 0);

/** Ritual cards: deck, discards, hands, the scorpion set aside and those out of the game (always 43). */
export const ritualCensus = (s: WongarState): number =>
  s.deck.length + s.discard.length + s.aside + s.spent + s.hands.reduce((n, h) => n + h.length, 0);
