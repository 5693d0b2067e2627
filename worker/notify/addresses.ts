/**
 * E-mail addresses as Waka knows them apart from the seats that gave them: by the SHA-256 of the normalized
 * address (email_addresses). Nothing but a confirmation goes to an address until its owner confirms it; an
 * address that unsubscribed from all of Waka gets nothing at all. The links of both carry an HMAC of the hash
 * (links.ts), so they need no seat secret and store nothing.
 */
import * as a from "../../db/addresses.js";
import type { Db } from "../../db/client.js";
import type { Shards } from "../../db/shards.js";
import { loadMatch } from "../../db/matches.js";
import { answerInvitation } from "../../db/invitations.js";
import { sha256Hex } from "../chain.js";
import { ApiError } from "../errors.js";
import { currentOnly } from "./current.js";
import { addressLinks, confirmToken, sameToken, unsubscribeAllToken } from "./links.js";

/** Addresses are compared without surrounding spaces and case (no provider treats Ana@ and ana@ apart in practice). */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();

export const addressHash = (address: string): Promise<string> => sha256Hex(normalizeEmail(address));

export type AddressStatus = "confirmed" | "unconfirmed" | "unsubscribed";

export async function addressStatus(db: Db, address: string): Promise<AddressStatus> {
  const row = await a.emailAddress(db, await addressHash(address));
  if (row?.unsubscribedAt) return "unsubscribed";
  return row?.confirmedAt ? "confirmed" : "unconfirmed";
}

export type AddressAction = "confirm" | "unsubscribe";

/** Checks the token of an address link; a wrong one is a 403 whatever the address. */
export async function checkAddressToken(linkKey: string | null, hash: string, token: string, action: AddressAction): Promise<void> {
  const bad = new ApiError(403, "bad_token", "This link is not valid.");
  if (!linkKey) throw bad;
  const expected = action === "confirm" ? await confirmToken(linkKey, hash) : await unsubscribeAllToken(linkKey, hash);
  if (!sameToken(token, expected)) throw bad;
}

/**
 * Confirms the address; returns the outbox rows that waited for it, now due. The confirmation was asked for by one
 * seat's notice (`asker`): confirming is its owner's yes to that seat, which is accepted first (while it still has
 * this address), so its notice goes out; other seats that named the address are invited as usual (consent.ts).
 */
export async function confirm(
  shards: Shards,
  linkKey: string | null,
  hash: string,
  token: string,
  now: number,
  asker: { match: string; seat: number } | null = null,
): Promise<Released[]> {
  await checkAddressToken(linkKey, hash, token, "confirm");
  if (asker) {
    const db = shards.of(asker.match);
    const email = (await loadMatch(db, asker.match))?.seats.find((s) => s.seat === asker.seat)?.email;
    if (email && (await addressHash(email)) === hash) {
      await answerInvitation(db, asker.match, asker.seat, normalizeEmail(email), "accepted");
    }
  }
  return confirmEverywhere(shards, hash, now);
}

/** Outbox rows of database number `shard` (db/shards.ts) that are due now. */
export interface Released {
  shard: number;
  ids: number[];
}

/**
 * The address is confirmed (directory database); the e-mails that waited for it, in every match database, become
 * due: those still current (current.ts), by database.
 */
export async function confirmEverywhere(shards: Shards, hash: string, now: number): Promise<Released[]> {
  await a.confirmAddress(shards.directory, hash, now);
  const out: Released[] = [];
  for (const [shard, db] of shards.all.entries()) {
    const ids = await currentOnly(db, await a.releaseWaiting(db, hash, now));
    if (ids.length > 0) out.push({ shard, ids });
  }
  return out;
}

/** Unsubscribes the address from all of Waka, for every match, now and later (what waited, in every database, is dropped). */
export async function unsubscribeAll(shards: Shards, linkKey: string | null, hash: string, token: string, now: number): Promise<void> {
  await checkAddressToken(linkKey, hash, token, "unsubscribe");
  await a.unsubscribeAddress(shards.directory, hash, now);
  for (const db of shards.all) await a.dropWaiting(db, hash);
}

/** The same-origin path (with its token) of an address's confirmation, for the page after unsubscribing. */
export async function confirmPath(linkKey: string | null, hash: string): Promise<string> {
  return addressLinks("", hash).confirm(linkKey ? await confirmToken(linkKey, hash) : "");
}
