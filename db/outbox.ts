/** Data access for the outbox: the rows a write leaves for delivery, their claim, retry and sweep, the digest. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OutboxStatus } from "./enums.js";
import type { Db } from "./client.js";
import { matches, outbox, seats, type OutboxInsert, type OutboxRow, type SeatRow } from "./schema.js";

/**
 * Outbox inserts that report the ids they created for delivery (an ignored duplicate reports none, and so does a row
 * written as already settled: there is nothing to deliver).
 */
export const outboxInserts = (db: Db, rows: OutboxInsert[]) =>
  rows.map((o) =>
    o.status === "skipped"
      ? db.insert(outbox).values(o).onConflictDoNothing()
      : db.insert(outbox).values(o).onConflictDoNothing().returning({ id: outbox.id }),
  );

export const idsOf = (results: unknown[], from: number): number[] =>
  results.slice(from).flatMap((r) => (Array.isArray(r) ? (r as { id: number }[]).map((x) => x.id) : []));

/** Outbox rows of a match (tests and tools). */
export async function listOutbox(db: Db, matchId: string) {
  return db.select().from(outbox).where(eq(outbox.matchId, matchId)).orderBy(asc(outbox.seq), asc(outbox.seat));
}

/**
 * Claims one outbox row for delivery: pending/retry → sending, attempts + 1, only if due. Exactly one caller
 * can win (D1 runs the UPDATE atomically; only the winner gets the row back). Returns the row as claimed, or null.
 */
export async function claimOutbox(db: Db, id: number, now: number): Promise<OutboxRow | null> {
  const rows = await db
    .update(outbox)
    .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, claimedAt: now })
    .where(
      and(
        eq(outbox.id, id),
        inArray(outbox.status, ["pending", "retry"]),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function finishOutbox(
  db: Db,
  id: number,
  status: "sent" | "skipped" | "dead",
  now: number,
  error: string | null,
): Promise<void> {
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

/** The origin recorded with a match's latest message (links of cron messages when PUBLIC_ORIGIN is not set). */

export async function originOf(db: Db, matchId: string): Promise<string | null> {
  const r = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.matchId, matchId)).orderBy(desc(outbox.id)).limit(1);
  try {
    return r[0] ? ((JSON.parse(r[0].payload) as { origin?: string }).origin ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * One outbox row as a SELECT that yields it once if `where` holds on the match row, none otherwise (INSERT … SELECT
 * names every column in the table's order; the id is left to SQLite).
 */
export const outboxRowWhere = (db: Db, o: OutboxInsert, now: number, where: SQL | undefined) =>
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
export async function heldForDigest(db: Db): Promise<
  {
    id: number;
    matchId: string;
    seat: number;
    email: string;
    consent: SeatRow["consent"];
    consentEmail: string | null;
    origin: string | null;
  }[]
> {
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
  const items: BatchItem<"sqlite">[] = [...outboxInserts(db, [row]), ...digestedUpdates(db, heldIds)];
  const results = await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], 0).slice(0, 1);
}

/** Marks held rows as digested (those of another database than the digest row's). */
export async function markDigested(db: Db, heldIds: number[]): Promise<void> {
  const [first, ...rest] = digestedUpdates(db, heldIds);
  if (first) await db.batch([first, ...rest]);
}

/** D1 binds at most 100 parameters per statement: 90 ids each. */
const digestedUpdates = (db: Db, heldIds: number[]) => {
  const updates = [];
  for (let i = 0; i < heldIds.length; i += 90) {
    const chunk = heldIds.slice(i, i + 90);
    updates.push(
      db
        .update(outbox)
        .set({ status: "digested" })
        .where(and(eq(outbox.status, "held"), inArray(outbox.id, chunk))),
    );
  }
  return updates;
};

/** Outbox rows written on their own (a takeover's notice); returns the ids created. */
export async function insertOutboxRows(db: Db, rows: OutboxInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const results = await db.batch(outboxInserts(db, rows) as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return idsOf(results as unknown[], 0);
}

/**
 * A seat's address just accepted the seat (worker/notify/invitation.ts): the e-mail turn notice of its current turn,
 * skipped while it was not accepted, goes out after all, so that a player who plays by e-mail gets the board, the
 * choices and a reply address now, not at its next turn (issue #43). Returns the ids to deliver.
 */
export async function reviveTurnNotice(db: Db, matchId: string, seat: number, seq: number, now: number): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(
      and(
        eq(outbox.matchId, matchId),
        eq(outbox.seat, seat),
        eq(outbox.kind, "your_turn"),
        eq(outbox.channel, "email"),
        eq(outbox.status, "skipped"),
        eq(
          outbox.seq,
          db
            .select({ seq: sql<number>`max(${outbox.seq})` })
            .from(outbox)
            .where(and(eq(outbox.matchId, matchId), eq(outbox.seat, seat), eq(outbox.kind, "your_turn"), lte(outbox.seq, seq))),
        ),
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}
