import { describe, expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { table } from "./table.js";

/**
 * What everyone sees of a Tongiaki table (§1.2, §10.2, §12.6): the pile's make-up is public (islands and seas still
 * face down, counted, never named), and the departure positions already met this turn (rules version 2 on).
 */
describe("the view", () => {
  it("§1.2 counts the islands and seas still in the pile, without naming them", () => {
    const s = table({ pile: ["muroroa", "nauru", "sea-01", "sea-02", "sea-03"] });
    const v = tongiaki.view(s, { spectator: true });
    expect(v.pile).toEqual({ islands: 2, seas: 3 });
    expect(JSON.stringify(v)).not.toContain("muroroa");
    expect(tongiaki.view(table({ pile: [] }), { seat: 0 }).pile).toEqual({ islands: 0, seas: 0 });
    expect(tongiaki.view(table({ pile: ["sea-04"] }), { seat: 1 }).pile).toEqual({ islands: 0, seas: 1 });
  });

  it("§12.6 shows the positions met at this turn's departures from version 2, and has no such field before", () => {
    expect(tongiaki.view(table({ seen: ["a", "b"] }), { spectator: true }).seen).toEqual(["a", "b"]);
    expect("seen" in tongiaki.view(table({ rules: 1 }), { spectator: true })).toBe(false);
  });

  it("§3 names the seat whose turn it is, whatever colour it plays", () => {
    const v = tongiaki.view(table({ seats: 2, twoColours: true, current: 3 }), { spectator: true });
    expect([v.current, v.currentSeat]).toEqual([3, 1]);
  });
});

describe("§15 options", () => {
  it("both variants default to off, each is true or false, and two colours is for two players", () => {
    expect(tongiaki.parseOptions(undefined, 4)).toEqual({ ok: true, value: { twoColours: false, freeTiles: false } });
    expect(tongiaki.parseOptions({ freeTiles: true }, 4)).toEqual({ ok: true, value: { twoColours: false, freeTiles: true } });
    expect(tongiaki.parseOptions({ twoColours: true }, 2)).toEqual({ ok: true, value: { twoColours: true, freeTiles: false } });
    expect(tongiaki.parseOptions({ twoColours: false, freeTiles: false }, 5)).toEqual({
      ok: true,
      value: { twoColours: false, freeTiles: false },
    });
    expect(tongiaki.parseOptions({ freeTiles: 1 }, 4)).toMatchObject({ ok: false, error: { code: "bad_options" } });
    expect(tongiaki.parseOptions({ twoColours: true }, 3)).toMatchObject({ ok: false, error: { code: "bad_options", rule: "§15.1" } });
  });
});
