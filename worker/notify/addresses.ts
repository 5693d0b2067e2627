/**
 * E-mail addresses as Waka knows them apart from the seats that gave them: by the SHA-256 of the normalized
 * address (email_addresses). Nothing but a confirmation goes to an address until its owner confirms it; an
 * address that unsubscribed from all of Waka gets nothing at all. The links of both carry an HMAC of the hash
 * (links.ts), so they need no seat secret and store nothing.
 */
import * as a from "../../db/addresses.js";
import type { Db } from "../../db/client.js";
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
export async function confirm(db: Db, linkKey: string | null, hash: string, token: string, now: number, asker: { match: string; seat: number } | null = null): Promise<number[]> {
  await checkAddressToken(linkKey, hash, token, "confirm");
  const email = asker ? (await loadMatch(db, asker.match))?.seats.find((s) => s.seat === asker.seat)?.email : null;
  if (asker && email && (await addressHash(email)) === hash) await answerInvitation(db, asker.match, asker.seat, normalizeEmail(email), "accepted");
  return currentOnly(db, await a.confirmAddress(db, hash, now));
}

/** Unsubscribes the address from all of Waka, for every match, now and later. */
export async function unsubscribeAll(db: Db, linkKey: string | null, hash: string, token: string, now: number): Promise<void> {
  await checkAddressToken(linkKey, hash, token, "unsubscribe");
  await a.unsubscribeAddress(db, hash, now);
}

/** The same-origin path (with its token) of an address's confirmation, for the page after unsubscribing. */
export async function confirmPath(linkKey: string | null, hash: string): Promise<string> {
  return addressLinks("", hash).confirm(linkKey ? await confirmToken(linkKey, hash) : "");
}
