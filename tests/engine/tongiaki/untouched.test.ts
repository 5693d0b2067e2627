import { expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { playFrozen } from "../untouched.js";

/** `play` never writes to the state it is given (tests/engine/untouched.ts), with each variant. */
it.each([
  [3, {}],
  [2, { twoColours: true }],
  [4, { freeTiles: true }],
] as const)("%i players (%o): every state frozen before its move, none changed", (players, options) => {
  const types = playFrozen(tongiaki, `untouched-${players}`, players, options);
  expect([...types]).toEqual(expect.arrayContaining(["setup", "add", "addBoat", "depart"]));
});
