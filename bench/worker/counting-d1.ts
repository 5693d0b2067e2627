/**
 * A D1 binding that adds every statement's `meta.rows_read` / `meta.rows_written` — through drizzle or raw, alone or in
 * a batch — to one tally (bench/worker/rowcount.ts). Only the bench Worker and the tests install it: the production
 * Worker never bundles it (tests/project/worker-imports.test.ts).
 */
import { ROWS_HEADER, rowsHeaderValue, type RowTally } from "./rowcount.js";

const add = (t: RowTally, meta: { rows_read?: number; rows_written?: number } | undefined) => {
  t.read += meta?.rows_read ?? 0;
  t.written += meta?.rows_written ?? 0;
};

/** The real statement behind a counted one (a batch must be handed the binding's own statements). */
const inner = new WeakMap<object, D1PreparedStatement>();

function countedStatement(stmt: D1PreparedStatement, t: RowTally): D1PreparedStatement {
  const counted = {
    bind: (...values: unknown[]) => countedStatement(stmt.bind(...values), t),
    first: async (col?: string) => {
      const r = await stmt.all();
      add(t, r.meta);
      const row = r.results[0] as Record<string, unknown> | undefined;
      return row === undefined ? null : col === undefined ? row : row[col];
    },
    run: async () => {
      const r = await stmt.run();
      add(t, r.meta);
      return r;
    },
    all: async () => {
      const r = await stmt.all();
      add(t, r.meta);
      return r;
    },
    // `raw` carries no meta: the rows come from `all` instead, as arrays in column order — the same mapping drizzle
    // itself applies to batch results (d1ToRawMapping), so what a query returns does not change with counting on.
    raw: async (opts?: { columnNames?: boolean }) => {
      const r = await stmt.all<Record<string, unknown>>();
      add(t, r.meta);
      const rows = r.results.map((row) => Object.values(row));
      if (!opts?.columnNames) return rows;
      return [Object.keys(r.results[0] ?? {}), ...rows];
    },
  } as unknown as D1PreparedStatement;
  inner.set(counted, stmt);
  return counted;
}

/** The binding with every statement's rows added to `t`. */
export function countingD1(d1: D1Database, t: RowTally): D1Database {
  return {
    prepare: (query: string) => countedStatement(d1.prepare(query), t),
    batch: async (stmts: D1PreparedStatement[]) => {
      const results = await d1.batch(stmts.map((s) => inner.get(s) ?? s));
      for (const r of results) add(t, r.meta);
      return results;
    },
    exec: (query: string) => d1.exec(query),
    withSession: (c?: string) => d1.withSession(c as never),
    dump: () => d1.dump(),
  } as unknown as D1Database;
}

const isD1 = (v: unknown): v is D1Database =>
  typeof (v as D1Database | null)?.prepare === "function" && typeof (v as D1Database).batch === "function";

/**
 * A fetch handler whose every request reads and writes D1 through counting bindings (every D1 binding: all match
 * databases and the directory, db/shards.ts), answered in X-D1-Rows: the rows of the request itself (work it leaves
 * to waitUntil may finish after the header is written).
 */
export function withRowCounts<E extends object, C>(
  handler: (request: Request, env: E, ctx: C) => Response | Promise<Response>,
): (request: Request, env: E, ctx: C) => Promise<Response> {
  return async (request, env, ctx) => {
    const rows: RowTally = { read: 0, written: 0 };
    const counted = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, isD1(v) ? countingD1(v, rows) : v])) as E;
    const res = await handler(request, counted, ctx);
    if (res.status === 101) return res; // a socket's upgrade: its webSocket would not survive the copy
    const answer = new Response(res.body, res);
    answer.headers.set(ROWS_HEADER, rowsHeaderValue(rows));
    return answer;
  };
}
