import { describe, expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { BLUE, GREEN, ORANGE, PURPLE, RED, YELLOW, census, drawnAt, refusal, run, table } from "./table.js";

const TONGA = { q: 0, r: 0 };
const legal = (s: Parameters<typeof tongiaki.legalMoves>[0]) => tongiaki.legalMoves(s, s.current % s.seats);

describe("§2 setup", () => {
  it("players put two boats each on Tonga in turn order, then seat 0 starts", () => {
    let s = tongiaki.setup("x", 3, { twoColours: false, freeTiles: false });
    expect(s.phase.kind).toBe("setup");
    expect(s.pile).toHaveLength(31);
    const seats: number[] = [];
    for (let i = 0; i < 6; i++) {
      seats.push(s.current);
      s = run(s, { type: "setup", beach: i }).state;
    }
    expect(seats).toEqual([0, 1, 2, 0, 1, 2]);
    expect(s.phase.kind).toBe("turn");
    expect(s.current).toBe(0);
    expect(s.reserve).toEqual([13, 13, 13]);
  });

  it("§2.2 every beach of Tonga keeps a free slot", () => {
    let s = tongiaki.setup("x", 3, { twoColours: false, freeTiles: false });
    s = run(s, { type: "setup", beach: 2 }, { type: "setup", beach: 2 }).state;
    expect(refusal(s, { type: "setup", beach: 2 })).toEqual({ code: "beach_must_keep_free_slot", rule: "§2.2" });
    expect(legal(s).map((m) => (m as { beach: number }).beach)).toEqual([0, 1, 3, 4, 5]);
  });

  it("six players fill every beach to two", () => {
    let s = tongiaki.setup("x", 6, { twoColours: false, freeTiles: false });
    for (let i = 0; i < 12; i++) s = run(s, legal(s)[0]!).state;
    expect(s.islands.tonga!.beaches.map((b) => b.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(s.phase.kind).toBe("turn");
  });
});

describe("§4 adding boats", () => {
  const base = () =>
    table({
      tiles: [drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[BLUE], [BLUE, RED], [], [], [], [GREEN]], samoa: [[BLUE], [], []] },
    });

  it("§4.1 adds as many boats as the player has there, one per chosen beach", () => {
    const { state, events } = run(base(), { type: "add", island: "tonga" });
    expect(events[0]).toMatchObject({ type: "add", island: "tonga", count: 2 });
    expect(state.phase).toMatchObject({ kind: "add", left: 2 });
    const after = run(state, { type: "addBoat", beach: 3 }, { type: "addBoat", beach: 4 }).state;
    expect(after.islands.tonga!.beaches[3]).toEqual([BLUE]);
    expect(after.islands.tonga!.beaches[4]).toEqual([BLUE]);
    expect(after.reserve[BLUE]).toBe(15 - 3 - 2);
    expect(after.current).toBe(RED);
  });

  it("§4.2 at most one new boat per beach", () => {
    const s = run(base(), { type: "add", island: "tonga" }, { type: "addBoat", beach: 3 }).state;
    expect(refusal(s, { type: "addBoat", beach: 3 })).toEqual({ code: "one_per_beach", rule: "§4.2" });
  });

  it("§4.2 the number is capped by the beaches with a free slot (and placed at once when forced)", () => {
    const s = table({
      tiles: [drawnAt("tubuai", TONGA, 3)],
      boats: { tubuai: [[BLUE, BLUE], [BLUE]] },
    });
    const { state, events } = run(s, { type: "add", island: "tubuai" });
    expect(events[0]).toMatchObject({ type: "add", count: 2 });
    // both beaches get one: the first beach fills (3 slots) and must depart
    expect(state.islands.tubuai!.beaches).toEqual([
      [BLUE, BLUE, BLUE],
      [BLUE, BLUE],
    ]);
  });

  it("§4.4 too few boats: only what the reserve holds", () => {
    const s = table({ boats: { tonga: [[BLUE], [BLUE], [BLUE], [], [], []] }, reserve: [1, 15, 15, 15] });
    const { events, state } = run(s, { type: "add", island: "tonga" });
    expect(events[0]).toMatchObject({ count: 1 });
    expect(state.phase).toMatchObject({ kind: "add", left: 1 });
  });

  it("§4.5 with an empty reserve, one boat comes from another island (rules version 2; version 3: ruling-7.test.ts)", () => {
    const s = table({
      rules: 2,
      tiles: [drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[BLUE, BLUE], [BLUE], []] },
      reserve: [0, 15, 15, 15],
    });
    const st = run(s, { type: "add", island: "tonga" }).state;
    expect(st.phase).toMatchObject({ kind: "add", left: 1, take: true });
    expect(refusal(st, { type: "addBoat", beach: 2 })).toEqual({ code: "take_first", rule: "§4.5" });
    expect(refusal(st, { type: "take", island: "tonga", beach: 0 })).toEqual({ code: "take_elsewhere", rule: "§4.5" });
    const done = run(st, { type: "take", island: "samoa", beach: 0 }, { type: "addBoat", beach: 2 }).state;
    expect(done.islands.samoa!.beaches).toEqual([[BLUE], [BLUE], []]);
    expect(done.islands.tonga!.beaches[2]).toEqual([BLUE]);
    expect(done.reserve[BLUE]).toBe(0);
  });

  it("§16.10 with an empty reserve and every boat on one island there is no addition (rules version 2)", () => {
    const s = table({ rules: 2, boats: { tonga: [[BLUE, BLUE], [BLUE], [], [], [], []] }, reserve: [0, 15, 15, 15] });
    expect(legal(s).some((m) => m.type === "add")).toBe(false);
    expect(refusal(s, { type: "add", island: "tonga" })).toEqual({ code: "no_boat_to_add", rule: "§4.5" });
  });

  it("§4.1 only on an island where the player has a boat; §4.3 never on a royal island", () => {
    const s = table({ tiles: [drawnAt("samoa", TONGA, 3)], boats: { tonga: [[BLUE], [], [], [], [], []] }, kings: { samoa: BLUE } });
    expect(refusal(s, { type: "add", island: "samoa" })).toEqual({ code: "royal_island", rule: "§4.3" });
    const t = table({ tiles: [drawnAt("samoa", TONGA, 3)], boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[RED], [], []] } });
    expect(refusal(t, { type: "add", island: "samoa" })).toEqual({ code: "no_own_boat", rule: "§4.1" });
    expect(refusal(t, { type: "add", island: "hawaii" })).toEqual({ code: "no_such_island", rule: "§1.2" });
  });
});

