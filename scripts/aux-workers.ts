/**
 * The main Worker's other Workers for the worker tests, each bundled by wrangler exactly as it deploys (`wrangler
 * deploy --dry-run`) into .wrangler/<name>-test, then run by the vitest pool as an auxiliary Worker named like the
 * service the main Worker's binding points to (wrangler.toml [[services]]).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

/** `config`'s Worker built as it deploys: its name, module and compatibility settings for miniflare. */
function built(config: string) {
  const { name, compatibility_date, compatibility_flags, d1_databases } = unstable_readConfig({ config });
  // absolute: wrangler resolves --outdir from the config's folder
  const out = resolve(`.wrangler/${name}-test`);
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", config, "--outdir", out], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const worker = {
    name: name!,
    modules: true,
    scriptPath: `${out}/index.js`,
    compatibilityDate: compatibility_date!,
    compatibilityFlags: compatibility_flags,
  };
  return { worker, databaseId: d1_databases[0]?.database_id };
}

/** The IMAGE binding's Worker (board pictures, a link's preview), with its CSS, font and wasm rules. */
export function imageWorker() {
  return {
    ...built("image/wrangler.toml").worker,
    modulesRules: [
      { type: "Text" as const, include: ["**/*.css"] },
      { type: "Data" as const, include: ["**/*.ttf"] },
      { type: "CompiledWasm" as const, include: ["**/*.wasm"] },
    ],
  };
}

/**
 * The DELIVERY binding's Worker (messages). `bindings`: plain settings of its own (the channels'), as its vars.
 * `databases`: its D1 bindings and their ids, the main Worker's (default: its config's DB).
 */
export function deliveryWorker(bindings: Record<string, string> = {}, databases?: Record<string, string>) {
  const { worker, databaseId } = built("delivery/wrangler.toml");
  // the board picture of a turn e-mail (delivery/inbound/picture.ts): the pool's image Worker
  return { ...worker, d1Databases: databases ?? { DB: databaseId! }, bindings, serviceBindings: { IMAGE: "waka-image" } };
}

/** The BOTS binding's Worker (the computer players): it binds nothing. */
export const botsWorker = () => built("bots/wrangler.toml").worker;

/**
 * The JOBS binding's Worker (cron, bot runs, e-mail replies) on the tests' databases, with the pool's delivery and bots
 * Workers. The live rooms, the archive and the queue it binds when deployed are the test runner's own, which an
 * auxiliary Worker cannot reach: here it runs without them (a move it plays pings no page; the next bot run is played,
 * not enqueued).
 */
export function jobsWorker(databases: Record<string, string>) {
  return {
    ...built("jobs/wrangler.toml").worker,
    d1Databases: databases,
    serviceBindings: { DELIVERY: "waka-delivery", BOTS: "waka-bots" },
  };
}
