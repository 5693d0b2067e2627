import { describe, expect, it } from "vitest";
import { BOARD, cellAt } from "../../../games/tonga-bonga/rules/board.js";
import { tongaBonga, type TongaBongaMove } from "../../../games/tonga-bonga/rules/index.js";
import { campCount, type CrewDie } from "../../../games/tonga-bonga/rules/state.js";
import { distance } from "./bot.js";
import { ORANGE, RED, WHITE, YELLOW, bay, crewing, legal, pathTo, refusal, run, sailTo, seaSquaresAt, table } from "./table.js";

const die = (owner: number, value: number): CrewDie => ({ owner, value });
const sail = (left: number) => ({ kind: "sail" as const, left });
const HOME = bay("tonga-bonga");

describe("§2 setup", () => {
  it.each([3, 4])("%i players: 20 ducats each, every ship in Tonga Bonga's bay, red bids first", (players) => {
    const s = tongaBonga.setup("x", players, { roundLimit: 30 });
    expect(s.money).toEqual(new Array(players).fill(20));
    expect(s.ships).toEqual(new Array(players).fill(HOME));
    expect(Object.values(s.camps).flat()).toEqual([]);
    expect(Object.keys(s.camps).sort()).toEqual(["coralee", "kokonui", "lagunara", "mangalua", "palmoa"]);
    expect(tongaBonga.activeSeats(s)).toEqual([RED]);
    expect(s.phase).toEqual({ kind: "bid", role: "captain" });
  });

  it("§1.1 only 3 or 4 players; options are checked", () => {
    expect(tongaBonga.parseOptions({}, 2)).toMatchObject({ ok: false, error: { rule: "§1.1" } });
    expect(tongaBonga.parseOptions(undefined, 3)).toEqual({ ok: true, value: { roundLimit: 30 } });
    expect(tongaBonga.parseOptions({ roundLimit: 0 }, 4)).toEqual({ ok: true, value: { roundLimit: 0 } });
    expect(tongaBonga.parseOptions({}, 5)).toMatchObject({ ok: false, error: { code: "bad_options", rule: "§1.1" } });
    expect(tongaBonga.parseOptions({ roundLimit: 5 }, 4)).toMatchObject({ ok: false, error: { rule: "§9.4" } });
    // §9.4: no limit (0), or 12 to 99 rounds
    for (const roundLimit of [12, 30, 99]) expect(tongaBonga.parseOptions({ roundLimit }, 3)).toEqual({ ok: true, value: { roundLimit } });
    for (const roundLimit of [-1, 11, 100, 12.5, null])
      expect(tongaBonga.parseOptions({ roundLimit }, 3), String(roundLimit)).toMatchObject({
        ok: false,
        error: { code: "bad_options", rule: "§9.4" },
      });
    expect(tongaBonga.parseOptions({ roundLimit: "30" }, 4)).toMatchObject({ ok: false });
    expect(tongaBonga.parseOptions({ wind: true }, 4)).toMatchObject({ ok: false, error: { code: "bad_options" } });
    expect(tongaBonga.parseOptions([], 4)).toMatchObject({ ok: false });
  });
});

