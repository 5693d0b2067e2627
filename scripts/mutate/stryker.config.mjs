// Stryker's settings for `npm run mutate -- <game>` (scripts/mutate/run.ts sets MUTATE_GAME): mutate one game's
// rules/ and run that game's engine tests against each mutant. docs/testing.md "Mutation testing" says why each
// setting is what it is.
const game = process.env.MUTATE_GAME;
if (!game) throw new Error("MUTATE_GAME is not set: run npm run mutate -- <game>");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "scripts/mutate/vitest.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner", "./scripts/mutate/message-strings.mjs"],
  ignorers: ["message-strings"],
  // describe.ts is the plain-English line for a move (texts, not rules)
  mutate: [`games/${game}/rules/**/*.ts`, `!games/${game}/rules/describe.ts`],
  // no type checker: @stryker-mutator/typescript-checker calls TypeScript's JavaScript API, which TypeScript 7 (the
  // project's tsc) no longer has. A mutant that would not type-check still runs; tests kill it or it survives.
  checkers: [],
  coverageAnalysis: "perTest",
  // the machine is shared: one test process at a time (override with --concurrency 2)
  concurrency: 1,
  // a mutant that loops is a Timeout (detected); the scenarios take milliseconds, so 5 s more is plenty
  timeoutMS: 5_000,
  // only what the engine tests import is copied into the sandbox. No tsconfig*.json either: Stryker rewrites a
  // sandboxed tsconfig with TypeScript's JavaScript API (absent from TypeScript 7); vitest needs none to run the tests.
  ignorePatterns: ["/*", "!/games", "!/engine", "!/tests", "!/scripts", "!/package.json", "/tests/e2e", "/tests/worker"],
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${game}.html` },
  jsonReporter: { fileName: `reports/mutation/${game}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportScoreTable: true },
  // re-runs only the mutants whose code or covering tests changed since the last run (--force runs them all)
  incremental: true,
  incrementalFile: `reports/mutation/${game}${process.env.MUTATE_PLAYOUTS === "1" ? "-playouts" : ""}-incremental.json`,
  tempDirName: `.stryker-tmp-${game}`, // one per game, so that two games can run side by side
  cleanTempDir: true,
};
