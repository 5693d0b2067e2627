/**
 * Data access for a seat's acceptance of its e-mail address (seats.consent, seats.consent_email) and the per-address
 * daily count of invitations (email_addresses.invites); the rules are in worker/notify/consent.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Consent } from "./enums.js";
import type { Db } from "./client.js";
import { emailAddresses, inviteSenders, outbox, seats, type EmailAddressRow } from "./schema.js";

const DAY = 86_400_000;

/**
 * Takes one of the address's `perDay` invitations of today (directory database): one statement, so racing deliveries
 * count apart. True when taken. The seat is marked in its own database next (markInvited); should that find the seat
 * changed, the slot is spent: the limit errs on the side of fewer mails.
 */
export async function takeInvitationSlot(directory: Db, hash: string, perDay: number, now: number): Promise<boolean> {
  const day = Math.floor(now / DAY);
  const [, taken] = await directory.batch([
    directory.insert(emailAddresses).values({ hash, createdAt: now }).onConflictDoNothing(),
    directory
      .update(emailAddresses)
      .set({ invites: sql`CASE WHEN ${emailAddresses.invitesDay} = ${day} THEN ${emailAddresses.invites} + 1 ELSE 1 END`, invitesDay: day })
      .where(and(eq(emailAddresses.hash, hash), sql`(${emailAddresses.invitesDay} IS NOT ${day} OR ${emailAddresses.invites} < ${perDay})`))
      .returning({ hash: emailAddresses.hash }),
  ]);
  return taken.length === 1;
}

/**
 * Takes one of the invitations `client` may cause to the address (`hash`) today, at most `perDay`: one upsert whose
 * WHERE holds the count, so racing deliveries cannot both pass it (issue #39 item 4). True when taken.
 */
export async function takeSenderSlot(directory: Db, hash: string, client: string, perDay: number, now: number): Promise<boolean> {
  const day = Math.floor(now / DAY);
  const taken = await directory
    .insert(inviteSenders)
    .values({ hash, client, day, count: 1 })
    .onConflictDoUpdate({
      target: [inviteSenders.hash, inviteSenders.client],
      set: { count: sql`CASE WHEN ${inviteSenders.day} = ${day} THEN ${inviteSenders.count} + 1 ELSE 1 END`, day },
      setWhere: sql`${inviteSenders.day} <> ${day} OR ${inviteSenders.count} < ${perDay}`,
    })
    .returning({ hash: inviteSenders.hash });
  return taken.length === 1;
}

/**
 * Marks the seat invited for its address (normalized `email`): only while the seat still has that address and was
 * never asked for it. Atomic, so racing deliveries invite once. True when marked.
 */
export async function markInvited(db: Db, matchId: string, seat: number, email: string): Promise<boolean> {
  const rows = await db
    .update(seats)
    .set({ consent: "invited", consentEmail: email })
    .where(
      and(
        eq(seats.matchId, matchId),
        eq(seats.seat, seat),
        sql`lower(trim(${seats.email})) = ${email}`,
        sql`${seats.consentEmail} IS NOT ${email}`,
      ),
    )
    .returning({ seat: seats.seat });
  return rows.length === 1;
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

/**
 * Whether the seat's invitation written at the match's creation (seq 0, issue #31) is still to go: queued, being
 * sent, or waiting for its address's confirmation. One row of the outbox's unique (match, seq, seat, kind, channel).
 */
export async function invitationAtCreationAhead(db: Db, matchId: string, seat: number): Promise<boolean> {
  const [row] = await db
    .select({ status: outbox.status })
    .from(outbox)
    .where(
      and(eq(outbox.matchId, matchId), eq(outbox.seq, 0), eq(outbox.seat, seat), eq(outbox.kind, "invite"), eq(outbox.channel, "email")),
    )
    .limit(1);
  return row !== undefined && ["pending", "sending", "retry", "unconfirmed"].includes(row.status);
}