describe("§3 rounds and order", () => {
  it("every phase goes in round order from the start player; the next seat starts the next round", () => {
    let s = tongaBonga.setup("order", 4, { roundLimit: 30 });
    const bidders: number[] = [];
    const events: { type: string; seat?: unknown; round?: unknown; start?: unknown }[] = [];
    while (s.round === 1) {
      const seat = tongaBonga.activeSeats(s)[0]!;
      if (s.phase.kind === "bid") bidders.push(seat);
      const move = legal(s).find((m) => m.type === "stop") ?? legal(s)[0]!; // ships stay put: quick round
      const r = tongaBonga.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...(r.value.events as typeof events));
      s = r.value.state;
    }
    expect(bidders).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(events.filter((e) => e.type === "roll").map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    expect(events.filter((e) => e.type === "sailing").map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    expect(events.at(-1)).toEqual({ type: "round", round: 2, start: YELLOW });
    expect(tongaBonga.activeSeats(s)).toEqual([YELLOW]);
    expect(tongaBonga.view(s, { spectator: true }).order).toEqual([YELLOW, ORANGE, WHITE, RED]);
  });

  it("§3.1 only the current seat may act", () => {
    const s = table({ start: ORANGE });
    expect(refusal(s, { type: "bid", role: "captain", amount: 3 }, RED)).toEqual({ code: "not_your_turn", rule: "§3.1" });
    expect(tongaBonga.legalMoves(s, RED)).toEqual([]);
    expect(refusal(s, { type: "stop" })).toEqual({ code: "wrong_step", rule: "§3.1" });
  });
});

describe("§4 wages", () => {
  it("§4.1, §4.2, §4.3 the captain first, 1 to money − 1; then the helmsman, 1 to what is left", () => {
    const s = table({});
    expect(legal(s)).toHaveLength(19);
    expect(legal(s)[0]).toEqual({ type: "bid", role: "captain", amount: 1 });
    expect(refusal(s, { type: "bid", role: "helmsman", amount: 2 })).toEqual({ code: "captain_first", rule: "§4.1" });
    expect(refusal(s, { type: "bid", role: "captain", amount: 0 })).toEqual({ code: "minimum_wage", rule: "§4.2" });
    expect(refusal(s, { type: "bid", role: "captain", amount: 20 })).toEqual({ code: "keep_helmsman_wage", rule: "§4.3" });
    expect(refusal(s, { type: "bid", role: "captain", amount: 25 })).toEqual({ code: "not_enough_money", rule: "§4.2" });
    const { state, events } = run(s, { type: "bid", role: "captain", amount: 5 });
    expect(events).toEqual([{ type: "bid", seat: RED, role: "captain", amount: 5 }]);
    expect(state.money[RED]).toBe(15);
    expect(state.wages[RED]).toEqual({ captain: 5, helmsman: 0 });
    expect(legal(state).map((m) => (m as { amount: number }).amount)).toEqual([...Array(15).keys()].map((i) => i + 1));
    expect(refusal(state, { type: "bid", role: "captain", amount: 2 })).toEqual({ code: "helmsman_now", rule: "§4.1" });
    const after = run(state, { type: "bid", role: "helmsman", amount: 15 }).state;
    expect(after.money[RED]).toBe(0);
    expect(tongaBonga.activeSeats(after)).toEqual([YELLOW]);
  });

  // Rulebook: the players put down ducats "du nombre de leur choix" on their wage fields (§4.3, Ruling 2: no cap).
  it("§4.3 Ruling 2: no cap but the purse — every amount from 1 to money − 1 for the captain, the rest for the helmsman", () => {
    const s = table({ money: [180, 20, 20, 20] });
    expect(legal(s).map((m) => (m as { amount: number }).amount)).toEqual([...Array(179).keys()].map((i) => i + 1));
    expect(refusal(s, { type: "bid", role: "captain", amount: 180 })).toEqual({ code: "keep_helmsman_wage", rule: "§4.3" });
    expect(refusal(s, { type: "bid", role: "captain", amount: 181 })).toEqual({ code: "not_enough_money", rule: "§4.2" });
    const { state } = run(s, { type: "bid", role: "captain", amount: 150 });
    expect(legal(state).map((m) => (m as { amount: number }).amount)).toEqual([...Array(30).keys()].map((i) => i + 1));
    const after = run(state, { type: "bid", role: "helmsman", amount: 30 }).state;
    expect(after.wages[RED]).toEqual({ captain: 150, helmsman: 30 });
    expect(after.money[RED]).toBe(0);
  });

  it("§4.3 rules version 1 (matches created before Ruling 2) keeps the cap of 20 per wage", () => {
    const s = table({ money: [80, 20, 20, 20], rules: 1 });
    expect(legal(s)).toHaveLength(20);
    expect(refusal(s, { type: "bid", role: "captain", amount: 21 })).toEqual({ code: "wage_cap", rule: "§4.3" });
    expect(run(s, { type: "bid", role: "captain", amount: 20 }).state.wages[RED]!.captain, "20 is within the cap").toBe(20);
    const { rules: _, ...stored } = s; // a state stored before versions were recorded plays version 1
    expect(legal(stored)).toHaveLength(20);
    expect(run(table({ money: [80, 20, 20, 20] }), { type: "bid", role: "captain", amount: 21 }).state.wages[RED]!.captain).toBe(21);
  });

  it("§4.2 Ruling 2: a player short of money bids what they can, played at once", () => {
    const s = table({ money: [20, 1, 0, 20] });
    const { state, events } = run(s, { type: "bid", role: "captain", amount: 3 }, { type: "bid", role: "helmsman", amount: 2 });
    expect(events.filter((e) => e.type === "forced").map((e) => [e.seat, e.move])).toEqual([
      [YELLOW, { type: "bid", role: "captain", amount: 1 }],
      [YELLOW, { type: "bid", role: "helmsman", amount: 0 }],
      [ORANGE, { type: "bid", role: "captain", amount: 0 }],
      [ORANGE, { type: "bid", role: "helmsman", amount: 0 }],
    ]);
    expect(state.money).toEqual([15, 0, 0, 20]);
    expect(state.wages.slice(0, 3)).toEqual([
      { captain: 3, helmsman: 2 },
      { captain: 1, helmsman: 0 },
      { captain: 0, helmsman: 0 },
    ]);
    expect(tongaBonga.activeSeats(state)).toEqual([WHITE]);
  });

  it("after the last bid the start player rolls (§5.1)", () => {
    const s = table({ step: 3, phase: { kind: "bid", role: "helmsman" } });
    const { state, events } = run(s, { type: "bid", role: "helmsman", amount: 1 });
    const roll = events.find((e) => e.type === "roll")!;
    expect(roll.seat).toBe(RED);
    expect((roll.dice as number[]).every((v) => Number.isInteger(v) && v >= 0 && v <= 5)).toBe(true);
    expect(state.phase.kind === "crew" || state.phase.kind === "sail").toBe(true);
  });
});

describe("§5 crews", () => {
  // Four players, white (last of the round) about to place.
  const whitePlaces = (dice: number[], crews?: CrewDie[][]) => crewing(table({ step: 3, crews }), dice);

  it("the rulebook's ranking example: yellow 5 captain, orange 3 helmsman; white's 3 becomes helmsman, orange deckhand", () => {
    const s = whitePlaces([3, 2, 4], [[die(YELLOW, 5), die(ORANGE, 3)], [], [], []]);
    const { state, events } = run(s, { type: "place", value: 3, ship: RED });
    expect(events[0]).toEqual({ type: "place", seat: WHITE, ship: RED, value: 3, rank: "helmsman" });
    expect(state.crews[RED]).toEqual([die(YELLOW, 5), die(WHITE, 3), die(ORANGE, 3)]);
  });

  it("the rulebook's movement example: a 5-3-3 crew moves up to 11", () => {
    const s = whitePlaces([3, 2, 4], [[die(YELLOW, 5), die(ORANGE, 3)], [], [], []]);
    const { state, events } = run(s, { type: "place", value: 3, ship: RED }, { type: "place", value: 2, ship: YELLOW });
    // the last die has one ship left: placed at once; then red sails first with 5 + 3 + 3
    expect(events.filter((e) => e.type === "forced")).toHaveLength(1);
    expect(state.crews[ORANGE]).toEqual([die(WHITE, 4)]);
    expect(state.phase).toEqual(sail(11));
    expect(events.at(-1)).toEqual({ type: "sailing", seat: RED, points: 11 });
    expect(tongaBonga.view(state, { spectator: true }).points).toEqual([11, 2, 4, 0]);
  });

  it("§5.7 a higher die takes the captain's place; a lower one goes below", () => {
    let s = whitePlaces([5, 1, 2], [[die(YELLOW, 4), die(ORANGE, 2)], [die(RED, 3)], [die(RED, 2)], []]);
    s = run(s, { type: "place", value: 5, ship: RED }, { type: "place", value: 1, ship: YELLOW }).state;
    expect(s.crews[RED]).toEqual([die(WHITE, 5), die(YELLOW, 4), die(ORANGE, 2)]);
    expect(s.crews[YELLOW]).toEqual([die(RED, 3), die(WHITE, 1)]);
    expect(s.crews[ORANGE]).toEqual([die(WHITE, 2), die(RED, 2)]); // equal: the later die ranks higher
  });

  it("§5.3 never on one's own ship; §5.4 one die of a colour per ship with four players", () => {
    const s = whitePlaces([4, 4, 1]);
    expect(refusal(s, { type: "place", value: 4, ship: WHITE })).toEqual({ code: "own_ship", rule: "§5.3" });
    const once = run(s, { type: "place", value: 4, ship: RED }).state;
    expect(refusal(once, { type: "place", value: 4, ship: RED })).toEqual({ code: "one_die_per_ship", rule: "§5.4" });
    expect(refusal(once, { type: "place", value: 3, ship: YELLOW })).toEqual({ code: "no_such_die", rule: "§5.1" });
    expect(legal(once)).toEqual([
      { type: "place", value: 4, ship: YELLOW },
      { type: "place", value: 4, ship: ORANGE },
      { type: "place", value: 1, ship: YELLOW },
      { type: "place", value: 1, ship: ORANGE },
    ]);
  });

  it("§5.1 seasick dice are not placed; the player chooses which ship goes without", () => {
    const s = crewing(table({ step: 0 }), [0, 5, 0]);
    expect(s.phase).toMatchObject({ target: 1 });
    expect(legal(s)).toEqual([1, 2, 3].map((ship) => ({ type: "place", value: 5, ship })));
    const { state, events } = run(s, { type: "place", value: 5, ship: WHITE });
    expect(events.filter((e) => e.type === "roll").map((e) => e.seat)[0]).toBe(YELLOW);
    expect(state.crews[YELLOW]).toEqual([]);
  });

  describe("§5.5 three players", () => {
    const three = (step: number, dice: number[], crews?: CrewDie[][]) => crewing(table({ seats: 3, step, crews }), dice);

    it("three dice: two on one ship, one on the other", () => {
      const s = three(0, [5, 3, 1]);
      const { state, events } = run(s, { type: "place", value: 5, ship: YELLOW }, { type: "place", value: 3, ship: YELLOW });
      expect(events.find((e) => e.type === "forced")).toMatchObject({ move: { type: "place", value: 1, ship: ORANGE } });
      expect(state.crews.map((c) => c.length)).toEqual([0, 2, 1]);
      // one on each first: the third may go to either
      const split = run(s, { type: "place", value: 5, ship: YELLOW }, { type: "place", value: 3, ship: ORANGE }).state;
      expect(legal(split)).toEqual([
        { type: "place", value: 1, ship: YELLOW },
        { type: "place", value: 1, ship: ORANGE },
      ]);
    });

    it("two dice (one seasick): one on each ship", () => {
      const s = three(0, [4, 0, 2]);
      expect(legal(s)).toHaveLength(4);
      const { state, events } = run(s, { type: "place", value: 4, ship: YELLOW });
      // the 2 can only go to orange now: played at once, and yellow rolls
      expect(events.find((e) => e.type === "forced")).toMatchObject({ seat: RED, move: { type: "place", value: 2, ship: ORANGE } });
      expect(state.crews).toEqual([[], [die(RED, 4)], [die(RED, 2)]]);
      expect(tongaBonga.activeSeats(state)).toEqual([YELLOW]);
    });

    it("the split is refused with its rule when asked for", () => {
      // red has put the 4 on yellow and still holds the 2 (the step the engine plays by itself)
      const s = table({
        seats: 3,
        crews: [[], [die(RED, 4)], []],
        phase: { kind: "crew", dice: [4, 2, 0], ship: [YELLOW, -1, -1], target: 2 },
      });
      expect(refusal(s, { type: "place", value: 2, ship: YELLOW })).toEqual({ code: "split", rule: "§5.5" });
      expect(legal(s)).toEqual([{ type: "place", value: 2, ship: ORANGE }]);
      const t = table({
        seats: 3,
        crews: [[], [die(RED, 4), die(RED, 3)], []],
        phase: { kind: "crew", dice: [4, 3, 3], ship: [YELLOW, YELLOW, -1], target: 3 },
      });
      expect(refusal(t, { type: "place", value: 3, ship: YELLOW })).toEqual({ code: "split", rule: "§5.5" });
    });

    it("the rulebook's example: orange, last, can put only one die on red and one on yellow; the third turns seasick", () => {
      // red put two on yellow and one on orange; yellow two on red and one on orange
      const crews = [
        [die(YELLOW, 4), die(YELLOW, 2)],
        [die(RED, 5), die(RED, 1)],
        [die(RED, 3), die(YELLOW, 3)],
      ];
      const s = three(2, [5, 4, 3], crews);
      expect(s.phase).toMatchObject({ target: 2 });
      const once = run(s, { type: "place", value: 4, ship: RED }).state;
      expect(refusal(once, { type: "place", value: 5, ship: RED })).toEqual({ code: "ship_full", rule: "§5.5" });
      const { state, events } = run(once, { type: "place", value: 3, ship: YELLOW });
      expect(events.filter((e) => e.type === "seasick")).toEqual([{ type: "seasick", seat: ORANGE, value: 5 }]);
      expect(state.crews.map((c) => c.length)).toEqual([3, 3, 2]);
      expect(state.phase.kind).toBe("sail");
    });

    it("§5.5 a split that cannot fit lowers the target only when it must", () => {
      // yellow put one on red: red has room for two, so orange places all three
      const crews = [[die(YELLOW, 4)], [die(RED, 5), die(RED, 1)], [die(RED, 3), die(YELLOW, 3)]];
      const s = three(2, [5, 4, 3], crews);
      expect(s.phase).toMatchObject({ target: 3 });
      expect(refusal(run(s, { type: "place", value: 5, ship: YELLOW }).state, { type: "place", value: 4, ship: YELLOW })).toEqual({
        code: "ship_full",
        rule: "§5.5",
      });
      const first = run(s, { type: "place", value: 5, ship: YELLOW }).state;
      expect(legal(first)).toEqual([
        { type: "place", value: 4, ship: RED },
        { type: "place", value: 3, ship: RED },
      ]);
    });

    it("§5.5 with three dice, two on one ship and one on the other, whichever order", () => {
      const t = crewing(table({ seats: 3, step: 0 }), [2, 1, 1]);
      const u = run(t, { type: "place", value: 1, ship: ORANGE }, { type: "place", value: 1, ship: ORANGE }).state;
      expect(u.crews).toEqual([[], [die(RED, 2)], [die(RED, 1), die(RED, 1)]]);
      const w = run(t, { type: "place", value: 2, ship: ORANGE }, { type: "place", value: 1, ship: YELLOW }).state;
      expect(legal(w)).toEqual([
        { type: "place", value: 1, ship: YELLOW },
        { type: "place", value: 1, ship: ORANGE },
      ]);
    });

    it("§5.5 a ship with room for one die takes the one; the two go on the other", () => {
      const split = crewing(table({ seats: 3, step: 0, crews: [[], [die(ORANGE, 1), die(ORANGE, 1)], []] }), [3, 3, 3]);
      expect(split.phase).toMatchObject({ target: 3 });
      expect(legal(split)).toEqual([
        { type: "place", value: 3, ship: YELLOW },
        { type: "place", value: 3, ship: ORANGE },
      ]);
      const { state } = run(split, { type: "place", value: 3, ship: YELLOW });
      expect(state.crews.map((c) => c.length)).toEqual([0, 3, 2]);
    });
  });
});

describe("§6 sailing", () => {
  // The single-square passage through the reef at (7, 10), between (6, 10) and (8, 10).
  const above = { row: 6, col: 10 },
    gap = { row: 7, col: 10 },
    below = { row: 8, col: 10 };

  it("the chart has what the scenarios rely on", () => {
    expect([cellAt(above), cellAt(gap), cellAt(below), cellAt({ row: 7, col: 9 }), cellAt({ row: 7, col: 11 })]).toEqual([
      "sea",
      "sea",
      "sea",
      "shallows",
      "shallows",
    ]);
  });

  it("§6.2 one square across a side; never onto land, shallows or off the chart", () => {
    const s = table({ ships: { [RED]: { row: 5, col: 11 } }, phase: sail(5) });
    expect(refusal(s, sailTo({ row: 6, col: 12 }))).toEqual({ code: "not_adjacent", rule: "§6.2" });
    expect(refusal(s, sailTo({ row: 5, col: 13 }))).toEqual({ code: "not_adjacent", rule: "§6.2" });
    expect(refusal(s, sailTo({ row: 4, col: 11 }))).toEqual({ code: "impassable", rule: "§6.2" }); // shallows
    const l = table({ ships: { [RED]: { row: 3, col: 12 } }, phase: sail(5) });
    expect(refusal(l, sailTo({ row: 2, col: 12 }))).toEqual({ code: "impassable", rule: "§6.2" }); // land
    const edge = table({ ships: { [RED]: { row: 0, col: BOARD.width - 1 } }, phase: sail(5) });
    expect(refusal(edge, sailTo({ row: 0, col: BOARD.width }))).toEqual({ code: "impassable", rule: "§6.2" });
    expect(legal(s)).toEqual([{ type: "stop" }, sailTo({ row: 5, col: 12 }), sailTo({ row: 6, col: 11 }), sailTo({ row: 5, col: 10 })]);
  });

  it("§6.3 passing a ship costs 3; §6.4 the ship cannot stop there", () => {
    const s = table({ ships: { [RED]: above, [YELLOW]: gap }, phase: sail(4) });
    const { state, events } = run(s, sailTo(gap));
    expect(events).toEqual([{ type: "sail", seat: RED, row: 7, col: 10, cost: 3, left: 1 }]);
    expect(refusal(state, { type: "stop" })).toEqual({ code: "occupied_square", rule: "§6.4" });
    expect(legal(state)).toEqual([sailTo(above), sailTo(below)]);
  });

  it("§6.4 no step onto an occupied square without the points to leave it; §6.3 not beyond the points", () => {
    const s = table({ ships: { [RED]: above, [YELLOW]: gap }, phase: sail(3) });
    expect(refusal(s, sailTo(gap))).toEqual({ code: "no_way_out", rule: "§6.4" });
    expect(refusal({ ...s, phase: sail(2) }, sailTo(gap))).toEqual({ code: "too_far", rule: "§6.3" });
    // two ships in the passage: through both needs 3 + 3 + 1; with 6 the ship can only turn back
    const two = table({ ships: { [RED]: above, [YELLOW]: gap, [ORANGE]: below }, phase: sail(6) });
    const back = run(two, sailTo(gap));
    expect(back.events.at(-1)).toEqual({ type: "sail", seat: RED, row: 6, col: 10, cost: 1, left: 2 }); // the only way: played at once
    expect(back.events.at(-2)).toMatchObject({ type: "forced", move: sailTo(above) });
    const inGap = table({ ships: { [RED]: gap, [YELLOW]: { row: 6, col: 9 }, [ORANGE]: below }, phase: sail(3) });
    expect(refusal(inGap, sailTo(below))).toEqual({ code: "no_way_out", rule: "§6.4" });
    const through = run({ ...two, phase: sail(7) }, sailTo(gap), sailTo(below)).state;
    expect(through.phase).toEqual(sail(1));
    expect(legal(through)).toEqual([sailTo({ row: 8, col: 11 }), sailTo({ row: 9, col: 10 })]);
  });

  it("§6.3, §6.4 a bay costs 1 and holds any number of ships", () => {
    const next = { row: 14, col: 13 };
    const s = table({ ships: { [RED]: next }, phase: sail(2) }); // the three others are in Tonga Bonga's bay
    const { state, events } = run(s, sailTo(HOME), { type: "stop" });
    expect(events[0]).toMatchObject({ cost: 1, left: 1 });
    expect(state.ships.every((sq) => sq.row === HOME.row && sq.col === HOME.col)).toBe(true);
  });

  it("§6.5 the player may stop early (unused points are lost); with no points the movement ends at once", () => {
    const crews = [[die(YELLOW, 2)], [], [die(RED, 1)], []];
    const s = table({ ships: { [RED]: above }, phase: sail(2), crews });
    const { state, events } = run(s, { type: "stop" });
    expect(events[0]).toEqual({ type: "stop", seat: RED, row: 6, col: 10 });
    // yellow has no crew: its movement ends by itself; orange sails next
    expect(events.some((e) => e.type === "forced" && e.seat === YELLOW)).toBe(true);
    expect(state.phase).toEqual(sail(1));
    expect(tongaBonga.activeSeats(state)).toEqual([ORANGE]);
    expect(state.moved).toEqual([true, true, false, false]);
  });

  it("§6.6 a ship may come back over squares it crossed", () => {
    const s = table({ ships: { [RED]: above }, phase: sail(3) });
    const { state } = run(s, sailTo(gap), sailTo(above));
    expect(state.ships[RED]).toEqual(above);
    expect(state.phase).toEqual(sail(1));
  });
});

describe("§7 camps", () => {
  it("the rulebook's example: 11 points, the bay 8 squares away: in, camp, and 3 squares on", () => {
    const from = seaSquaresAt("kokonui", 8)[0]!;
    const path = pathTo(from, "kokonui");
    expect(path).toHaveLength(8);
    let { state, events } = run(table({ ships: { [RED]: from }, phase: sail(11) }), ...path.map(sailTo));
    expect(events.at(-1)).toEqual({ type: "camp", seat: RED, island: "kokonui", bank: 25, shares: [] });
    expect(state.money[RED]).toBe(45);
    expect(state.phase).toEqual(sail(3));
    for (let i = 0; i < 3; i++) {
      const away = legal(state)
        .filter((m): m is Extract<TongaBongaMove, { type: "sail" }> => m.type === "sail")
        .sort((a, b) => distance(b, "kokonui") - distance(a, "kokonui"))[0]!;
      ({ state, events } = run(state, away));
    }
    expect(distance(state.ships[RED]!, "kokonui")).toBe(3);
    expect(state.camps.kokonui).toEqual([RED]);
    // no point left: red's movement ended by itself, yellow sails
    expect(tongaBonga.activeSeats(state)).toEqual([YELLOW]);
  });

  it("the rulebook's Palmoa example: red and white camp there; yellow founds and pays 5 to each", () => {
    const next = { row: 2, col: 6 };
    const s = table({ step: 1, ships: { [YELLOW]: next }, camps: { palmoa: [RED, WHITE] }, phase: sail(4), money: [10, 10, 10, 10] });
    const { state, events } = run(s, sailTo(bay("palmoa")));
    expect(events).toContainEqual({
      type: "camp",
      seat: YELLOW,
      island: "palmoa",
      bank: 25,
      shares: [
        { seat: RED, amount: 5 },
        { seat: WHITE, amount: 5 },
      ],
    });
    expect(state.money).toEqual([15, 25, 10, 15]);
    expect(state.camps.palmoa).toEqual([RED, WHITE, YELLOW]);
  });

  it("§7.3 one camp per island, four in all; none on Tonga Bonga; none for merely starting in a bay", () => {
    const kokonui = bay("kokonui");
    const near = { row: kokonui.row + 1, col: kokonui.col };
    const again = table({ ships: { [RED]: near }, camps: { kokonui: [RED] }, phase: sail(3) });
    expect(run(again, sailTo(kokonui)).events.some((e) => e.type === "camp")).toBe(false);
    const full = table({ ships: { [RED]: near }, camps: { palmoa: [RED], lagunara: [RED], mangalua: [RED] }, phase: sail(3) });
    expect(run(full, sailTo(kokonui)).events.some((e) => e.type === "camp")).toBe(true);
    const four = table({
      ships: { [RED]: near },
      camps: { palmoa: [RED], lagunara: [RED], mangalua: [RED], coralee: [RED] },
      phase: sail(3),
    });
    const r = run(four, sailTo(kokonui));
    expect(r.events.some((e) => e.type === "camp")).toBe(false);
    expect(campCount(r.state, RED)).toBe(4);
    const home = table({ ships: { [RED]: { row: 14, col: 13 } }, phase: sail(3) });
    const h = run(home, sailTo(HOME));
    expect(h.events.map((e) => e.type)).toEqual(["sail"]);
    expect(h.state.phase).toEqual(sail(2)); // without four camps the voyage goes on
    const inBay = table({ ships: { [RED]: kokonui }, phase: sail(3) });
    expect(run(inBay, { type: "stop" }).state.camps.kokonui).toEqual([]);
  });
});

describe("§8 pay", () => {
  it("captain and helmsman wages go to their dice's owners; an empty place returns the wage; the deckhand gets nothing", () => {
    const s = table({
      step: 3,
      phase: sail(1),
      money: [0, 0, 0, 0],
      wages: [
        { captain: 6, helmsman: 3 },
        { captain: 4, helmsman: 2 },
        { captain: 1, helmsman: 1 },
        { captain: 2, helmsman: 5 },
      ],
      crews: [[die(YELLOW, 5), die(ORANGE, 3), die(WHITE, 1)], [die(RED, 4)], [], [die(RED, 2), die(YELLOW, 2)]],
    });
    const { state, events } = run(s, { type: "stop" });
    expect(events.filter((e) => e.type === "wage")).toEqual([
      { type: "wage", ship: RED, role: "captain", seat: YELLOW, amount: 6, returned: false },
      { type: "wage", ship: RED, role: "helmsman", seat: ORANGE, amount: 3, returned: false },
      { type: "wage", ship: YELLOW, role: "captain", seat: RED, amount: 4, returned: false },
      { type: "wage", ship: YELLOW, role: "helmsman", seat: YELLOW, amount: 2, returned: true },
      { type: "wage", ship: ORANGE, role: "captain", seat: ORANGE, amount: 1, returned: true },
      { type: "wage", ship: ORANGE, role: "helmsman", seat: ORANGE, amount: 1, returned: true },
      { type: "wage", ship: WHITE, role: "captain", seat: RED, amount: 2, returned: false },
      { type: "wage", ship: WHITE, role: "helmsman", seat: YELLOW, amount: 5, returned: false },
    ]);
    expect(state.money).toEqual([6, 13, 5, 0]);
    expect(state.wages.every((w) => w.captain === 0 && w.helmsman === 0)).toBe(true);
    expect(state.crews).toEqual([[], [], [], []]);
    expect(events.at(-1)).toEqual({ type: "round", round: 4, start: YELLOW });
  });
});

describe("§9 end of the game", () => {
  const four = { palmoa: [RED], lagunara: [RED], mangalua: [RED], coralee: [RED] };
  const near = { row: 14, col: 13 };

  it("§9.1, §9.2, §9.3 a ship home with four camps: the others still move, wages are paid, +10, most ducats wins", () => {
    const crews = [[die(YELLOW, 3)], [die(RED, 1)], [], []];
    const s = table({
      ships: { [RED]: near },
      camps: four,
      phase: sail(3),
      crews,
      money: [30, 40, 20, 20],
      wages: [
        { captain: 2, helmsman: 1 },
        { captain: 3, helmsman: 1 },
        { captain: 0, helmsman: 0 },
        { captain: 0, helmsman: 0 },
      ],
    });
    const { state, events } = run(s, sailTo(HOME));
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(["sail", "home", "sailing"]);
    expect(state.home).toEqual([true, false, false, false]);
    expect(tongaBonga.activeSeats(state)).toEqual([YELLOW]); // red's movement ended at home
    expect(tongaBonga.outcome(state)).toBeNull();
    const end = run(state, { type: "stop" });
    expect(end.events.filter((e) => e.type === "bonus")).toEqual([{ type: "bonus", seat: RED, amount: 10 }]);
    expect(end.state.phase).toEqual({ kind: "over", reason: "home" });
    expect(end.state.money).toEqual([30 + 1 + 3 + 10, 40 + 2 + 1, 20, 20]);
    expect(tongaBonga.activeSeats(end.state)).toEqual([]);
    expect(tongaBonga.legalMoves(end.state, RED)).toEqual([]);
    expect(refusal(end.state, { type: "stop" }, RED)).toEqual({ code: "game_over", rule: "§9" });
    const out = tongaBonga.outcome(end.state)!;
    expect(out.scores).toEqual([44, 43, 20, 20]);
    expect(out.ranking).toEqual([[RED], [YELLOW], [ORANGE, WHITE]]);
  });

  it("§9.2 every ship that comes home in the final round gets the bonus; ties share the place", () => {
    const camps = { palmoa: [RED, YELLOW], lagunara: [RED, YELLOW], mangalua: [RED, YELLOW], coralee: [RED, YELLOW] };
    const west = { row: 14, col: 12 };
    const s = table({
      ships: { [RED]: near, [YELLOW]: west },
      camps,
      phase: sail(1),
      crews: [[], [die(RED, 2)], [], []],
      money: [25, 25, 20, 20],
    });
    const { state, events } = run(s, sailTo(HOME), sailTo(near), sailTo(HOME));
    expect(events.filter((e) => e.type === "home").map((e) => e.seat)).toEqual([RED, YELLOW]);
    expect(events.filter((e) => e.type === "bonus").map((e) => e.seat)).toEqual([RED, YELLOW]);
    expect(state.phase.kind).toBe("over");
    expect(state.money).toEqual([35, 35, 20, 20]);
    expect(tongaBonga.outcome(state)!.ranking).toEqual([
      [RED, YELLOW],
      [ORANGE, WHITE],
    ]);
  });

  it("§9.4 the round limit ends the game after the pay phase, without a bonus", () => {
    const s = table({ round: 12, roundLimit: 12, step: 3, phase: sail(2) });
    const { state, events } = run(s, { type: "stop" });
    expect(state.phase).toEqual({ kind: "over", reason: "limit" });
    expect(events.some((e) => e.type === "bonus")).toBe(false);
    expect(tongaBonga.outcome(state)!.reason).toMatch(/round limit/);
    const open = table({ round: 12, roundLimit: 0, step: 3, phase: sail(2) });
    expect(run(open, { type: "stop" }).state.phase.kind).toBe("bid");
  });

  // Rulebook: "La partie est terminée quand le premier bateau revient dans le port de Tonga Bonga" — no round limit.
  it("§9.4 Ruling 6: the round limit is a house rule, and the catalogue says so", () => {
    expect(tongaBonga.summary).toMatch(/house rule/i);
    expect(tongaBonga.summary).toMatch(/round limit/i);
  });
});

describe("§10 views and moves", () => {
  it("§10.1 every viewer sees the same open table, never the generator", () => {
    const s = tongaBonga.setup("secret-seed", 4, { roundLimit: 30 });
    const views = [{ seat: 0 }, { seat: 3 }, { spectator: true as const }, { omniscient: true as const }].map((v) =>
      JSON.stringify(tongaBonga.view(s, v)),
    );
    expect(new Set(views).size).toBe(1);
    expect(views[0]).not.toContain("secret-seed");
    expect(views[0]).not.toContain('"rng"');
    expect(views[0]).not.toContain(JSON.stringify(s.rng).slice(1, -1));
  });

  it.each<[unknown, string]>([
    [null, "a move is a JSON object"],
    [[], "a move is a JSON object"],
    [{ type: "fly" }, "unknown move type"],
    [{ type: "bid", role: "cook", amount: 3 }, "role"],
    [{ type: "bid", role: "captain", amount: -1 }, "amount"],
    [{ type: "bid", role: "captain", amount: 2.5 }, "amount"],
    [{ type: "place", value: 6, ship: 1 }, "value"],
    [{ type: "place", value: 0, ship: 1 }, "value"],
    [{ type: "place", value: 3, ship: 4 }, "ship"],
    [{ type: "sail", row: "1", col: 2 }, "row"],
    [{ type: "sail", row: 1 }, "col"],
  ])("parseMove refuses %j", (raw, hint) => {
    const r = tongaBonga.parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("bad_move");
      expect(r.error.message).toContain(hint);
    }
  });

  it("parseMove keeps only the fields of the move", () => {
    expect(tongaBonga.parseMove({ type: "stop", extra: 1 })).toEqual({ ok: true, value: { type: "stop" } });
    expect(tongaBonga.parseMove({ type: "sail", row: 3, col: 4, x: 1 })).toEqual({ ok: true, value: { type: "sail", row: 3, col: 4 } });
  });

  it("describeMove says each move in words", () => {
    expect(tongaBonga.describeMove({ type: "bid", role: "captain", amount: 1 })).toBe("offer 1 ducat to the captain");
    expect(tongaBonga.describeMove({ type: "place", value: 4, ship: WHITE })).toBe("put the 4 on the white ship");
    expect(tongaBonga.describeMove(sailTo(bay("palmoa")))).toContain("the bay of Palmoa");
    expect(tongaBonga.describeMove({ type: "stop" })).toBe("end the movement here");
  });
});
