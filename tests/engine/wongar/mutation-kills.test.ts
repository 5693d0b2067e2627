/*
 * Rule breaks the other scenarios let through (issue #40: the mutation tester changed these lines of the rules and
 * every test still passed). Each scenario quotes the rule it holds the engine to: RULES.md's section, and the
 * rulebook's own words (the only Wongar rulebook, in French) where RULES.md takes them from it.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/game.js";
import { AREAS, areaIndex } from "../../../games/wongar/rules/board.js";
import type { AreaCard } from "../../../games/wongar/rules/cards.js";
import { finalBonuses } from "../../../games/wongar/rules/flow.js";
import { wongar } from "../../../games/wongar/rules/index.js";
import { rank } from "../../../games/wongar/rules/score.js";
import { BLUE, GREEN, RED, YELLOW, run, table, takeTwoCubes } from "./table.js";

const upAll = (over: Record<string, AreaCard> = {}): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.map((a) => [a.id, over[a.id] ?? "cube"]));
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

describe("§15 the end", () => {
  /*
   * RULES.md §15.1: "The end comes when the scorpion reaches X or when the last card of an area's pile is taken (an
   * area scorpion turned up as a pile's last card counts, §10.3); the round is finished first (Ruling 1)."
   * Rulebook: « Le jeu se termine lorsque le scorpion jaune atteint la case X ou lorsque la dernière carte d'un
   * territoire est prise. On termine alors le tour avant d'arrêter la partie. » and §10.3: « Les cartes de territoire
   * scorpion sont conservées par les joueurs qui les ont piochées, comme les autres cartes de territoire. »
   */
  it("§15.1, §10.3 an area scorpion turned up as its pile's last card is taken: the game ends after that round", () => {
    // YELLOW, last of round 2, takes a cube card; BLUE starts round 3 and turns up Escarpment's only card, a scorpion
    const s = table({
      up: { kangaroo: "cube" },
      piles: { escarpment: ["scorpion"] },
      current: YELLOW,
      taken: 3,
      ancestor: { area: "hand", holder: BLUE },
      elder: { area: "foot", holder: GREEN },
    });
    const { state, events } = takeTwoCubes(s);
    expect(state.round).toBe(3);
    expect(events).toContainEqual({ type: "take", seat: BLUE, area: "escarpment", card: "scorpion" });
    expect(state.collected[BLUE]).toEqual(["scorpion"]);
    expect(state.areas[areaIndex("escarpment")]!.pile).toEqual([]);
    expect(events).toContainEqual({ type: "ending", reason: "pile" });
    expect(state.ending).toBe("pile");
    expect(state.time).toBe(2); // not the time track: the pile

    // the round is played out (Ruling 1), then the game is over
    const rest = run(
      state,
      { type: "take", area: "stone" },
      { type: "option", option: "draw" },
      { type: "take", area: "foot" },
      { type: "option", option: "draw" },
      { type: "take", area: "hand" },
      { type: "option", option: "draw" },
      { type: "take", area: "kangaroo" },
      { type: "option", option: "draw" },
    );
    expect(rest.state.phase.kind).toBe("over");
    expect(wongar.outcome(rest.state)!.details).toMatchObject({ end: "pile" });
  });

  /*
   * RULES.md §15.2: "The player with the most disc cards scores 8, likewise for cube cards and cylinder cards; tied
   * players all score 8 (Ruling 2). Nobody scores a shape of which nobody has a card." Rulebook: « Le joueur ayant le
   * plus grand nombre de cartes de chaque type (cylindre, disque et cube) marque 8 points. » — having the most of a
   * shape needs at least one card of it.
   */
  it("§15.2 a shape nobody collected scores for nobody", () => {
    const s = table({
      up: { kangaroo: "four" },
      piles: { kangaroo: [] },
      current: YELLOW,
      taken: 3,
      collected: [["disc", "disc"], ["cube"], ["disc", "scorpion"], []],
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(state.phase.kind).toBe("over");
    expect(of(events, "bonus")).toEqual([
      { type: "bonus", seat: RED, shape: "disc", cards: 2, points: 8 },
      { type: "bonus", seat: BLUE, shape: "cube", cards: 1, points: 8 },
    ]);
    expect(state.scores).toEqual([8, 8, 0, 0]);
    expect(finalBonuses(table({ collected: [[], [], [], []] }))).toEqual([]);
  });

  /*
   * RULES.md §15.3: "The highest score wins; equal scores share the place (the rulebook names no tie-break: « Le joueur
   * ayant le score le plus élevé gagne la partie. »)." Only equal scores share a place: different ones never do.
   */
  it.each([
    { scores: [3, 7, 7, 1], ranking: [[BLUE, GREEN], [RED], [YELLOW]] },
    { scores: [1, 2, 3, 4, 5], ranking: [[4], [YELLOW], [GREEN], [BLUE], [RED]] },
    { scores: [6, 6, 6], ranking: [[RED, BLUE, GREEN]] },
    {
      scores: [0, 4, 0, 4, 0],
      ranking: [
        [BLUE, YELLOW],
        [RED, GREEN, 4],
      ],
    },
    { scores: [-2, 5, 5], ranking: [[BLUE, GREEN], [RED]] },
  ])("§15.3 scores $scores rank $ranking: equal scores share a place, others do not", ({ scores, ranking }) => {
    expect(rank(scores)).toEqual(ranking);
  });
});

