/*
 * RULES.md §16.5, §17.4 (rules version 4, Ruling 6): the deck's make-up is secret. The rulebook's passage on the
 * choice (the fifth of its advanced rules; the only Wongar rulebook, in French; the other rulebooks of the collection
 * are of other games), and the setup's passage that puts the deck face down:
 *
 *   « - Lorsqu'on tire des cartes rituels (privilège d'ancien ou grâce à une carte territoire), il est permis de prendre
 *     dans la pile le ou les cartes de son choix. »
 *
 *   « Après en avoir retiré les deux cartes scorpions, on mélange les cartes rituelles et on en distribue deux à chaque
 *   joueur. Les scorpions sont ensuite remis dans le paquet de cartes, qui est de nouveau mélangé et placé, face
 *   cachée, à côté du plateau de jeu. »
 *
 * Ruling 6: « The deck's make-up is secret, not only its order: only its size is public. When the advanced game lets a
 * player choose ritual cards from the deck, nothing that others can see — the move as logged, the events, the number
 * of ways offered — may tell them which kinds the deck holds or which cards were taken. »
 *
 * Version 3 offered the ways *this* deck allows, so the offer's length (and the numbers a move could name) told every
 * seat which kinds the deck held: a logged `choice: 2` on a one-card draw meant a cylinder was still in it. Version 4
 * offers every way to take n cards of the three kinds, whatever the deck holds.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent, Viewer } from "../../../engine/core/game.js";
import { seedRng } from "../../../engine/core/rng.js";
import { AREAS } from "../../../games/wongar/rules/board.js";
import type { AreaCard, RitualCard } from "../../../games/wongar/rules/cards.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";
import type { ChoosePhase } from "../../../games/wongar/rules/state.js";
import { everyWay, offerSize } from "../../../games/wongar/rules/ways.js";
import { BLUE, RED, WHITE, YELLOW, legal, refusal, ritualCensus, run, table, type TableSpec } from "./table.js";

const upAll = (over: Record<string, AreaCard> = {}): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.map((a) => [a.id, over[a.id] ?? "cube"]));
const advanced = (spec: TableSpec): WongarState =>
  table({ advanced: true, rules: 4, seats: 5, up: upAll({ kangaroo: "four", hand: "disc" }), ...spec });
const choosing = (s: WongarState): ChoosePhase => {
  if (s.phase.kind !== "choose") throw new Error(`expected a choice from the deck, the phase is ${s.phase.kind}`);
  return s.phase;
};
const wayIndex = (s: WongarState, cards: RitualCard[]): number => choosing(s).offer.findIndex((w) => w.join() === cards.join());
const draws = (events: GameEvent[]) => events.filter((e) => e.type === "draw");

/** Six cards, all three kinds; six cards, no cylinder: every other seat sees both alike (a deck of 6). */
const ALL_KINDS: RitualCard[] = ["cube", "disc", "cube", "cylinder", "disc", "disc"];
const NO_CYLINDER: RitualCard[] = ["cube", "disc", "cube", "disc", "disc", "disc"];
const ONE_KIND: RitualCard[] = ["disc", "disc", "disc", "disc", "disc", "disc"];

/** The ways to reach a choice of n cards: the four-cards card (§9), a tschurunga card's two cards or its one (§4.2). */
const DRAWS: { n: number; moves: never[] }[] = [
  { n: 4, moves: [{ type: "take", area: "kangaroo" }] as never[] },
  {
    n: 2,
    moves: [
      { type: "take", area: "hand" },
      { type: "option", option: "draw" },
    ] as never[],
  },
  {
    n: 1,
    moves: [
      { type: "take", area: "hand" },
      { type: "option", option: "one" },
      { type: "place", area: "hand" },
    ] as never[],
  },
];
const OTHERS: [string, Viewer][] = [
  ["another seat", { seat: BLUE }],
  ["a seat far from the turn", { seat: WHITE }],
  ["a spectator", { spectator: true }],
];

const at = (deck: RitualCard[], n: number): WongarState => run(advanced({ deck }), ...DRAWS.find((d) => d.n === n)!.moves).state;

