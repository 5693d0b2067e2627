/**
 * The delivery Worker for the worker tests: bundled by wrangler exactly as it deploys (`wrangler deploy --dry-run`)
 * into .wrangler/delivery-test, then run by the vitest pool as an auxiliary Worker named like the service the main
 * Worker's DELIVERY binding points to (wrangler.toml [[services]]), on the same D1 database as the tests.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

export const DELIVERY_WORKER_NAME = "waka-delivery";
// absolute: wrangler resolves --outdir from the config's folder
const OUT = resolve(".wrangler/delivery-test");

/**
 * `bindings`: plain settings of the delivery Worker itself (the channels'), as its vars. `databases`: its D1
 * bindings and their ids, the main Worker's (default: its config's DB).
 */
export function deliveryWorker(bindings: Record<string, string> = {}, databases?: Record<string, string>) {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", "delivery/wrangler.toml", "--outdir", OUT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const config = unstable_readConfig({ config: "delivery/wrangler.toml" });
  const compatibilityDate = config.compatibility_date!;
  const databaseId = config.d1_databases[0]!.database_id!;
  return {
    name: DELIVERY_WORKER_NAME,
    modules: true,
    scriptPath: `${OUT}/index.js`,
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: databases ?? { DB: databaseId },
    bindings,
    // the board picture of a turn e-mail (delivery/inbound/picture.ts): the pool's image Worker
    serviceBindings: { IMAGE: "waka-image" },
  };
}
