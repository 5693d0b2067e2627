import { expect, it } from "vitest";

/**
 * Wongar's rules build their tables when they load (the components, read once into lookup tables). A table that
 * breaks must fail a test: a module that throws while loading stops every file importing it before any test runs,
 * which a test runner reports as no test at all (a mutation tester then counts the break as survived).
 */
it("the rules load, and a match can be set up and played from them", async () => {
  const { wongar } = await import("../../../games/wongar/rules/index.js");
  const s = wongar.setup("load", 3, { advanced: false });
  const seat = wongar.activeSeats(s)[0]!;
  const moves = wongar.legalMoves(s, seat);
  expect(moves.length).toBeGreaterThan(0);
  expect(wongar.play(s, seat, moves[0]!).ok).toBe(true);
});