describe("§16.5, §17.4 rules version 4 (Ruling 6): the public shape of a choice depends on the number of cards only", () => {
  it.each(DRAWS)("$n card(s): the same legal moves for a deck of all three kinds, of two, of one", ({ n }) => {
    const shapes = [ALL_KINDS, NO_CYLINDER, ONE_KIND].map((deck) => JSON.stringify(legal(at(deck, n))));
    expect(new Set(shapes).size).toBe(1);
    expect(legal(at(ALL_KINDS, n))).toEqual(Array.from({ length: offerSize(n) }, (_, choice) => ({ type: "choose", choice })));
  });

  it.each(DRAWS)("$n card(s): the offer is every way to take that many cards, each once, whatever the deck holds", ({ n }) => {
    for (const deck of [ALL_KINDS, NO_CYLINDER, ONE_KIND]) {
      const offer = choosing(at(deck, n)).offer.map((w) => w.join());
      expect(offer.slice().sort()).toEqual(
        everyWay(n)
          .map((w) => w.join())
          .sort(),
      );
      expect(new Set(offer).size).toBe(offer.length);
    }
    expect([1, 2, 3, 4].map(offerSize)).toEqual([3, 6, 10, 15]);
  });

  it.each(OTHERS)("%s sees the two decks alike, before the choice and after any choice", (_who, viewer) => {
    for (const { n } of DRAWS) {
      const a = at(ALL_KINDS, n);
      const b = at(NO_CYLINDER, n);
      expect(wongar.view(b, viewer)).toEqual(wongar.view(a, viewer));
      for (let choice = 0; choice < offerSize(n); choice++) {
        const ra = run(a, { type: "choose", choice });
        const rb = run(b, { type: "choose", choice });
        expect(rb.events.map((e) => wongar.viewEvent(e, viewer))).toEqual(ra.events.map((e) => wongar.viewEvent(e, viewer)));
        expect(wongar.view(rb.state, viewer)).toEqual(wongar.view(ra.state, viewer));
      }
    }
  });

  it("§18.7 a deck of one kind still leaves a choice: nothing is played for the player", () => {
    const s = at(ONE_KIND, 4);
    expect(s.phase).toMatchObject({ kind: "choose", seat: RED, take: 4 });
    expect(legal(s)).toHaveLength(15);
  });

  it("a way the deck holds gives exactly its cards; the rest of the deck stays", () => {
    const s = run(advanced({ deck: ALL_KINDS, hands: [["double"], [], [], [], []] }), { type: "take", area: "kangaroo" }).state;
    const { state, events } = run(s, { type: "choose", choice: wayIndex(s, ["disc", "cube", "cube", "cylinder"]) });
    expect(state.hands[RED]).toEqual(["disc", "cube", "cube", "cylinder", "double"]);
    expect([...state.deck].sort()).toEqual(["disc", "disc"]);
    expect(draws(events)).toEqual(["disc", "cube", "cube", "cylinder"].map((card) => ({ type: "draw", seat: RED, card, chosen: true })));
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("a way the deck lacks: the cards it holds, and the missing ones drawn blind from the rest, as many as asked", () => {
    const s = at(NO_CYLINDER, 4);
    // two cylinders, two cubes: both cubes are taken, the two cylinders become two blind cards (discs: all that is left)
    const { state, events } = run(s, { type: "choose", choice: wayIndex(s, ["cube", "cube", "cylinder", "cylinder"]) });
    expect(state.hands[RED]).toEqual(["disc", "disc", "cube", "cube"]);
    expect(state.deck).toEqual(["disc", "disc"]);
    expect(ritualCensus(state)).toBe(ritualCensus(s));
    // the events are those of any choice of four cards
    expect(draws(events)).toEqual(["disc", "disc", "cube", "cube"].map((card) => ({ type: "draw", seat: RED, card, chosen: true })));

    const one = at(NO_CYLINDER, 1);
    const blind = run(one, { type: "choose", choice: wayIndex(one, ["cylinder"]) }).state;
    expect(blind.hands[RED]).toHaveLength(1);
    expect(blind.deck).toHaveLength(NO_CYLINDER.length - 1);
    expect(["disc", "cube"]).toContain(blind.hands[RED]![0]);
  });

  it("§17.4 a way's number tells nothing: every number takes any given cards in some match, for either deck", () => {
    for (const deck of [ALL_KINDS, NO_CYLINDER]) {
      const places = new Set<number>();
      for (let i = 0; i < 200; i++) {
        const s = run({ ...advanced({ deck }), rng: seedRng(`offer-${i}`) }, { type: "take", area: "kangaroo" }).state;
        places.add(wayIndex(s, ["disc", "disc", "cube", "cube"]));
      }
      expect(places.size).toBe(15);
    }
  });

  it("refuses a number past the offer, naming the offer's public size", () => {
    const s = at(NO_CYLINDER, 2);
    expect(refusal(s, { type: "choose", choice: 6 })).toEqual({ code: "no_such_choice", rule: "§16.5" });
    const r = wongar.play(s, RED, { type: "choose", choice: 6 });
    expect(!r.ok && r.error.message).toContain("6 ways");
    expect(refusal(s, { type: "choose", choice: 0 }, YELLOW)).toEqual({ code: "not_your_turn", rule: "§16.5" });
  });

  it("the chooser sees the deck by kind and the whole offer; version 3 still offers only what the deck allows", () => {
    const s = at(NO_CYLINDER, 1);
    expect(wongar.view(s, { seat: RED }).choice).toEqual({
      take: 1,
      deck: { disc: 4, cube: 2, cylinder: 0, double: 0, scorpion: 0 },
      options: choosing(s).offer,
    });
    const v3 = run(advanced({ deck: NO_CYLINDER, rules: 3 }), ...DRAWS[2]!.moves).state;
    expect(legal(v3)).toHaveLength(2);
  });
});
