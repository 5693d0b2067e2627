/**
 * Data access for e-mail addresses (email_addresses, keyed by the hash of the normalized address) and the
 * outbox rows that wait for an address to be confirmed.
 */
import { eq } from "drizzle-orm";
import type { Db } from "./queries.js";
import { emailAddresses, type EmailAddressRow } from "./schema.js";

const DAY = 86_400_000;

export async function emailAddress(db: Db, hash: string): Promise<EmailAddressRow | null> {
  const rows = await db.select().from(emailAddresses).where(eq(emailAddresses.hash, hash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Takes the right to send a confirmation to an address nobody confirmed: at most one a day, never to an address
 * that unsubscribed. Atomic (one UPDATE; `changes` tells whether this caller won), so racing deliveries send one.
 */
export async function claimConfirmation(db: Db, hash: string, now: number): Promise<boolean> {
  const d1 = db.$client;
  const [, r] = await d1.batch([
    d1.prepare("INSERT INTO email_addresses (hash, created_at) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING").bind(hash, now),
    d1
      .prepare(
        `UPDATE email_addresses SET confirm_sent_at = ?
         WHERE hash = ? AND confirmed_at IS NULL AND unsubscribed_at IS NULL AND (confirm_sent_at IS NULL OR confirm_sent_at <= ?)`,
      )
      .bind(now, hash, now - DAY),
  ]);
  return (r!.meta.changes ?? 0) === 1;
}

/** A claimed e-mail row waits (status 'unconfirmed') until its address is confirmed. */
export async function waitForConfirmation(db: Db, outboxId: number, hash: string): Promise<void> {
  await db.$client
    .prepare("UPDATE outbox SET status = 'unconfirmed', wait_for = ?, last_error = 'waiting for the address to be confirmed' WHERE id = ? AND status = 'sending'")
    .bind(hash, outboxId)
    .run();
}

/**
 * The owner confirmed the address (this also lifts an earlier unsubscribe: only the owner holds the link). The
 * e-mails that waited for it become due; returns their ids for delivery.
 */
export async function confirmAddress(db: Db, hash: string, now: number): Promise<number[]> {
  const d1 = db.$client;
  const [, , released] = await d1.batch([
    d1.prepare("INSERT INTO email_addresses (hash, created_at) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING").bind(hash, now),
    d1.prepare("UPDATE email_addresses SET confirmed_at = coalesce(confirmed_at, ?), unsubscribed_at = NULL WHERE hash = ?").bind(now, hash),
    d1
      .prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ?, wait_for = NULL, last_error = NULL WHERE status = 'unconfirmed' AND wait_for = ? RETURNING id")
      .bind(now, hash),
  ]);
  return (released!.results as { id: number }[]).map((r) => r.id);
}

/** "Unsubscribe from all of Waka": nothing more goes to the address, for any match; what waited is dropped. */
export async function unsubscribeAddress(db: Db, hash: string, now: number): Promise<void> {
  const d1 = db.$client;
  await d1.batch([
    d1.prepare("INSERT INTO email_addresses (hash, created_at) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING").bind(hash, now),
    d1.prepare("UPDATE email_addresses SET unsubscribed_at = ? WHERE hash = ?").bind(now, hash),
    d1
      .prepare("UPDATE outbox SET status = 'skipped', wait_for = NULL, last_error = 'the address unsubscribed from all of Waka' WHERE status = 'unconfirmed' AND wait_for = ?")
      .bind(hash),
  ]);
}
