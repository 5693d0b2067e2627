/**
 * The browser suite (`npm run test:e2e`): Debian's chromium (no browser download) against a throwaway
 * `wrangler dev` on a free loopback port with a fresh local D1 (tests/e2e/server.ts). Two workers: a scenario spends
 * much of its time waiting on the server and the page (polls, live updates, mail), so two at once took the suite from
 * 12.8 to 9.1 min on two cores (docs/testing.md, "What CI runs"); every scenario makes its own matches and addresses.
 */
import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

// The config is loaded again in every worker process: the port chosen by the runner reaches them in the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })",
]).toString();
const base = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/bot-matches.setup.ts",
  globalTeardown: "./tests/e2e/conformance.teardown.ts",
  outputDir: "test-results/e2e",
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // no second try: a scenario that passes only on a retry hides a race (issue #38); one that needs more time on a
  // loaded machine gets the time (its own timeouts), not a retry. tests/project/e2e-config.test.ts keeps it at 0
  retries: 0,
  // a scenario waits for its own conditions (bot matches finishing, mail arriving); the bound is for a hung one
  timeout: 300_000,
  // a step waits up to 45 s: wrangler dev has held one answer of an idle server 16.7 s (GET /api/matches/{id}, with
  // every other request served in milliseconds meanwhile), and a 15 s step then failed a fresh-clone run
  expect: { timeout: 45_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/e2e.json" }],
    ["html", { outputFolder: "test-results/e2e-html", open: "never" }],
  ],
  use: {
    baseURL: base,
    locale: "en-GB",
    deviceScaleFactor: 1,
    // the service worker serves the app's scripts from its cache, out of reach of page.route() (the scenarios that
    // make a chunk fail): the scenarios run as a first visit without it, and tests/e2e/pwa.spec.ts turns it on
    serviceWorkers: "block",
    actionTimeout: 45_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--no-default-browser-check",
      ],
    },
  },
  webServer: {
    command: "tsx tests/e2e/server.ts",
    url: `${base}/api/games`,
    env: { E2E_PORT: process.env.E2E_PORT },
    stdout: "pipe",
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
