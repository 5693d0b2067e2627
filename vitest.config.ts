import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { botsWorker, deliveryWorker, imageWorker, jobsWorker } from "./scripts/aux-workers.js";

// Each project runs where its code runs: the engine and the web app's pure parts in plain node (no Workers runtime),
// the worker inside workerd with a real local D1 (migrations from db/migrations applied in setup).
// The browser scenarios (tests/e2e/*.spec.ts) are Playwright's (playwright.config.ts): no project includes them.
/** The tests' D1 databases by binding; the delivery and jobs Workers bind the same ones (scripts/aux-workers.ts). */
const TEST_DATABASES = { DB: "00000000-0000-0000-0000-000000000000", DB_2: "00000000-0000-0000-0000-000000000002" };
/** Worker test files that need databases no other file has used (the "worker-fresh" project). */
const FRESH_DATABASE = ["tests/worker/match-cache.test.ts", "tests/worker/query-plans.test.ts"];

export default defineConfig(async () => {
  // wrangler.toml serves dist/client ([assets]); the pool refuses to start if it is missing (no web build yet).
  mkdirSync("dist/client", { recursive: true });
  const migrations = await readD1Migrations("./db/migrations");
  // the other Workers are built (a few seconds, scripts/aux-workers.ts) only when the worker project runs
  const args = process.argv.join(" ");
  const workerProject = !/--project[= ]/.test(args) || /--project[= ]worker\b/.test(args);
  /** The Workers pool: the worker with its image and delivery Workers, on local D1 (a project's own workerd). */
  const workersPool = () =>
    cloudflareTest({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          RATE_LIMIT_WRITES_PER_MINUTE: "0",
          BOT_MOVES_PER_MINUTE: "0",
          // the local mailbox records messages instead of sending them (tests of real channels turn it off per call)
          MAILBOX: "on",
          SEAT_LINK_KEY: "test-seat-link-key-0123456789abcdef",
          // the tests' requests go to http://waka.test; links in messages come only from a trusted origin
          PUBLIC_ORIGIN: "http://waka.test",
          // two match databases, so that every route runs on both (db/shards.ts); the directory is DB
          D1_SHARDS: "DB,DB_2",
        },
        d1Databases: TEST_DATABASES,
        // the IMAGE service binding's Worker (board pictures), the DELIVERY one's (messages, on the same D1), the
        // BOTS one's (the computer players) and the JOBS one's (cron, bot runs, e-mail replies, on the same D1)
        workers: workerProject ? [imageWorker(), deliveryWorker({}, TEST_DATABASES), botsWorker(), jobsWorker(TEST_DATABASES)] : [],
      },
    });
  return {
    test: {
      // the worker tests' exchanges, checked against the API description, summed (tests/openapi/reporter.ts)
      reporters: ["default", "./tests/openapi/reporter.ts"],
      // vitest's default is one file at a time on two cores (cores − 1): a worker file mostly waits on its workerd and
      // an engine file is pure CPU, so two at once keep both cores busy (docs/testing.md, "What CI runs")
      maxWorkers: Math.max(2, availableParallelism()),
      projects: [
        {
          test: {
            name: "engine",
            // a timeout is not a speed check (that is npm run bench): long seeded playouts must not fail on a busy machine
            testTimeout: 60_000,
            environment: "node",
            include: ["tests/engine/**/*.test.ts"],
          },
        },
        {
          // the web app's pure parts (texts, plurals, zoom arithmetic) in plain node: no DOM needed
          test: {
            name: "web",
            testTimeout: 60_000,
            environment: "node",
            include: ["tests/web/**/*.test.ts"],
          },
        },
        {
          // the project's own files kept in step (config, typed settings, .dev.vars.example): plain node
          test: {
            name: "project",
            environment: "node",
            include: ["tests/project/**/*.test.ts"],
          },
        },
        {
          plugins: [workersPool()],
          test: {
            name: "worker",
            // a workerd per test worker, not per file: starting one (three Workers, the app's modules) cost 3–4 s a file,
            // 198 s of the worker project's run against 77 s shared; each file still starts on empty tables
            // (tests/setup/apply-migrations.ts), and the Durable Objects and the bucket are keyed by ids no file repeats
            isolate: false,
            testTimeout: 60_000,
            include: ["tests/worker/**/*.test.ts"],
            exclude: FRESH_DATABASE,
            setupFiles: ["./tests/setup/apply-migrations.ts", "./tests/setup/openapi-conformance.ts"],
          },
        },
        {
          // the files that count the rows D1 reads or read its query plans: SQLite's statistics and plans follow what
          // the database has held, so these get a workerd and databases no other file has used
          plugins: [workersPool()],
          test: {
            name: "worker-fresh",
            testTimeout: 60_000,
            include: FRESH_DATABASE,
            setupFiles: ["./tests/setup/apply-migrations.ts", "./tests/setup/openapi-conformance.ts"],
          },
        },
      ],
    },
  };
});