describe("§10.6, §18.6 the elder's privilege and a deck of scorpions", () => {
  /*
   * RULES.md §10.6: "A scorpion ritual card is replaced by another draw only for the elder's privilege (§3.3: « il en
   * subit les conséquences et pioche une autre carte pour le remplacer »), the one place the rulebook says so
   * (Ruling 5)." §18.6: "If the deck and the discards hold nothing but scorpions, the elder's privilege draws nothing
   * (no endless replacement); another draw takes the scorpion, which takes effect."
   */
  it("§18.6, Ruling 5 with only scorpions left in deck and discards, the elder's privilege draws nothing, and the game goes on", () => {
    const s = table({
      up: upAll(),
      current: YELLOW,
      taken: 3,
      deck: ["scorpion"],
      discard: [],
      aside: 1,
      ancestor: { area: "hand", holder: BLUE },
      elder: { area: "foot", holder: GREEN },
    });
    const { state, events } = takeTwoCubes(s);
    expect(of(events, "privilege")).toEqual([{ type: "privilege", seat: GREEN }]);
    expect(of(events, "noCard")).toEqual([{ type: "noCard", seat: GREEN }]);
    expect(of(events, "scorpion")).toEqual([]);
    expect(state.deck).toEqual(["scorpion"]);
    expect(state.time).toBe(1);
    expect(state.hands[GREEN]).toEqual([]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§18.6 scorpions in the discards as well as the deck: still nothing but scorpions, so still no draw", () => {
    const s = table({
      up: upAll(),
      current: YELLOW,
      taken: 3,
      deck: ["scorpion"],
      discard: ["scorpion"],
      ancestor: { area: "hand", holder: BLUE },
      elder: { area: "foot", holder: GREEN },
    });
    const { state, events } = takeTwoCubes(s);
    expect(of(events, "noCard")).toEqual([{ type: "noCard", seat: GREEN }]);
    expect(of(events, "scorpion")).toEqual([]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§18.6 another draw from such a deck takes the scorpion, which takes effect (§10.2, §10.4) and is not replaced", () => {
    // RED takes a cube card: one more piece and one ritual card (§4.2), which is the scorpion
    const s = table({ up: upAll(), deck: ["scorpion"], discard: [], aside: 1, scores: [4, 0, 0, 0] });
    const { state, events } = run(
      s,
      { type: "take", area: "kangaroo" },
      { type: "option", option: "one" },
      { type: "place", area: "hand" },
    );
    expect(of(events, "scorpion")).toEqual([{ type: "scorpion", seat: RED, from: "ritual", time: 2 }]);
    expect(of(events, "sting")).toEqual([{ type: "sting", seat: RED, points: -3 }]);
    expect(state.hands[RED]).toEqual([]);
    expect(state.deck).toHaveLength(2); // §10.4 the second scorpion: both shuffled into a new deck
    expect(state.aside).toBe(0);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });
});

describe("§17.3 the cards of a whole-deck take are named to their taker only", () => {
  /*
   * RULES.md §17.3: "A drawn ritual card is named, in the events, to its drawer only." §16.5 (our reading): "a deck
   * holding no more cards than are still to take leaves no choice — all of it is taken". Those cards are drawn like
   * any other: the other seats and spectators learn that RED took four cards, not which.
   */
  it("§16.5, §17.3 a deck of four taken whole by the four-cards card: four draws, each card hidden from the others", () => {
    const s = table({ advanced: true, up: upAll({ kangaroo: "four" }), deck: ["disc", "cube", "disc", "cylinder"] });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(state.hands[RED]).toEqual(["disc", "disc", "cube", "cylinder"]);
    const draws = of(events, "draw");
    expect(draws).toHaveLength(4);
    expect(draws.map((e) => e.card).sort()).toEqual(["cube", "cylinder", "disc", "disc"]);
    for (const viewer of [{ seat: BLUE }, { seat: GREEN }, { spectator: true as const }]) {
      const seen = events.map((e) => wongar.viewEvent(e, viewer));
      expect(of(seen, "draw")).toEqual(new Array(4).fill({ type: "draw", seat: RED }));
      // no event this viewer sees names a ritual card (the only card named is the four-cards card, taken face up)
      expect(seen.filter((e) => "card" in e)).toEqual([{ type: "take", seat: RED, area: "kangaroo", card: "four" }]);
    }
    expect(
      of(
        events.map((e) => wongar.viewEvent(e, { seat: RED })),
        "draw",
      ),
    ).toEqual(draws);
  });
});