describe("§5, §6 departures and voyages", () => {
  // Rarotonga above Tonga, turned 0: its 4-slot beach (1) has docks on edges 3, 4, 5.
  const raro = drawnAt("rarotonga", TONGA, 3);

  it("the rulebook's example: two yellow, one orange, one green fail on a path marked 4", () => {
    const s = table({
      seats: 6,
      current: YELLOW,
      tiles: [raro],
      boats: { tonga: [[BLUE], [RED], [], [], [], []], rarotonga: [[], [YELLOW, ORANGE, GREEN]] },
      pile: ["sea-07"],
    });
    const st = run(s, { type: "add", island: "rarotonga" }, { type: "addBoat", beach: 1 }).state;
    expect(st.phase.kind).toBe("depart");
    expect(legal(st)).toEqual([
      { type: "depart", island: "rarotonga", beach: 1, dock: 3 },
      { type: "depart", island: "rarotonga", beach: 1, dock: 4 },
      { type: "depart", island: "rarotonga", beach: 1, dock: 5 },
    ]);
    const { state, events } = run(st, { type: "depart", island: "rarotonga", beach: 1, dock: 3 });
    expect(events).toContainEqual({ type: "place", tile: "sea-07", q: 0, r: -2, rotation: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: "wrecked", danger: 4, colours: 3 }));
    expect(state.islands.rarotonga!.beaches[1]).toEqual([]);
    expect(state.reserve[YELLOW]).toBe(15);
    expect(state.reserve[ORANGE]).toBe(15);
    expect(state.current).toBe(ORANGE);
  });

  it("…and pass with a purple boat instead of a yellow one, landing on the island beyond (through an edge with no dock)", () => {
    const s = table({
      seats: 6,
      current: YELLOW,
      tiles: [raro, { tile: "tubuai", q: 0, r: -3, rotation: 0 }],
      boats: { tonga: [[BLUE], [RED], [], [], [], []], rarotonga: [[YELLOW], [PURPLE, ORANGE, GREEN]] },
      pile: ["sea-07"],
    });
    const { state, events } = run(
      s,
      { type: "add", island: "rarotonga" },
      { type: "addBoat", beach: 1 },
      { type: "depart", island: "rarotonga", beach: 1, dock: 3 },
    );
    expect(events).toContainEqual({ type: "cross", q: 0, r: -2, danger: 4, colours: 4 });
    expect(events).toContainEqual({ type: "arrive", island: "tubuai" });
    expect(state.phase).toMatchObject({ kind: "land", island: "tubuai", group: [0, 0, 1, 1, 1, 1] });
    // §7.1 one boat per beach first
    const one = run(state, { type: "land", beach: 0, colour: YELLOW }).state;
    expect(refusal(one, { type: "land", beach: 0, colour: GREEN })).toEqual({ code: "one_per_beach_first", rule: "§7.1" });
    expect(refusal(one, { type: "land", beach: 1, colour: YELLOW })).toEqual({ code: "colour_not_in_group", rule: "§7.1" });
    const done = run(
      one,
      { type: "land", beach: 1, colour: GREEN },
      { type: "land", beach: 1, colour: ORANGE },
      { type: "land", beach: 0, colour: PURPLE },
    ).state;
    expect(done.islands.tubuai!.beaches).toEqual([
      [YELLOW, PURPLE],
      [GREEN, ORANGE],
    ]);
    expect(done.islands.rarotonga!.beaches).toEqual([[YELLOW], []]);
    expect(done.current).toBe(ORANGE);
  });

  it("§6.1 a drawn tile is placed across the dock, its red edge against it", () => {
    const s = table({ boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []] }, phase: { kind: "depart" }, pile: ["samoa"] });
    const { state } = run(s, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    expect(state.board).toContainEqual({ tile: "samoa", q: 0, r: 1, rotation: 3 });
    expect(state.phase).toMatchObject({ kind: "land", island: "samoa" });
    expect(state.pile).toEqual([]);
  });

  it("§5.3 a dock facing a placed tile draws nothing; §6.2 paths work both ways and are checked again", () => {
    // sea-14 below Tonga, turned 3: its path 0-5 (marked 2) joins Tonga's bottom side to the lower-left
    const sea = drawnAt("sea-14", TONGA, 0);
    const s = table({
      tiles: [sea, { tile: "hawaii", q: -1, r: 2, rotation: 0 }],
      boats: { tonga: [[BLUE, BLUE, BLUE], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["sea-01"],
    });
    const { state, events } = run(s, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    expect(events.filter((e) => e.type === "draw")).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: "wrecked", danger: 2, colours: 1 }));
    expect(state.pile).toEqual(["sea-01"]);
    // a mixed group passes the same path
    const t = table({
      ...{ tiles: [sea, { tile: "hawaii", q: -1, r: 2, rotation: 0 }] },
      boats: { tonga: [[BLUE, RED, BLUE], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["sea-01"],
    });
    const passed = run(t, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    expect(passed.events).toContainEqual({ type: "cross", q: 0, r: 1, danger: 2, colours: 2 });
  });

  // sea-13 below Tonga (turned 3) leads to the lower-left space; sea-01 there (turned 0) leads back up into Tonga
  const loop = [drawnAt("sea-13", TONGA, 0), { tile: "sea-01", q: -1, r: 1, rotation: 0 }];

  it("§6.6 a route that comes back to its own island lands there (played at once when it is the only departure)", () => {
    const s = table({ tiles: loop, boats: { tonga: [[BLUE, RED], [], [], [], [], []] }, current: BLUE, phase: { kind: "turn" } });
    const { state, events } = run(s, { type: "add", island: "tonga" }, { type: "addBoat", beach: 0 });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "forced", move: { type: "depart", island: "tonga", beach: 0, dock: 0 } }),
    );
    expect(events).toContainEqual({ type: "arrive", island: "tonga" });
    expect(state.phase).toMatchObject({ kind: "land", island: "tonga", group: [2, 1, 0, 0] });
  });

  it("§12.2 a looping departure is refused while the island has another way out", () => {
    const s = table({ tiles: loop, boats: { tonga: [[BLUE, RED, GREEN], [], [RED, RED, BLUE], [], [], []] }, phase: { kind: "depart" } });
    expect(legal(s)).toEqual([{ type: "depart", island: "tonga", beach: 2, dock: 2 }]);
    expect(refusal(s, { type: "depart", island: "tonga", beach: 0, dock: 0 })).toEqual({ code: "looping_departure", rule: "§12.2" });
  });

  it("§5.1 only a full beach departs, by one of its own docks", () => {
    const s = table({ boats: { tonga: [[BLUE, RED, GREEN], [BLUE], [], [], [], []] }, phase: { kind: "depart" } });
    expect(refusal(s, { type: "depart", island: "tonga", beach: 1, dock: 1 })).toEqual({ code: "beach_not_full", rule: "§5.1" });
    expect(refusal(s, { type: "depart", island: "tonga", beach: 0, dock: 1 })).toEqual({ code: "no_such_dock", rule: "§5.2" });
  });
});

