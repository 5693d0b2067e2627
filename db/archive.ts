/**
 * The D1 side of archiving a finished match (jobs/archive.ts): the rows its record is made of, and, once the
 * record is in the bucket, what leaves D1. The match row (game, options, seed and hashes, outcome, times) and its seats
 * (names, seat hashes, contacts shown to the seat itself) stay: the summary every read of the match starts from.
 */
import { and, asc, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import {
  checkpoints,
  matches,
  moves,
  outbox,
  seats,
  serverEntries,
  type MatchRow,
  type MoveRow,
  type SeatRow,
  type ServerEntryRow,
} from "./schema.js";

/** A finished match not archived yet, with its seats and whole log (moves and server entries); null otherwise. */
export async function archiveRows(
  db: Db,
  id: string,
): Promise<{ match: MatchRow; seats: SeatRow[]; moves: MoveRow[]; entries: ServerEntryRow[] } | null> {
  const [m, s, log, entries] = await db.batch([
    db
      .select()
      .from(matches)
      .where(and(eq(matches.id, id), inArray(matches.status, ["finished", "abandoned"]), isNull(matches.archivedAt))),
    db.select().from(seats).where(eq(seats.matchId, id)).orderBy(asc(seats.seat)),
    db.select().from(moves).where(eq(moves.matchId, id)).orderBy(asc(moves.seq)),
    db.select().from(serverEntries).where(eq(serverEntries.matchId, id)),
  ]);
  return m[0] ? { match: m[0], seats: s, moves: log, entries } : null;
}

/**
 * Marks the match archived (unless anything changed since `seq` and `updatedAt` were read) and, only then, deletes its
 * log (moves and server entries), checkpoints and outbox rows, its snapshot, and the seats' push subscriptions and link salts (no message goes
 * out for it any more). updated_at stays: the match's ETag does not change. Returns whether it was archived.
 */
export async function dropArchived(db: Db, id: string, seq: number, updatedAt: number, now: number): Promise<boolean> {
  const marked = exists(
    db
      .select({ one: sql`1` })
      .from(matches)
      .where(and(eq(matches.id, id), eq(matches.archivedAt, now))),
  );
  const [r] = await db.batch([
    db
      .update(matches)
      .set({ archivedAt: now, state: null })
      .where(and(eq(matches.id, id), eq(matches.seq, seq), eq(matches.updatedAt, updatedAt), isNull(matches.archivedAt))),
    db.delete(moves).where(and(eq(moves.matchId, id), marked)),
    db.delete(serverEntries).where(and(eq(serverEntries.matchId, id), marked)),
    db.delete(checkpoints).where(and(eq(checkpoints.matchId, id), marked)),
    db.delete(outbox).where(and(eq(outbox.matchId, id), marked)),
    db
      .update(seats)
      .set({ push: null, linkSalt: null })
      .where(and(eq(seats.matchId, id), marked)),
  ]);
  return (r.meta.changes ?? 0) > 0;
}
