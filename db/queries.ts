/**
 * All data access of the match host. Routes and host logic never build SQL themselves.
 * Writes that belong together are one D1 batch (one implicit transaction: all or nothing).
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import { matches, moves, outbox, seats, type MatchRow, type MoveRow, type OutboxInsert, type SeatRow } from "./schema.js";

export const createDb = (d1: D1Database) => drizzle(d1);

export type Db = ReturnType<typeof createDb>;

/** D1's own error text (drizzle wraps it; the original is in `cause`). */
const d1Message = (err: unknown): string => {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof Error) parts.push(e.message);
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(" | ");
};

export const isUniqueViolation = (err: unknown): boolean => /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(d1Message(err));

export type NewMatch = typeof matches.$inferInsert;
export type NewSeat = typeof seats.$inferInsert;

/** The match row and its seats, read in one round trip. */
export async function loadMatch(db: Db, id: string): Promise<{ match: MatchRow; seats: SeatRow[] } | null> {
  const [m, s] = await db.batch([
    db.select().from(matches).where(eq(matches.id, id)).limit(1),
    db.select().from(seats).where(eq(seats.matchId, id)).orderBy(asc(seats.seat)),
  ]);
  const match = m[0];
  return match ? { match, seats: s } : null;
}

/** Moves 1..upTo (all when upTo is omitted), oldest first. */
export async function loadMoves(db: Db, id: string, upTo?: number): Promise<MoveRow[]> {
  const where = upTo === undefined ? eq(moves.matchId, id) : and(eq(moves.matchId, id), lte(moves.seq, upTo));
  return db.select().from(moves).where(where).orderBy(asc(moves.seq));
}

export async function insertMatch(db: Db, match: NewMatch, seatRows: NewSeat[], outboxRows: OutboxInsert[]): Promise<void> {
  const items: BatchItem<"sqlite">[] = [db.insert(matches).values(match)];
  for (const s of seatRows) items.push(db.insert(seats).values(s));
  for (const o of outboxRows) items.push(db.insert(outbox).values(o));
  await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

export interface MoveWrite {
  move: typeof moves.$inferInsert;
  expectedSeq: number;
  match: Pick<MatchRow, "status" | "state" | "activeSeats" | "outcome" | "headHash" | "turnDeadline" | "updatedAt">;
  outbox: OutboxInsert[];
}

/**
 * Appends one move: the log row at expectedSeq + 1, the snapshot update and the outbox rows in one batch.
 * The primary key (match_id, seq) makes a racing second writer fail as a whole: returns "conflict".
 */
export async function appendMove(db: Db, w: MoveWrite): Promise<"ok" | "conflict"> {
  const items: BatchItem<"sqlite">[] = [
    db.insert(moves).values(w.move),
    db
      .update(matches)
      .set({ ...w.match, seq: w.expectedSeq + 1 })
      .where(and(eq(matches.id, w.move.matchId), eq(matches.seq, w.expectedSeq))),
    db
      .update(seats)
      .set({ lastSeenAt: w.move.createdAt })
      .where(and(eq(seats.matchId, w.move.matchId), eq(seats.seat, w.move.seat))),
  ];
  for (const o of w.outbox) items.push(db.insert(outbox).values(o));
  try {
    await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return "ok";
  } catch (err) {
    if (isUniqueViolation(err)) return "conflict";
    throw err;
  }
}

/** Caches a rebuilt snapshot (only if no move landed meanwhile). */
export async function saveSnapshot(db: Db, id: string, seq: number, state: string): Promise<void> {
  await db.update(matches).set({ state }).where(and(eq(matches.id, id), eq(matches.seq, seq)));
}

export interface SeatClaim {
  matchId: string;
  seat: number;
  name: string;
  tokenHash: string;
  contact: string | null;
  now: number;
  /** Seats active at the start, notified (once) if this claim fills the last open seat. */
  startSeats: number[];
  startPayload: (seat: number) => string;
}

/**
 * Claims an open seat. One batch: take the seat if still open; if no seat is open afterwards the match
 * becomes active and the first active seats get their 'your_turn' rows (INSERT OR IGNORE: at most once).
 * Returns false when somebody else took the seat first.
 */
export async function claimSeat(db: Db, c: SeatClaim): Promise<{ claimed: boolean; status: string }> {
  // Raw D1 statements: drizzle cannot put INSERT ... SELECT with conditions into a batch.
  const d1 = db.$client;
  const stmts: D1PreparedStatement[] = [
    d1
      .prepare(
        `UPDATE seats SET name = ?, token_hash = ?, contact = ?, joined_at = ?, last_seen_at = ?
         WHERE match_id = ? AND seat = ? AND token_hash IS NULL`,
      )
      .bind(c.name, c.tokenHash, c.contact, c.now, c.now, c.matchId, c.seat),
    d1
      .prepare(
        `UPDATE matches SET status = 'active', invite_hash = NULL, updated_at = ?
         WHERE id = ? AND status = 'open'
           AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND token_hash IS NULL)`,
      )
      .bind(c.now, c.matchId, c.matchId),
  ];
  for (const seat of c.startSeats) {
    stmts.push(
      d1
        .prepare(
          `INSERT OR IGNORE INTO outbox (match_id, seq, seat, kind, channel, payload, status, attempts, next_attempt_at, created_at)
           SELECT s.match_id, 0, s.seat, 'your_turn',
                  CASE WHEN s.contact IS NULL THEN 'none' WHEN s.contact LIKE 'http%' THEN 'webhook' ELSE 'email' END,
                  ?, 'pending', 0, ?, ?
           FROM seats s JOIN matches m ON m.id = s.match_id
           WHERE s.match_id = ? AND s.seat = ? AND m.status = 'active' AND m.seq = 0`,
        )
        .bind(c.startPayload(seat), c.now, c.now, c.matchId, seat),
    );
  }
  stmts.push(d1.prepare("SELECT status FROM matches WHERE id = ?").bind(c.matchId));
  const results = await d1.batch<{ status: string }>(stmts);
  return { claimed: (results[0]?.meta.changes ?? 0) === 1, status: results[results.length - 1]?.results[0]?.status ?? "open" };
}

/** Outbox rows of a match (tests and tools; delivery is a later issue). */
export async function listOutbox(db: Db, matchId: string) {
  return db.select().from(outbox).where(eq(outbox.matchId, matchId)).orderBy(asc(outbox.seq), asc(outbox.seat));
}

/**
 * Bench only (never routed unless BENCH_ROUTES=1): the same writes as a move, without reading or running
 * the engine — insert a log row, bump the match (the whole row, snapshot included, is rewritten), one outbox row.
 */
export async function rawMoveBatch(db: Db, matchId: string, expectedSeq: number, now: number): Promise<"ok" | "conflict"> {
  const seq = expectedSeq + 1;
  try {
    await db.batch([
      db.insert(moves).values({
        matchId,
        seq,
        seat: 0,
        move: '{"type":"bench","n":1}',
        events: '[{"type":"bench"}]',
        prevHash: "0".repeat(64),
        hash: "f".repeat(64),
        createdAt: now,
      }),
      db
        .update(matches)
        .set({ seq, updatedAt: now, state: sql`${matches.state}`, activeSeats: "[0]" })
        .where(and(eq(matches.id, matchId), eq(matches.seq, expectedSeq))),
      db.insert(outbox).values({ matchId, seq, seat: 0, kind: "your_turn", channel: "none", payload: "{}", createdAt: now }),
    ]);
    return "ok";
  } catch (err) {
    if (isUniqueViolation(err)) return "conflict";
    throw err;
  }
}
