/** The development mailbox (MAILBOX = "on"): messages recorded instead of sent, read by GET /api/dev/mailbox. */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { mailbox, type MailboxRow } from "./schema.js";

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
