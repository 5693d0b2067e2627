import { describe, expect, it } from "vitest";
import { AREAS, ELDER_REACH, NEIGHBOURS, areaIndex } from "../../../games/wongar/rules/board.js";
import { AREA_SET, RITUAL_DECK } from "../../../games/wongar/rules/cards.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";
import { CEREMONY_POINTS } from "../../../games/wongar/rules/points.js";
import type { AreaCard } from "../../../games/wongar/rules/cards.js";
import {
  BLUE,
  GREEN,
  RED,
  WHITE,
  YELLOW,
  areaCardCensus,
  at,
  legal,
  pieceCensus,
  refusal,
  ritualCensus,
  run,
  table,
  takeTwoCubes,
} from "./table.js";

const BASIC = { advanced: false };
const ADVANCED = { advanced: true };
const none = (): number[] => [0, 0, 0];
/** [seat][shape] for four seats from a few entries. */
const P = (entries: Record<number, number[]>, seats = 4): number[][] => Array.from({ length: seats }, (_, i) => entries[i] ?? none());
/** Every area shows a card (a cube card unless told otherwise), so later players always find one. */
const upAll = (over: Record<string, AreaCard> = {}): Record<string, AreaCard> =>
  Object.fromEntries(AREAS.map((a) => [a.id, over[a.id] ?? "cube"]));
const types = (evs: { type: string }[]) => evs.map((e) => e.type);

describe("§1 components (data files)", () => {
  it("§1.1 ten areas, Kangaroo first, Hand and Foot central; borders are symmetric and connected", () => {
    expect(AREAS).toHaveLength(10);
    expect(AREAS[0]!.name).toBe("Kangaroo");
    expect(AREAS.filter((a) => a.central).map((a) => a.id)).toEqual(["hand", "foot"]);
    NEIGHBOURS.forEach((ns, a) => ns.forEach((b) => expect(NEIGHBOURS[b]).toContain(a)));
    expect(NEIGHBOURS.reduce((n, x) => n + x.length, 0)).toBe(38);
    expect(NEIGHBOURS[areaIndex("hand")]).toContain(areaIndex("foot"));
    AREAS.forEach((a, i) => !a.central && expect(NEIGHBOURS[i]!.some((b) => AREAS[b]!.central)).toBe(true));
  });

  it("§1.3 fifteen cards per area set; §1.4 43 ritual cards", () => {
    expect(Object.values(AREA_SET).reduce((a, b) => a + b, 0)).toBe(15);
    expect(Object.values(RITUAL_DECK).reduce((a, b) => a + b, 0)).toBe(43);
  });
});

describe("§2 setup", () => {
  it.each([3, 4, 5])("%i players: piles, seeding from the bag, hands, figures", (n) => {
    const s = wongar.setup("setup", n, BASIC);
    // §2.1 one card up per area, never a scorpion
    for (const a of s.areas) {
      expect(a.up).not.toBeNull();
      expect(a.up).not.toBe("scorpion");
      expect(a.pile).toHaveLength(14);
    }
    // §2.2 N pieces per outer area, 2N on Hand and Foot; 4 of each shape per player on the board
    AREAS.forEach((area, i) => {
      const total = s.areas[i]!.pieces.flat().reduce((x, y) => x + y, 0);
      expect(total).toBe(area.central ? 2 * n : n);
    });
    for (let seat = 0; seat < n; seat++) {
      expect(s.areas.reduce((acc, a) => acc.map((x, k) => x + a.pieces[seat]![k]!), [0, 0, 0])).toEqual([4, 4, 4]);
      expect(s.supply[seat]).toEqual([14, 11, 8]);
    }
    // §2.4 the start player holds an ancestor, another player an elder; the others stand on Hand and Foot
    expect(s.ancestor).toEqual({ area: areaIndex("hand"), holder: s.start });
    expect(s.elder.area).toBe(areaIndex("foot"));
    expect(s.elder.holder).not.toBe(s.start);
    expect(s.time).toBe(1 + s.aside); // the elder's privilege may already have drawn a scorpion
    expect(s.round).toBe(1);
    // §2.3 two cards each, §3.3 the elder's privilege already drawn in round 1 (§18.12)
    s.hands.forEach((h, seat) => expect(h.length).toBe(seat === s.elder.holder ? 3 : 2));
    expect(s.hands.flat()).not.toContain("scorpion");
    expect(s.phase).toEqual({ kind: "take", seat: s.start });
    expect(ritualCensus(s)).toBe(43);
    expect(areaCardCensus(s)).toBe(150);
    expect(pieceCensus(s).every((p) => p.join() === "18,15,12")).toBe(true);
  });

  it("§2.6 the same seed gives the same table; start player and elder vary with the seed", () => {
    expect(wongar.setup("a", 4, BASIC)).toEqual(wongar.setup("a", 4, BASIC));
    const starts = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const s = wongar.setup(`seed-${i}`, 4, BASIC);
      starts.add(`${s.start}-${s.elder.holder}`);
    }
    expect(starts.size).toBe(12); // every ordered pair of two different seats
  });

  it("§2.1 a scorpion turned up at setup goes under its pile", () => {
    let found = false;
    for (let i = 0; i < 30 && !found; i++) {
      const s = wongar.setup(`sc-${i}`, 3, BASIC);
      for (const a of s.areas) if (a.pile[0] === "scorpion" && a.pile[1] === "scorpion") found = true;
    }
    // some table in 30 has both scorpions under a pile (probability is high); every table keeps them out of sight
    expect(found).toBe(true);
  });
});

