/** Data access for a match's row (the matches table): load, create, cache the snapshot, end it, the bots' sweep. */
import { and, asc, eq, inArray, isNotNull, min, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Seat } from "../engine/core/game.js";
import { isUniqueViolation, landed, type Db } from "./client.js";
import { entryInsert, entryWritten, type EntryWrite } from "./entries.js";
import { idsOf, outboxInserts, outboxRowWhere } from "./outbox.js";
import { matches, outbox, seats, type MatchRow, type OutboxInsert, type SeatRow } from "./schema.js";

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

/** Several matches of one database with their seats, in one round trip (a digest's, read once per match). */
export async function loadMatches(db: Db, ids: readonly string[]): Promise<Map<string, { match: MatchRow; seats: SeatRow[] }>> {
  const out = new Map<string, { match: MatchRow; seats: SeatRow[] }>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const [m, s] = await db.batch([
    db.select().from(matches).where(inArray(matches.id, unique)),
    db.select().from(seats).where(inArray(seats.matchId, unique)).orderBy(asc(seats.matchId), asc(seats.seat)),
  ]);
  for (const match of m) out.set(match.id, { match, seats: s.filter((x) => x.matchId === match.id) });
  return out;
}

/**
 * matches.bot_waiting for a statement that changes a takeover: 1 while a bot seat or a taken-over seat is among the
 * active seats, read from the seats as the statement finds them (a move computes it from its own rows).
 */
export const botWaitingSql = sql`EXISTS (SELECT 1 FROM seats s, json_each(${matches.activeSeats}) j
    WHERE s.match_id = ${matches.id} AND s.seat = j.value AND (s.bot IS NOT NULL OR s.takeover IS NOT NULL))`;

/** Creates a match with its seats and first outbox rows in one batch; returns the outbox ids. */
export async function insertMatch(db: Db, match: NewMatch, seatRows: NewSeat[], outboxRows: OutboxInsert[]): Promise<number[]> {
  const active = match.status === "active" ? (match.activeSeats ?? []) : [];
  const botWaiting = seatRows.some((s) => s.bot && active.includes(s.seat)) ? 1 : 0;
  const items: BatchItem<"sqlite">[] = [db.insert(matches).values({ ...match, botWaiting })];
  for (const s of seatRows) items.push(db.insert(seats).values(s));
  const first = items.length;
  items.push(...outboxInserts(db, outboxRows));
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], first);
}

/** Caches a rebuilt snapshot (only if no move landed meanwhile). */
export async function saveSnapshot(db: Db, id: string, seq: number, state: string): Promise<void> {
  await db
    .update(matches)
    .set({ state })
    .where(and(eq(matches.id, id), eq(matches.seq, seq)));
}

/** The match's deadline recomputed as the earliest of its seats', and whether a bot is on turn (an active match only). */
export const matchDeadlineUpdate = (db: Db, matchId: string, now: number) =>
  db
    .update(matches)
    .set({
      updatedAt: now,
      botWaiting: botWaitingSql,
      turnDeadline: sql`(${db
        .select({ deadline: min(seats.deadline) })
        .from(seats)
        .where(and(eq(seats.matchId, matchId), isNotNull(seats.deadline)))})`,
    })
    .where(and(eq(matches.id, matchId), eq(matches.status, "active")));

/** The client whose write last caused the match's bot work (matches.bot_client), null when none is known. */
export async function botClientOf(db: Db, matchId: string): Promise<string | null> {
  const [r] = await db.select({ c: matches.botClient }).from(matches).where(eq(matches.id, matchId)).limit(1);
  return r?.c ?? null;
}

/**
 * Ends an active match at `seq` by a server decision (an abandonment at a deadline, a resignation that ends it): its
 * entry (db/entries.ts) first, then the match, its seats leaving the clock, and the rows, each only if the entry landed.
 */
export async function abandonMatch(
  db: Db,
  matchId: string,
  seq: number,
  outcomeJson: string,
  now: number,
  rows: OutboxInsert[],
  /** The log entry of the decision (its hash is the match's new head). */
  entry: EntryWrite,
  /** "finished" with the seat that resigned: a two-player resignation ends the match the same way (issue #30). */
  end: { status: "abandoned" } | { status: "finished"; resigned: Seat } = { status: "abandoned" },
): Promise<{ ok: boolean; outboxIds: number[] }> {
  const written = entryWritten(db, matchId, entry.hash);
  const items: BatchItem<"sqlite">[] = [
    entryInsert(db, entry),
    db
      .update(matches)
      // outcome arrives as JSON text: a fragment writes it as is (the column's JSON mode would encode it a second time)
      .set({
        status: end.status,
        outcome: sql`${outcomeJson}`,
        activeSeats: [],
        turnDeadline: null,
        updatedAt: now,
        botWaiting: 0,
        headHash: entry.hash,
      })
      .where(and(eq(matches.id, matchId), eq(matches.seq, seq), eq(matches.status, "active"), written)),
    db
      .update(seats)
      .set({
        turnStartedAt: null,
        deadline: null,
        allowanceMs: null,
        reminded: 0,
        ...(end.status === "finished"
          ? { resignedAt: sql`CASE WHEN ${seats.seat} = ${end.resigned} THEN ${now} ELSE ${seats.resignedAt} END` }
          : {}),
      })
      .where(and(eq(seats.matchId, matchId), written)),
    ...rows.map((o) =>
      db
        .insert(outbox)
        .select(outboxRowWhere(db, o, now, and(eq(matches.id, matchId), written)))
        .onConflictDoNothing()
        .returning({ id: outbox.id }),
    ),
  ];
  try {
    const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return { ok: landed(results[0] as D1Result), outboxIds: idsOf(results as unknown[], 3) };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, outboxIds: [] }; // another entry took this head first
    throw err;
  }
}

/**
 * Active matches where a bot (a bot seat or a taken-over seat) is on turn and nothing was written since `before`:
 * the cron's safety net for a lost queue message or waitUntil. The partial index matches_bot_waiting holds only the
 * active matches with a bot on turn (its condition is spelled here as in migration 0011: INDEXED BY fails otherwise).
 */
export async function waitingBots(db: Db, before: number, limit: number): Promise<{ id: string; seq: number; botClient: string | null }[]> {
  return db.all<{ id: string; seq: number; botClient: string | null }>(sql`SELECT id, seq, bot_client AS botClient
    FROM matches INDEXED BY matches_bot_waiting
    WHERE status = 'active' AND bot_waiting = 1 AND updated_at <= ${before} ORDER BY updated_at LIMIT ${limit}`);
}
