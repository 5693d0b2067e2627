/** Data access for "Play again" (issue #30); a resignation is a takeover for good (db/seats.ts startTakeover). */
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Db, isUniqueViolation } from "./client.js";
import type { NewMatch, NewSeat } from "./matches.js";
import { matches, outbox, seats, type OutboxInsert } from "./schema.js";

/**
 * "Play again": the new match, its seats and first messages, and the old match naming it, in one batch. Only one
 * rematch per match (the unique index on rematch_of): when another landed first, returns its id instead.
 */
export async function insertRematch(db: Db, oldId: string, match: NewMatch, seatRows: NewSeat[], rows: OutboxInsert[], now: number) {
  const items: BatchItem<"sqlite">[] = [db.insert(matches).values({ ...match, rematchOf: oldId })];
  for (const s of seatRows) items.push(db.insert(seats).values(s));
  items.push(
    db
      .update(matches)
      .set({ rematchId: match.id, updatedAt: now })
      .where(and(eq(matches.id, oldId), isNull(matches.rematchId))),
  );
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
