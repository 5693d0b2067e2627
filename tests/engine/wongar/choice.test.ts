/*
 * RULES.md §16.5 (rules version 3): in the advanced game a player who draws ritual cards takes the cards of their
 * choice from the deck. The rulebook's advanced rules, in full (the only Wongar rulebook, in French; the other
 * rulebooks of the collection are of other games):
 *
 *   « Règles avancées
 *
 *   Les joueurs qui souhaitent un jeu plus stratégique peuvent adopter les règles suivantes :
 *
 *   - Retirez une carte ancêtre et une carte ancien de chacun des dix territoires. Donnez, en début de partie, une
 *     carte de chaque type à chaque joueur, et retirez les autres du jeu. À son tour, un joueur peut choisir de jouer
 *     une de ces cartes au lieu d'en prendre une sur le plateau. Ces cartes sont retirées du jeu après avoir été jouées.
 *
 *   - Retirez les deux scorpions et les 5 cartes double du paquet de cartes rituel. Donnez une carte double à chaque
 *     joueur en début de partie, et retirez les autres du jeu. Les cartes doubles ainsi distribuées sont ajoutées à la
 *     main de cartes rituel de chaque joueur. Ces cartes sont défaussées définitivement après avoir été jouées.
 *
 *   - Au début du jeu, les douze pions (quatre de chaque type) de chaque joueur ne sont pas placés au hasard. Chacun à
 *     son tour, en commençant par le premier joueur, place l'un de ses douze pions où il le souhaite, jusqu'à ce que
 *     chacun ait placé tous ses pions.
 *
 *   - Les scorpions ne piquent pas, et ne servent qu'à indiquer le passage du temps
 *
 *   - Lorsqu'on tire des cartes rituels (privilège d'ancien ou grâce à une carte territoire), il est permis de prendre
 *     dans la pile le ou les cartes de son choix. »
 *
 * The draws the fifth bullet names are the elder's privilege (« Le joueur qui a le pion ancien pioche la première
 * carte de la pile de cartes rituel. », §3.3) and a territory card's draws (the four-cards card, §9; a tschurunga
 * card's one or two cards, §4.2). The choice reveals the deck to its chooser only, by kind and never in order (§17).
 */
import { describe, expect, it } from "vitest";
import type { GameEvent, Viewer } from "../../../engine/core/game.js";
import { AREAS } from "../../../games/wongar/rules/board.js";
import type { AreaCard, RitualCard } from "../../../games/wongar/rules/cards.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";
import type { ChoosePhase } from "../../../games/wongar/rules/state.js";
import { BLUE, GREEN, RED, YELLOW, legal, refusal, ritualCensus, run, table, type TableSpec } from "./table.js";

const upAll = (over: Record<string, AreaCard> = {}): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.map((a) => [a.id, over[a.id] ?? "cube"]));
/** Version 3's choice (version 4 offers every way whatever the deck holds: secret-deck.test.ts). */
const advanced = (spec: TableSpec): WongarState => table({ advanced: true, rules: 3, up: upAll({ kangaroo: "four" }), ...spec });
const choosing = (s: WongarState): ChoosePhase => {
  if (s.phase.kind !== "choose") throw new Error(`expected a choice from the deck, the phase is ${s.phase.kind}`);
  return s.phase;
};
/** Plays the way of the offer that takes exactly `cards` (in hand order). */
const take = (s: WongarState, ...cards: RitualCard[]) => {
  const choice = choosing(s).offer.findIndex((w) => w.join() === cards.join());
  if (choice < 0) throw new Error(`no way takes ${cards.join(", ")}`);
  return run(s, { type: "choose", choice });
};
const ways = (s: WongarState): string[] =>
  choosing(s)
    .offer.map((w) => w.join())
    .sort();
const chosen = (events: GameEvent[]) => events.filter((e) => e.type === "draw");
const DECK: RitualCard[] = ["cube", "disc", "cube", "cylinder", "disc", "disc"];

