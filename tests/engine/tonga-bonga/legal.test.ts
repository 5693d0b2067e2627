import { describe, expect, it } from "vitest";
import { cellAt } from "../../../games/tonga-bonga/rules/board.js";
import { tongaBonga } from "../../../games/tonga-bonga/rules/index.js";
import { canComplete, placementRefusal } from "../../../games/tonga-bonga/rules/legal.js";
import { rank } from "../../../games/tonga-bonga/rules/score.js";
import type { CrewDie } from "../../../games/tonga-bonga/rules/state.js";
import { ORANGE, RED, WHITE, YELLOW, crewing, legal, refusal, run, sailTo, table } from "./table.js";

// Scenarios for the corners of legal.ts the rules table (rules.test.ts) left open: each one fails on a mutant of the
// last mutation run (docs/testing.md "Mutation testing") that survived it.

const die = (owner: number, value: number): CrewDie => ({ owner, value });
const sail = (left: number) => ({ kind: "sail" as const, left });

describe("§5 crews: what the placer may still do", () => {
  // Rulebook (French): « Remarque : si on joue à quatre, on ne peut mettre qu'un dé d'une couleur dans chaque bateau. »
  it("§5.4 the last player of a four-player round puts one die on each of the three ships, though each holds two", () => {
    // red, yellow and orange have placed one die on each other ship: every ship but white's has two dice
    const crews = [
      [die(YELLOW, 2), die(ORANGE, 1)],
      [die(RED, 2), die(ORANGE, 1)],
      [die(RED, 2), die(YELLOW, 1)],
      [die(RED, 3), die(YELLOW, 3), die(ORANGE, 3)],
    ];
    const s = crewing(table({ step: 3, crews }), [4, 5, 6]);
    expect(s.phase).toMatchObject({ target: 3 });
    const { state, events } = run(s, { type: "place", value: 6, ship: RED }, { type: "place", value: 5, ship: YELLOW });
    expect(events.filter((e) => e.type === "seasick")).toEqual([]);
    expect(state.crews.map((c) => c.length)).toEqual([3, 3, 3, 3]);
    expect(state.crews[ORANGE]![0]).toEqual(die(WHITE, 4));
  });

  // Rulebook (French), three players: « Le joueur qui ne peut répartir que deux dés, parce qu'un dé indique "mal de
  // mer", met un dé dans chaque bateau. » RULES.md §5.5: "with one, on either ship".
  it("§5.5 three players, one die left after two seasick ones: it goes on either ship", () => {
    const s = crewing(table({ seats: 3, step: 0 }), [0, 5, 0]);
    expect(s.phase).toMatchObject({ target: 1 });
    expect(legal(s)).toEqual([
      { type: "place", value: 5, ship: YELLOW },
      { type: "place", value: 5, ship: ORANGE },
    ]);
    const { state, events } = run(s, { type: "place", value: 5, ship: ORANGE });
    expect(state.crews).toEqual([[], [], [die(RED, 5)]]);
    expect(events.filter((e) => e.type === "seasick")).toEqual([]);
  });

  // §3.4: legalMoves lists the moves play accepts; dice of equal value are one decision (§5.2), highest first.
  it("§5.2 the legal placements list the dice by value, highest first, whatever the roll's order", () => {
    const s = crewing(table({ step: 3 }), [3, 5, 1]);
    expect(legal(s).map((m) => (m as { value: number }).value)).toEqual([5, 5, 5, 3, 3, 3, 1, 1, 1]);
  });

  it("§1.1 there is no fifth ship; placementRefusal outside the crew step says so", () => {
    const s = crewing(table({ step: 3 }), [3, 5, 1]);
    expect(refusal(s, { type: "place", value: 5, ship: 4 })).toEqual({ code: "no_such_ship", rule: "§1.1" });
    const three = crewing(table({ seats: 3, step: 0 }), [3, 5, 1]);
    expect(refusal(three, { type: "place", value: 5, ship: 3 })).toEqual({ code: "no_such_ship", rule: "§1.1" });
    expect(placementRefusal(table({}), RED, YELLOW)).toMatchObject({ code: "wrong_step", rule: "§5" });
  });

  // Through play these counts never arise (own_ship, one_die_per_ship and ship_full refuse first, and the placement
  // ends at its target), so canComplete's own guards are asked directly: it must not answer yes for them.
  describe("canComplete (§5.3, §5.4, §5.5), four players, white placing", () => {
    const s = table({});
    const room = [3, 3, 3, 0];
    it("§5.3 no die on one's own ship", () => {
      expect(canComplete(s, WHITE, [0, 0, 0, 1], room, 3)).toBe(false);
    });
    it("never more dice than the target", () => {
      expect(canComplete(s, WHITE, [1, 1, 0, 0], room, 1)).toBe(false);
      expect(canComplete(s, WHITE, [1, 1, 0, 0], room, 3)).toBe(true);
    });
    it("§5.4 never two dice of a colour on a ship", () => {
      expect(canComplete(s, WHITE, [2, 0, 0, 0], room, 3)).toBe(false);
      // red holds white's die already: only yellow is left for the other two
      expect(canComplete(s, WHITE, [1, 0, 0, 0], [2, 3, 0, 0], 3)).toBe(false);
      expect(canComplete(s, WHITE, [1, 0, 0, 0], [2, 3, 3, 0], 3)).toBe(true);
    });
    it("§5.5 only ships with room count", () => {
      expect(canComplete(s, WHITE, [0, 0, 0, 0], [0, 3, 3, 0], 3)).toBe(false);
      expect(canComplete(s, WHITE, [0, 0, 0, 0], [0, 3, 3, 0], 2)).toBe(true);
      expect(canComplete(s, WHITE, [0, 0, 0, 0], [0, 0, 3, 0], 2)).toBe(false);
    });
  });
});

