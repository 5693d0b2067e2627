import { describe, expect, it } from "vitest";
import { seedRng } from "../../../engine/core/rng.js";
import { tongaBonga, type TongaBongaState } from "../../../games/tonga-bonga/rules/index.js";
import { currentSeat } from "../../../games/tonga-bonga/rules/state.js";
import { freeze } from "../freeze.js";
import { botMove } from "./bot.js";
import { ORANGE, RED, WHITE, YELLOW, table } from "./table.js";

/**
 * §10 the open table, position by position: what the view says a seat must do and still has, and that `play` answers
 * with a new state, never writing to the one it is given (a match's stored state is shared with its replay).
 */
describe("§10 the view of a position", () => {
  it("§3, §7.3 whose decision it is, the round order, and the camps each seat still has to found", () => {
    const s = table({ start: ORANGE, camps: { palmoa: [RED, YELLOW], kokonui: [RED], coralee: [WHITE] } });
    const v = tongaBonga.view(s, { seat: RED });
    expect(v.current).toBe(ORANGE);
    expect(v.order).toEqual([ORANGE, WHITE, RED, YELLOW]);
    expect(v.campsLeft).toEqual([2, 3, 4, 3]);
    expect(v.ranking).toEqual([[RED, YELLOW, ORANGE, WHITE]]);
  });

  it("§9 once the game is over nobody is to decide, and the ranking is the final one", () => {
    const s = table({ money: [30, 41, 12, 41], phase: { kind: "over", reason: "home" } });
    const v = tongaBonga.view(s, { spectator: true });
    expect(v.current).toBe(-1);
    expect(v.phase).toEqual({ kind: "over", reason: "home" });
    expect(v.ranking).toEqual([[YELLOW, WHITE], [RED], [ORANGE]]);
    expect(tongaBonga.activeSeats(s)).toEqual([]);
  });
});

describe("play leaves the state it is given as it was", () => {
  it.each([3, 4])("a seeded %i-player game, every state frozen before each move: no move writes to it", (players) => {
    let s: TongaBongaState = tongaBonga.setup(`frozen-${players}`, players, { roundLimit: 12 });
    const pick = seedRng(`frozen-pick-${players}`);
    const kinds = new Set<string>();
    for (let step = 0; step < 5_000 && tongaBonga.activeSeats(s).length > 0; step++) {
      const seat = currentSeat(s);
      const before = JSON.stringify(s);
      freeze(s);
      const move = botMove(s, tongaBonga.legalMoves(s, seat), pick, 0.2);
      const r = tongaBonga.play(s, seat, move);
      expect(r.ok, JSON.stringify(move)).toBe(true);
      if (!r.ok) return;
      expect(JSON.stringify(s), `move ${step} changed the state it was given`).toBe(before);
      kinds.add(move.type);
      s = r.value.state;
    }
    expect(tongaBonga.activeSeats(s)).toEqual([]);
    expect([...kinds], "the game went through every phase").toEqual(expect.arrayContaining(["bid", "place", "sail"]));
  });
});