describe("§7 landing and §8 chain reaction", () => {
  it("§7.2 boats that find no free slot go home, the player choosing which land", () => {
    const s = table({
      boats: {
        tonga: [[BLUE, RED, GREEN], [], [], [], [], []],
        samoa: [
          [RED, RED, RED],
          [RED, RED, RED],
          [RED, RED, RED, RED],
        ],
      },
      tiles: [drawnAt("samoa", TONGA, 0)],
      reserve: [12, 3, 13, 15], // the arriving group's boats are at sea, not in reserve
    });
    // samoa has 3+4+5 slots, 10 taken: two free (beach 1 and 2)
    const st = { ...s, phase: { kind: "land" as const, island: "samoa", group: [2, 1, 1, 0], landed: [], last: false } };
    const { state, events } = run(st, { type: "land", beach: 1, colour: GREEN }, { type: "land", beach: 2, colour: BLUE });
    expect(events).toContainEqual({ type: "noRoom", island: "samoa", group: [1, 1, 0, 0] });
    expect(census(state)).toEqual([15, 15, 15, 15]);
  });

  it("§8.1 a landing that fills beaches makes them depart, §8.2 in the order the player chooses", () => {
    const s = table({
      tiles: [drawnAt("tubuai", TONGA, 3)],
      boats: {
        tonga: [[], [], [], [], [], []],
        tubuai: [
          [RED, RED],
          [GREEN, GREEN],
        ],
      },
    });
    const st = { ...s, phase: { kind: "land" as const, island: "tubuai", group: [2, 0, 0, 0], landed: [], last: false } };
    const { state, events } = run(st, { type: "land", beach: 0, colour: BLUE });
    // the second boat has one place left to go: played at once
    expect(events).toContainEqual({ type: "forced", move: { type: "land", beach: 1, colour: BLUE } });
    expect(state.phase.kind).toBe("depart");
    const choices = legal(state).map((m) => m.type === "depart" && `${m.beach}/${m.dock}`);
    // Tubuai above Tonga, turned 0: its docks 1, 2 (beach 0) and 4, 5 (beach 1) all face empty spaces
    expect(choices).toEqual(["0/1", "0/2", "1/4", "1/5"]);
  });
});

