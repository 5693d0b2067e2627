import { expect, it } from "vitest";
import { wongar } from "../../../games/wongar/rules/index.js";
import { playFrozen } from "../untouched.js";

/** `play` never writes to the state it is given (tests/engine/untouched.ts), basic and advanced game. */
it.each([
  [3, { advanced: false }],
  [4, { advanced: true }],
] as const)("%i players (%o): every state frozen before its move, none changed", (players, options) => {
  const types = playFrozen(wongar, `untouched-${players}`, players, options);
  expect([...types]).toEqual(expect.arrayContaining(["take", "option", "place", "move", "rite", "pass"]));
});
