/**
 * The one link of a "send me my links" message, opened in another browser (POST /api/links/import): the token names
 * the address (import-token.ts); the answer is every seat of that address in matches under way, each with its secret
 * re-derived as the message's links were (links.ts deriveSeatSecret), and nothing of any other address. Seats
 * created without a link salt cannot be given a secret and are left out (their own messages link to `?seat=N`).
 */
import * as links from "../../db/links.js";
import type { Shards } from "../../db/shards.js";
import { verifyImportToken } from "./import-token.js";
import { deriveSeatSecret } from "./links.js";

export interface ImportedSeat {
  match: string;
  seat: number;
  secret: string;
}

/** The seats the token opens, or null when it is not valid (forged, expired, or no key to check it with). */
export async function importSeats(shards: Shards, key: string | null, token: string, now: number): Promise<ImportedSeat[] | null> {
  if (!key) return null;
  const address = await verifyImportToken(key, token, now);
  if (address === null) return null;
  const found = await links.seatsOfAddress(shards.all, address);
  const out: ImportedSeat[] = [];
  for (const { seat } of found) {
    if (!seat.linkSalt) continue;
    out.push({ match: seat.matchId, seat: seat.seat, secret: await deriveSeatSecret(key, seat.matchId, seat.seat, seat.linkSalt) });
  }
  return out;
}
