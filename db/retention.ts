/**
 * What leaves D1 once it has served (jobs/retention.ts runs these from the cron): delivered outbox rows, local
 * mailbox rows, link request windows that are over, and the choice of finished matches whose record goes to the
 * archive. Each statement deletes or reads at most `limit` rows, found through an index (migration 0011), so a run
 * costs in proportion to what it removes, never to what stays.
 */
import { sql } from "drizzle-orm";
import type { OutboxStatus } from "./enums.js";
import type { Db } from "./client.js";

/** Outbox rows nothing will change any more (delivered, refused, given up, folded into a digest). */
export const SETTLED: readonly OutboxStatus[] = ["sent", "skipped", "dead", "digested"];

const changes = (r: D1Result | undefined): number => r?.meta.changes ?? 0;

/**
 * Deletes settled outbox rows written before `before`. A match's newest row also gave the cron the origin of its
 * messages' links (db/outbox.ts originOf) where PUBLIC_ORIGIN is not set, i.e. in local development only: a local
 * match left alone for longer than the retention gets cron messages without links, as one that never had a message.
 * Keeping each match's newest row instead would have every run read all of them again. Returns the rows deleted.
 */
export async function pruneOutbox(db: Db, before: number, limit: number): Promise<number> {
  const statuses = sql.join(
    SETTLED.map((s) => sql`${s}`),
    sql`, `,
  );
  const r = await db.run(sql`DELETE FROM outbox WHERE id IN (
    SELECT id FROM outbox WHERE status IN (${statuses}) AND created_at < ${before} LIMIT ${limit})`);
  return changes(r);
}

/** Deletes local mailbox rows (development only) recorded before `before`. */
export async function pruneMailbox(db: Db, before: number, limit: number): Promise<number> {
  const r = await db.run(sql`DELETE FROM mailbox WHERE id IN (SELECT id FROM mailbox WHERE created_at < ${before} LIMIT ${limit})`);
  return changes(r);
}

/** Deletes "send me my links" counts whose window started at or before `before` (over: a new request starts afresh). */
/** Per-client invitation counts of days before `day` (issue #39): they limit nothing any more. */
export async function pruneInviteSenders(db: Db, day: number, limit: number): Promise<number> {
  const r = await db.run(
    sql`DELETE FROM invite_senders WHERE rowid IN (SELECT rowid FROM invite_senders WHERE day < ${day} LIMIT ${limit})`,
  );
  return changes(r);
}

export async function pruneLinkRequests(db: Db, before: number, limit: number): Promise<number> {
  const r = await db.run(
    sql`DELETE FROM link_requests WHERE hash IN (SELECT hash FROM link_requests WHERE window_start <= ${before} LIMIT ${limit})`,
  );
  return changes(r);
}

/**
 * Matches over since before `before` whose record is still in D1, longest over first. The condition is spelled as in
 * the partial index matches_archivable (migration 0011): INDEXED BY fails otherwise.
 */
export async function archivable(db: Db, before: number, limit: number): Promise<string[]> {
  const rows = await db.all<{ id: string }>(sql`SELECT id FROM matches INDEXED BY matches_archivable
    WHERE status IN ('finished', 'abandoned') AND archived_at IS NULL AND updated_at <= ${before}
    ORDER BY updated_at LIMIT ${limit}`);
  return rows.map((r) => r.id);
}
