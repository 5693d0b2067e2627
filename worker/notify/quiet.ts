/**
 * Quiet while you are here (issue #30): a seat whose page is open when its turn comes gets no notice at once. Its
 * page alerts it (title, favicon, optional sound and system notification); the notice on every channel (e-mail,
 * webhook, push) waits QUIET_MS and is dropped if by then the seat has seen the position on its page
 * (PUT /api/matches/{id}/seats/me/seen, db/notices.ts dropSeenNotices) or played (shouldDrop, at delivery).
 */
import type { OutboxInsert } from "../../db/schema.js";
import type { Payload } from "./outbox.js";

/** How long a turn notice to a seat with its page open waits: the cron's sweep (every 5 minutes) sends it after that. */
export const QUIET_MS = 5 * 60_000;

/** The row held back: due QUIET_MS from now, and marked so that delivery checks it is still needed. */
export const holdWhileHere = (row: OutboxInsert, now: number): OutboxInsert => ({
  ...row,
  nextAttemptAt: now + QUIET_MS,
  payload: JSON.stringify({ ...(JSON.parse(row.payload) as Payload), quiet: true } satisfies Payload),
});

/**
 * Whether a held notice is needless by the time it is due: the seat played since (a later move of its own) or the
 * turn it announced is over. Returns the reason, or null to send it.
 */
export function quietDropReason(p: Payload, lastOwnMove: number, onTurn: boolean): string | null {
  if (!p.quiet) return null;
  if (lastOwnMove > p.seq) return "the seat played before the notice was due";
  if (!onTurn) return "no longer the seat's turn";
  return null;
}
