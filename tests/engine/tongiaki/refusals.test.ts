import { expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { checkRefusals } from "../near-misses.js";

/**
 * Tongiaki: `play` accepts exactly what `legalMoves` lists, move by move through seeded games with random legal
 * moves, checked on every legal move and every near miss (a field one step off, another value a legal move has, the
 * same choice as another kind of move: tests/engine/near-misses.ts), each refusal naming its rule. The refusals
 * these games reach are listed, so that a change that stops a guard from ever refusing is seen.
 */
it("play refuses every near miss that legalMoves leaves out, and only those", () => {
  const met = new Set<string>();
  for (const seed of ["a", "b", "c"])
    for (const [players, options] of [
      [2, {}],
      [3, {}],
      [4, { freeTiles: true }],
      [2, { twoColours: true }],
      [6, {}],
    ] as const)
      for (const code of checkRefusals(tongiaki, `refusals-${seed}`, players, options, 3_000)) met.add(code);
  expect([...met].sort()).toEqual(
    expect.arrayContaining([
      "already_royal",
      "beach_full",
      "beach_must_keep_free_slot",
      "beach_not_full",
      "choose_space_first",
      "colour_not_in_group",
      "has_boats",
      "no_boats",
      "no_own_boat",
      "no_such_beach",
      "no_such_dock",
      "not_adjacent",
      "not_alone",
      "one_per_beach",
      "one_per_beach_first",
      "reserve_not_empty",
      "space_chosen",
      "space_taken",
      "take_first",
      "tonga_not_royal",
      "two_royal_islands",
      "wrong_step",
    ]),
  );
});
