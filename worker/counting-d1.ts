/**
 * A D1 binding that adds every statement's `meta.rows_read` / `meta.rows_written` — through drizzle or raw, alone or in
 * a batch — to one tally (worker/rowcount.ts). Installed only when ROW_COUNTS is "1": production never pays for it.
 */
import type { RowTally } from "./rowcount.js";

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