describe("§9 royal islands", () => {
  const samoaAbove = drawnAt("samoa", TONGA, 3);

  it("§9.1, §9.2 one boat becomes king, the others go home, the turn ends", () => {
    const s = table({ tiles: [samoaAbove], boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[BLUE, BLUE], [BLUE], []] } });
    const { state, events } = run(s, { type: "king", island: "samoa" });
    expect(events[0]).toEqual({ type: "king", colour: BLUE, island: "samoa", returned: 2 });
    expect(state.islands.samoa).toEqual({ tile: "samoa", king: BLUE, beaches: [[], [], []] });
    expect(state.royal[BLUE]).toBe(1);
    expect(state.current).toBe(RED);
    expect(census(state)[BLUE]).toBe(15);
  });

  it.each([
    ["Tonga", { boats: { tonga: [[BLUE], [], [], [], [], []] } }, "tonga", "tonga_not_royal", "§9.1"],
    [
      "another colour there",
      { tiles: [samoaAbove], boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[BLUE], [RED], []] } },
      "samoa",
      "not_alone",
      "§9.1",
    ],
    [
      "no own boat there",
      { tiles: [samoaAbove], boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[RED], [], []] } },
      "samoa",
      "not_alone",
      "§9.1",
    ],
    [
      "a third royal island",
      { tiles: [samoaAbove], boats: { tonga: [[BLUE], [], [], [], [], []], samoa: [[BLUE], [], []] }, royal: [2, 0, 0, 0] },
      "samoa",
      "two_royal_islands",
      "§9.3",
    ],
  ])("§9 refuses a royal island on %s", (_name, spec, island, code, rule) => {
    expect(refusal(table(spec as Parameters<typeof table>[0]), { type: "king", island })).toEqual({ code, rule });
  });

  it("§9.5 a group reaching a royal island turns back and lands on the island it left", () => {
    const s = table({
      tiles: [samoaAbove],
      kings: { samoa: RED },
      boats: { tonga: [[], [], [], [BLUE, GREEN], [], []] },
    });
    const { state, events } = run(s, { type: "add", island: "tonga" }, { type: "addBoat", beach: 3 });
    expect(events).toContainEqual({ type: "turnedBack", royal: "samoa", to: "tonga" });
    expect(state.phase).toMatchObject({ kind: "land", island: "tonga", group: [2, 0, 1, 0] });
    // every beach of Tonga has a free slot again: one boat each first, either colour
    expect(new Set(legal(state).map((m) => m.type === "land" && m.beach))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(legal(state)).toHaveLength(12);
  });
});

