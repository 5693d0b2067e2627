/**
 * The image Worker for the worker tests: bundled by wrangler exactly as it deploys (`wrangler deploy --dry-run`,
 * its CSS, font and wasm rules included) into .wrangler/image-test, then run by the vitest pool as an auxiliary
 * Worker named like the service the main Worker's IMAGE binding points to (wrangler.toml [[services]]).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

export const IMAGE_WORKER_NAME = "waka-image";
// absolute: wrangler resolves --outdir from the config's folder
const OUT = resolve(".wrangler/image-test");

export function imageWorker() {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", "image/wrangler.toml", "--outdir", OUT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const compatibilityDate = unstable_readConfig({ config: "image/wrangler.toml" }).compatibility_date!;
  return {
    name: IMAGE_WORKER_NAME,
    modules: true,
    scriptPath: `${OUT}/index.js`,
    compatibilityDate,
    modulesRules: [
      { type: "Text" as const, include: ["**/*.css"] },
      { type: "Data" as const, include: ["**/*.ttf"] },
      { type: "CompiledWasm" as const, include: ["**/*.wasm"] },
    ],
  };
}
