/**
 * What rendering a message needs, gathered before it (delivery/gather.ts reads storage and signs the links): the
 * renderers (render.ts, invite-render.ts, mylinks-render.ts) are pure functions of one of these, so a message's path
 * is a straight line: gather, render, send (delivery/deliver.ts).
 */
import type { AnyGame } from "../engine/core/game.js";
import type { MatchRow, MoveRow, OutboxRow, SeatRow } from "../db/schema.js";
import type { Payload } from "../worker/notify/outbox.js";

export type { MatchRow, MoveRow, OutboxRow, Payload, SeatRow };

/** A notice to one seat: a turn, a reminder, a timeout, the match's end, a rematch. */
export interface SeatContext {
  kind: "seat";
  row: OutboxRow;
  /** The row's payload; for a turn notice `from` is where its story starts (the seat's own last decision). */
  p: Payload;
  match: MatchRow;
  seats: readonly SeatRow[];
  seat: SeatRow;
  /** The channel's address: the e-mail address, the webhook URL, or "push subscription". */
  to: string | null;
  game: AnyGame | undefined;
  /** The seat's own link (with its secret for e-mail only) and, for e-mail, its unsubscribe links. */
  link: string;
  unsubscribe: string | null;
  unsubscribeAll: string | null;
  /** The stored moves p.from..p.seq, as the log holds them (the renderer passes their events through viewEvent). */
  moves: readonly MoveRow[];
  /** A turn notice: how many earlier moves since the seat's last decision it leaves out. */
  earlier: number;
  /** A turn notice: the chat lines the seat has not read. */
  unread: number;
}

/** One match of a digest: a seat of the address on turn, with its links. */
export interface DigestItem {
  match: MatchRow;
  seat: SeatRow;
  title: string;
  link: string;
  unsubscribe: string | null;
}

/** The daily digest of one address: its seats on turn, read one round trip per database. */
export interface DigestContext {
  kind: "digest";
  p: Payload;
  listed: readonly DigestItem[];
  stopAll: string | null;
}

/** The first message to an address, asked for by a seat's notice, an invitation or "send me my links". */
export interface ConfirmContext {
  kind: "confirm";
  row: OutboxRow;
  p: Payload & { email: string };
  /** The seat whose message asked for it: its language. */
  asking: SeatRow | undefined;
  title: string;
  confirm: string;
  stop: string;
}

/** An invitation to a seat its address's owner has not accepted yet. */
export interface InviteContext {
  kind: "invite";
  row: OutboxRow;
  p: Payload;
  seat: SeatRow & { email: string };
  title: string;
  /** The link that accepts or declines, bound to this address. */
  answer: string;
  stopAll: string | null;
}

/** One seat of the address in a "send me my links" message. */
export interface LinkItem {
  title: string;
  match: string;
  seat: SeatRow;
  status: string;
  onTurn: boolean;
}

/** "Send me my links": the address's seats in matches not over, and one link that imports them all. */
export interface LinksContext {
  kind: "links";
  email: string;
  items: readonly LinkItem[];
  link: string;
  stopAll: string | null;
}

export type Context = SeatContext | DigestContext | ConfirmContext | InviteContext | LinksContext;

/** What gathering found: the context to render, or why there is nothing to send any more. */
export type Gathered = { ok: true; context: Context } | { ok: false; reason: string };
