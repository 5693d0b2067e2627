/** Data access for seats: claiming one, its channels, its clock (vacation, takeover). */
import { and, eq, exists, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { BotLevel, Channel, OutboxStatus } from "./enums.js";
import { isUniqueViolation, landed, type Db } from "./client.js";
import { entryInsert, entryWritten, headUpdate, type EntryWrite } from "./entries.js";
import { matchDeadlineUpdate } from "./matches.js";
import { seats, type SeatRow } from "./schema.js";

/** The clock columns of a seat (worker/clock.ts SeatClock). */
export type SeatClockPatch = Pick<
  SeatRow,
  | "turnStartedAt"
  | "deadline"
  | "allowanceMs"
  | "reminded"
  | "usedMs"
  | "vacationFrom"
  | "vacationUntil"
  | "vacationYear"
  | "vacationUsedMs"
>;

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
export function seatClocksUpdate(db: Db, matchId: string, clocks: { seat: number; clock: SeatClockPatch }[]) {
  const json = JSON.stringify(clocks.map((c) => ({ seat: c.seat, ...c.clock })));
  const set = Object.fromEntries(SEAT_CLOCK_COLUMNS.map((k) => [k, sql`json_extract(j.value, ${`$.${k}`})`])) as Record<
    keyof SeatClockPatch,
    SQL
  >;
  return db
    .update(seats)
    .set({ ...set, rev: sql`${seats.rev} + 1` })
    .from(sql`json_each(${json}) AS j`)
    .where(and(eq(seats.matchId, matchId), sql`${seats.seat} = json_extract(j.value, '$.seat')`));
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

export async function dropPush(db: Db, matchId: string, seat: number): Promise<void> {
  await db
    .update(seats)
    .set({ push: null })
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat)));
}

export async function updateSeatChannels(
  db: Db,
  matchId: string,
  seat: number,
  patch: Partial<Pick<SeatRow, "email" | "webhook" | "push" | "digest">>,
): Promise<void> {
  await db
    .update(seats)
    .set(patch)
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat)));
}

/** Turns a seat's e-mail off, only if it still goes to `email` (an unsubscribe link names the address it was sent to). */
export async function clearSeatEmail(db: Db, matchId: string, seat: number, email: string): Promise<void> {
  await db
    .update(seats)
    .set({ email: null, digest: 0 })
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), eq(seats.email, email)));
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

/**
 * A bot takes a human seat over (timeout policy "bot", or a resignation): its turn clock stops (`clock`: the seat's
 * clock after endTurn) and `takeover` is set — only if the seat is not taken over yet (not resigned yet, for a
 * resignation) and the match is still at `seq` with the head the entry names. The decision's log entry (db/entries.ts)
 * is written first and everything else only if it landed; the match's head and deadline are updated in the same batch.
 * Returns false when a move or another run got there first.
 */
export async function startTakeover(
  db: Db,
  matchId: string,
  seat: number,
  level: BotLevel,
  clock: SeatClockPatch,
  now: number,
  /** The log entry of the decision (a takeover, or a resignation). */
  entry: EntryWrite,
  /** A resignation (issue #30): for good, whether or not a bot already plays the seat; only once per seat. */
  resigned = false,
): Promise<boolean> {
  const free = db
    .select({ one: sql`1` })
    .from(seats)
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), isNull(resigned ? seats.resignedAt : seats.takeover)));
  const written = entryWritten(db, matchId, entry.hash);
  try {
    const [r] = await db.batch([
      entryInsert(db, entry, exists(free)),
      db
        .update(seats)
        .set({ takeover: level, ...clockSet(clock), ...(resigned ? { resignedAt: now } : {}) })
        .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), written)),
      headUpdate(db, entry),
      matchDeadlineUpdate(db, matchId, now),
    ]);
    return landed(r);
  } catch (err) {
    if (isUniqueViolation(err)) return false; // another entry took this head first
    throw err;
  }
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
const clockSet = (c: SeatClockPatch): SeatClockPatch => Object.fromEntries(SEAT_CLOCK_COLUMNS.map((k) => [k, c[k]])) as SeatClockPatch;