describe("§10 new colonization", () => {
  it("takes every own boat off (kings stay), places tiles freely until an island, settles one boat", () => {
    const s = table({
      tiles: [drawnAt("samoa", TONGA, 3)],
      kings: { samoa: BLUE },
      royal: [1, 0, 0, 0],
      boats: { tonga: [[BLUE, RED], [BLUE], [], [], [], []] },
      pile: ["hawaii"],
    });
    const { state, events } = run(s, { type: "colonize" });
    expect(events[0]).toEqual({ type: "colonize", colour: BLUE, removed: 2 });
    expect(state.islands.tonga!.beaches[0]).toEqual([RED]);
    expect(state.islands.samoa!.king).toBe(BLUE);
    expect(state.phase).toMatchObject({ kind: "place", tile: "hawaii", at: null });
    expect(refusal(state, { type: "place", q: 4, r: 4 })).toEqual({ code: "not_adjacent", rule: "§10.2" });
    expect(refusal(state, { type: "place", q: 0, r: -1 })).toEqual({ code: "space_taken", rule: "§10.2" });
    expect(refusal(state, { type: "orient", rotation: 1 })).toEqual({ code: "choose_space_first", rule: "§10.2" });
    const done = run(state, { type: "place", q: 0, r: 1 }, { type: "orient", rotation: 2 }, { type: "settle", beach: 1 }).state;
    expect(done.board).toContainEqual({ tile: "hawaii", q: 0, r: 1, rotation: 2 });
    expect(done.islands.hawaii!.beaches).toEqual([[], [BLUE], []]);
    expect(done.current).toBe(RED);
  });
});

