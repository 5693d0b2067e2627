/**
 * Data access for e-mail addresses (email_addresses, keyed by the hash of the normalized address: the directory
 * database, db/shards.ts) and the outbox rows that wait for an address to be confirmed (in each match database).
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { emailAddresses, outbox, type EmailAddressRow } from "./schema.js";

const DAY = 86_400_000;

export async function emailAddress(db: Db, hash: string): Promise<EmailAddressRow | null> {
  const rows = await db.select().from(emailAddresses).where(eq(emailAddresses.hash, hash)).limit(1);
  return rows[0] ?? null;
}

/** The address's row, created on first use (every later statement of the batch then finds it). */
const ensureAddress = (db: Db, hash: string, now: number) =>
  db.insert(emailAddresses).values({ hash, createdAt: now }).onConflictDoNothing();

/**
 * Takes the right to send a confirmation to an address nobody confirmed: at most one a day, never to an address
 * that unsubscribed. Atomic (one UPDATE; only the caller that changed the row gets it back), so racing deliveries send one.
 */
export async function claimConfirmation(db: Db, hash: string, now: number): Promise<boolean> {
  const [, claimed] = await db.batch([
    ensureAddress(db, hash, now),
    db
      .update(emailAddresses)
      .set({ confirmSentAt: now })
      .where(
        and(
          eq(emailAddresses.hash, hash),
          isNull(emailAddresses.confirmedAt),
          isNull(emailAddresses.unsubscribedAt),
          or(isNull(emailAddresses.confirmSentAt), lte(emailAddresses.confirmSentAt, now - DAY)),
        ),
      )
      .returning({ hash: emailAddresses.hash }),
  ]);
  return claimed.length === 1;
}

/** A claimed e-mail row waits (status 'unconfirmed') until its address is confirmed. */
export async function waitForConfirmation(db: Db, outboxId: number, hash: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "unconfirmed", waitFor: hash, lastError: "waiting for the address to be confirmed" })
    .where(and(eq(outbox.id, outboxId), eq(outbox.status, "sending")));
}

/**
 * The owner confirmed the address (this also lifts an earlier unsubscribe: only the owner holds the link); in the
 * directory database. The e-mails that waited for it are released in each match database (releaseWaiting).
 */
export async function confirmAddress(directory: Db, hash: string, now: number): Promise<void> {
  await directory.batch([
    ensureAddress(directory, hash, now),
    directory
      .update(emailAddresses)
      .set({ confirmedAt: sql`coalesce(${emailAddresses.confirmedAt}, ${now})`, unsubscribedAt: null })
      .where(eq(emailAddresses.hash, hash)),
  ]);
}

/** The e-mails of one match database that waited for the address become due; returns their ids for delivery. */
export async function releaseWaiting(db: Db, hash: string, now: number): Promise<number[]> {
  const released = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: now, waitFor: null, lastError: null })
    .where(and(eq(outbox.status, "unconfirmed"), eq(outbox.waitFor, hash)))
    .returning({ id: outbox.id });
  return released.map((r) => r.id);
}

/** "Unsubscribe from all of Waka": nothing more goes to the address, for any match (in the directory database). */
export async function unsubscribeAddress(directory: Db, hash: string, now: number): Promise<void> {
  await directory.batch([
    ensureAddress(directory, hash, now),
    directory.update(emailAddresses).set({ unsubscribedAt: now }).where(eq(emailAddresses.hash, hash)),
  ]);
}

/** What waited for an address that unsubscribed is dropped, in one match database. */
export async function dropWaiting(db: Db, hash: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "skipped", waitFor: null, lastError: "the address unsubscribed from all of Waka" })
    .where(and(eq(outbox.status, "unconfirmed"), eq(outbox.waitFor, hash)));
}