describe("§16.5 rules version 3: ritual cards of the player's choice", () => {
  it.each<{
    what: string;
    spec: TableSpec;
    moves: { type: "take" | "option" | "place"; area?: string; option?: "draw" | "one" }[];
    n: number;
  }>([
    { what: "§9 the four-cards card: four cards", spec: {}, moves: [{ type: "take", area: "kangaroo" }], n: 4 },
    {
      what: "§4.2 a tschurunga card's two cards",
      spec: { up: upAll({ kangaroo: "disc" }) },
      moves: [
        { type: "take", area: "kangaroo" },
        { type: "option", option: "draw" },
      ],
      n: 2,
    },
    {
      what: "§4.2 a tschurunga card's one card after one more piece",
      spec: { up: upAll({ kangaroo: "disc" }) },
      moves: [
        { type: "take", area: "kangaroo" },
        { type: "option", option: "one" },
        { type: "place", area: "hand" },
      ],
      n: 1,
    },
  ])("$what are chosen from the deck, in one decision", ({ spec, moves, n }) => {
    const s = run(advanced({ deck: DECK, ...spec }), ...(moves as never[])).state;
    expect(s.phase).toMatchObject({ kind: "choose", seat: RED, take: n, then: "end" });
    expect(legal(s)).toEqual(choosing(s).offer.map((_, choice) => ({ type: "choose", choice })));
    expect(s.deck).toHaveLength(DECK.length); // nothing drawn before the choice
  });

  it("the offer is every way the deck's kinds allow, each once", () => {
    const s = run(advanced({ deck: DECK }), { type: "take", area: "kangaroo" }).state;
    // three discs, two cubes, one cylinder: four cards taken in five ways
    expect(ways(s)).toEqual([
      "disc,cube,cube,cylinder",
      "disc,disc,cube,cube",
      "disc,disc,cube,cylinder",
      "disc,disc,disc,cube",
      "disc,disc,disc,cylinder",
    ]);
  });

  it("the chosen cards go to the hand, the rest of the deck stays, the turn ends", () => {
    const s = run(advanced({ deck: DECK, hands: [["double"], [], [], []] }), { type: "take", area: "kangaroo" }).state;
    const { state, events } = take(s, "disc", "cube", "cube", "cylinder");
    expect(state.hands[RED]).toEqual(["disc", "cube", "cube", "cylinder", "double"]);
    expect([...state.deck].sort()).toEqual(["disc", "disc"]);
    expect(chosen(events)).toEqual(["disc", "cube", "cube", "cylinder"].map((card) => ({ type: "draw", seat: RED, card, chosen: true })));
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
    expect(ritualCensus(state)).toBe(ritualCensus(s));
  });

  it("§3.3 the elder's privilege: one card of the elder's holder's choice, then the round's turns", () => {
    const round = advanced({
      deck: ["disc", "disc", "cylinder", "disc", "cube"],
      up: { kangaroo: "triple" },
      current: YELLOW,
      taken: 3,
      elder: { area: "foot", holder: GREEN },
      supply: [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    });
    const next = run(round, { type: "take", area: "kangaroo" }).state; // §5.2 nothing to place: the turn ends, a round begins
    expect(next.round).toBe(3);
    expect(next.phase).toMatchObject({ kind: "choose", seat: GREEN, take: 1, then: "turns" });
    expect(ways(next)).toEqual(["cube", "cylinder", "disc"]);
    const after = take(next, "cylinder").state;
    expect(after.hands[GREEN]).toEqual(["cylinder"]);
    expect(after.phase).toEqual({ kind: "take", seat: after.start });
  });

  it("§11.1 a deck of no more cards than are to take leaves no choice: all of it, then the rest from the reshuffled discards", () => {
    const exact = run(advanced({ deck: ["disc", "cube", "disc", "cylinder"] }), { type: "take", area: "kangaroo" });
    expect(exact.state.hands[RED]).toEqual(["disc", "disc", "cube", "cylinder"]);
    expect(exact.state.phase).toEqual({ kind: "take", seat: BLUE });
    expect(chosen(exact.events).every((e) => !("chosen" in e))).toBe(true); // taken, not chosen

    const short = run(advanced({ deck: ["cube", "disc"], discard: ["cylinder", "cylinder", "disc", "cube"] }), {
      type: "take",
      area: "kangaroo",
    });
    expect(short.state.hands[RED]).toEqual(["disc", "cube"]);
    expect(short.events.map((e) => e.type)).toContain("reshuffle");
    expect(short.state.phase).toMatchObject({ kind: "choose", seat: RED, take: 2 });
    expect(ways(short.state)).toEqual(["cube,cylinder", "cylinder,cylinder", "disc,cube", "disc,cylinder"]);
    expect(take(short.state, "cylinder", "cylinder").state.hands[RED]).toEqual(["disc", "cube", "cylinder", "cylinder"]);

    const none = run(advanced({ deck: ["cube"], discard: [] }), { type: "take", area: "kangaroo" });
    expect(none.state.hands[RED]).toEqual(["cube"]);
    expect(none.events.filter((e) => e.type === "noCard")).toEqual([{ type: "noCard", seat: RED }]);
    expect(none.state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§18.7 a choice is never played for the player, even of a deck of one kind (that is no public fact)", () => {
    const s = run(advanced({ deck: ["disc", "disc", "disc", "disc", "disc"] }), { type: "take", area: "kangaroo" }).state;
    expect(legal(s)).toEqual([{ type: "choose", choice: 0 }]);
    expect(choosing(s).offer).toEqual([["disc", "disc", "disc", "disc"]]);
  });

  it("the basic game draws from the top under version 3 too (§11.1)", () => {
    const { state } = run(table({ rules: 3, up: upAll({ kangaroo: "four" }), deck: ["disc", "double", "cube", "cylinder", "disc"] }), {
      type: "take",
      area: "kangaroo",
    });
    expect(state.hands[RED]).toEqual(["disc", "cube", "cylinder", "double"]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });
});

describe("§16.5 legality: refusals cite the rule", () => {
  const s = run(advanced({ deck: DECK }), { type: "take", area: "kangaroo" }).state;
  it.each<[string, unknown, number | undefined, { code: string; rule: string }]>([
    ["a way the offer does not have", { type: "choose", choice: 5 }, undefined, { code: "no_such_choice", rule: "§16.5" }],
    ["another seat choosing", { type: "choose", choice: 0 }, BLUE, { code: "not_your_turn", rule: "§16.5" }],
    ["version 1's pick", { type: "pick", index: 0 }, undefined, { code: "wrong_step", rule: "§3" }],
    ["a ceremony's pass", { type: "pass" }, undefined, { code: "wrong_step", rule: "§3" }],
  ])("%s", (_what, move, seat, error) => {
    const parsed = wongar.parseMove(move);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(refusal(s, parsed.value, seat)).toEqual(error);
  });

  it("a choice outside a choice from the deck is the wrong step; versions 1 and 2 have no `choose` step", () => {
    expect(refusal(advanced({}), { type: "choose", choice: 0 })).toEqual({ code: "wrong_step", rule: "§3" });
    const v2 = run(advanced({ rules: 2, deck: DECK }), { type: "take", area: "kangaroo" }).state;
    expect(v2.phase).toEqual({ kind: "take", seat: BLUE });
    const v1 = run(advanced({ rules: 1, deck: DECK }), { type: "take", area: "kangaroo" }).state;
    expect(refusal(v1, { type: "choose", choice: 0 })).toEqual({ code: "wrong_step", rule: "§3" });
  });

  it.each([
    [{ type: "choose" }],
    [{ type: "choose", choice: -1 }],
    [{ type: "choose", choice: "disc" }],
    [{ type: "choose", choice: 100 }],
  ])("parseMove refuses %j", (raw) => expect(wongar.parseMove(raw)).toMatchObject({ ok: false, error: { code: "bad_move" } }));

  it("parseMove keeps a choice's number and nothing else (a host passes the shape on untouched)", () => {
    expect(wongar.parseMove({ type: "choose", choice: 3, cards: ["disc"] })).toEqual({ ok: true, value: { type: "choose", choice: 3 } });
  });
});

describe("§17 the choice reveals the deck to its chooser only, and never its order", () => {
  const s = run(advanced({ deck: DECK, hands: [["double"], ["cube"], [], []] }), { type: "take", area: "kangaroo" }).state;
  const viewers: [string, Viewer][] = [
    ["another seat", { seat: BLUE }],
    ["a seat not in the game's turn", { seat: YELLOW }],
    ["a spectator", { spectator: true }],
  ];

  it("the chooser sees the deck by kind and the ways to take, not the order", () => {
    const v = wongar.view(s, { seat: RED });
    expect(v.choice).toEqual({ take: 4, deck: { disc: 3, cube: 2, cylinder: 1, double: 0, scorpion: 0 }, options: choosing(s).offer });
    expect(v.deckOrder).toBeNull();
    expect(v.pick).toBeNull();
    expect(v.phase).toEqual({ kind: "choose", seat: RED, take: 4, then: "end" });
    // the same deck in another order shows the same
    const other = { ...s, deck: [...s.deck].reverse() };
    expect(wongar.view(other, { seat: RED })).toEqual(v);
  });

  it.each(viewers)("%s sees that a choice is made and how many cards, nothing of the deck or the offer", (_who, viewer) => {
    const v = wongar.view(s, viewer);
    expect(v.choice).toBeNull();
    expect(v.pick).toBeNull();
    expect(v.deckOrder).toBeNull();
    expect(v.deck).toBe(DECK.length);
    expect(v.phase).toEqual({ kind: "choose", seat: RED, take: 4, then: "end" });
    expect(JSON.stringify(v)).not.toContain("offer");
  });

  it("an omniscient viewer (tools) sees everything", () => {
    const v = wongar.view(s, { omniscient: true });
    expect(v.choice?.options).toEqual(choosing(s).offer);
    expect(v.deckOrder).toEqual(s.deck);
  });

  it("§17.3 the chosen cards are named to the chooser and omniscient viewers only; the move names none", () => {
    const { events } = take(s, "disc", "disc", "cube", "cylinder");
    for (const e of chosen(events)) {
      expect(wongar.viewEvent(e, { seat: RED })).toEqual(e);
      expect(wongar.viewEvent(e, { omniscient: true })).toEqual(e);
      for (const [, viewer] of viewers) expect(wongar.viewEvent(e, viewer)).toEqual({ type: "draw", seat: RED, chosen: true });
    }
    for (const m of legal(s)) expect(JSON.stringify(m)).toMatch(/^\{"type":"choose","choice":\d+\}$/);
    expect(wongar.describeMove({ type: "choose", choice: 2 })).toBe("take ritual cards of your choice from the deck");
  });

  it("§17.4 a way's number tells nothing of its cards: the offer's order comes from the generator", () => {
    const places = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const t = run({ ...advanced({ deck: DECK }), rng: [i + 1, 7, 11, 13] }, { type: "take", area: "kangaroo" }).state;
      places.add(choosing(t).offer.findIndex((w) => w.join() === "disc,cube,cube,cylinder"));
    }
    expect(places.size).toBe(ways(s).length); // every number took these cards in some match
  });

  it("the deck is shuffled after the choice, so where the chosen cards lay tells nothing of the rest", () => {
    const a = take(s, "disc", "disc", "cube", "cylinder").state;
    const b = take({ ...s, rng: [9, 8, 7, 6] }, "disc", "disc", "cube", "cylinder").state;
    expect([...a.deck].sort()).toEqual(["cube", "disc"]);
    const c = take({ ...s, rng: [3, 1, 4, 1] }, "disc", "disc", "cube", "cylinder").state;
    expect(new Set([a.deck.join(), b.deck.join(), c.deck.join()]).size).toBeGreaterThan(1);
  });
});