describe("§6 sailing: the way out of an occupied square", () => {
  // The passage at (7, 10) between the shallows (7, 9) and (7, 11); (6, 10) above it and (8, 10) below.
  const above = { row: 6, col: 10 },
    gap = { row: 7, col: 10 },
    below = { row: 8, col: 10 };

  // Rulebook (French): « Sur chaque case, en dehors des ports (Bays), ne peut se trouver qu'un bateau à la fois. »
  // « Les cases occupées peuvent cependant être traversées par d'autres bateaux. En raison du danger de la manoeuvre,
  // on calcule alors trois points au lieu d'un point pour l'opération. »
  it("§6.4 a ship passing yellow, with orange in the passage and white below it, needs 3 + 3 + 1 beyond the step", () => {
    // red is passing yellow above the passage (it may not stop there); orange is in the gap, white below it
    const ships = { [RED]: above, [YELLOW]: above, [ORANGE]: gap, [WHITE]: below };
    const six = table({ ships, phase: sail(6) });
    // with 6 the gap (3) leaves 3: back to yellow's square or on to white's (3 each), never a square to stop on;
    // the shallows beside the gap do not lead anywhere either
    expect(refusal(six, sailTo(gap))).toEqual({ code: "no_way_out", rule: "§6.4" });
    expect(legal(six)).not.toContainEqual(sailTo(gap));
    const seven = table({ ships, phase: sail(7) });
    expect(legal(seven)).toContainEqual(sailTo(gap));
    const through = run(seven, sailTo(gap), sailTo(below)).state;
    expect(through.phase).toEqual(sail(1));
    expect(legal(through)).toEqual([sailTo({ row: 8, col: 11 }), sailTo({ row: 9, col: 10 })]);
  });

  // Rulebook (French): « Les cases représentant des îlots séparés par des passages maritimes très étroits sont
  // infranchissables, car les eaux y sont trop basses. »
  it("§6.2 the refusal says what the square is: island land, shallows or off the chart", () => {
    const message = (from: { row: number; col: number }, to: { row: number; col: number }) => {
      const r = tongaBonga.play(table({ ships: { [RED]: from }, phase: sail(5) }), RED, sailTo(to));
      return r.ok ? "accepted" : r.error.message;
    };
    expect([cellAt({ row: 2, col: 12 }), cellAt({ row: 4, col: 11 })]).toEqual(["land", "shallows"]);
    expect(message({ row: 3, col: 12 }, { row: 2, col: 12 })).toBe("that square is island land: no ship can sail there");
    expect(message({ row: 5, col: 11 }, { row: 4, col: 11 })).toBe("that square is shallows: no ship can sail there");
    expect(message({ row: 0, col: 0 }, { row: -1, col: 0 })).toBe("that square is off the chart: no ship can sail there");
  });
});

describe("§9.3 ranking", () => {
  // Rulebook (French): « Le joueur qui, à la fin du jeu, possède le plus de ducats a gagné la partie. » Ruling 6:
  // equal ducats share the place; within a place the seats are listed in seat order.
  it("most ducats first; equal ducats share a place, listed in seat order", () => {
    expect(rank([7, 9, 7, 7])).toEqual([[1], [0, 2, 3]]);
    expect(rank([5, 5, 5, 5])).toEqual([[0, 1, 2, 3]]);
    expect(rank([1, 4, 4, 2])).toEqual([[1, 2], [3], [0]]);
  });
});
