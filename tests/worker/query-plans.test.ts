/**
 * Every query that looks across matches reads in proportion to what it finds (issue #32): its plan, as SQLite makes
 * it against the migrated schema, searches an index and never scans a table or sorts what it found in a temporary
 * B-tree. The statements are the real functions' own, recorded as they reach D1, then asked for their plan.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db/client.js";
import { dueClocks } from "../../db/clocks.js";
import { waitingBots } from "../../db/matches.js";
import { dueOutbox, heldForDigest, originOf, releaseStaleSending } from "../../db/outbox.js";
import * as links from "../../db/links.js";
import * as addresses from "../../db/addresses.js";
import * as retention from "../../db/retention.js";

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A D1 binding that records each statement it runs, alone or in a batch, with its parameters. */
function recording(d1: D1Database, log: Recorded[]): D1Database {
  const inner = new WeakMap<object, { stmt: D1PreparedStatement; rec: Recorded }>();
  const statement = (stmt: D1PreparedStatement, rec: Recorded): D1PreparedStatement => {
    const ran = <T>(result: T): T => (log.push(rec), result);
    const o = {
      bind: (...values: unknown[]) => statement(stmt.bind(...values), { sql: rec.sql, params: values }),
      all: () => ran(stmt.all()),
      run: () => ran(stmt.run()),
      raw: (opts?: { columnNames?: boolean }) => ran(stmt.raw(opts as never)),
      first: (col?: string) => ran(stmt.first(col as never)),
    };
    inner.set(o, { stmt, rec });
    return o as unknown as D1PreparedStatement;
  };
  return {
    prepare: (sql: string) => statement(d1.prepare(sql), { sql, params: [] }),
    batch: (stmts: D1PreparedStatement[]) => {
      const found = stmts.map((s) => inner.get(s)!);
      log.push(...found.map((f) => f.rec));
      return d1.batch(found.map((f) => f.stmt));
    },
  } as unknown as D1Database;
}

/** The plans of every statement `run` sends to D1, in each of the tests' databases (db/shards.ts: each is swept). */
async function plansOf(run: (db: Db) => Promise<unknown>): Promise<{ sql: string; plan: string[] }[]> {
  const out: { sql: string; plan: string[] }[] = [];
  for (const d1 of [env.DB, env.DB_2]) {
    const log: Recorded[] = [];
    await run(createDb(recording(d1, log)));
    for (const r of log) {
      const rows = await d1
        .prepare(`EXPLAIN QUERY PLAN ${r.sql}`)
        .bind(...r.params)
        .all<{ detail: string }>();
      out.push({ sql: r.sql, plan: rows.results.map((x) => x.detail) });
    }
  }
  return out;
}

/** A plan that reads in proportion to what it finds: no table scan, no sort of its rows in a temporary B-tree. */
function expectBounded(plans: { sql: string; plan: string[] }[]): void {
  expect(plans.length).toBeGreaterThan(0);
  for (const p of plans) {
    // json_each over a bound value scans that value (a match's few active seats), not a table
    const scans = p.plan.filter((d) => /\bSCAN\b/.test(d) && !/SCAN (j|json_each)\b/.test(d) && !/CONSTANT ROW/.test(d));
    expect(scans, `${p.sql}\n${p.plan.join("\n")}`).toEqual([]);
    expect(
      p.plan.filter((d) => /TEMP B-TREE/.test(d)),
      `${p.sql}\n${p.plan.join("\n")}`,
    ).toEqual([]);
  }
}

const usesIndex = (plans: { plan: string[] }[], index: string) => plans.some((p) => p.plan.some((d) => d.includes(index)));

describe("cross-match queries search an index (EXPLAIN QUERY PLAN on the migrated schema)", () => {
  const now = 1_800_000_000_000;

  it("the clock sweep reads the seats whose time has come through seats.wake_at", async () => {
    const plans = await plansOf((db) => dueClocks(db, now, 100));
    expectBounded(plans);
    expect(usesIndex(plans, "seats_wake_at")).toBe(true);
  });

  it("the stalled-bot net reads the active matches with a bot on turn only", async () => {
    const plans = await plansOf((db) => waitingBots(db, now, 50));
    expectBounded(plans);
    expect(usesIndex(plans, "matches_bot_waiting")).toBe(true);
  });

  it("send me my links finds an address's seats through seats.email_key", async () => {
    const plans = await plansOf((db) => links.seatsOfAddress([db], "ana@example.org"));
    expectBounded(plans);
    expect(usesIndex(plans, "seats_email_key")).toBe(true);
  });

  it("originOf reads one outbox entry", async () => {
    const plans = await plansOf((db) => originOf(db, "m1"));
    expectBounded(plans);
    expect(usesIndex(plans, "outbox_match")).toBe(true);
  });

  it("the outbox sweep reads due rows along its indexes", async () => {
    const plans = await plansOf(async (db) => {
      await dueOutbox(db, now, 100);
      await releaseStaleSending(db, now - 60_000, now);
    });
    expectBounded(plans);
    expect(usesIndex(plans, "outbox_status_created")).toBe(true);
    expect(usesIndex(plans, "outbox_due")).toBe(true);
  });

  it("the digest and address confirmations read the rows they change", async () => {
    const plans = await plansOf(async (db) => {
      await heldForDigest(db);
      await addresses.confirmAddress(db, "h".repeat(64), now);
      await addresses.releaseWaiting(db, "h".repeat(64), now);
      await addresses.unsubscribeAddress(db, "h".repeat(64), now);
      await addresses.dropWaiting(db, "h".repeat(64));
    });
    expectBounded(plans);
  });

  it("retention and the archive's choice read what they delete or archive", async () => {
    const plans = await plansOf(async (db) => {
      await retention.pruneOutbox(db, now - 7 * 86_400_000, 500);
      await retention.pruneMailbox(db, now - 7 * 86_400_000, 500);
      await retention.pruneLinkRequests(db, now - 86_400_000, 500);
      await retention.archivable(db, now - 86_400_000, 10);
    });
    expectBounded(plans);
    expect(usesIndex(plans, "matches_archivable")).toBe(true);
    expect(usesIndex(plans, "mailbox_created")).toBe(true);
    expect(usesIndex(plans, "link_requests_window")).toBe(true);
  });
});
