/**
 * What rendering a message makes (render.ts for the outbox's kinds, invite-render.ts and mylinks-render.ts), and the
 * HTML pieces every message shares. The links a message carries are signed before it is rendered (links.ts).
 */
import type { SeatRow } from "../db/schema.js";

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

/** `seat`: the seat the message is for (a confirmation is for an address, not a seat). */
export type Rendered = { ok: true; message: Message; to: string | null; seat: SeatRow | null } | { ok: false; reason: string };

/** Text for an HTML message body. */
export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A message's small print: "label: <a href=url>word</a>" (the unsubscribe lines at the foot of every message). */
export const footNote = (label: string, url: string, word: string): string =>
  `<p style="color:#666;font-size:12px">${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(word)}</a></p>`;
