import type { Host } from "./host.js";

/** Bindings and variables from wrangler.toml (and, for the bench only, `--var BENCH_ROUTES:1`). */
export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Writes per client IP per minute (per isolate); "0" turns the limit off. */
  RATE_LIMIT_WRITES_PER_MINUTE?: string;
  /** "1" enables the raw-batch comparison route used by `npm run bench:api`. Never set in wrangler.toml. */
  BENCH_ROUTES?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { host: Host };
}
