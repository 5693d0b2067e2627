/**
 * All data access of the match host. Routes and host logic never build SQL themselves.
 * Writes that belong together are one D1 batch (one implicit transaction: all or nothing).
 */
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import type { Seat } from "../engine/core/game.js";
import type { BotLevel, Channel, OutboxStatus } from "./enums.js";
import { checkpointInserts, type Checkpoint } from "./checkpoints.js";
import { mailbox, matches, moves, outbox, seats, type MailboxRow, type MatchRow, type MoveRow, type OutboxInsert, type OutboxRow, type SeatRow } from "./schema.js";

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

/**
 * Whether a statement changed its row. D1's `changes` counts the rows the revision triggers (migration 0009) write
 * too, so a one-row statement answers 2, not 1, when it landed; 0 still means it did not.
 */
const landed = (r: D1Result | undefined): boolean => (r?.meta.changes ?? 0) > 0;

/** The revision guard refused a write: the match or a seat changed since the rev it expected (migration 0009). */
const isStaleRev = (err: unknown): boolean => /stale_rev/.test(d1Message(err));

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

/**
 * Outbox inserts that report the ids they created for delivery (an ignored duplicate reports none, and so does a row
 * written as already settled: there is nothing to deliver).
 */
const outboxInserts = (db: Db, rows: OutboxInsert[]) =>
  rows.map((o) =>
    o.status === "skipped" ? db.insert(outbox).values(o).onConflictDoNothing() : db.insert(outbox).values(o).onConflictDoNothing().returning({ id: outbox.id }),
  );

const idsOf = (results: unknown[], from: number): number[] =>
  results.slice(from).flatMap((r) => (Array.isArray(r) ? (r as { id: number }[]).map((x) => x.id) : []));

/**
 * matches.bot_waiting for a statement that changes a takeover: 1 while a bot seat or a taken-over seat is among the
 * active seats, read from the seats as the statement finds them (a move computes it from its own rows).
 */
