/**
 * The D1 databases of a Wrangler configuration, for the scripts that prepare local ones (`npm start`, the e2e and
 * bench servers): every database a Worker binds gets every migration (db/shards.ts: the match databases and the
 * directory share one schema), and a copy of a configuration can add match databases for a run with several.
 */
import { writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { experimental_readRawConfig } from "wrangler";

interface D1Entry {
  binding: string;
  database_name?: string;
  database_id?: string;
  migrations_dir?: string;
}

/** The D1 bindings `configPath` declares, in order. */
export function d1Bindings(configPath: string): string[] {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  return ((rawConfig.d1_databases ?? []) as D1Entry[]).map((d) => d.binding);
}

/**
 * Writes into `dir` a copy of `configPath` that also binds the match databases `extra` (e.g. ["DB_2"]: local only,
 * each with the first database's migrations) and, when given, the plain settings `vars`, its paths made absolute;
 * returns the copy's path.
 */
export function withMatchDatabases(configPath: string, dir: string, extra: readonly string[], vars?: Record<string, string>): string {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const from = dirname(resolve(configPath));
  const abs = (p: string | undefined) => (p === undefined || isAbsolute(p) ? p : resolve(from, p));
  const d1 = ((rawConfig.d1_databases ?? []) as D1Entry[]).map((d) => ({ ...d, migrations_dir: abs(d.migrations_dir) }));
  const first = d1[0];
  if (!first) throw new Error(`${configPath} binds no D1 database`);
  const added = extra.map((binding, i) => ({
    ...first,
    binding,
    database_name: `${first.database_name ?? "waka"}-${binding.toLowerCase()}`,
    database_id: `00000000-0000-0000-0000-${String(i + 2).padStart(12, "0")}`,
  }));
  const copy: Record<string, unknown> = { ...rawConfig, main: abs(rawConfig.main), d1_databases: [...d1, ...added] };
  if (vars) copy.vars = { ...(rawConfig.vars ?? {}), ...vars };
  if (rawConfig.assets?.directory) copy.assets = { ...rawConfig.assets, directory: abs(rawConfig.assets.directory) };
  const out = join(dir, `${(rawConfig.name ?? "worker").replace(/[^\w-]/g, "_")}.wrangler.json`);
  writeFileSync(out, JSON.stringify(copy, null, 2));
  return out;
}

/**
 * Stops on SIGINT and SIGTERM with `stop` alone. Importing wrangler (above, for its configuration reader) adds its own
 * listeners that end the process at once, before a script can end the `wrangler dev` it started in a process group of
 * its own and remove its temporary database: those go, `stop` comes.
 */
export function stopOnSignals(stop: () => void): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, stop);
  }
}
