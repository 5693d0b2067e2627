/**
 * Mutation testing of one game's rules (issue #40): `npm run mutate -- <game> [stryker options]`, e.g.
 *   npm run mutate -- wongar
 *   npm run mutate -- wongar --mutate games/wongar/rules/flow.ts     (one file, while writing tests)
 *   npm run mutate -- wongar --force                                  (ignore the incremental file: every mutant)
 *   npm run mutate -- wongar --playouts                               (the seeded random playouts too: slow)
 * Runs Stryker (scripts/mutate/stryker.config.mjs) under `nice`, one game at a time; not part of CI (a whole game
 * takes minutes to tens of minutes). Reports: reports/mutation/<game>.html and .json. docs/testing.md has the scores.
 */
import { spawnSync } from "node:child_process";
import { GAME_IDS, isGameId } from "../../games/index.js";

const [game, ...args] = process.argv.slice(2);
const playouts = args.includes("--playouts");
const rest = args.filter((a) => a !== "--playouts");
if (!game || !isGameId(game)) {
  console.error(`usage: npm run mutate -- <game> [stryker options]   (game: ${GAME_IDS.join(", ")})`);
  process.exit(2);
}
const stryker = ["stryker", "run", "scripts/mutate/stryker.config.mjs", ...rest];
const run = spawnSync("nice", ["-n", "10", "npx", ...stryker], {
  stdio: "inherit",
  env: { ...process.env, MUTATE_GAME: game, MUTATE_PLAYOUTS: playouts ? "1" : "0" },
});
process.exit(run.status ?? 1);