const botWaitingSql = sql`EXISTS (SELECT 1 FROM seats s, json_each(${matches.activeSeats}) j
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

/** The clock columns of a seat (worker/clock.ts SeatClock). */
export type SeatClockPatch = Pick<
  SeatRow,
  "turnStartedAt" | "deadline" | "allowanceMs" | "reminded" | "usedMs" | "vacationFrom" | "vacationUntil" | "vacationYear" | "vacationUsedMs"
>;

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
  match: Pick<MatchRow, "status" | "state" | "activeSeats" | "outcome" | "headHash" | "turnDeadline" | "updatedAt" | "botWaiting" | "botClient">;
  /** Seats whose clock changed. */
  seatClocks: { seat: number; clock: SeatClockPatch }[];
  outbox: OutboxInsert[];
  /** The states after these moves; those at a checkpoint's seq are stored (db/checkpoints.ts). */
  checkpoints: Checkpoint[];
}

const SEAT_CLOCK_COLUMNS = [
  "turnStartedAt",
  "deadline",
  "allowanceMs",
  "reminded",
  "usedMs",
  "vacationFrom",
  "vacationUntil",
  "vacationYear",
  "vacationUsedMs",
] as const satisfies readonly (keyof SeatClockPatch)[];

/**
 * The clocks of several seats in one statement (a move ends one turn and starts another): UPDATE … FROM json_each over
 * the new clocks, one JSON parameter whatever the number of seats (D1 binds at most 100 per statement). Each seat's
 * rev moves on, so the trigger leaves matches.rev to the move's own match update (migration 0009).
 */
function seatClocksUpdate(db: Db, matchId: string, clocks: MovesWrite["seatClocks"]) {
  const json = JSON.stringify(clocks.map((c) => ({ seat: c.seat, ...c.clock })));
  const set = Object.fromEntries(SEAT_CLOCK_COLUMNS.map((k) => [k, sql`json_extract(j.value, ${`$.${k}`})`])) as Record<keyof SeatClockPatch, SQL>;
  return db
    .update(seats)
    .set({ ...set, rev: sql`${seats.rev} + 1` })
    .from(sql`json_each(${json}) AS j`)
    .where(and(eq(seats.matchId, matchId), sql`${seats.seat} = json_extract(j.value, '$.seat')`));
}

/**
 * Appends moves: the log rows, the snapshot update, the seats' clocks and the outbox rows in one batch.
 * The primary key (match_id, seq) makes a racing second writer fail as a whole, and so does the rev guard (setting
 * rev to expectedRev + 1, which the trigger matches_rev_guard aborts unless rev is still expectedRev): returns
 * { ok: false }. The batch ends by reading the rev it left (its own seat updates move it on), 1 row.
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
    if (isUniqueViolation(err) || isStaleRev(err)) return { ok: false };
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
  linkSalt: string | null;
  email: string | null;
  webhook: string | null;
  now: number;
  /** Seats active at the start, notified (once) and put on the clock if this claim fills the last open seat. */
  startSeats: number[];
  startPayload: (seat: number) => string;
  /** The first turn's allowance when the match has a clock. */
  allowanceMs: number | null;
  /** The status of a start seat's 'your_turn' row on a channel (the digest policy, worker/notify/outbox.ts). */
  startStatus: (channel: Channel, digest: number) => OutboxStatus;
}

const CHANNELS: readonly Channel[] = ["email", "webhook", "push", "none"];
/** The channels with the status a row on each gets for a seat without and with the digest (computed by the caller). */
const CHANNELS_SQL = `(${CHANNELS.map(() => "SELECT ? AS channel, ? AS plain, ? AS held").join(" UNION ALL ")})`;
const HAS_CHANNEL_SQL = `((ch.channel = 'email' AND s.email IS NOT NULL) OR (ch.channel = 'webhook' AND s.webhook IS NOT NULL)
  OR (ch.channel = 'push' AND s.push IS NOT NULL) OR (ch.channel = 'none' AND s.email IS NULL AND s.webhook IS NULL AND s.push IS NULL))`;

/**
 * Claims an open seat. One batch: take the seat if still open; if no seat is open afterwards the match
 * becomes active, the first active seats' clocks start and they get their 'your_turn' rows (INSERT OR IGNORE:
 * at most once). Returns false when somebody else took the seat first.
 */
export async function claimSeat(db: Db, c: SeatClaim): Promise<{ claimed: boolean; status: string; outboxIds: number[] }> {
  // Raw D1 statements: the outbox rows select the channels from the seat rows as this batch leaves them (a seat that
  // joined a moment ago included), over a VALUES-like union drizzle cannot express; one batch needs one kind of statement.
  const d1 = db.$client;
  const channels = CHANNELS.flatMap((ch) => [ch, c.startStatus(ch, 0), c.startStatus(ch, 1)]);
  const stmts: D1PreparedStatement[] = [
    d1
      .prepare(
        `UPDATE seats SET name = ?, token_hash = ?, link_salt = ?, email = ?, webhook = ?, joined_at = ?
         WHERE match_id = ? AND seat = ? AND token_hash IS NULL AND bot IS NULL`,
      )
      .bind(c.name, c.tokenHash, c.linkSalt, c.email, c.webhook, c.now, c.matchId, c.seat),
    d1
      .prepare(
        `UPDATE matches SET status = 'active', invite_hash = NULL, updated_at = ?, turn_deadline = ?,
           bot_waiting = EXISTS (SELECT 1 FROM seats s, json_each(matches.active_seats) j
             WHERE s.match_id = matches.id AND s.seat = j.value AND (s.bot IS NOT NULL OR s.takeover IS NOT NULL))
         WHERE id = ? AND status = 'open'
           AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND token_hash IS NULL AND bot IS NULL)`,
      )
      .bind(c.now, c.allowanceMs === null ? null : c.now + c.allowanceMs, c.matchId, c.matchId),
  ];
  const started = `EXISTS (SELECT 1 FROM matches m WHERE m.id = ? AND m.status = 'active' AND m.seq = 0)`;
  for (const seat of c.startSeats) {
    if (c.allowanceMs !== null) {
      stmts.push(
        d1
          .prepare(
            `UPDATE seats SET turn_started_at = ?, deadline = ?, allowance_ms = ?, reminded = 0
             WHERE match_id = ? AND seat = ? AND turn_started_at IS NULL AND bot IS NULL AND ${started}`,
          )
          .bind(c.now, c.now + c.allowanceMs, c.allowanceMs, c.matchId, seat, c.matchId),
      );
    }
    stmts.push(
      d1
        .prepare(
          `INSERT OR IGNORE INTO outbox (match_id, seq, seat, kind, channel, payload, status, attempts, next_attempt_at, created_at)
           SELECT s.match_id, 0, s.seat, 'your_turn', ch.channel, ?,
                  CASE WHEN s.digest = 1 THEN ch.held ELSE ch.plain END, 0, ?, ?
           FROM seats s JOIN matches m ON m.id = s.match_id, ${CHANNELS_SQL} ch
           WHERE s.match_id = ? AND s.seat = ? AND s.bot IS NULL AND m.status = 'active' AND m.seq = 0 AND ${HAS_CHANNEL_SQL}
           RETURNING id`,
        )
        .bind(c.startPayload(seat), c.now, c.now, ...channels, c.matchId, seat),
    );
  }
  stmts.push(d1.prepare("SELECT status FROM matches WHERE id = ?").bind(c.matchId));
  const results = await d1.batch<{ status?: string; id?: number }>(stmts);
  const outboxIds = results.flatMap((r) => r.results.flatMap((x) => (typeof x.id === "number" ? [x.id] : [])));
  return {
    claimed: landed(results[0]),
    status: results[results.length - 1]?.results[0]?.status ?? "open",
    outboxIds,
  };
}

/** Outbox rows of a match (tests and tools). */
export async function listOutbox(db: Db, matchId: string) {
  return db.select().from(outbox).where(eq(outbox.matchId, matchId)).orderBy(asc(outbox.seq), asc(outbox.seat));
}

/** Moves from..to (inclusive), oldest first. */
export async function loadMovesBetween(db: Db, id: string, from: number, to: number): Promise<MoveRow[]> {
  return db
    .select()
    .from(moves)
    .where(and(eq(moves.matchId, id), gte(moves.seq, from), lte(moves.seq, to)))
    .orderBy(asc(moves.seq));
}

// -------------------------------------------------------------------------------------------- notifications

/**
 * Claims one outbox row for delivery: pending/retry → sending, attempts + 1, only if due. Exactly one caller
 * can win (D1 runs the UPDATE atomically; only the winner gets the row back). Returns the row as claimed, or null.
 */
export async function claimOutbox(db: Db, id: number, now: number): Promise<OutboxRow | null> {
  const rows = await db
    .update(outbox)
    .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, claimedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["pending", "retry"]), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
    .returning();
  return rows[0] ?? null;
}

export async function finishOutbox(db: Db, id: number, status: "sent" | "skipped" | "dead", now: number, error: string | null): Promise<void> {
  await db
    .update(outbox)
    .set({ status, sentAt: status === "sent" ? now : null, lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

export async function retryOutbox(db: Db, id: number, at: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "retry", nextAttemptAt: at, lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

export async function releaseStaleSending(db: Db, claimedBefore: number, now: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "retry", nextAttemptAt: now, lastError: "claim expired" })
    .where(and(eq(outbox.status, "sending"), lte(outbox.claimedAt, claimedBefore)));
}

/**
 * Rows due for (another) attempt: pending for over a minute (their waitUntil or queue message was lost) or retries,
 * oldest first. Two reads, each along its own index (outbox_status_created, outbox_due), so neither sorts.
 */
export async function dueOutbox(db: Db, now: number, limit: number): Promise<number[]> {
  const [pending, retries] = await db.batch([
    db
      .select({ id: outbox.id })
      .from(outbox)
      // a pending row may be held back (quiet while the seat is here, worker/notify/quiet.ts): not before it is due
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.createdAt, now - 60_000),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(limit),
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "retry"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit),
  ]);
  return [...pending, ...retries]
    .map((x) => x.id)
    .sort((a, b) => a - b)
    .slice(0, limit);
}

export async function dropPush(db: Db, matchId: string, seat: number): Promise<void> {
  await db.update(seats).set({ push: null }).where(and(eq(seats.matchId, matchId), eq(seats.seat, seat)));
}

export async function recordMailbox(db: Db, m: typeof mailbox.$inferInsert): Promise<void> {
  await db.insert(mailbox).values(m).onConflictDoNothing();
}

export async function listMailbox(db: Db, filter: { match?: string; seat?: number; limit: number }): Promise<MailboxRow[]> {
  const conds = [];
  if (filter.match) conds.push(eq(mailbox.matchId, filter.match));
  if (filter.seat !== undefined) conds.push(eq(mailbox.seat, filter.seat));
  return db
    .select()
    .from(mailbox)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(mailbox.id))
    .limit(filter.limit);
}

export async function updateSeatChannels(
  db: Db,
  matchId: string,
  seat: number,
  patch: Partial<Pick<SeatRow, "email" | "webhook" | "push" | "digest">>,
): Promise<void> {
  await db.update(seats).set(patch).where(and(eq(seats.matchId, matchId), eq(seats.seat, seat)));
}

/** Turns a seat's e-mail off, only if it still goes to `email` (an unsubscribe link names the address it was sent to). */
export async function clearSeatEmail(db: Db, matchId: string, seat: number, email: string): Promise<void> {
  await db.update(seats).set({ email: null, digest: 0 }).where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), eq(seats.email, email)));
}

/**
 * Writes a seat's clock (vacation) if its turn is still the one read (turn_started_at unchanged), and the match's
 * deadline (the earliest of its seats) in the same batch. Returns false when a move changed the turn meanwhile.
 */
export async function updateSeatClock(
  db: Db,
  matchId: string,
  seat: number,
  turnStartedAt: number | null,
  clock: SeatClockPatch,
  now: number,
): Promise<boolean> {
  const [r] = await db.batch([
    db
      .update(seats)
      .set({
        deadline: clock.deadline,
        vacationFrom: clock.vacationFrom,
        vacationUntil: clock.vacationUntil,
        vacationYear: clock.vacationYear,
        vacationUsedMs: clock.vacationUsedMs,
      })
      // IS, not =: a seat off turn has turn_started_at NULL, and NULL must match NULL
      .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), sql`${seats.turnStartedAt} IS ${turnStartedAt}`)),
    matchDeadlineUpdate(db, matchId, now),
  ]);
  return landed(r);
}

/** The match's deadline recomputed as the earliest of its seats', and whether a bot is on turn (an active match only). */
const matchDeadlineUpdate = (db: Db, matchId: string, now: number) =>
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

/** The origin recorded with a match's latest message (links of cron messages when PUBLIC_ORIGIN is not set). */
/** The client whose write last caused the match's bot work (matches.bot_client), null when none is known. */
export async function botClientOf(db: Db, matchId: string): Promise<string | null> {
  const [r] = await db.select({ c: matches.botClient }).from(matches).where(eq(matches.id, matchId)).limit(1);
  return r?.c ?? null;
}

export async function originOf(db: Db, matchId: string): Promise<string | null> {
  const r = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.matchId, matchId)).orderBy(desc(outbox.id)).limit(1);
  try {
    return r[0] ? ((JSON.parse(r[0].payload) as { origin?: string }).origin ?? null) : null;
  } catch {
    return null;
  }
}

/** Marks the reminder as sent for this turn (deadline unchanged) and writes its rows (unique: at most once). */
export async function writeReminder(db: Db, matchId: string, seat: number, percent: number, deadline: number, rows: OutboxInsert[]): Promise<number[]> {
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

/** Abandons an active match at `seq`; its seats leave the clock; the rows are written only if the match changed. */
export async function abandonMatch(
  db: Db,
  matchId: string,
  seq: number,
  outcomeJson: string,
  now: number,
  rows: OutboxInsert[],
  /** "finished" with the seat that resigned: a two-player resignation ends the match the same way (issue #30). */
  end: { status: "abandoned" } | { status: "finished"; resigned: Seat } = { status: "abandoned" },
): Promise<{ ok: boolean; outboxIds: number[] }> {
  // The seats and the rows follow only if the first statement ended the match (it leaves exactly this mark).
  const abandoned = and(eq(matches.id, matchId), eq(matches.status, end.status), eq(matches.seq, seq), eq(matches.updatedAt, now));
  const items: BatchItem<"sqlite">[] = [
    db
      .update(matches)
      // outcome arrives as JSON text: a fragment writes it as is (the column's JSON mode would encode it a second time)
      .set({ status: end.status, outcome: sql`${outcomeJson}`, activeSeats: [], turnDeadline: null, updatedAt: now, botWaiting: 0 })
      .where(and(eq(matches.id, matchId), eq(matches.seq, seq), eq(matches.status, "active"))),
    db
      .update(seats)
      .set({
        turnStartedAt: null,
        deadline: null,
        allowanceMs: null,
        reminded: 0,
        ...(end.status === "finished" ? { resignedAt: sql`CASE WHEN ${seats.seat} = ${end.resigned} THEN ${now} ELSE ${seats.resignedAt} END` } : {}),
      })
      .where(and(eq(seats.matchId, matchId), exists(db.select({ one: sql`1` }).from(matches).where(abandoned)))),
    ...rows.map((o) => db.insert(outbox).select(outboxRowWhere(db, o, now, abandoned)).onConflictDoNothing().returning({ id: outbox.id })),
  ];
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { ok: landed(results[0] as D1Result), outboxIds: idsOf(results as unknown[], 2) };
}

/**
 * One outbox row as a SELECT that yields it once if `where` holds on the match row, none otherwise (INSERT … SELECT
 * names every column in the table's order; the id is left to SQLite).
 */
const outboxRowWhere = (db: Db, o: OutboxInsert, now: number, where: SQL | undefined) =>
  db
    .select({
      id: sql<number>`NULL`.as("id"),
      matchId: sql<string>`${o.matchId}`.as("matchId"),
      seq: sql<number>`${o.seq}`.as("seq"),
      seat: sql<number>`${o.seat}`.as("seat"),
      kind: sql<OutboxInsert["kind"]>`${o.kind}`.as("kind"),
      channel: sql<OutboxInsert["channel"]>`${o.channel}`.as("channel"),
      payload: sql<string>`${o.payload}`.as("payload"),
      status: sql<OutboxStatus>`${o.status ?? "pending"}`.as("status"),
      attempts: sql<number>`${o.attempts ?? 0}`.as("attempts"),
      nextAttemptAt: sql<number>`${o.nextAttemptAt ?? now}`.as("nextAttemptAt"),
      createdAt: sql<number>`${o.createdAt}`.as("createdAt"),
      claimedAt: sql<number | null>`${o.claimedAt ?? null}`.as("claimedAt"),
      sentAt: sql<number | null>`${o.sentAt ?? null}`.as("sentAt"),
      lastError: sql<string | null>`${o.lastError ?? null}`.as("lastError"),
      waitFor: sql<string | null>`${o.waitFor ?? null}`.as("waitFor"),
    })
    .from(matches)
    .where(where);

/** 'your_turn' e-mails held for the digest, with the address and origin they go to. */
export async function heldForDigest(
  db: Db,
): Promise<{ id: number; matchId: string; seat: number; email: string; consent: SeatRow["consent"]; consentEmail: string | null; origin: string | null }[]> {
  const rows = await db
    // email typed non-null: the WHERE keeps only seats with an address
    .select({
      id: outbox.id,
      matchId: outbox.matchId,
      seat: outbox.seat,
      email: sql<string>`${seats.email}`,
      consent: seats.consent,
      consentEmail: seats.consentEmail,
      payload: outbox.payload,
    })
    .from(outbox)
    .innerJoin(seats, and(eq(seats.matchId, outbox.matchId), eq(seats.seat, outbox.seat)))
    .where(and(eq(outbox.status, "held"), eq(outbox.channel, "email"), isNotNull(seats.email)))
    // the order of outbox_status_created (ids grow with time): the held rows are read in order, not sorted
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(1000);
  return rows.map(({ payload, ...x }) => ({ ...x, origin: (JSON.parse(payload) as { origin?: string | null }).origin ?? null }));
}

/** Writes one digest row (unique per address and day) and marks the held rows it covers as digested. */
export async function writeDigest(db: Db, row: OutboxInsert, heldIds: number[]): Promise<number[]> {
  const items: BatchItem<"sqlite">[] = [...outboxInserts(db, [row])];
  for (let i = 0; i < heldIds.length; i += 90) {
    // D1 binds at most 100 parameters per statement
    const chunk = heldIds.slice(i, i + 90);
    items.push(db.update(outbox).set({ status: "digested" }).where(and(eq(outbox.status, "held"), inArray(outbox.id, chunk))));
  }
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], 0).slice(0, 1);
}

// ------------------------------------------------------------------------------------------------ bots

/**
 * A bot takes a human seat over (timeout policy "bot"): its turn clock stops (`clock`: the seat's clock after
 * endTurn) and `takeover` is set — only if the seat is not taken over yet and the match is still at `seq`. The match's
 * deadline is recomputed in the same batch. Returns false when a move or another run got there first.
 */
export async function startTakeover(
  db: Db,
  matchId: string,
  seat: number,
  seq: number,
  level: BotLevel,
  clock: SeatClockPatch,
  now: number,
  /** A resignation (issue #30): for good, whether or not a bot already plays the seat; only once per seat. */
  resigned = false,
): Promise<boolean> {
  const atSeq = db
    .select({ one: sql`1` })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.seq, seq), eq(matches.status, "active")));
  const [r] = await db.batch([
    db
      .update(seats)
      .set({ takeover: level, ...clockSet(clock), ...(resigned ? { resignedAt: now } : {}) })
      .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), isNull(resigned ? seats.resignedAt : seats.takeover), exists(atSeq))),
    matchDeadlineUpdate(db, matchId, now),
  ]);
  return landed(r);
}

/** The owner is back: the takeover ends; `clock` (a fresh turn when the seat is on turn) is written with it. */
export async function endTakeover(db: Db, matchId: string, seat: number, clock: SeatClockPatch | null, now: number): Promise<boolean> {
  const [r] = await db.batch([
    db
      .update(seats)
      .set({ takeover: null, ...(clock ? clockSet(clock) : {}) })
      .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), isNotNull(seats.takeover))),
    matchDeadlineUpdate(db, matchId, now),
  ]);
  return landed(r);
}

/** Exactly the clock columns (a caller's object may carry more of the seat row). */
const clockSet = (c: SeatClockPatch): SeatClockPatch =>
  Object.fromEntries(SEAT_CLOCK_COLUMNS.map((k) => [k, c[k]])) as SeatClockPatch;

/** Outbox rows written on their own (a takeover's notice); returns the ids created. */
export async function insertOutboxRows(db: Db, rows: OutboxInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const results = await db.batch(outboxInserts(db, rows) as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], 0);
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
