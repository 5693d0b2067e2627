import { describe, expect, it } from "vitest";
import { formatMove, parseNotation } from "../../../games/tonga-bonga/rules/notation.js";

/**
 * Tonga Bonga's notation (RULES.md, "Notation"), line by line: what a player writes in a turn e-mail's reply and what
 * it names. The seeded round trips of every game are tests/engine/notation.test.ts; this table holds the edges a
 * playout never writes (a bid of 0, the sixth die face, row 100, a word too many).
 */
describe("Tonga Bonga notation", () => {
  it.each([
    [{ type: "bid", role: "captain", amount: 5 }, "bid captain 5"],
    [{ type: "bid", role: "helmsman", amount: 0 }, "bid helmsman 0"],
    [{ type: "place", value: 4, ship: 0 }, "place 4 red"],
    [{ type: "place", value: 1, ship: 1 }, "place 1 yellow"],
    [{ type: "place", value: 5, ship: 2 }, "place 5 orange"],
    [{ type: "place", value: 2, ship: 3 }, "place 2 white"],
    [{ type: "sail", row: 2, col: 4 }, "sail 3 5"],
    [{ type: "sail", row: 0, col: 0 }, "sail 1 1"],
    [{ type: "stop" }, "stop"],
  ] as const)("%o is written %j and read back", (move, text) => {
    expect(formatMove(move)).toBe(text);
    expect(parseNotation(text)).toEqual(move);
  });

  it("names a ship past the fourth colour by its number (no seat has one; the text still says which)", () => {
    expect(formatMove({ type: "place", value: 3, ship: 7 })).toBe("place 3 7");
  });

  it.each([
    ["Bid Captain 12.", { type: "bid", role: "captain", amount: 12 }],
    ["  PLACE  3 , White ", { type: "place", value: 3, ship: 3 }],
    ["sail 100 100", { type: "sail", row: 99, col: 99 }],
    ["STOP", { type: "stop" }],
  ] as const)("reads %j forgiving case, commas, spacing and a full stop", (text, move) => {
    expect(parseNotation(text)).toEqual(move);
  });

  it.each([
    ["", "nothing"],
    ["bid", "a bid without a role"],
    ["bid captain", "a bid without an amount"],
    ["bid pilot 3", "a role the game does not have"],
    ["bid captain -1", "a negative wage"],
    ["bid captain three", "an amount in words"],
    ["bid captain 3 now", "a word too many"],
    ["place 0 red", "a die face under 1"],
    ["place 6 red", "a die face over 5"],
    ["place 3 blue", "a colour no ship has"],
    ["place 3", "no ship"],
    ["place red 3", "the ship before the value"],
    ["sail 0 4", "a row counted from 0"],
    ["sail 4 0", "a column counted from 0"],
    ["sail 101 4", "a row past 100"],
    ["sail 4 101", "a column past 100"],
    ["sail 4", "one number"],
    ["stop here", "stop with a word after it"],
    ["stop 1", "stop with a number after it"],
    ["roll 3", "a verb the game does not have"],
  ])("reads nothing from %j (%s)", (text) => {
    expect(parseNotation(text)).toBeNull();
  });
});
