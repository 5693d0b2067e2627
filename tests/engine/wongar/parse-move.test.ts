/*
 * parseMove accepts every well-formed move (the sections of RULES.md name them; moves.ts lists their fields) and refuses the
 * rest with bad_move (issue #40: only refusals were tested, so the mutation tester could empty the lists of allowed
 * values unnoticed).
 */
import { describe, expect, it } from "vitest";
import { wongar } from "../../../games/wongar/rules/index.js";

describe("input at the edge: what parseMove accepts", () => {
  it.each([
    { type: "seed", area: "hand", shape: "disc" },
    { type: "seed", area: "foot", shape: "cube" },
    { type: "seed", area: "kangaroo", shape: "cylinder" },
    { type: "take", area: "kangaroo" },
    { type: "take", area: "x".repeat(40) }, // an id's longest (play says whether such an area exists)
    { type: "figure", card: "ancestor" },
    { type: "figure", card: "elder" },
    { type: "option", option: "two" },
    { type: "option", option: "one" },
    { type: "option", option: "draw" },
    { type: "triple", shape: "cylinder" },
    { type: "place", area: "hand" },
    { type: "move", area: "foot" },
    { type: "pick", index: 0 },
    { type: "pick", index: 99 },
    { type: "choose", choice: 14 },
    { type: "rite", card: "disc", shape: "disc", action: "remove", target: 0 },
    { type: "rite", card: "cube", shape: "cube", action: "out", target: "hand" },
    { type: "rite", card: "cylinder", shape: "cylinder", action: "in", target: "foot" },
    { type: "rite", card: "double", shape: "cube", action: "remove", target: 4 },
    { type: "second", target: 3 },
    { type: "second", target: "kangaroo" },
    { type: "pass" },
  ])("accepts %j", (move) => {
    expect(wongar.parseMove(move)).toEqual({ ok: true, value: move });
  });

  it.each([
    { type: "take", area: "" },
    { type: "take", area: "x".repeat(41) },
    { type: "pick", index: 100 },
    { type: "choose", choice: -1 },
    { type: "option", option: 2 },
    { type: "rite", card: "elder", shape: "disc", action: "remove", target: 1 },
    { type: "rite", card: "disc", shape: "disc", action: "remove", target: 5 },
    { type: "rite", card: "disc", shape: "disc", action: "out", target: "" },
    { type: "second", target: 1.5 },
    { type: "figure", card: "double" },
    { type: "triple", shape: "" },
  ])("refuses %j", (move) => {
    expect(wongar.parseMove(move)).toMatchObject({ ok: false, error: { code: "bad_move" } });
  });
});
