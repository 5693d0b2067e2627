/** The cron's clock sweep: seats whose reminder or timeout is due, and the reminder's write. */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Seat } from "../engine/core/game.js";
import type { Db } from "./client.js";
import { outboxInserts, idsOf } from "./outbox.js";
import { matches, seats, type OutboxInsert, type SeatRow } from "./schema.js";

/** seats.wake_at (migration 0011, db/schema.ts): when the cron must next look at the seat's clock. */
const wakeAt = sql<number>`"seats"."wake_at"`;

/**
 * Seats on turn in active matches for which a reminder or the timeout is due at `now`, earliest first (`wakeAt`): the
 * index on seats.wake_at yields exactly the seats whose time has come, whatever the number of matches.
 */
export async function dueClocks(
  db: Db,
  now: number,
  limit: number,
): Promise<(SeatRow & { game: string; seq: number; activeSeats: Seat[]; wakeAt: number })[]> {
  const rows = await db
    .select({ seat: seats, wakeAt, game: matches.game, seq: matches.seq, activeSeats: matches.activeSeats })
    .from(seats)
    .innerJoin(matches, eq(matches.id, seats.matchId))
    // `+status`: no index on the status (which every active match shares), so the plan starts from seats_wake_at
    .where(and(lte(wakeAt, now), sql`+${matches.status} = 'active'`))
    .orderBy(asc(wakeAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.seat, wakeAt: r.wakeAt, game: r.game, seq: r.seq, activeSeats: r.activeSeats }));
}

/** Marks the reminder as sent for this turn (deadline unchanged) and writes its rows (unique: at most once). */
export async function writeReminder(
  db: Db,
  matchId: string,
  seat: number,
  percent: number,
  deadline: number,
  rows: OutboxInsert[],
): Promise<number[]> {
  const items: BatchItem<"sqlite">[] = [
    db
      .update(seats)
      .set({ reminded: percent })
      .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), eq(seats.deadline, deadline), sql`${seats.reminded} < ${percent}`)),
    ...outboxInserts(db, rows),
  ];
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], 1);
}
