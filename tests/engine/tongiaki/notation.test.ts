import { describe, expect, it } from "vitest";
import { formatMove, parseNotation } from "../../../games/tongiaki/rules/notation.js";

/**
 * Tongiaki's notation (RULES.md, "Notation"), line by line: what a player writes in a turn e-mail's reply and what it
 * names. The seeded round trips of every game are tests/engine/notation.test.ts; this table holds every verb and the
 * edges a playout never writes (beach 7, a turn of 6, a word too many or too few).
 */
describe("Tongiaki notation", () => {
  it.each([
    [{ type: "setup", beach: 2 }, "setup 3"],
    [{ type: "add", island: "muroroa" }, "add muroroa"],
    [{ type: "take", island: "muroroa", beach: 1 }, "take muroroa 2"],
    [{ type: "addBoat", beach: 2 }, "boat 3"],
    [{ type: "king", island: "muroroa" }, "king muroroa"],
    [{ type: "colonize" }, "colonize"],
    [{ type: "enter", island: "muroroa", beach: 0 }, "enter muroroa 1"],
    [{ type: "depart", island: "tonga", beach: 2, dock: 3 }, "sail tonga 3 4"],
    [{ type: "depart", island: "t-12", beach: 5, dock: 5 }, "sail t-12 6 6"],
    [{ type: "orient", rotation: 2 }, "turn 2"],
    [{ type: "orient", rotation: 0 }, "turn 0"],
    [{ type: "orient", rotation: 5 }, "turn 5"],
    [{ type: "place", q: 1, r: -2 }, "place 1 -2"],
    [{ type: "land", beach: 1, colour: 0 }, "land 2 blue"],
    [{ type: "land", beach: 0, colour: 5 }, "land 1 purple"],
    [{ type: "settle", beach: 3 }, "settle 4"],
  ] as const)("%o is written %j and read back", (move, text) => {
    expect(formatMove(move)).toBe(text);
    expect(parseNotation(text)).toEqual(move);
  });

  it("names a boat past the sixth colour by its number (no seat has one; the text still says which)", () => {
    expect(formatMove({ type: "land", beach: 0, colour: 9 })).toBe("land 1 9");
  });

  it.each([
    ["Sail Tonga 3, 4.", { type: "depart", island: "tonga", beach: 2, dock: 3 }],
    ["  LAND 2   Blue ", { type: "land", beach: 1, colour: 0 }],
    ["COLONIZE", { type: "colonize" }],
  ] as const)("reads %j forgiving case, commas, spacing and a full stop", (text, move) => {
    expect(parseNotation(text)).toEqual(move);
  });

  it.each([
    ["", "nothing"],
    ["setup", "setup without a beach"],
    ["setup 0", "beach 0 (beaches count from 1)"],
    ["setup 7", "beach 7 (an island has six)"],
    ["setup 3 4", "setup with a word too many"],
    ["add", "add without an island"],
    ["add 3", "an island named by a number"],
    ["add muroroa tonga", "add with two islands"],
    ["king", "king without an island"],
    ["take muroroa", "take without a beach"],
    ["take muroroa 9", "take from beach 9"],
    ["take 2 muroroa", "take with the beach first"],
    ["enter muroroa", "enter without a beach"],
    ["enter muroroa 1 2", "enter with a word too many"],
    ["boat", "boat without a beach"],
    ["boat 0", "boat on beach 0"],
    ["boat 1 2", "boat with a word too many"],
    ["colonize now", "colonize with a word after it"],
    ["sail tonga 3", "sail without a dock"],
    ["sail tonga 3 7", "sail by dock 7"],
    ["sail tonga 0 4", "sail from beach 0"],
    ["sail 3 4 5", "sail from an island named by a number"],
    ["sail tonga 3 4 5", "sail with a word too many"],
    ["turn", "turn without steps"],
    ["turn 6", "a turn of 6 steps (0–5)"],
    ["turn -1", "a turn of −1 steps"],
    ["turn 2 3", "turn with a word too many"],
    ["place 1", "place with one coordinate"],
    ["place one two", "coordinates in words"],
    ["place 1 2 3", "place with three coordinates"],
    ["land 2", "land without a colour"],
    ["land 2 pink", "a colour no boat has"],
    ["land 0 blue", "land on beach 0"],
    ["land blue 2", "land with the colour first"],
    ["settle", "settle without a beach"],
    ["settle 7", "settle on beach 7"],
    ["settle 1 2", "settle with a word too many"],
    ["move 1", "a verb the game does not have"],
    ["sail tonga 3 4 please now", "two words too many"],
  ])("reads nothing from %j (%s)", (text) => {
    expect(parseNotation(text)).toBeNull();
  });
});
