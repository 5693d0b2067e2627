/*
 * Draws, scorpions, refills and the end, one rule at a time (issue #40: each scenario here fails on a change to the
 * rules code that every other scenario let through). Each quotes RULES.md, which quotes the rulebook.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/game.js";
import { AREAS, areaIndex } from "../../../games/wongar/rules/board.js";
import type { AreaCard } from "../../../games/wongar/rules/cards.js";
import { wongar } from "../../../games/wongar/rules/index.js";
import { BLUE, GREEN, RED, YELLOW, run, table } from "./table.js";

const upAll = (over: Record<string, AreaCard> = {}): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.map((a) => [a.id, over[a.id] ?? "cube"]));
/** Every area shows a cube card but those named (which show none). */
const upBut = (...empty: string[]): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.filter((a) => !empty.includes(a.id)).map((a) => [a.id, "cube"]));
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
/** RED takes Kangaroo's cube card and chooses "one more piece and one ritual card" (§4.2): exactly one draw. */
const drawOne = [
  { type: "take", area: "kangaroo" },
  { type: "option", option: "one" },
  { type: "place", area: "hand" },
] as const;
/** YELLOW, last of the round, takes a cube card and places two pieces: the round ends, BLUE's round begins. */
const endRound = [
  { type: "take", area: "kangaroo" },
  { type: "option", option: "two" },
  { type: "place", area: "kangaroo" },
  { type: "place", area: "kangaroo" },
] as const;
const lastTurn = { current: YELLOW, taken: 3, ancestor: { area: "hand", holder: BLUE }, elder: { area: "foot", holder: GREEN } };

describe("§10.5, §18.3, §16.4 the sting", () => {
  // §10.5 "whoever drew the scorpion loses one point for each player behind them on the score track (§18.3)"
  it("§18.3 a player with nobody behind them loses nothing, and no sting is recorded", () => {
    const s = table({ up: upAll(), deck: ["disc", "scorpion"], scores: [0, 5, 5, 9] });
    const { state, events } = run(s, ...drawOne);
    expect(of(events, "scorpion")).toHaveLength(1);
    expect(of(events, "sting")).toEqual([]);
    expect(state.scores).toEqual([0, 5, 5, 9]);
  });

  // §16.4 (advanced) « Les scorpions ne piquent pas, et ne servent qu'à indiquer le passage du temps »
  it("§16.4 in the advanced game the leader who turns up an area scorpion loses nothing", () => {
    const s = table({
      advanced: true,
      up: upBut("escarpment"),
      piles: { escarpment: ["disc", "scorpion"] },
      scores: [0, 10, 0, 0],
      ...lastTurn,
    });
    const { state, events } = run(s, ...endRound);
    expect(of(events, "scorpion")).toEqual([{ type: "scorpion", seat: BLUE, from: "area", area: "escarpment", time: 2 }]);
    expect(of(events, "sting")).toEqual([]);
    expect(state.scores[BLUE]).toBe(10);
  });
});

describe("§10.3, §2.1, §3.2 the refill", () => {
  // §3.2: the start player turns up the top card of every pile that shows none; §10.3 an area scorpion is replaced
  it("§3.2 only empty areas are refilled, from the top of their pile; an area with no pile stays empty", () => {
    const up = { ...upBut("escarpment", "kangaroo"), stone: "triple" as const };
    const s = table({ up, piles: { kangaroo: [], escarpment: ["cube", "elder"], stone: ["disc", "four"] }, ...lastTurn });
    const { state, events } = run(s, { type: "take", area: "foot" }, { type: "option", option: "two" }, ...endRound.slice(2));
    const area = (id: string) => state.areas[areaIndex(id)]!;
    expect(area("stone").up).toBe("triple"); // still face up: not replaced
    expect(area("stone").pile).toEqual(["disc", "four"]);
    expect(area("escarpment").up).toBe("elder");
    expect(area("escarpment").pile).toEqual(["cube"]);
    expect(area("kangaroo").up).toBeNull();
    expect(area("kangaroo").pile).toEqual([]);
    expect(of(events, "reveal")).toEqual([
      { type: "reveal", area: "escarpment", card: "elder" },
      { type: "reveal", area: "foot", card: "disc" },
    ]);
  });

  // §15.1 the end comes with an area's *last* card; a scorpion with cards under it is replaced (§10.3) and play goes on
  it("§10.3 an area scorpion with cards still under it is replaced and does not end the game", () => {
    const s = table({ up: upBut("escarpment"), piles: { escarpment: ["cube", "scorpion"] }, ...lastTurn });
    const { state, events } = run(s, ...endRound);
    expect(of(events, "scorpion")).toHaveLength(1);
    expect(of(events, "ending")).toEqual([]);
    expect(state.ending).toBeNull();
    expect(state.areas[areaIndex("escarpment")]!.up).toBe("cube");
  });

  // §15.1 "the round is finished first": one end, whichever came first, is recorded once
  it("§15.1 an end already triggered is not triggered again: the first reason stands", () => {
    const s = table({ up: upAll(), piles: { kangaroo: [] }, deck: ["scorpion"], time: 11, aside: 0 });
    const first = run(s, ...drawOne); // Kangaroo's last card (the pile), then a scorpion to X (the time)
    expect(of(first.events, "ending")).toEqual([{ type: "ending", reason: "pile" }]);
    expect(first.state.time).toBe(12);
    expect(first.state.ending).toBe("pile");
  });
});

