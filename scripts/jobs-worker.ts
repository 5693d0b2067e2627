/**
 * The jobs Worker for the worker tests: bundled by wrangler exactly as it deploys (`wrangler deploy --dry-run`) into
 * .wrangler/jobs-test, then run by the vitest pool as an auxiliary Worker named like the service the main Worker's JOBS
 * binding points to (wrangler.toml [[services]]), on the tests' databases, with the pool's delivery and bots Workers.
 * The live rooms, the archive and the queue it binds when deployed are the test runner's own, which an auxiliary Worker
 * cannot reach: here it runs without them (a move it plays pings no page; the next bot run is played, not enqueued).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

export const JOBS_WORKER_NAME = "waka-jobs";
// absolute: wrangler resolves --outdir from the config's folder
const OUT = resolve(".wrangler/jobs-test");

export function jobsWorker(databases: Record<string, string>) {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", "jobs/wrangler.toml", "--outdir", OUT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const config = unstable_readConfig({ config: "jobs/wrangler.toml" });
  return {
    name: JOBS_WORKER_NAME,
    modules: true,
    scriptPath: `${OUT}/index.js`,
    compatibilityDate: config.compatibility_date!,
    compatibilityFlags: config.compatibility_flags,
    d1Databases: databases,
    serviceBindings: { DELIVERY: "waka-delivery", BOTS: "waka-bots" },
  };
}