describe("§11 no boat on the board", () => {
  const none = () => table({ tiles: [drawnAt("samoa", TONGA, 3)], boats: { tonga: [[RED], [], [], [], [], []] } });

  it("a player with no boat on the board enters: two boats on Tonga…", () => {
    const s = none();
    expect(legal(s).every((m) => m.type === "enter" || m.type === "colonize")).toBe(true);
    expect(refusal(s, { type: "add", island: "tonga" })).toEqual({ code: "no_boats", rule: "§11.1" });
    const one = run(s, { type: "enter", island: "tonga", beach: 0 }).state;
    expect(one.phase.kind).toBe("enter");
    const two = run(one, { type: "enter", island: "tonga", beach: 0 });
    // §11.2 the beach is full and departs (its only dock: played at once)
    expect(two.events).toContainEqual({ type: "depart", island: "tonga", beach: 0, dock: 0, group: [2, 1, 0, 0] });
  });

  // French rulebook, royal island: "Il pose un de ses bateaux sur le masque" — the king is one of the player's boats
  it("§11.1 Ruling 10: a player whose only boat on the board is a king has no entry; only a new colonization is open", () => {
    const s = table({
      tiles: [drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[RED], [], [], [], [], []] },
      kings: { samoa: BLUE },
      royal: [1, 0, 0, 0],
    });
    expect(legal(s)).toEqual([{ type: "colonize" }]);
    expect(refusal(s, { type: "enter", island: "tonga", beach: 0 })).toEqual({ code: "has_boats", rule: "§11.1" });
    expect(refusal(s, { type: "add", island: "tonga" })).toEqual({ code: "no_boats", rule: "§11.1" });
    // rules version 1 let such a player enter (kings did not count)
    const v1 = table({
      rules: 1,
      tiles: [drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[RED], [], [], [], [], []] },
      kings: { samoa: BLUE },
      royal: [1, 0, 0, 0],
    });
    expect(legal(v1)).toContainEqual({ type: "enter", island: "tonga", beach: 0 });
  });

  it("…or one boat on another island (never a royal one)", () => {
    const s = table({
      tiles: [drawnAt("hawaii", TONGA, 3), drawnAt("samoa", TONGA, 0)],
      boats: { tonga: [[RED], [], [], [], [], []] },
      kings: { samoa: RED },
    });
    const { state } = run(s, { type: "enter", island: "hawaii", beach: 2 });
    expect(state.islands.hawaii!.beaches[2]).toEqual([BLUE]);
    expect(state.current).toBe(RED);
    expect(refusal(s, { type: "enter", island: "samoa", beach: 0 })).toEqual({ code: "royal_island", rule: "§9.4" });
  });
});

describe("§12 endless chain reaction", () => {
  // Tubuai far out, every dock (edges 1, 2, 4, 5) facing a royal island
  const far = { q: 6, r: 0 };
  const royalRing = [1, 2, 4, 5].map((d, i) => drawnAt(["samoa", "hawaii", "fidschi", "oahu"][i]!, far, d));
  // rules version 1: a bounce off a royal island counted as a route straight back (§12.1), so this island was endless
  const spec = (tonga: number[][]) =>
    table({
      rules: 1,
      tiles: [{ tile: "tubuai", ...far, rotation: 0 }, ...royalRing],
      kings: { samoa: RED, hawaii: RED, fidschi: GREEN, oahu: GREEN },
      royal: [0, 2, 2, 0],
      boats: { tonga, tubuai: [[BLUE, RED], [GREEN]] },
      pile: ["sea-13", "tahiti"],
    });

  it("§12.3 the island leaves the game and its boats go home", () => {
    const { state, events } = run(spec([[BLUE], [], [], [], [], []]), { type: "add", island: "tubuai" }, { type: "addBoat", beach: 0 });
    expect(events).toContainEqual({ type: "islandRemoved", island: "tubuai", group: [2, 1, 1, 0] });
    expect(state.islands.tubuai).toBeUndefined();
    expect(state.removed).toEqual(["tubuai"]);
    expect(state.board.some((p) => p.tile === "tubuai")).toBe(false);
    expect(state.current).toBe(RED);
    expect(census(state)).toEqual([15, 15, 15, 15]);
  });

  it("§12.4 a player left with no boat draws and places tiles freely until an island, then settles", () => {
    const { state } = run(spec([[], [], [], [], [], []]), { type: "add", island: "tubuai" }, { type: "addBoat", beach: 0 });
    expect(state.phase).toMatchObject({ kind: "place", purpose: "recover" });
    let s = state;
    while (s.phase.kind === "place") s = run(s, legal(s)[0]!, { type: "orient", rotation: 0 }).state;
    expect(s.phase).toMatchObject({ kind: "settle", island: "tahiti" });
    s = run(s, { type: "settle", beach: 0 }).state;
    expect(s.islands.tahiti!.beaches[0]).toEqual([BLUE]);
    expect(s.current).toBe(RED);
  });
});

