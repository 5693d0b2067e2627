import { describe, expect, it } from "vitest";
import { formatMove, parseNotation } from "../../../games/wongar/rules/notation.js";

/**
 * Wongar's notation (RULES.md, "Notation"), line by line: what a player writes in a turn e-mail's reply and what it
 * names. The seeded round trips of every game are tests/engine/notation.test.ts; this table holds every verb and the
 * edges a playout never writes (pick 0, a double without its shape, a word too many).
 */
describe("Wongar notation", () => {
  it.each([
    [{ type: "seed", area: "hand", shape: "disc" }, "seed hand disc"],
    [{ type: "take", area: "kangaroo" }, "take kangaroo"],
    [{ type: "place", area: "foot" }, "place foot"],
    [{ type: "move", area: "stone" }, "move stone"],
    [{ type: "figure", card: "ancestor" }, "figure ancestor"],
    [{ type: "figure", card: "elder" }, "figure elder"],
    [{ type: "option", option: "two" }, "option two"],
    [{ type: "option", option: "one" }, "option one"],
    [{ type: "option", option: "draw" }, "option draw"],
    [{ type: "triple", shape: "cube" }, "triple cube"],
    [{ type: "pick", index: 1 }, "pick 2"],
    [{ type: "choose", choice: 0 }, "choose 1"],
    [{ type: "rite", card: "disc", shape: "disc", action: "remove", target: 1 }, "rite disc remove blue"],
    [{ type: "rite", card: "cylinder", shape: "cylinder", action: "in", target: "hand" }, "rite cylinder in hand"],
    [{ type: "rite", card: "double", shape: "cube", action: "out", target: "foot" }, "rite double cube out foot"],
    [{ type: "rite", card: "double", shape: "disc", action: "remove", target: 4 }, "rite double disc remove white"],
    [{ type: "second", target: "hand" }, "second hand"],
    [{ type: "second", target: 0 }, "second red"],
    [{ type: "pass" }, "pass"],
  ] as const)("%o is written %j and read back", (move, text) => {
    expect(formatMove(move)).toBe(text);
    expect(parseNotation(text)).toEqual(move);
  });

  it("names a seat past the fifth colour by its number (no table has one; the text still says which)", () => {
    expect(formatMove({ type: "second", target: 7 })).toBe("second 7");
  });

  it.each([
    ["Take Kangaroo.", { type: "take", area: "kangaroo" }],
    ["  RITE  Double, Cube  OUT foot ", { type: "rite", card: "double", shape: "cube", action: "out", target: "foot" }],
    ["pick 100", { type: "pick", index: 99 }],
    ["PASS", { type: "pass" }],
  ] as const)("reads %j forgiving case, commas, spacing and a full stop", (text, move) => {
    expect(parseNotation(text)).toEqual(move);
  });

  it.each([
    ["", "nothing"],
    ["seed hand", "seed without a shape"],
    ["seed hand star", "a shape the game does not have"],
    ["seed 3 disc", "an area named by a number"],
    ["seed hand disc now", "seed with a word too many"],
    ["take", "take without an area"],
    ["take kangaroo stone", "take with two areas"],
    ["place", "place without an area"],
    ["move 4", "an area named by a number"],
    ["figure", "figure without a card"],
    ["figure chief", "a figure the game does not have"],
    ["figure elder ancestor", "figure with a word too many"],
    ["option", "option without a choice"],
    ["option three", "an option the game does not have"],
    ["option two one", "option with a word too many"],
    ["triple", "triple without a shape"],
    ["triple star", "a triple of a shape the game does not have"],
    ["triple cube disc", "triple with a word too many"],
    ["pick 0", "pick 0 (the deck counts from 1)"],
    ["pick 101", "pick past 100"],
    ["pick", "pick without a position"],
    ["pick 1 2", "pick with a word too many"],
    ["choose 0", "choose 0 (offers count from 1)"],
    ["choose", "choose without a way"],
    ["choose 1 2", "choose with a word too many"],
    ["rite", "rite without a card"],
    ["rite star remove blue", "a card the game does not have"],
    ["rite double remove blue", "a double without its shape"],
    ["rite disc remove", "a rite without a target"],
    ["rite disc burn blue", "an action the game does not have"],
    ["rite disc remove blue now", "a rite with a word too many"],
    ["rite disc remove 3", "a target named by a number"],
    ["second", "second without a target"],
    ["second blue red", "second with two targets"],
    ["pass now", "pass with a word after it"],
    ["roll 3", "a verb the game does not have"],
  ])("reads nothing from %j (%s)", (text) => {
    expect(parseNotation(text)).toBeNull();
  });
});
