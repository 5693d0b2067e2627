/**
 * What rendering a message makes and needs (render.ts for the outbox's kinds, mylinks-render.ts for
 * "send me my links"), and the links every message may carry: the recipient's own seat and its unsubscribe links.
 */
import type { AnyGame } from "../engine/core/game.js";
import type { SeatRow } from "../db/schema.js";
import { addressHash } from "../worker/notify/addresses.js";
import { addressLinks, deriveSeatSecret, matchLinks, unsubscribeAllToken, unsubscribeToken } from "../worker/notify/links.js";
import type { Db } from "../db/client.js";
import type { Shards } from "../db/shards.js";

export interface Message {
  subject: string;
  text: string;
  html: string;
  /** The recipient's own link (with the seat secret only for e-mail, see seatLink). */
  link: string;
  /** What the link is called in the message's language ("Open your seat"), for formats that label it. */
  linkText: string;
  /** The link of List-Unsubscribe (RFC 8058 one-click): the seat's e-mail, or for a digest or a confirmation the address. */
  unsubscribe: string | null;
  /** E-mail: "unsubscribe from all of Waka" for the recipient's address. */
  unsubscribeAll: string | null;
  /** Structured form for generic JSON webhooks and push. */
  data: Record<string, unknown>;
  /** E-mail: the address a reply goes to (a turn notice's reply address, delivery/inbound/notice.ts). */
  replyTo?: string;
  /** E-mail: headers beyond the unsubscribe ones (an answer's Auto-Submitted, In-Reply-To). */
  headers?: Record<string, string>;
  /** E-mail: files sent with it (the board's picture, shown inline by its Content-ID). */
  attachments?: MailAttachment[];
}

/** A file sent with an e-mail: `content` in base64; `cid` for an inline picture the HTML shows as `cid:<cid>`. */
export interface MailAttachment {
  name: string;
  type: string;
  content: string;
  cid?: string;
}

export interface RenderDeps {
  /** The database of the row being rendered (db/shards.ts); `shards` for what lies elsewhere (an address's seats). */
  db: Db;
  shards: Shards;
  games: readonly AnyGame[];
  linkKey: string | null;
  /** The trusted origin of the message's links, resolved at send time (worker/origin.ts sendOrigin). */
  origin: string;
}

/** `seat`: the seat the message is for (a confirmation is for an address, not a seat). */
export type Rendered = { ok: true; message: Message; to: string | null; seat: SeatRow | null } | { ok: false; reason: string };

/** The seat's own link. E-mail is private: it carries the seat secret when it can be rebuilt. Webhooks may post
 * into shared channels and push goes to a browser that already holds the seat: they never carry a secret. */
export async function seatLink(deps: RenderDeps, origin: string, seat: SeatRow, withSecret: boolean): Promise<string> {
  const l = matchLinks(origin, seat.matchId);
  if (withSecret && deps.linkKey && seat.linkSalt)
    return l.seat(await deriveSeatSecret(deps.linkKey, seat.matchId, seat.seat, seat.linkSalt));
  return l.seatHint(seat.seat);
}

export async function unsubscribeLink(deps: RenderDeps, origin: string, seat: SeatRow): Promise<string | null> {
  if (!deps.linkKey || !seat.email) return null;
  const token = await unsubscribeToken(deps.linkKey, seat.matchId, seat.seat, await addressHash(seat.email));
  return matchLinks(origin, seat.matchId).unsubscribe(seat.seat, token);
}

export async function unsubscribeAllLink(deps: RenderDeps, origin: string, address: string, lang?: string): Promise<string | null> {
  if (!deps.linkKey) return null;
  const hash = await addressHash(address);
  return addressLinks(origin, hash, lang).unsubscribeAll(await unsubscribeAllToken(deps.linkKey, hash));
}

/** Text for an HTML message body. */
export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A message's small print: "label: <a href=url>word</a>" (the unsubscribe lines at the foot of every message). */
export const footNote = (label: string, url: string, word: string): string =>
  `<p style="color:#666;font-size:12px">${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(word)}</a></p>`;
