import { expect, it } from "vitest";
import { tongaBonga } from "../../../games/tonga-bonga/rules/index.js";
import { checkRefusals } from "../near-misses.js";

/**
 * Tonga Bonga: `play` accepts exactly what `legalMoves` lists, move by move through seeded games with random legal
 * moves, checked on every legal move and every near miss (a field one step off, another value a legal move has, the
 * same choice as another kind of move: tests/engine/near-misses.ts), each refusal naming its rule. The refusals
 * these games reach are listed, so that a change that stops a guard from ever refusing is seen.
 */
it("play refuses every near miss that legalMoves leaves out, and only those", () => {
  const met = new Set<string>();
  for (const seed of ["a", "b", "c"])
    for (const [players, options] of [
      [3, { roundLimit: 12 }],
      [4, { roundLimit: 12 }],
    ] as const)
      for (const code of checkRefusals(tongaBonga, `refusals-${seed}`, players, options, 3_000)) met.add(code);
  expect([...met].sort()).toEqual(
    expect.arrayContaining([
      "impassable",
      "keep_helmsman_wage",
      "minimum_wage",
      "no_such_die",
      "no_such_ship",
      "no_way_out",
      "not_adjacent",
      "not_enough_money",
      "occupied_square",
      "one_die_per_ship",
      "own_ship",
      "ship_full",
      "too_far",
      "wrong_step",
    ]),
  );
});
