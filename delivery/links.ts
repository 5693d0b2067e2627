/**
 * The signed links a message carries, made while its context is gathered (delivery/gather.ts) and by the answers to
 * e-mail replies: the recipient's own seat link and its unsubscribe links. Signing needs the server's key, and an
 * address's hash its stored form, so none of this runs while a message is rendered.
 */
import type { AnyGame } from "../engine/core/game.js";
import type { Db } from "../db/client.js";
import type { SeatRow } from "../db/schema.js";
import type { Shards } from "../db/shards.js";
import { addressHash } from "../worker/notify/addresses.js";
import { addressLinks, deriveSeatSecret, matchLinks, unsubscribeAllToken, unsubscribeToken } from "../worker/notify/links.js";

export interface GatherDeps {
  /** The database of the row being rendered (db/shards.ts); `shards` for what lies elsewhere (an address's seats). */
  db: Db;
  shards: Shards;
  games: readonly AnyGame[];
  linkKey: string | null;
  /** The trusted origin of the message's links, resolved at send time (worker/origin.ts sendOrigin). */
  origin: string;
}

/** The seat's own link. E-mail is private: it carries the seat secret when it can be rebuilt. Webhooks may post
 * into shared channels and push goes to a browser that already holds the seat: they never carry a secret. */
export async function seatLink(deps: GatherDeps, origin: string, seat: SeatRow, withSecret: boolean): Promise<string> {
  const l = matchLinks(origin, seat.matchId);
  if (withSecret && deps.linkKey && seat.linkSalt)
    return l.seat(await deriveSeatSecret(deps.linkKey, seat.matchId, seat.seat, seat.linkSalt));
  return l.seatHint(seat.seat);
}

export async function unsubscribeLink(deps: GatherDeps, origin: string, seat: SeatRow): Promise<string | null> {
  if (!deps.linkKey || !seat.email) return null;
  const token = await unsubscribeToken(deps.linkKey, seat.matchId, seat.seat, await addressHash(seat.email));
  return matchLinks(origin, seat.matchId).unsubscribe(seat.seat, token);
}

export async function unsubscribeAllLink(deps: GatherDeps, origin: string, address: string, lang?: string): Promise<string | null> {
  if (!deps.linkKey) return null;
  const hash = await addressHash(address);
  return addressLinks(origin, hash, lang).unsubscribeAll(await unsubscribeAllToken(deps.linkKey, hash));
}
