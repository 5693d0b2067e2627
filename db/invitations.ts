/**
 * Data access for a seat's acceptance of its e-mail address (seats.consent, seats.consent_email) and the per-address
 * daily count of invitations (email_addresses.invites); the rules are in worker/notify/consent.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Consent } from "./enums.js";
import type { Db } from "./queries.js";
import { emailAddresses, outbox, seats, type EmailAddressRow } from "./schema.js";

const DAY = 86_400_000;

/**
 * Takes the right to invite the seat's address (normalized `email`, hash `hash`): only while the seat still has that
 * address and was never asked for it, and only while the address got fewer than `perDay` invitations today. Atomic
 * (one batch; the count moves only with the seat's change), so racing deliveries invite once. True when taken.
 */
export async function claimInvitation(db: Db, matchId: string, seat: number, email: string, hash: string, perDay: number, now: number): Promise<boolean> {
  const day = Math.floor(now / DAY);
  const [, invited] = await db.batch([
    db.insert(emailAddresses).values({ hash, createdAt: now }).onConflictDoNothing(),
    db
      .update(seats)
      .set({ consent: "invited", consentEmail: email })
      .where(
        and(
          eq(seats.matchId, matchId),
          eq(seats.seat, seat),
          sql`lower(trim(${seats.email})) = ${email}`,
          sql`${seats.consentEmail} IS NOT ${email}`,
          sql`NOT EXISTS (SELECT 1 FROM ${emailAddresses} WHERE ${emailAddresses.hash} = ${hash}
            AND ${emailAddresses.invitesDay} = ${day} AND ${emailAddresses.invites} >= ${perDay})`,
        ),
      )
      .returning({ seat: seats.seat }),
    db
      .update(emailAddresses)
      .set({ invites: sql`CASE WHEN ${emailAddresses.invitesDay} = ${day} THEN ${emailAddresses.invites} + 1 ELSE 1 END`, invitesDay: day })
      // changes(): the rows the seat's update just changed (the statements of a batch run in order, in one transaction)
      .where(and(eq(emailAddresses.hash, hash), sql`changes() = 1`)),
  ]);
  return invited.length === 1;
}

/** The address's owner answered: the seat's consent for that address (only while the seat still has it). True when set. */
export async function answerInvitation(db: Db, matchId: string, seat: number, email: string, answer: Consent): Promise<boolean> {
  const rows = await db
    .update(seats)
    .set({ consent: answer, consentEmail: email })
    .where(and(eq(seats.matchId, matchId), eq(seats.seat, seat), sql`lower(trim(${seats.email})) = ${email}`))
    .returning({ seat: seats.seat });
  return rows.length === 1;
}

/** Held rows (daily digest) of seats whose address has not accepted them go back to delivery, which invites instead. */
export async function releaseHeld(db: Db, ids: readonly number[], now: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 90) {
    await db
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(and(eq(outbox.status, "held"), inArray(outbox.id, ids.slice(i, i + 90))));
  }
}

/** When each of these addresses (by hash) was confirmed, if it was: the creator's view of its seats' invitations. */
export async function confirmations(db: Db, hashes: readonly string[]): Promise<Pick<EmailAddressRow, "hash" | "confirmedAt">[]> {
  if (hashes.length === 0) return [];
  return db
    .select({ hash: emailAddresses.hash, confirmedAt: emailAddresses.confirmedAt })
    .from(emailAddresses)
    .where(inArray(emailAddresses.hash, [...hashes]));
}
