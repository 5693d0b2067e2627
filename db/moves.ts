/** Data access for a match's log (the moves table) and the one batch that appends moves with everything they change. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { checkpointInserts, type Checkpoint } from "./checkpoints.js";
import { isStaleHead, isStaleRev, isUniqueViolation, type Db } from "./client.js";
import { idsOf, outboxInserts } from "./outbox.js";
import { matches, moves, type MatchRow, type MoveRow, type OutboxInsert } from "./schema.js";
import { seatClocksUpdate, type SeatClockPatch } from "./seats.js";

/** Moves 1..upTo (all when upTo is omitted), oldest first. */
export async function loadMoves(db: Db, id: string, upTo?: number): Promise<MoveRow[]> {
  const where = upTo === undefined ? eq(moves.matchId, id) : and(eq(moves.matchId, id), lte(moves.seq, upTo));
  return db.select().from(moves).where(where).orderBy(asc(moves.seq));
}

export interface MovesWrite {
  matchId: string;
  expectedSeq: number;
  /**
   * The match's rev as read: the batch then also fails if the match row or any seat changed since (a cached read,
   * worker/host/match-cache.ts). null: the seq alone guards (a write that re-reads what it needs from D1 anyway).
   */
  expectedRev: number | null;
  /** Consecutive log rows expectedSeq + 1, + 2, … (several when a timeout plays a whole turn). */
  moves: (typeof moves.$inferInsert)[];
  /** botWaiting: whether a bot is on turn after these moves (the cron's stalled-bot net reads it). */
  match: Pick<
    MatchRow,
    "status" | "state" | "activeSeats" | "outcome" | "headHash" | "turnDeadline" | "updatedAt" | "botWaiting" | "botClient"
  >;
  /** Seats whose clock changed. */
  seatClocks: { seat: number; clock: SeatClockPatch }[];
  outbox: OutboxInsert[];
  /** The states after these moves; those at a checkpoint's seq are stored (db/checkpoints.ts). */
  checkpoints: Checkpoint[];
}

/**
 * Appends moves: the log rows, the snapshot update, the seats' clocks and the outbox rows in one batch.
 * The primary key (match_id, seq) makes a racing second writer fail as a whole, and so does the rev guard (setting
 * rev to expectedRev + 1, which the trigger matches_rev_guard aborts unless rev is still expectedRev), and so does a
 * server entry that extended the head the moves were planned on (trigger moves_chain_guard): returns { ok: false }.
 * The batch ends by reading the rev it left (its own seat updates move it on), 1 row.
 */
export async function appendMoves(db: Db, w: MovesWrite): Promise<{ ok: true; outboxIds: number[]; rev: number } | { ok: false }> {
  const last = w.expectedSeq + w.moves.length;
  const items: BatchItem<"sqlite">[] = [
    ...w.moves.map((m) => db.insert(moves).values(m)),
    db
      .update(matches)
      .set({ ...w.match, seq: last, ...(w.expectedRev === null ? {} : { rev: w.expectedRev + 1 }) })
      .where(and(eq(matches.id, w.matchId), eq(matches.seq, w.expectedSeq))),
  ];
  if (w.seatClocks.length) items.push(seatClocksUpdate(db, w.matchId, w.seatClocks));
  items.push(...checkpointInserts(db, w.matchId, w.checkpoints));
  const first = items.length;
  items.push(...outboxInserts(db, w.outbox));
  items.push(db.select({ rev: matches.rev }).from(matches).where(eq(matches.id, w.matchId)));
  try {
    const results = (await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[];
    const [after] = results[results.length - 1] as { rev: number }[];
    return { ok: true, outboxIds: idsOf(results.slice(0, -1), first), rev: after!.rev };
  } catch (err) {
    if (isUniqueViolation(err) || isStaleRev(err) || isStaleHead(err)) return { ok: false };
    throw err;
  }
}

/** Moves from..to (inclusive), oldest first. */
export async function loadMovesBetween(db: Db, id: string, from: number, to: number): Promise<MoveRow[]> {
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.matchId, id), gte(moves.seq, from), lte(moves.seq, to)))
    .orderBy(asc(moves.seq));
}