describe("§11.1, §18.6 drawing", () => {
  // §11.1 "When the deck is empty, the discards are shuffled into a new deck"
  it("§11.1 an empty deck with discards gives a card: the discards are reshuffled and the draw is made", () => {
    const { state, events } = run(table({ up: upAll(), deck: [], discard: ["disc", "disc"] }), ...drawOne);
    expect(of(events, "reshuffle")).toEqual([{ type: "reshuffle", cards: 2 }]);
    expect(of(events, "noCard")).toEqual([]);
    expect(state.hands[RED]).toEqual(["disc"]);
    expect(state.deck).toEqual(["disc"]);
  });

  // §18.6 "If the deck and the discards hold nothing but scorpions, the elder's privilege draws nothing" — only then
  it("§10.6, §18.6 a deck of scorpions over discards that are not: the privilege takes the scorpion and draws its replacement", () => {
    const s = table({ up: upAll(), deck: ["scorpion"], discard: ["cylinder"], ...lastTurn });
    const { state, events } = run(s, ...endRound);
    expect(of(events, "scorpion")).toEqual([{ type: "scorpion", seat: GREEN, from: "ritual", time: 2 }]);
    expect(of(events, "noCard")).toEqual([]);
    expect(state.hands[GREEN]).toEqual(["cylinder"]);
    expect(state.aside).toBe(1);
  });
});

describe("§16.5 choices from the deck (rules versions 1 and 3)", () => {
  const advanced = (rules: number, deck: ("disc" | "cube" | "cylinder")[], discard: ("disc" | "cube")[] = []) =>
    table({ rules, advanced: true, up: upAll({ kangaroo: "four" }), deck, discard });

  // our reading of §16.5: "a deck holding no more cards than are still to take leaves no choice — all of it is taken"
  it("§16.5 (version 3) a deck of exactly four taken whole: drawn from the top, no reshuffle, no missing card, no choice", () => {
    const { state, events } = run(advanced(3, ["disc", "cube", "disc", "cylinder"], ["cube", "disc"]), { type: "take", area: "kangaroo" });
    expect(of(events, "draw")).toEqual(["cylinder", "disc", "cube", "disc"].map((card) => ({ type: "draw", seat: RED, card })));
    expect(of(events, "reshuffle")).toEqual([]);
    expect(of(events, "noCard")).toEqual([]);
    expect(state.discard).toEqual(["cube", "disc"]);
    expect(state.deck).toEqual([]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  // version 1 (RULES.md "Rules versions"): "every draw was a choice from the deck (the pick step)"; §11.1 with no card
  // anywhere, nothing is drawn
  it("§16.5 (version 1) each card picked is drawn by choice; when the deck runs out with no discards, nothing more", () => {
    const st = run(advanced(1, ["cube", "disc"]), { type: "take", area: "kangaroo" }).state;
    expect(st.phase).toMatchObject({ kind: "pick", seat: RED, left: 4 });
    // the last card is a forced pick (§18.7: everyone sees it is the only one), then the deck is out
    const last = run(st, { type: "pick", index: st.deck.indexOf("disc") });
    expect(of(last.events, "draw")).toEqual([
      { type: "draw", seat: RED, card: "disc", chosen: true },
      { type: "draw", seat: RED, card: "cube", chosen: true },
    ]);
    expect(of(last.events, "noCard")).toEqual([{ type: "noCard", seat: RED }]);
    expect(last.state.hands[RED]).toEqual(["disc", "cube"]);
    expect(last.state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§16.5 (version 1) the last pick of a draw ends it with no missing card", () => {
    const s = table({ rules: 1, advanced: true, up: upAll(), deck: ["cube", "disc", "cylinder"] });
    const st = run(s, { type: "take", area: "kangaroo" }, { type: "option", option: "one" }, { type: "place", area: "hand" }).state;
    expect(st.phase).toMatchObject({ kind: "pick", seat: RED, left: 1 });
    const { state, events } = run(st, { type: "pick", index: st.deck.indexOf("cylinder") });
    expect(of(events, "noCard")).toEqual([]);
    expect(state.hands[RED]).toEqual(["cylinder"]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });
});

describe("§15.2 the end as the events record it", () => {
  it("§15.2 the end event names the reason, the final scores and every player's cards, and is a record apart from the state", () => {
    const s = table({
      up: { kangaroo: "four" },
      piles: { kangaroo: [] },
      current: YELLOW,
      taken: 3,
      collected: [["disc"], [], ["cube"], []],
      scores: [1, 2, 3, 4],
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    const end = of(events, "end");
    expect(end).toEqual([{ type: "end", reason: "pile", scores: [9, 2, 11, 4], collected: [["disc"], [], ["cube"], ["four"]] }]);
    expect(wongar.outcome(state)!.scores).toEqual([9, 2, 11, 4]);
    state.scores[RED] = 0;
    state.collected[RED]!.push("cube");
    wongar.outcome(state)!.scores.push(5);
    expect(end[0]).toMatchObject({ scores: [9, 2, 11, 4], collected: [["disc"], [], ["cube"], ["four"]] });
    expect(state.scores).toEqual([0, 2, 11, 4]);
  });

  it("§15 a game not over has no outcome", () => {
    expect(wongar.outcome(table({}))).toBeNull();
  });
});
