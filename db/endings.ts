/** Data access for the ends of a match a player chooses (issue #30): resigning, and playing again. */
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation, matchDeadlineUpdate, type Db, type NewMatch, type NewSeat, type SeatClockPatch } from "./queries.js";
import type { BotLevel } from "./enums.js";
import { matches, outbox, seats, type OutboxInsert } from "./schema.js";

/**
 * A seat resigns and the game goes on: the server plays for it from now on (`takeover`, never ended by the owner's
 * return), its turn clock stops. Guarded by the match's seq: a move that landed first wins. Returns whether it landed.
 */
export async function resignAndGoOn(db: Db, matchId: string, seat: number, seq: number, level: BotLevel, clock: SeatClockPatch, now: number): Promise<boolean> {
  const atSeq = db
    .select({ one: sql`1` })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.seq, seq), eq(matches.status, "active")));
  const [r] = await db.batch([
    db
      .update(seats)
      .set({ resignedAt: now, takeover: level, ...clock })
      .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), isNull(seats.resignedAt), exists(atSeq))),
    matchDeadlineUpdate(db, matchId, now),
  ]);
  return (r.meta.changes ?? 0) > 0;
}

/**
 * "Play again": the new match, its seats and first messages, and the old match naming it, in one batch. Only one
 * rematch per match (the unique index on rematch_of): when another landed first, returns its id instead.
 */
export async function insertRematch(db: Db, oldId: string, match: NewMatch, seatRows: NewSeat[], rows: OutboxInsert[], now: number) {
  const items: BatchItem<"sqlite">[] = [db.insert(matches).values({ ...match, rematchOf: oldId })];
  for (const s of seatRows) items.push(db.insert(seats).values(s));
  items.push(db.update(matches).set({ rematchId: match.id, updatedAt: now }).where(and(eq(matches.id, oldId), isNull(matches.rematchId))));
  const first = items.length;
  for (const o of rows) items.push(db.insert(outbox).values(o).returning({ id: outbox.id }));
  try {
    const results = (await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[];
    const ids = results.slice(first).flatMap((r) => (r as { id: number }[]).map((x) => x.id));
    return { created: true as const, id: match.id!, outboxIds: ids };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.rematchOf, oldId)).limit(1);
    if (!row) throw e;
    return { created: false as const, id: row.id, outboxIds: [] };
  }
}
