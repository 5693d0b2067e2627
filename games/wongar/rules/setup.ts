import { randomInt, seedRng, type Rng } from "../../../engine/core/rng.js";
import { AREAS, FOOT, HAND } from "./board.js";
import {
  ADVANCED_DECK_REMOVED,
  ADVANCED_SET_REMOVED,
  AREA_CARDS,
  AREA_SET,
  DEALT,
  PIECES,
  RITUAL_CARDS,
  RITUAL_DECK,
  SEEDED_PER_SHAPE,
  SHAPES,
  expand,
  type AreaCard,
  type RitualCard,
} from "./cards.js";
import { addToHand, shuffle, startRound, type Events } from "./flow.js";
import { TIME_START } from "./points.js";
import type { AreaState, Options, WongarState } from "./state.js";

/** The rules version new matches get, and every version the engine still plays (RULES.md "Rules versions"). */
export const RULES_VERSION = 4;
export const RULES_VERSIONS: readonly number[] = [1, 2, 3, 4];

/**
 * §2 (and §16 in the advanced game): everything chance decides comes from the seeded generator, kept in the state.
 * The match's rules version is recorded in the state, where the rules that changed read it.
 */
export function setup(seed: string, players: number, options: Options, rulesVersion: number = RULES_VERSION): WongarState {
  const rng = seedRng(seed);
  const adv = options.advanced;

  const areas = areaPiles(rng, players, adv);
  const { supply, seeding } = seedPieces(rng, players, adv, areas);

  // §2.3 two ritual cards each from the deck without scorpions; then the scorpions go back and all is shuffled
  const deckCounts = { ...RITUAL_DECK } as Record<RitualCard, number>;
  let spent = 0;
  const scorpions = deckCounts.scorpion;
  deckCounts.scorpion = 0;
  if (adv) {
    // §16.2 no scorpions, no doubles in the deck; one double to each player, the rest out of the game
    for (const k of ADVANCED_DECK_REMOVED) deckCounts[k] = 0;
    spent = RITUAL_DECK.double - players + scorpions;
  }
  const deck = shuffle(rng, expand(deckCounts, RITUAL_CARDS));
  const hands: RitualCard[][] = Array.from({ length: players }, () => []);
  const state: WongarState = {
    seats: players,
    rules: rulesVersion,
    options,
    rng,
    areas,
    supply,
    seeding,
    hands,
    deck,
    discard: [],
    aside: 0,
    spent,
    collected: Array.from({ length: players }, () => []),
    figureCards: Array.from({ length: players }, () => ({ ancestor: adv, elder: adv })),
    scores: new Array<number>(players).fill(0),
    time: TIME_START,
    ancestor: { area: HAND, holder: 0 },
    elder: { area: FOOT, holder: 0 },
    start: 0,
    current: 0,
    taken: 0,
    round: 0,
    ending: null,
    phase: { kind: "over" },
  };
  for (let seat = 0; seat < players; seat++) for (let i = 0; i < DEALT; i++) addToHand(state, seat, state.deck.pop()!);
  if (adv) for (let seat = 0; seat < players; seat++) addToHand(state, seat, "double");
  else {
    for (let i = 0; i < scorpions; i++) state.deck.push("scorpion");
    shuffle(state.rng, state.deck);
  }

  // §2.4 two score markers from the bag: the start player (boomerang and an ancestor), then the elder's holder
  const first = randomInt(state.rng, players);
  const second = (first + 1 + randomInt(state.rng, players - 1)) % players;
  state.ancestor.holder = first;
  state.elder.holder = second;
  state.start = first;
  state.current = first;

  const ev: Events = [];
  if (adv) state.phase = { kind: "seed", seat: first };
  else startRound(state, ev); // round 1: no refill, the elder's privilege, the first turn
  return state;
}

/**
 * §2.1 each area's pile, shuffled (§16.1: without the cards the advanced game removes); a scorpion turned up now goes
 * under the pile without effect.
 */
function areaPiles(rng: Rng, players: number, adv: boolean): AreaState[] {
  const setCounts = { ...AREA_SET } as Record<AreaCard, number>;
  if (adv) for (const [k, n] of Object.entries(ADVANCED_SET_REMOVED) as [AreaCard, number][]) setCounts[k] -= n;
  return AREAS.map(() => {
    const pile = shuffle(rng, expand(setCounts, AREA_CARDS));
    while (pile.at(-1) === "scorpion") pile.unshift(pile.pop()!);
    return { pieces: Array.from({ length: players }, () => [0, 0, 0]), up: pile.pop()!, pile };
  });
}

/**
 * §2.2 the bag: four of each shape per player, drawn one by one onto the areas in reading order (§16.3: in the
 * advanced game they are placed by hand instead, and `seeding` counts what each seat has left to place).
 */
function seedPieces(rng: Rng, players: number, adv: boolean, areas: AreaState[]) {
  const supply = Array.from({ length: players }, () => PIECES.slice());
  let seeding: number[][] | null = null;
  if (adv) {
    seeding = Array.from({ length: players }, () => SHAPES.map(() => SEEDED_PER_SHAPE)); // §16.3 placed by hand
  } else {
    const bag: [number, number][] = [];
    for (let seat = 0; seat < players; seat++)
      for (let shape = 0; shape < SHAPES.length; shape++) for (let i = 0; i < SEEDED_PER_SHAPE; i++) bag.push([seat, shape]);
    shuffle(rng, bag);
    let next = 0;
    AREAS.forEach((a, i) => {
      const n = a.central ? 2 * players : players;
      for (let k = 0; k < n; k++) {
        const [seat, shape] = bag[next++]!;
        areas[i]!.pieces[seat]![shape]!++;
        supply[seat]![shape]!--;
      }
    });
  }
  return { supply, seeding };
}