describe("§13 end and §14 scoring", () => {
  it("§13.2 the last sea tile ends the game at once; the group on it is lost", () => {
    const s = table({
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["sea-01"],
      drawn: { islands: 3, seas: 15 },
    });
    const { state, events } = run(s, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: "lost" }));
    expect(events.at(-1)).toEqual({ type: "end", reason: "last sea tile" });
    expect(tongiaki.activeSeats(state)).toEqual([]);
    expect(tongiaki.outcome(state)?.reason).toMatch(/sea/);
    expect(refusal(state, { type: "colonize" }, 0)).toEqual({ code: "game_over", rule: "§13" });
  });

  it("§13.2 the last island tile: the group lands, then nothing more (no chain reaction)", () => {
    const s = table({
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["tubuai"],
      drawn: { islands: 14, seas: 3 },
    });
    let { state } = run(s, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    expect(state.phase).toMatchObject({ kind: "land", island: "tubuai", last: true });
    state = run(
      state,
      { type: "land", beach: 0, colour: BLUE },
      { type: "land", beach: 1, colour: RED },
      { type: "land", beach: 0, colour: GREEN },
    ).state;
    expect(state.phase.kind).toBe("over");
  });

  it("§14.1 islands score for every player with a boat there; a royal island only for its king; Tonga nothing", () => {
    const s = table({
      seats: 3,
      tiles: [drawnAt("samoa", TONGA, 3), drawnAt("tubuai", TONGA, 0), drawnAt("nauru", TONGA, 1)],
      kings: { samoa: BLUE },
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []], tubuai: [[RED], [GREEN]], nauru: [[GREEN, GREEN], [], []] },
      phase: { kind: "over" },
    });
    const o = tongiaki.outcome(s)!;
    expect(o.scores).toEqual([5, 2, 4]);
    expect(o.ranking).toEqual([[0], [2], [1]]);
  });

  it.each([
    [
      "more islands wins a tie on points",
      { tubuai: [[RED], []], nauru: [[GREEN], [], []], muroroa: [[], [], []], samoa: [[RED], [], []] },
      [[1], [2], [0]],
    ],
    [
      "then fewer boats",
      { tubuai: [[RED, RED], []], nauru: [[GREEN], [], []], muroroa: [[], [], []], samoa: [[], [], []] },
      [[2], [1], [0]],
    ],
    [
      "still tied: the place is shared",
      { tubuai: [[RED], []], nauru: [[GREEN], [], []], muroroa: [[], [], []], samoa: [[], [], []] },
      [[1, 2], [0]],
    ],
  ])("§14.2 %s", (_name, boats, ranking) => {
    const s = table({
      seats: 3,
      tiles: [drawnAt("tubuai", TONGA, 0), drawnAt("nauru", TONGA, 1), drawnAt("muroroa", TONGA, 2), drawnAt("samoa", TONGA, 3)],
      boats: { tonga: [[], [], [], [], [], []], ...boats },
      phase: { kind: "over" },
    });
    expect(tongiaki.outcome(s)!.ranking).toEqual(ranking);
  });
});

