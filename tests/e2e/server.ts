/**
 * The e2e suite's web server (playwright.config.ts `webServer`): builds the web app, then a throwaway
 * `wrangler dev` (the main Worker, the image and the delivery Workers) with fresh local D1 databases, two for matches
 * (DB and DB_2, db/shards.ts; scripts/devserver.ts),
 * behind the conformance proxy (tests/e2e/conformance-proxy.ts) on the port the config chose. Playwright ends it
 * with SIGTERM; the local database goes with it. Its log is test-results/e2e-wrangler.log.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { stopOnSignals } from "../../scripts/d1-config.js";
import { freePort, startDevServer } from "../../scripts/devserver.js";
import { startConformanceProxy } from "./conformance-proxy.js";

const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_PORT is not set: start the suite with `npm run test:e2e`");

const vite = spawnSync(join(process.cwd(), "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], { stdio: "inherit" });
if (vite.status !== 0) throw new Error(`vite build failed (${vite.status ?? vite.signal})`);

mkdirSync("test-results", { recursive: true });
// one browser plays many matches (all-bot ones too) from one address: the write and bot-move limits, tested in
// tests/worker/security.test.ts, are off here as under `npm test`
// the messages a bot run or the cron writes link to the proxy's address, the one the suite opens (not wrangler's own)
const server = await startDevServer(
  { RATE_LIMIT_WRITES_PER_MINUTE: "0", BOT_MOVES_PER_MINUTE: "0", MAILBOX: "on", LOCAL_ORIGIN: `http://127.0.0.1:${port}` },
  // the image and delivery Workers too, as `npm start` runs them; two match databases, so every page runs on both
  { port: await freePort(), log: join("test-results", "e2e-wrangler.log"), workers: true, shards: 2 },
);
// the suite talks to wrangler through a proxy that checks every API exchange against the served description
const proxy = await startConformanceProxy(port, server.base);
console.log(`e2e server: http://127.0.0.1:${port} (checking every API exchange) → ${server.base}`);

const stop = async () => {
  await proxy.close();
  await server.stop();
  process.exit(0);
};
// Playwright's SIGTERM must reach stop(), not wrangler's own listeners (their process.exit left wrangler dev running)
stopOnSignals(() => void stop());
