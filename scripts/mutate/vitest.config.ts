import { defineConfig } from "vitest/config";

// The tests Stryker runs against one game's rules (npm run mutate -- <game>): the engine tests of that game only,
// in plain node like the `engine` project of vitest.config.ts (no Workers pool, no D1: the rules are pure). The
// seeded random games (playouts.test.ts, ~12 s for Wongar; Tongiaki's turns-end.test.ts, 400 random tables per
// player count) are left out unless MUTATE_PLAYOUTS=1 (`--playouts`): every mutant they cover would run them, hours
// per game on a shared machine. The score is the scenario tests' own.
const game = process.env.MUTATE_GAME;
if (!game) throw new Error("MUTATE_GAME is not set: run npm run mutate -- <game>");
const playouts = process.env.MUTATE_PLAYOUTS === "1";

export default defineConfig({
  test: {
    // a timeout is not a speed check: Stryker's own timeout catches a mutant that loops
    testTimeout: 60_000,
    environment: "node",
    include: [`tests/engine/${game}/**/*.test.ts`],
    exclude: playouts ? [] : ["**/playouts.test.ts", "**/turns-end.test.ts"],
  },
});