describe("§15 variants", () => {
  it("§15.1 two colours per player: four fleets, seats alternate, scores summed", () => {
    expect(tongiaki.parseOptions({ twoColours: true }, 3)).toMatchObject({ ok: false, error: { rule: "§15.1" } });
    let s = tongiaki.setup("v", 2, { twoColours: true, freeTiles: false });
    expect(s.colours).toBe(4);
    const seats: number[] = [];
    for (let i = 0; i < 8; i++) {
      seats.push(tongiaki.activeSeats(s)[0]!);
      s = run(s, legal(s)[0]!).state;
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(s.reserve).toEqual([13, 13, 13, 13]);
    const over = table({
      seats: 2,
      twoColours: true,
      tiles: [drawnAt("samoa", TONGA, 3), drawnAt("tubuai", TONGA, 0)],
      boats: { tonga: [[], [], [], [], [], []], samoa: [[BLUE], [GREEN], []], tubuai: [[RED], []] },
      phase: { kind: "over" },
    });
    expect(tongiaki.outcome(over)!.scores).toEqual([10, 2]);
  });

  it("§15.2 free tiles: the first tile of an expedition is forced, the next ones are turned by the player", () => {
    const s = table({
      freeTiles: true,
      boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []] },
      phase: { kind: "depart" },
      pile: ["sea-13", "hawaii"],
      drawn: { islands: 0, seas: 0 },
    });
    let { state, events } = run(s, { type: "depart", island: "tonga", beach: 0, dock: 0 });
    // whichever tile comes first lies at the dock; a sea tile then leads to a second draw the player turns
    const first = events.find((e) => e.type === "place")!;
    expect(first).toMatchObject({ q: 0, r: 1, rotation: 3 });
    if (first.tile === "sea-13") {
      expect(state.phase).toMatchObject({ kind: "orient", tile: "hawaii" });
      expect(legal(state)).toHaveLength(6);
      state = run(state, { type: "orient", rotation: 4 }).state;
      expect(state.board.at(-1)).toMatchObject({ tile: "hawaii", rotation: 4 });
      expect(state.phase).toMatchObject({ kind: "land", island: "hawaii" });
    } else {
      expect(state.phase).toMatchObject({ kind: "land", island: "hawaii" });
    }
  });
});

describe("moves from outside", () => {
  it.each([
    null,
    3,
    "add",
    [],
    {},
    { type: "fly" },
    { type: "land", beach: "1", colour: 0 },
    { type: "land", beach: 1.5, colour: 0 },
    { type: "land", beach: 9, colour: 0 },
    { type: "add", island: "" },
    { type: "add", island: 4 },
    { type: "place", q: 1e9, r: 0 },
  ])("parseMove refuses %j with a clear error", (raw) => {
    const r = tongiaki.parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("bad_move");
  });

  it("parseMove keeps only the fields of the move", () => {
    expect(tongiaki.parseMove({ type: "land", beach: 1, colour: 2, extra: "x" })).toEqual({
      ok: true,
      value: { type: "land", beach: 1, colour: 2 },
    });
  });

  it("a move at the wrong step or by the wrong seat names the rule", () => {
    const s = table({ boats: { tonga: [[BLUE], [], [], [], [], []] } });
    expect(refusal(s, { type: "land", beach: 0, colour: 0 })).toMatchObject({ code: "wrong_step" });
    expect(refusal(s, { type: "colonize" }, 2)).toEqual({ code: "not_your_turn", rule: "§3.3" });
    expect(tongiaki.legalMoves(s, 2)).toEqual([]);
  });

  it.each([[[]], [{ twoColours: "yes" }], [{ speed: 3 }], ["x"]])("parseOptions refuses %j", (raw) => {
    expect(tongiaki.parseOptions(raw, 2).ok).toBe(false);
  });
});
