/**
 * This folder's own packages (./package.json: the type generator, the description's validator and linter, the
 * reference page's renderer), installed from ./package-lock.json on first use and whenever one is missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const here = dirname(fileURLToPath(import.meta.url));

export function ensureInstalled() {
  const wanted = Object.keys(JSON.parse(readFileSync(join(here, "package.json"), "utf8")).devDependencies);
  if (wanted.every((name) => existsSync(join(here, "node_modules", name, "package.json")))) return;
  const r = spawnSync("npm", ["ci", "--prefix", here, "--no-audit", "--no-fund", "--silent"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