describe("§3 the round", () => {
  it("§3.4 turns go clockwise from the start player; cards are not replaced during the round", () => {
    const s = table({
      up: { kangaroo: "four", escarpment: "four", stone: "four", billabong: "four", hand: "four" },
      start: 2,
      current: 2,
      ancestor: { area: "hand", holder: 2 },
    });
    const seats: number[] = [];
    let st = s;
    for (let i = 0; i < 3; i++) {
      seats.push(st.phase.kind === "take" ? st.phase.seat : -1);
      st = run(st, legal(st)[0]!).state;
    }
    expect(seats).toEqual([GREEN, YELLOW, RED]);
    expect(st.areas.filter((a) => a.up !== null)).toHaveLength(2);
  });

  it("§3.5 the start player still holding the ancestor passes it left; §3.1 its holder starts; §3.2 empty areas refill; §3.3 the elder draws", () => {
    const s = table({
      up: { kangaroo: "four" },
      current: YELLOW,
      taken: 3,
      ancestor: { area: "hand", holder: RED },
      elder: { area: "foot", holder: GREEN },
      deck: new Array(20).fill("disc"),
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(events).toContainEqual({ type: "holder", figure: "ancestor", seat: BLUE });
    expect(events).toContainEqual({ type: "round", round: 3, start: BLUE });
    expect(state.start).toBe(BLUE);
    expect(state.areas.every((a) => a.up === "disc")).toBe(true);
    expect(state.hands[GREEN]).toEqual(["disc"]);
    expect(events).toContainEqual({ type: "draw", seat: GREEN, card: "disc" });
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§3.5 a player who took the ancestor during the round starts the next one", () => {
    const s = table({ up: { kangaroo: "four" }, current: YELLOW, taken: 3, ancestor: { area: "hand", holder: GREEN } });
    const { state } = run(s, { type: "take", area: "kangaroo" });
    expect(state.start).toBe(GREEN);
    expect(state.ancestor.holder).toBe(GREEN);
  });

  it("§18.4 a player who finds no face-up card skips", () => {
    const s = table({ up: { kangaroo: "four" } });
    const { events, state } = run(s, { type: "take", area: "kangaroo" });
    expect(events.filter((e) => e.type === "skip").map((e) => e.seat)).toEqual([BLUE, GREEN, YELLOW]);
    expect(state.round).toBe(3);
  });

  it("§3.4 only the player whose turn it is may take a card", () => {
    const s = table({ up: upAll() });
    expect(refusal(s, { type: "take", area: "hand" }, BLUE)).toEqual({ code: "not_your_turn", rule: "§3.4" });
    expect(refusal(s, { type: "place", area: "hand" })).toEqual({ code: "wrong_step", rule: "§3" });
    expect(refusal(table({}), { type: "take", area: "hand" })).toEqual({ code: "no_card", rule: "§3.4" });
    expect(refusal(s, { type: "take", area: "uluru" })).toEqual({ code: "no_such_area", rule: "§1.1" });
  });
});

describe("§4 tschurunga cards", () => {
  const base = (supply?: number[][]) => table({ up: upAll({ kangaroo: "disc" }), ...(supply ? { supply } : {}) });

  it("§4.1 one piece on the card's area, then §4.2 (a) two more anywhere", () => {
    const { state, events } = run(base(), { type: "take", area: "kangaroo" });
    expect(events[0]).toEqual({ type: "take", seat: RED, area: "kangaroo", card: "disc" });
    expect(at(state, "kangaroo")[RED]).toEqual([1, 0, 0]);
    expect(legal(state)).toEqual([
      { type: "option", option: "two" },
      { type: "option", option: "one" },
      { type: "option", option: "draw" },
    ]);
    const done = run(
      state,
      { type: "option", option: "two" },
      { type: "place", area: "mangrove" },
      { type: "place", area: "mangrove" },
    ).state;
    expect(at(done, "mangrove")[RED]).toEqual([2, 0, 0]);
    expect(done.supply[RED]).toEqual([15, 15, 12]);
    expect(done.collected[RED]).toEqual(["disc"]);
    expect(done.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§4.2 (b) one more piece and one ritual card; (c) two ritual cards", () => {
    const b = run(base(), { type: "take", area: "kangaroo" }, { type: "option", option: "one" }, { type: "place", area: "hand" }).state;
    expect(at(b, "hand")[RED]).toEqual([1, 0, 0]);
    expect(b.hands[RED]).toEqual(["cube"]);
    const c = run(base(), { type: "take", area: "kangaroo" }, { type: "option", option: "draw" }).state;
    expect(c.hands[RED]).toEqual(["cube", "cube"]);
    expect(c.supply[RED]).toEqual([17, 15, 12]);
  });

  it("§4.3 with no piece of the shape only the draw is left (played at once); §18.1 too few for (a)", () => {
    const { state, events } = run(base(P({ 0: [0, 15, 12] })), { type: "take", area: "kangaroo" });
    expect(at(state, "kangaroo")[RED]).toEqual([0, 0, 0]);
    expect(events).toContainEqual({ type: "forced", seat: RED, move: { type: "option", option: "draw" } });
    expect(state.hands[RED]).toHaveLength(2);
    const two = run(base(P({ 0: [2, 15, 12] })), { type: "take", area: "kangaroo" }).state;
    expect(legal(two)).toEqual([
      { type: "option", option: "one" },
      { type: "option", option: "draw" },
    ]);
    expect(refusal(two, { type: "option", option: "two" })).toEqual({ code: "too_few_pieces", rule: "§18.1" });
  });
});

describe("§5 triple", () => {
  const base = (supply?: number[][]) => table({ up: upAll({ kangaroo: "triple" }), ...(supply ? { supply } : {}) });

  it("§5.1 three identical pieces anywhere", () => {
    const s = run(base(), { type: "take", area: "kangaroo" }).state;
    expect(legal(s)).toEqual([
      { type: "triple", shape: "disc" },
      { type: "triple", shape: "cube" },
      { type: "triple", shape: "cylinder" },
    ]);
    const done = run(
      s,
      { type: "triple", shape: "cube" },
      { type: "place", area: "stone" },
      { type: "place", area: "foot" },
      { type: "place", area: "stone" },
    ).state;
    expect(at(done, "stone")[RED]).toEqual([0, 2, 0]);
    expect(at(done, "foot")[RED]).toEqual([0, 1, 0]);
    expect(at(done, "kangaroo")[RED]).toEqual([0, 0, 0]);
    expect(done.hands[RED]).toEqual([]);
    expect(done.phase.kind).toBe("take");
  });

  it("§5.2 a shape with fewer than three left places what there is; an empty shape cannot be chosen", () => {
    const s = run(base(P({ 0: [0, 3, 2] })), { type: "take", area: "kangaroo" }).state;
    expect(refusal(s, { type: "triple", shape: "disc" })).toEqual({ code: "no_pieces", rule: "§5.2" });
    const done = run(s, { type: "triple", shape: "cylinder" }, { type: "place", area: "hand" }, { type: "place", area: "hand" }).state;
    expect(done.supply[RED]).toEqual([0, 3, 0]);
    expect(done.phase).toEqual({ kind: "take", seat: BLUE });
  });

  // Rulebook: "peut placer trois pions identiques" ... "peut choisir un type de pions dont il lui reste moins de trois
  // exemplaires, et placer ce qu'il a": only a short supply places fewer than three (§5.3).
  it("§5.3 the triple places all three: no move ends it early, and nothing else is accepted", () => {
    const s = run(base(), { type: "take", area: "kangaroo" }, { type: "triple", shape: "disc" }, { type: "place", area: "hand" }).state;
    expect(s.phase).toMatchObject({ kind: "place", seat: RED, left: 2 });
    expect(legal(s).every((m) => m.type === "place")).toBe(true);
    expect(refusal(s, { type: "pass" })).toMatchObject({ code: "wrong_step" });
    const done = run(s, { type: "place", area: "foot" }, { type: "place", area: "foot" }).state;
    expect(done.supply[RED]![0]).toBe(s.supply[RED]![0]! - 2);
    expect(done.phase.kind).toBe("take");
  });

  it("§5.2 with no piece at all the card does nothing", () => {
    const { state } = run(base(P({ 0: [0, 0, 0] })), { type: "take", area: "kangaroo" });
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
    expect(state.collected[RED]).toEqual(["triple"]);
  });
});

describe("§6 ancestor, §7 elder, §8 ancestor-and-elder", () => {
  it("§6.1, §6.2, §6.3 the taker holds the ancestor and moves it one area; a ceremony follows there", () => {
    const s = table({
      up: upAll({ kangaroo: "ancestor" }),
      ancestor: { area: "hand", holder: GREEN },
      pieces: { kangaroo: P({ 1: [1, 0, 0] }) },
    });
    const st = run(s, { type: "take", area: "kangaroo" }).state;
    expect(st.ancestor.holder).toBe(RED);
    expect(st.phase).toEqual({ kind: "move", seat: RED, figure: "ancestor" });
    expect(legal(st).map((m) => (m as { area: string }).area)).toEqual([
      "kangaroo",
      "escarpment",
      "billabong",
      "foot",
      "paperbark",
      "crossing",
    ]);
    expect(refusal(st, { type: "move", area: "stone" })).toEqual({ code: "not_neighbour", rule: "§6.2" });
    expect(refusal(st, { type: "move", area: "hand" })).toEqual({ code: "not_neighbour", rule: "§6.2" });
    const { state, events } = run(st, { type: "move", area: "kangaroo" });
    expect(events).toContainEqual({ type: "ceremony", area: "kangaroo", kind: "ancestor", participants: [BLUE] });
    expect(events).toContainEqual(expect.objectContaining({ type: "majority", shape: "disc", seat: BLUE, points: 3 }));
    expect(state.ancestor.area).toBe(areaIndex("kangaroo"));
    expect(state.scores).toEqual([0, 3, 0, 0]);
  });

  it("§7.1, §7.2, §7.3 the elder moves one or two areas, never back where it was", () => {
    const s = table({ up: upAll({ hand: "elder" }), elder: { area: "kangaroo", holder: YELLOW } });
    const st = run(s, { type: "take", area: "hand" }).state;
    expect(st.elder.holder).toBe(RED);
    expect(legal(st).map((m) => (m as { area: string }).area)).toEqual([
      "escarpment",
      "stone",
      "billabong",
      "hand",
      "foot",
      "paperbark",
      "crossing",
    ]);
    expect(refusal(st, { type: "move", area: "kangaroo" })).toEqual({ code: "elder_reach", rule: "§7.2" });
    expect(refusal(st, { type: "move", area: "mangrove" })).toEqual({ code: "elder_reach", rule: "§7.2" });
    const { events } = run(st, { type: "move", area: "stone" });
    expect(events).toContainEqual({ type: "ceremony", area: "stone", kind: "elder", participants: [] });
  });

  it("§7.2 elder reach is distance one or two on the board graph", () => {
    ELDER_REACH.forEach((reach, a) => {
      expect(reach).not.toContain(a);
      for (const b of NEIGHBOURS[a]!) expect(reach).toContain(b);
    });
  });

  it("§8.1 both figures come to the card's area, whatever the distance, for the richest ceremony", () => {
    const s = table({
      up: upAll({ mangrove: "both" }),
      ancestor: { area: "kangaroo", holder: BLUE },
      elder: { area: "billabong", holder: GREEN },
      pieces: { mangrove: P({ 0: [0, 0, 1], 3: [2, 0, 0] }) },
      time: 5,
    });
    const { state, events } = run(s, { type: "take", area: "mangrove" });
    expect(state.ancestor).toEqual({ area: areaIndex("mangrove"), holder: RED });
    expect(state.elder).toEqual({ area: areaIndex("mangrove"), holder: RED });
    expect(events).toContainEqual({ type: "ceremony", area: "mangrove", kind: "both", participants: [RED, YELLOW] });
    // section II: ancestor-and-elder pays 8 per shape
    expect(state.scores).toEqual([8, 0, 0, 8]);
  });

  it("§8.2 an ancestor brought onto the elder's area still makes an ancestor ceremony", () => {
    const s = table({
      up: upAll({ kangaroo: "ancestor" }),
      ancestor: { area: "hand", holder: RED },
      elder: { area: "foot", holder: BLUE },
      pieces: { foot: P({ 0: [1, 0, 0] }) },
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" }, { type: "move", area: "foot" });
    expect(events).toContainEqual(expect.objectContaining({ type: "ceremony", kind: "ancestor" }));
    expect(state.scores[RED]).toBe(CEREMONY_POINTS[0]!.ancestor);
  });
});

describe("§9 four cards, §11 drawing", () => {
  it("§9.1 four ritual cards", () => {
    const { state } = run(table({ up: upAll({ kangaroo: "four" }), deck: ["disc", "double", "cube", "cylinder", "disc"] }), {
      type: "take",
      area: "kangaroo",
    });
    expect(state.hands[RED]).toEqual(["disc", "cube", "cylinder", "double"]);
    expect(state.deck).toEqual(["disc"]);
  });

  it("§11.1 an empty deck is rebuilt from the discards; §18.6 with nothing left nothing is drawn", () => {
    const { state, events } = run(table({ up: upAll({ kangaroo: "four" }), deck: ["cube"], discard: ["disc", "disc"] }), {
      type: "take",
      area: "kangaroo",
    });
    expect(types(events)).toContain("reshuffle");
    expect(state.hands[RED]).toEqual(["disc", "disc", "cube"]);
    expect(events.filter((e) => e.type === "noCard")).toHaveLength(1);
    expect(state.discard).toEqual([]);
  });
});

describe("§10 scorpions", () => {
  // Rulebook, four-cards card: "S'il pioche un ou plusieurs Scorpions, il en subit les conséquences." — no replacement.
  it("§9.1 Ruling 5: a scorpion among the four cards: §10.2 time moves, §10.4 set aside, §10.5 sting — and it is not replaced", () => {
    const s = table({
      up: upAll({ kangaroo: "four" }),
      deck: ["disc", "disc", "disc", "disc", "cube", "scorpion"],
      scores: [10, 10, 5, 0],
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(events).toContainEqual({ type: "scorpion", seat: RED, from: "ritual", time: 2 });
    // §18.3 one player on the same score is not behind: two are
    expect(events).toContainEqual({ type: "sting", seat: RED, points: -2 });
    expect(state.scores).toEqual([8, 10, 5, 0]);
    expect(state.time).toBe(2);
    expect(state.aside).toBe(1);
    expect(state.hands[RED]).toEqual(["disc", "disc", "cube"]);
    expect(state.deck).toEqual(["disc", "disc"]);
    expect(ritualCensus(state)).toBe(6);
  });

  it("§9.1 Ruling 5: two scorpions among the four cards both take effect; the player keeps two cards", () => {
    const s = table({ up: upAll({ kangaroo: "four" }), deck: ["disc", "cube", "scorpion", "disc", "scorpion"], discard: ["cylinder"] });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(events.filter((e) => e.type === "scorpion")).toHaveLength(2);
    expect(state.time).toBe(3);
    // the second scorpion reshuffled deck, discards and both scorpions (§10.4); two draws came after it
    expect(events).toContainEqual({ type: "reshuffle", cards: 5 });
    expect(events.filter((e) => e.type === "draw")).toHaveLength(3 - events.filter((e) => e.type === "scorpion").length + 1);
  });

  it("§4.2 Ruling 5: a scorpion drawn for a tschurunga card's draw is not replaced either", () => {
    const s = table({ up: upAll({ kangaroo: "disc" }), deck: ["cube", "cube", "scorpion"] });
    const { state, events } = run(s, { type: "take", area: "kangaroo" }, { type: "option", option: "draw" });
    expect(types(events)).toContain("scorpion");
    expect(state.hands[RED]).toEqual(["cube"]);
  });

  // Rulebook, elder's privilege: "S'il pioche un Scorpion, il en subit les conséquences et pioche une autre carte pour le remplacer."
  it("§3.3 §10.6 the elder's privilege alone replaces a scorpion", () => {
    const s = table({
      up: upAll({ kangaroo: "cube" }),
      deck: ["disc", "cube", "scorpion"],
      current: YELLOW,
      taken: 3,
      elder: { area: "foot", holder: GREEN },
    });
    const { state, events } = takeTwoCubes(s, "hand");
    expect(events).toContainEqual({ type: "privilege", seat: GREEN });
    expect(events).toContainEqual({ type: "scorpion", seat: GREEN, from: "ritual", time: 2 });
    expect(state.hands[GREEN]).toEqual(["cube"]);
  });

  it("rules version 1 (§18.5 then): every draw replaced its scorpions", () => {
    const s = table({
      rules: 1,
      up: upAll({ kangaroo: "four" }),
      deck: ["disc", "disc", "disc", "disc", "cube", "scorpion"],
      scores: [10, 10, 5, 0],
    });
    const { state } = run(s, { type: "take", area: "kangaroo" });
    expect(state.time).toBe(2);
    expect(state.hands[RED]).toEqual(["disc", "disc", "disc", "cube"]);
  });

  it("§10.4 the second ritual scorpion reshuffles deck, discards and both scorpions (version 1: then replaced)", () => {
    const s = table({
      rules: 1,
      up: upAll({ kangaroo: "four" }),
      deck: ["disc", "disc", "disc", "disc", "scorpion"],
      discard: ["cube", "cube"],
      aside: 1,
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(events).toContainEqual({ type: "reshuffle", cards: 8 });
    expect(state.aside).toBe(0);
    expect(state.discard).toEqual([]);
    expect(state.hands[RED]).toHaveLength(4);
    expect([...state.deck, ...state.hands[RED]!].sort()).toEqual(["cube", "cube", "disc", "disc", "disc", "disc", "scorpion", "scorpion"]);
  });

  it("§10.3 an area scorpion turned up at the refill stays with the start player and is replaced", () => {
    const s = table({
      up: { kangaroo: "four" },
      piles: { escarpment: ["cylinder", "scorpion"] },
      current: YELLOW,
      taken: 3,
      scores: [0, 4, 2, 1],
      ancestor: { area: "hand", holder: BLUE },
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(state.start).toBe(BLUE);
    expect(events).toContainEqual({ type: "scorpion", seat: BLUE, from: "area", area: "escarpment", time: 2 });
    expect(events).toContainEqual({ type: "sting", seat: BLUE, points: -3 });
    expect(state.collected[BLUE]).toEqual(["scorpion"]);
    expect(state.areas[areaIndex("escarpment")]!.up).toBe("cylinder");
  });

  it("§15.1 the scorpion on X ends the game once the round is played out; §18.14 it goes no further", () => {
    const s = table({ up: upAll({ kangaroo: "four" }), deck: new Array(8).fill("disc").concat(["scorpion"]), time: 11, aside: 1 });
    const first = run(s, { type: "take", area: "kangaroo" });
    expect(first.events).toContainEqual({ type: "ending", reason: "time" });
    expect(first.state.time).toBe(12);
    expect(first.state.phase).toEqual({ kind: "take", seat: BLUE });
    const rest = run(
      first.state,
      { type: "take", area: "stone" },
      { type: "option", option: "draw" },
      { type: "take", area: "foot" },
      { type: "option", option: "draw" },
      { type: "take", area: "hand" },
      { type: "option", option: "draw" },
    );
    expect(rest.state.phase.kind).toBe("over");
    expect(rest.state.time).toBe(12);
    expect(wongar.outcome(rest.state)!.reason).toMatch(/scorpion/);
  });

  it("§16.4 in the advanced game scorpions only mark time", () => {
    const s = table({
      advanced: true,
      up: { kangaroo: "four" },
      deck: [],
      scores: [10, 0, 0, 0],
      piles: { escarpment: ["disc", "scorpion"] },
      current: YELLOW,
      taken: 3,
      ancestor: { area: "hand", holder: RED },
    });
    const { state, events } = run(s, { type: "take", area: "kangaroo" });
    expect(types(events)).toContain("scorpion");
    expect(types(events)).not.toContain("sting");
    expect(state.time).toBe(2);
  });
});

describe("§12 ceremonies", () => {
  // RED takes an elder card on Kangaroo and brings the elder (from Foot) to Hand; GREEN holds the ancestor
  const setupCeremony = (hands: ("disc" | "cube" | "cylinder" | "double")[][], pieces = P({ 1: [1, 0, 0], 2: [1, 1, 0], 3: [1, 0, 0] })) =>
    run(
      table({ up: upAll({ kangaroo: "elder" }), ancestor: { area: "kangaroo", holder: GREEN }, hands, pieces: { hand: pieces } }),
      { type: "take", area: "kangaroo" },
      { type: "move", area: "hand" },
    );

  it("§12.2 players with a piece there take part, from the ancestor's holder clockwise", () => {
    const { state, events } = setupCeremony([["disc"], ["disc"], ["disc"], ["disc"]]);
    expect(events).toContainEqual({ type: "ceremony", area: "hand", kind: "elder", participants: [BLUE, GREEN, YELLOW] });
    expect(state.phase).toMatchObject({ kind: "ceremony", seat: GREEN });
    expect(refusal(state, { type: "pass" }, RED)).toEqual({ code: "not_your_turn", rule: "§12.2" });
    const after = run(state, { type: "pass" }, { type: "pass" }).state;
    expect(after.phase).toMatchObject({ kind: "ceremony", seat: BLUE });
  });

  it("§12.3 a player who passed plays no more; §12.5 the last one plays on alone, then it scores", () => {
    const { state } = setupCeremony([[], ["disc", "disc"], ["cube"], []]);
    // GREEN first; YELLOW's hand is empty so it passes at once (§18.7)
    const a = run(state, { type: "pass" }).state;
    expect(a.phase).toMatchObject({ kind: "ceremony", seat: BLUE, ceremony: { open: [BLUE] } });
    const b = run(a, { type: "rite", card: "disc", shape: "disc", action: "remove", target: GREEN }).state;
    expect(b.phase).toMatchObject({ kind: "ceremony", seat: BLUE }); // §12.5 alone, again
    expect(at(b, "hand")[GREEN]).toEqual([0, 1, 0]);
    const c = run(b, { type: "rite", card: "disc", shape: "disc", action: "out", target: "kangaroo" });
    // BLUE moved its last piece out and drops out: the ceremony scores (elder, section I: 2), passed players too
    expect(c.events).toContainEqual({ type: "excluded", seat: BLUE });
    expect(c.state.phase).toEqual({ kind: "take", seat: BLUE });
    expect(c.state.scores).toEqual([0, 0, 2, 2]);
  });

  it("§12.4 a participant who loses their last piece there drops out", () => {
    const { state } = setupCeremony([[], ["cube"], ["disc"], ["cube"]]);
    const { state: after, events } = run(state, { type: "rite", card: "disc", shape: "disc", action: "remove", target: YELLOW });
    expect(events).toContainEqual({ type: "excluded", seat: YELLOW });
    expect(after.phase).toMatchObject({ kind: "ceremony", seat: BLUE, ceremony: { open: [BLUE, GREEN] } });
    expect(at(after, "hand")[YELLOW]).toEqual([0, 0, 0]);
    expect(after.supply[YELLOW]![0]).toBe(18);
  });

  it("§18.7 a player whose cards are of no use must still pass by hand; an empty hand passes at once", () => {
    const { state, events } = setupCeremony([[], [], ["cylinder"], []]);
    expect(events.filter((e) => e.type === "forced")).toHaveLength(0);
    expect(legal(state)).toEqual([{ type: "pass" }]);
    const done = run(state, { type: "pass" });
    expect(done.events.filter((e) => e.type === "forced")).toHaveLength(2);
    expect(done.state.phase.kind).toBe("take");
  });

  it("§11 a ceremony where nobody has a piece scores nothing", () => {
    const { state } = setupCeremony([[], [], [], []], P({}));
    expect(state.scores).toEqual([0, 0, 0, 0]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });
});

describe("§13 ritual cards", () => {
  // A ceremony on Hand with the ancestor's holder RED to play first
  const ceremony = (hand: ("disc" | "cube" | "cylinder" | "double")[], pieces: Record<string, number[][]>, advanced = false): WongarState =>
    table({
      advanced,
      pieces,
      hands: [hand, ["cube"], ["cube"], ["cube"]],
      up: upAll(),
      phase: {
        kind: "ceremony",
        seat: RED,
        ceremony: {
          area: areaIndex("hand"),
          kind: "ancestor",
          open: [RED, BLUE, GREEN, YELLOW].filter((s) => (pieces.hand?.[s] ?? []).some((n) => n > 0)),
        },
      },
    });

  it("§13.1 remove an opponent's piece, move one out, move one in; the card is discarded", () => {
    const pieces = { hand: P({ 0: [2, 0, 0], 1: [1, 1, 0] }), billabong: P({ 0: [0, 0, 1] }) };
    const s = ceremony(["disc", "cylinder"], pieces);
    expect(legal(s)).toEqual([
      { type: "rite", card: "disc", shape: "disc", action: "remove", target: BLUE },
      ...["kangaroo", "escarpment", "billabong", "foot", "paperbark", "crossing"].map((target) => ({
        type: "rite",
        card: "disc",
        shape: "disc",
        action: "out",
        target,
      })),
      { type: "rite", card: "cylinder", shape: "cylinder", action: "in", target: "billabong" },
      { type: "pass" },
    ]);
    const removed = run(s, { type: "rite", card: "disc", shape: "disc", action: "remove", target: BLUE }).state;
    expect(at(removed, "hand")[BLUE]).toEqual([0, 1, 0]);
    expect(removed.supply[BLUE]![0]).toBe(18);
    expect(removed.discard).toEqual(["disc"]);
    expect(removed.hands[RED]).toEqual(["cylinder"]);
    const out = run(s, { type: "rite", card: "disc", shape: "disc", action: "out", target: "foot" }).state;
    expect(at(out, "hand")[RED]).toEqual([1, 0, 0]);
    expect(at(out, "foot")[RED]).toEqual([1, 0, 0]);
    const moved = run(s, { type: "rite", card: "cylinder", shape: "cylinder", action: "in", target: "billabong" }).state;
    expect(at(moved, "hand")[RED]).toEqual([2, 0, 1]);
    expect(at(moved, "billabong")[RED]).toEqual([0, 0, 0]);
  });

  it("§13.1 refusals name the rule", () => {
    const s = ceremony(["disc"], { hand: P({ 0: [1, 0, 0], 1: [0, 1, 0] }) });
    expect(refusal(s, { type: "rite", card: "cube", shape: "cube", action: "remove", target: BLUE })).toEqual({
      code: "not_in_hand",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "cube", action: "remove", target: BLUE })).toEqual({
      code: "wrong_shape",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "disc", action: "remove", target: RED })).toEqual({
      code: "own_piece",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "disc", action: "remove", target: BLUE })).toEqual({
      code: "no_piece",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "disc", action: "out", target: "mangrove" })).toEqual({
      code: "not_neighbour",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "disc", action: "in", target: "foot" })).toEqual({
      code: "no_piece",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "rite", card: "disc", shape: "disc", action: "out", target: 2 })).toEqual({
      code: "bad_target",
      rule: "§13.1",
    });
    expect(refusal(s, { type: "second", target: "foot" })).toEqual({ code: "wrong_step", rule: "§3" });
  });

  it("§13.2 a double removes two pieces of one opponent or one each of two", () => {
    const s = ceremony(["double"], { hand: P({ 0: [1, 0, 0], 1: [0, 2, 0], 2: [0, 1, 0] }) });
    const first = run(s, { type: "rite", card: "double", shape: "cube", action: "remove", target: BLUE }).state;
    expect(first.phase).toMatchObject({ kind: "double", seat: RED, shape: 1, action: "remove" });
    expect(legal(first)).toEqual([
      { type: "second", target: BLUE },
      { type: "second", target: GREEN },
    ]);
    const two = run(first, { type: "second", target: GREEN }).state;
    expect(at(two, "hand")[BLUE]).toEqual([0, 1, 0]);
    expect(at(two, "hand")[GREEN]).toEqual([0, 0, 0]);
    expect(two.discard).toEqual(["double"]);
  });

  it("§13.2 a double moves two out to one or two areas; with one piece only it acts on that one (§18.2)", () => {
    const s = ceremony(["double"], { hand: P({ 0: [0, 0, 2], 1: [1, 0, 0] }) });
    const done = run(
      s,
      { type: "rite", card: "double", shape: "cylinder", action: "out", target: "foot" },
      { type: "second", target: "kangaroo" },
    ).state;
    expect(at(done, "foot")[RED]).toEqual([0, 0, 1]);
    expect(at(done, "kangaroo")[RED]).toEqual([0, 0, 1]);
    // RED moved out its last piece: out of the ceremony, BLUE goes on
    expect(done.phase).toMatchObject({ kind: "ceremony", seat: BLUE, ceremony: { open: [BLUE] } });
    const one = ceremony(["double"], { hand: P({ 0: [1, 0, 0], 1: [1, 0, 0] }) });
    const after = run(one, { type: "rite", card: "double", shape: "disc", action: "remove", target: BLUE }).state;
    expect(after.phase.kind).not.toBe("double");
  });

  // Rulebook: a double acts on "deux pions identiques"; "Si le joueur n'a qu'un seul pion du type souhaité dans une case,
  // il peut ne déplacer que celui-ci": only when a single piece can be acted on does it act on one (§13.3).
  it("§13.3 a double acts on two pieces whenever two can be acted on: the second cannot be declined", () => {
    const s = ceremony(["double"], { hand: P({ 0: [1, 0, 0], 1: [0, 2, 0], 2: [0, 1, 0] }) });
    const first = run(s, { type: "rite", card: "double", shape: "cube", action: "remove", target: BLUE }).state;
    expect(first.phase).toMatchObject({ kind: "double", seat: RED });
    expect(legal(first)).toEqual([
      { type: "second", target: BLUE },
      { type: "second", target: GREEN },
    ]);
    expect(refusal(first, { type: "pass" })).toMatchObject({ code: "wrong_step" });
  });

  it("§13.2 a double brings two in from one or two neighbouring areas", () => {
    const s = ceremony(["double"], { hand: P({ 0: [1, 0, 0] }), foot: P({ 0: [1, 0, 0] }), paperbark: P({ 0: [3, 0, 0] }) });
    const { state, events } = run(s, { type: "rite", card: "double", shape: "disc", action: "in", target: "foot" });
    // a single choice the whole table can see: the second piece comes in at once, from the other area
    expect(events).toContainEqual({ type: "forced", seat: RED, move: { type: "second", target: "paperbark" } });
    expect(at(state, "hand")[RED]).toEqual([3, 0, 0]);
    expect(at(state, "paperbark")[RED]).toEqual([2, 0, 0]);
    const both = run(s, { type: "rite", card: "double", shape: "disc", action: "in", target: "paperbark" }).state;
    expect(legal(both)).toEqual([
      { type: "second", target: "foot" },
      { type: "second", target: "paperbark" },
    ]);
  });

  it("§16.2 in the advanced game a played double leaves the game", () => {
    const s = ceremony(["double"], { hand: P({ 0: [1, 0, 0], 1: [0, 1, 0] }) }, true);
    const done = run(s, { type: "rite", card: "double", shape: "cube", action: "remove", target: BLUE }).state;
    expect(done.discard).toEqual([]);
    expect(done.spent).toBe(1);
  });
});

describe("§14 ceremony scoring", () => {
  const scoring = (pieces: number[][], ancestorHolder: number, time = 1, kind: "ancestor" | "elder" | "both" = "elder") => {
    const s = table({
      pieces: { hand: pieces },
      up: upAll(),
      ancestor: { area: "kangaroo", holder: ancestorHolder },
      time,
      phase: { kind: "ceremony", seat: 0, ceremony: { area: areaIndex("hand"), kind, open: [0] } },
      hands: [["cylinder"], [], [], []],
    });
    return run(s, { type: "pass" });
  };

  it("§14.1 each shape's majority scores; §14.2 by section and kind", () => {
    const { state, events } = scoring(P({ 0: [3, 0, 1], 1: [1, 2, 0] }), RED, 9, "ancestor");
    expect(events.filter((e) => e.type === "majority")).toEqual([
      { type: "majority", area: "hand", shape: "disc", seat: RED, count: 3, tie: false, points: 7 },
      { type: "majority", area: "hand", shape: "cube", seat: BLUE, count: 2, tie: false, points: 7 },
      { type: "majority", area: "hand", shape: "cylinder", seat: RED, count: 1, tie: false, points: 7 },
    ]);
    expect(state.scores).toEqual([14, 7, 0, 0]);
  });

  it.each([
    [YELLOW, [BLUE, GREEN], BLUE],
    [YELLOW, [RED, GREEN], RED],
    [GREEN, [BLUE, GREEN], GREEN],
    [BLUE, [RED, YELLOW], YELLOW],
  ])("§14.3 ancestor held by %i, tie between %j: %i scores", (holder, tied, winner) => {
    const pieces = P(Object.fromEntries(tied.map((s) => [s, [0, 2, 0]])));
    pieces[RED]![2] = 1; // RED stays in the ceremony
    const { events } = scoring(pieces, holder);
    expect(events.find((e) => e.type === "majority" && e.shape === "cube")).toMatchObject({ seat: winner, tie: true, points: 2 });
  });

  it("§14.2 the points table rises with time", () => {
    for (const [time, section] of [
      [1, 0],
      [4, 0],
      [5, 1],
      [8, 1],
      [9, 2],
      [12, 2],
    ] as const) {
      const { state } = scoring(P({ 0: [1, 0, 0] }), RED, time, "both");
      expect(state.scores[RED]).toBe(CEREMONY_POINTS[section]!.both);
    }
  });
});

describe("§15 the end", () => {
  it("§15.1 taking an area's last card ends the game after the round; §15.2 the card majorities score 8 each, ties alike", () => {
    const s = table({
      up: upAll({ kangaroo: "four" }),
      piles: { kangaroo: [] },
      current: GREEN,
      taken: 2,
      collected: [
        ["disc", "disc", "cube"],
        ["disc", "disc"],
        ["cylinder", "scorpion"],
        ["scorpion", "scorpion"],
      ],
      scores: [10, 12, 0, 3],
      ancestor: { area: "hand", holder: YELLOW },
    });
    const first = run(s, { type: "take", area: "kangaroo" });
    expect(first.events).toContainEqual({ type: "ending", reason: "pile" });
    expect(first.state.phase).toEqual({ kind: "take", seat: YELLOW });
    const { state, events } = run(first.state, { type: "take", area: "stone" }, { type: "option", option: "draw" });
    expect(state.phase.kind).toBe("over");
    expect(events.filter((e) => e.type === "bonus").map((e) => [e.seat, e.shape])).toEqual([
      [RED, "disc"],
      [BLUE, "disc"],
      [RED, "cube"],
      [YELLOW, "cube"],
      [GREEN, "cylinder"],
    ]);
    expect(state.scores).toEqual([26, 20, 8, 11]);
    const out = wongar.outcome(state)!;
    expect(out.ranking).toEqual([[RED], [BLUE], [YELLOW], [GREEN]]);
    expect(out.reason).toMatch(/last card/);
    expect(wongar.activeSeats(state)).toEqual([]);
    expect(wongar.legalMoves(state, RED)).toEqual([]);
    expect(refusal(state, { type: "pass" }, RED)).toEqual({ code: "game_over", rule: "§15" });
  });

  it("§15.3 equal scores share a place", () => {
    const s = table({ up: { kangaroo: "four" }, piles: { kangaroo: [] }, current: YELLOW, taken: 3, scores: [5, 9, 5, 9] });
    const { state } = run(s, { type: "take", area: "kangaroo" });
    expect(wongar.outcome(state)!.ranking).toEqual([
      [BLUE, YELLOW],
      [RED, GREEN],
    ]);
  });
});

describe("§16 advanced rules", () => {
  it("§16.1, §16.2, §16.3 setup: shorter piles, figure cards, a double each, pieces placed by hand", () => {
    const s = wongar.setup("adv", 3, ADVANCED);
    expect(s.areas.every((a) => a.pile.length === 12 && a.up !== null)).toBe(true);
    expect(s.figureCards).toEqual([
      { ancestor: true, elder: true },
      { ancestor: true, elder: true },
      { ancestor: true, elder: true },
    ]);
    expect(s.hands.every((h) => h.length === 3 && h.includes("double"))).toBe(true);
    expect(s.deck).not.toContain("scorpion");
    expect(s.deck).not.toContain("double");
    expect(ritualCensus(s)).toBe(43);
    expect(areaCardCensus(s)).toBe(130);
    expect(s.phase).toEqual({ kind: "seed", seat: s.start });
    expect(legal(s)).toHaveLength(30);
    let st = s;
    for (let i = 0; i < 36; i++) st = run(st, legal(st)[i % 3]!).state;
    expect(st.seeding).toBeNull();
    expect(st.supply.every((p) => p.join() === "14,11,8")).toBe(true);
    // the elder's privilege is a choice from the deck (§3.3, §16.5; version 2 drew from the top)
    expect(st.phase).toMatchObject({ kind: "choose", seat: st.elder.holder, take: 1, then: "turns" });
    const v2 = wongar.setup("adv", 3, ADVANCED, 2);
    let top = v2;
    for (let i = 0; i < 36; i++) top = run(top, legal(top)[i % 3]!).state;
    expect(top.phase).toEqual({ kind: "take", seat: top.start });
    expect(top.hands[top.elder.holder]).toHaveLength(4);
    const v1 = wongar.setup("adv", 3, ADVANCED, 1);
    let old = v1;
    for (let i = 0; i < 36; i++) old = run(old, legal(old)[i % 3]!).state;
    expect(old.phase).toMatchObject({ kind: "pick", seat: old.elder.holder, left: 1, then: "turns" });
  });

  // Version 2 read the advanced rules as four changes and drew from the top; its matches keep doing so (§16.5, choice.test.ts).
  it("rules version 2, §16.5 the advanced game draws ritual cards from the top, like the basic game", () => {
    const s = table({ rules: 2, advanced: true, up: upAll({ kangaroo: "four" }), deck: ["cube", "disc", "cube", "cylinder", "disc"] });
    const { state } = run(s, { type: "take", area: "kangaroo" });
    expect(state.hands[RED]).toEqual(["disc", "disc", "cube", "cylinder"]);
    expect(state.deck).toEqual(["cube"]);
    expect(state.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§16.3 a player who has placed every piece of a shape cannot place more", () => {
    const s = { ...wongar.setup("adv", 3, ADVANCED) };
    s.seeding = [
      [0, 4, 4],
      [4, 4, 4],
      [4, 4, 4],
    ];
    s.phase = { kind: "seed", seat: RED };
    expect(refusal(s, { type: "seed", area: "hand", shape: "disc" })).toEqual({ code: "none_left", rule: "§16.3" });
  });

  it("rules version 1, §16.5 choosing from the deck: one move per kind, the first of its kind; §17.4 the move names a position only", () => {
    const s = table({ rules: 1, advanced: true, up: upAll({ kangaroo: "four" }), deck: ["cube", "disc", "cube", "cylinder", "disc"] });
    const st = run(s, { type: "take", area: "kangaroo" }).state;
    expect(st.phase).toMatchObject({ kind: "pick", seat: RED, left: 4 });
    const moves = legal(st);
    expect(moves).toHaveLength(3);
    const kinds = moves.map((m) => st.deck[(m as { index: number }).index]);
    expect([...kinds].sort()).toEqual(["cube", "cylinder", "disc"]);
    const later = st.deck.findIndex((c, i) => st.deck.indexOf(c) !== i);
    expect(refusal(st, { type: "pick", index: later })).toEqual({ code: "first_of_kind", rule: "§16.5" });
    expect(refusal(st, { type: "pick", index: 9 })).toEqual({ code: "no_such_card", rule: "§16.5" });
    let after = st;
    for (let i = 0; i < 4; i++) {
      const wanted = after.deck.indexOf("cube") >= 0 ? "cube" : after.deck[0]!;
      after = run(after, { type: "pick", index: after.deck.indexOf(wanted) }).state;
    }
    expect(after.hands[RED]).toEqual(["disc", "cube", "cube", "cylinder"]);
    expect(after.phase).toEqual({ kind: "take", seat: BLUE });
  });

  it("§16.1 a figure card is played instead of taking a card, and leaves the game", () => {
    const s = table({
      advanced: true,
      up: upAll(),
      figureCards: [
        { ancestor: true, elder: false },
        { ancestor: true, elder: true },
        { ancestor: false, elder: false },
        { ancestor: false, elder: false },
      ],
      ancestor: { area: "hand", holder: GREEN },
    });
    expect(legal(s).filter((m) => m.type === "figure")).toEqual([{ type: "figure", card: "ancestor" }]);
    expect(refusal(s, { type: "figure", card: "elder" })).toEqual({ code: "no_figure_card", rule: "§16.1" });
    const st = run(s, { type: "figure", card: "ancestor" }).state;
    expect(st.ancestor.holder).toBe(RED);
    expect(st.figureCards[RED]).toEqual({ ancestor: false, elder: false });
    expect(st.collected[RED]).toEqual([]);
    expect(st.phase).toEqual({ kind: "move", seat: RED, figure: "ancestor" });
  });
});

describe("§17 hidden information", () => {
  const s = table({
    seats: 5,
    hands: [["disc"], ["cube", "double"], [], [], ["cylinder"]],
    collected: [["disc"], ["elder"], [], [], []],
    up: upAll(),
  });

  it("§17.2 a seat sees its own hand and cards only; a spectator none; omniscient all but the generator", () => {
    const mine = wongar.view(s, { seat: BLUE });
    expect(mine.hands).toEqual([null, ["cube", "double"], null, null, null]);
    expect(mine.collected).toEqual([null, ["elder"], null, null, null]);
    expect(mine.handSizes).toEqual([1, 2, 0, 0, 1]);
    expect(mine.piles).toBeNull();
    expect(mine.deckOrder).toBeNull();
    const spectator = wongar.view(s, { spectator: true });
    expect(spectator.hands.every((h) => h === null)).toBe(true);
    expect(spectator.collected.every((h) => h === null)).toBe(true);
    const all = wongar.view(s, { omniscient: true });
    expect(all.hands[WHITE]).toEqual(["cylinder"]);
    expect(all.piles![0]).toEqual(["disc", "disc", "disc"]);
    for (const v of [mine, spectator, all]) expect(JSON.stringify(v)).not.toMatch(/rng|table/);
  });

  it("§17.3 a drawn card is named to its drawer only", () => {
    const e = { type: "draw", seat: BLUE, card: "double" };
    expect(wongar.viewEvent(e, { seat: BLUE })).toEqual(e);
    expect(wongar.viewEvent(e, { seat: RED })).toEqual({ type: "draw", seat: BLUE });
    expect(wongar.viewEvent(e, { spectator: true })).toEqual({ type: "draw", seat: BLUE });
    expect(wongar.viewEvent(e, { omniscient: true })).toEqual(e);
    expect(wongar.viewEvent({ type: "take", seat: 1, area: "hand", card: "disc" }, { spectator: true })).toMatchObject({ card: "disc" });
  });
});

describe("input at the edge", () => {
  it.each([
    [null],
    [[]],
    [{ type: "fly" }],
    [{ type: "take" }],
    [{ type: "take", area: 3 }],
    [{ type: "seed", area: "hand", shape: "sphere" }],
    [{ type: "option", option: "three" }],
    [{ type: "pick", index: -1 }],
    [{ type: "pick", index: 1.5 }],
    [{ type: "rite", card: "ancestor", shape: "disc", action: "in", target: "hand" }],
    [{ type: "rite", card: "disc", shape: "disc", action: "steal", target: 1 }],
    [{ type: "rite", card: "disc", shape: "disc", action: "remove", target: 7 }],
    [{ type: "figure", card: "disc" }],
    [{ type: "second", target: null }],
  ])("parseMove refuses %j", (raw) => {
    expect(wongar.parseMove(raw)).toMatchObject({ ok: false, error: { code: "bad_move" } });
  });

  it("parseMove keeps only the fields of the move", () => {
    expect(wongar.parseMove({ type: "take", area: "hand", extra: 1 })).toEqual({ ok: true, value: { type: "take", area: "hand" } });
    expect(wongar.parseMove({ type: "pass", card: "disc" })).toEqual({ ok: true, value: { type: "pass" } });
  });

  it("parseOptions: defaults, the advanced switch, nothing else", () => {
    expect(wongar.parseOptions(undefined, 4)).toEqual({ ok: true, value: BASIC });
    expect(wongar.parseOptions({ advanced: true }, 4)).toEqual({ ok: true, value: ADVANCED });
    expect(wongar.parseOptions({ advanced: "yes" }, 4)).toMatchObject({ ok: false, error: { code: "bad_options" } });
    expect(wongar.parseOptions({ twoColours: true }, 4)).toMatchObject({ ok: false, error: { code: "bad_options" } });
    expect(wongar.parseOptions([], 4)).toMatchObject({ ok: false });
  });
});
