/**
 * The answers to e-mail replies (issue #43; jobs/inbound/, delivery/inbound/): an address Waka answers must be
 * confirmed and not unsubscribed, and replies that played nothing are answered only a few times an hour per address
 * (once for an address that is not the seat's), so that a mail loop or a stranger writing again and again cannot make
 * Waka flood an inbox. In the directory database.
 */
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { emailAddresses } from "./schema.js";

export const ANSWER_WINDOW_MS = 3_600_000;
/** Answers an hour to a seat's own address whose replies played nothing (a player fumbling the notation). */
export const OWN_ANSWERS_PER_HOUR = 5;
/** Answers an hour to an address that wrote for a seat not its own. */
export const OTHER_ANSWERS_PER_HOUR = 1;

/** Whether Waka may write to the address at all: confirmed by its owner, not unsubscribed from all of Waka. */
export async function mayAnswer(db: Db, hash: string): Promise<boolean> {
  const [row] = await db.select().from(emailAddresses).where(eq(emailAddresses.hash, hash)).limit(1);
  return Boolean(row?.confirmedAt && !row.unsubscribedAt);
}

/**
 * Takes one of the address's answers of the hour to a reply that played nothing (at most `perHour`); atomic (one
 * UPDATE), so racing replies cannot both take the last one.
 */
export async function claimRefusalAnswer(db: Db, hash: string, now: number, perHour: number): Promise<boolean> {
  const expired = or(isNull(emailAddresses.replyAnsweredAt), lte(emailAddresses.replyAnsweredAt, now - ANSWER_WINDOW_MS));
  const claimed = await db
    .update(emailAddresses)
    .set({
      replyAnsweredAt: sql`CASE WHEN ${expired} THEN ${now} ELSE ${emailAddresses.replyAnsweredAt} END`,
      replyAnswers: sql`CASE WHEN ${expired} THEN 1 ELSE ${emailAddresses.replyAnswers} + 1 END`,
    })
    .where(
      and(
        eq(emailAddresses.hash, hash),
        isNotNull(emailAddresses.confirmedAt),
        isNull(emailAddresses.unsubscribedAt),
        or(expired, lt(emailAddresses.replyAnswers, perHour)),
      ),
    )
    .returning({ hash: emailAddresses.hash });
  return claimed.length === 1;
}
