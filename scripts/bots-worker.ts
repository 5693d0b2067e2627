/**
 * The bots Worker for the worker tests: bundled by wrangler exactly as it deploys (`wrangler deploy --dry-run`) into
 * .wrangler/bots-test, then run by the vitest pool as an auxiliary Worker named like the service the main Worker's
 * BOTS binding points to (wrangler.toml [[services]]).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

export const BOTS_WORKER_NAME = "waka-bots";
// absolute: wrangler resolves --outdir from the config's folder
const OUT = resolve(".wrangler/bots-test");

export function botsWorker() {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", "bots/wrangler.toml", "--outdir", OUT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const config = unstable_readConfig({ config: "bots/wrangler.toml" });
  return {
    name: BOTS_WORKER_NAME,
    modules: true,
    scriptPath: `${OUT}/index.js`,
    compatibilityDate: config.compatibility_date!,
    compatibilityFlags: config.compatibility_flags,
  };
}
