/**
 * The match databases and the directory database from the Worker's configuration (db/shards.ts): D1_SHARDS names
 * the D1 bindings that hold matches, in order (default "DB": one database, as a fresh clone runs); D1_DIRECTORY the
 * binding of the directory (default the first of D1_SHARDS); D1_OPEN those of D1_SHARDS that take new matches
 * (default all). docs/scaling.md says how an operator adds a database.
 */
import { shardsOf, MAX_SHARDS, type Shards } from "../db/shards.js";
import type { ShardSettings } from "./env.js";

const names = (list: string | undefined): string[] | null => {
  const n = (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return n.length ? n : null;
};

function binding(env: object, name: string): D1Database {
  const b = (env as Record<string, unknown>)[name] as D1Database | undefined;
  if (!b || typeof b.prepare !== "function") throw new Error(`D1 binding ${name} (named by D1_SHARDS or D1_DIRECTORY) is not configured`);
  return b;
}

/** The binding names of the match databases, in order. */
export const shardNames = (s: ShardSettings): string[] => names(s.D1_SHARDS) ?? ["DB"];

/**
 * The databases of this configuration. `wrap` replaces each binding (bench/worker/counting-d1.ts counts rows); the same
 * binding named twice (the directory as one of the match databases, the default) is wrapped once.
 */
export function shardsFromEnv(env: ShardSettings, wrap: (d1: D1Database) => D1Database = (d1) => d1): Shards {
  const shards = shardNames(env);
  if (shards.length > MAX_SHARDS) throw new Error(`D1_SHARDS names ${shards.length} databases; a match id can name ${MAX_SHARDS}`);
  const directoryName = names(env.D1_DIRECTORY)?.[0] ?? shards[0]!;
  const wrapped = new Map<string, D1Database>();
  const d1 = (name: string) => wrapped.get(name) ?? wrapped.set(name, wrap(binding(env, name))).get(name)!;
  const open = names(env.D1_OPEN)?.map((n) => {
    const i = shards.indexOf(n);
    if (i < 0) throw new Error(`D1_OPEN names ${n}, which is not in D1_SHARDS`);
    return i;
  });
  return shardsOf({ shards: shards.map(d1), directory: d1(directoryName), ...(open ? { open } : {}) });
}
