/**
 * Data access for what a turn notice tells and whether it is still worth sending: the seat's own last move (the
 * story starts after it), and the notices a seat made needless by looking at the match or by playing.
 */
import { and, eq, gt, inArray, isNull, lte, max } from "drizzle-orm";
import type { Db } from "./client.js";
import { matches, moves, outbox } from "./schema.js";

/**
 * The seq of the seat's last move at or before `upTo` (0: it has not moved yet); `decided`: only the moves the seat
 * chose itself, not those its clock, a bot or a resignation played for it.
 */
export async function lastMoveOf(db: Db, matchId: string, seat: number, upTo: number, decided = false): Promise<number> {
  const [row] = await db
    .select({ seq: max(moves.seq) })
    .from(moves)
    .where(and(eq(moves.matchId, matchId), eq(moves.seat, seat), lte(moves.seq, upTo), decided ? isNull(moves.by) : undefined));
  return row?.seq ?? 0;
}

/**
 * The seat looked at the match at `seq` on its page: its 'your_turn' notices held back while it was here (pending,
 * not due yet) for positions up to that seq are dropped. Returns how many.
 */
export async function dropSeenNotices(db: Db, matchId: string, seat: number, seq: number, now: number): Promise<number> {
  const dropped = await db
    .update(outbox)
    .set({ status: "skipped", lastError: "seen on the match page before it was due" })
    .where(
      and(
        eq(outbox.matchId, matchId),
        eq(outbox.seat, seat),
        eq(outbox.kind, "your_turn"),
        eq(outbox.status, "pending"),
        lte(outbox.seq, seq),
        gt(outbox.nextAttemptAt, now),
      ),
    )
    .returning({ id: outbox.id });
  return dropped.length;
}

/** Outbox rows by id, with their match's status and seats on turn (what "still current" is judged on). */
export async function rowsWithMatch(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: outbox.id,
      matchId: outbox.matchId,
      seat: outbox.seat,
      seq: outbox.seq,
      kind: outbox.kind,
      status: matches.status,
      active: matches.activeSeats,
    })
    .from(outbox)
    .leftJoin(matches, eq(matches.id, outbox.matchId))
    .where(inArray(outbox.id, [...ids]));
}

/** Marks pending rows skipped, with the reason. */
export async function skipRows(db: Db, ids: readonly number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: "skipped", lastError: reason })
    .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, "pending")));
}
