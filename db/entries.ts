/**
 * Data access for server entries (db/schema.ts server_entries; engine/core/ending.ts): the statement that appends one,
 * which the rest of its batch depends on, and the reads of a match's entries.
 */
import { and, asc, eq, exists, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.js";
import { matches, serverEntries, type ServerEntryRow } from "./schema.js";

export type EntryWrite = typeof serverEntries.$inferInsert;

/**
 * Inserts the entry only while the match is active, at seq `after`, with head `prevHash`, and `also` holds (what the
 * decision needs of the seats): the first statement of its batch. Every other statement of the batch carries
 * `entryWritten`, so the batch changes nothing unless the entry landed.
 */
export const entryInsert = (db: Db, e: EntryWrite, also?: SQL) =>
  db.insert(serverEntries).select(
    db
      .select({
        matchId: sql<string>`${e.matchId}`.as("matchId"),
        after: sql<number>`${e.after}`.as("after"),
        seat: sql<number>`${e.seat}`.as("seat"),
        entry: sql<string>`${e.entry}`.as("entry"),
        prevHash: sql<string>`${e.prevHash}`.as("prevHash"),
        hash: sql<string>`${e.hash}`.as("hash"),
        createdAt: sql<number>`${e.createdAt}`.as("createdAt"),
      })
      .from(matches)
      .where(
        and(eq(matches.id, e.matchId), eq(matches.seq, e.after), eq(matches.headHash, e.prevHash), eq(matches.status, "active"), also),
      ),
  );

/** The condition on the rest of an entry's batch: the entry `hash` is in the log. */
export const entryWritten = (db: Db, matchId: string, hash: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(serverEntries)
      .where(and(eq(serverEntries.matchId, matchId), eq(serverEntries.hash, hash))),
  );

/** The match's head moves on to the entry's hash (with the entry's batch). */
export const headUpdate = (db: Db, e: EntryWrite) =>
  db
    .update(matches)
    .set({ headHash: e.hash, updatedAt: e.createdAt })
    .where(and(eq(matches.id, e.matchId), eq(matches.headHash, e.prevHash), entryWritten(db, e.matchId, e.hash)));

/** A match's server entries in the order they were written (each after the move it follows). */
export async function loadEntries(db: Db, matchId: string): Promise<ServerEntryRow[]> {
  return db
    .select()
    .from(serverEntries)
    .where(eq(serverEntries.matchId, matchId))
    .orderBy(asc(serverEntries.after), asc(serverEntries.createdAt));
}
