/**
 * Data access for the public tables each client has waiting (open_tables, directory database); the rule is in
 * worker/lobby-cap.ts.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "./client.js";
import { openTables } from "./schema.js";

/** The tables this client's row says are waiting (some may have filled or closed since). */
export async function tablesOf(directory: Db, client: string): Promise<string[]> {
  const rows = await directory.select({ id: openTables.matchId }).from(openTables).where(eq(openTables.client, client));
  return rows.map((r) => r.id);
}

export async function forgetTables(directory: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await directory.delete(openTables).where(inArray(openTables.matchId, [...ids]));
}

/**
 * Takes a place for a new table when the client holds fewer than `max`: one statement, so tables opened at once
 * cannot all pass the same count. True when taken.
 */
export async function takeTablePlace(directory: Db, client: string, matchId: string, max: number, now: number): Promise<boolean> {
  const r = await directory.$client
    .prepare(
      "INSERT INTO open_tables (match_id, client, created_at) SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM open_tables WHERE client = ?2) < ?4 RETURNING match_id",
    )
    .bind(matchId, client, now, max)
    .all();
  return r.results.length === 1;
}

/** The cron's part: rows older than `before` (their tables closed by then, db/lobby.ts closeStaleTables). */
export async function pruneOpenTables(directory: Db, before: number, limit: number): Promise<number> {
  const old = await directory.select({ id: openTables.matchId }).from(openTables).where(lt(openTables.createdAt, before)).limit(limit);
  await forgetTables(
    directory,
    old.map((r) => r.id),
  );
  return old.length;
}

export const dropTablePlace = (directory: Db, client: string, matchId: string) =>
  directory.delete(openTables).where(and(eq(openTables.matchId, matchId), eq(openTables.client, client)));
