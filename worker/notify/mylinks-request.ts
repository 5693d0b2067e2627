/**
 * "Send me my links": someone gives an e-mail address; if it is the contact of seats in matches not over yet, one
 * e-mail lists them with each seat's own link (delivery/mylinks-render.ts). It goes through the outbox like every e-mail,
 * so an address nobody confirmed gets the confirmation first and the list once confirmed (delivery/deliver.ts gateEmail),
 * and an address that unsubscribed from Waka gets nothing.
 *
 * The answer never tells whether the address is known: the route answers the same before any of this runs, and all
 * of it (lookup, limits, writing the row) happens after the response (waitUntil). Limits: per client in the route
 * (the isolate's buckets, besides the write limit every POST has), per address here, durable in D1 (migration
 * 0008) and counted for unknown addresses too: at most LINKS_PER_ADDRESS messages per LINKS_WINDOW_MS.
 */
import * as links from "../../db/links.js";
import { insertOutboxRows } from "../../db/outbox.js";
import type { OutboxInsert } from "../../db/schema.js";
import type { Shards } from "../../db/shards.js";
import { addressHash, normalizeEmail } from "./addresses.js";
import type { Payload } from "./outbox.js";

export const LINKS_PER_ADDRESS = 3;
export const LINKS_WINDOW_MS = 24 * 3_600_000;
/** Requests for one address closer together than this become one message (the outbox row's seq is the slot). */
const SLOT_MS = 10 * 60_000;

export type LinksOutcome = "queued" | "no_seats" | "address_limited";

/**
 * Writes the message's outbox row (anchored on the address's first seat, in any database) and hands it to delivery;
 * the count per address is kept in the directory database.
 */
export async function requestLinks(
  deps: { shards: Shards; now: () => number; dispatch: (ids: number[], shard: number) => void },
  address: string,
  origin: string | null,
): Promise<LinksOutcome> {
  const now = deps.now();
  const email = normalizeEmail(address);
  if ((await links.countLinkRequest(deps.shards.directory, await addressHash(email), now, LINKS_WINDOW_MS)) > LINKS_PER_ADDRESS)
    return "address_limited";
  const found = await links.seatsOfAddress(deps.shards.all, email);
  const anchor = found[0];
  if (!anchor) return "no_seats";
  const payload: Payload = {
    origin,
    match: anchor.seat.matchId,
    game: anchor.game,
    from: 0,
    seq: 0,
    seat: anchor.seat.seat,
    active: [],
    email,
    asked: "links",
  };
  const row: OutboxInsert = {
    matchId: anchor.seat.matchId,
    seq: Math.floor(now / SLOT_MS),
    seat: anchor.seat.seat,
    kind: "links",
    channel: "email",
    payload: JSON.stringify(payload),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  // the row lives with its anchor match, in that match's database
  const shard = deps.shards.indexOf(row.matchId);
  deps.dispatch(await insertOutboxRows(deps.shards.all[shard]!, [row]), shard);
  return "queued";
}
