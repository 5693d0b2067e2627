import { expect, it } from "vitest";
import { wongar } from "../../../games/wongar/rules/index.js";
import { checkRefusals } from "../near-misses.js";

/**
 * Wongar: `play` accepts exactly what `legalMoves` lists, move by move through seeded games with random legal
 * moves, checked on every legal move and every near miss (a field one step off, another value a legal move has, the
 * same choice as another kind of move: tests/engine/near-misses.ts), each refusal naming its rule. The refusals
 * these games reach are listed, so that a change that stops a guard from ever refusing is seen.
 */
it("play refuses every near miss that legalMoves leaves out, and only those", () => {
  const met = new Set<string>();
  for (const seed of ["a", "b", "c"])
    for (const [players, options] of [
      [3, {}],
      [4, { advanced: true }],
      [5, { advanced: true }],
    ] as const)
      for (const code of checkRefusals(wongar, `refusals-${seed}`, players, options, 3_000)) met.add(code);
  expect([...met].sort()).toEqual(
    expect.arrayContaining([
      "bad_target",
      "no_card",
      "no_figure_card",
      "no_piece",
      "no_such_choice",
      "not_in_hand",
      "not_neighbour",
      "own_piece",
      "wrong_shape",
      "wrong_step",
    ]),
  );
});
