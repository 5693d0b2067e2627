/** Building outbox rows (pure): one row per channel of the seat, or one 'none' row when it has no channel. */
import type { Seat } from "../../engine/core/game.js";
import type { OutboxInsert, SeatRow } from "../../db/schema.js";

import type { BotLevel, Channel, OutboxKind as Kind, OutboxStatus } from "../../db/enums.js";

export type { Channel, Kind };

/** What a row's message is about; the text is rendered at delivery time from the stored log (delivery/render.ts). */
export interface Payload {
  /** The trusted origin for links when the row was written (worker/origin.ts); checked again at send time. */
  origin: string | null;
  match: string;
  game: string;
  /** The moves the message tells about: from..seq (from = seq for one move; 0 for the start). */
  from: number;
  seq: number;
  seat: Seat;
  /** Seats on turn after this write. */
  active: Seat[];
  /** Digest only: the day (UTC, yyyy-mm-dd) and the seats (match/seat pairs) it lists. */
  day?: string;
  items?: { match: string; seat: Seat }[];
  /** Digest, confirmation and the links message: the address it goes to. */
  email?: string;
  /** Confirmation: the hash of that address (email_addresses.hash). */
  confirm?: string;
  /** The links message, and the confirmation it causes: what the address's owner asked for (the wording differs). */
  asked?: "links";
  /** "Play again" (kind 'rematch'): the seat that asked for the new match (this row's match). */
  by?: Seat;
  /** "Play again": when the earlier match (the one played again) was created, ms since the epoch. */
  of?: number;
  /** A turn notice held back while the seat's page was open (worker/notify/quiet.ts). */
  quiet?: boolean;
  /**
   * An invitation written when the match was created (issue #31), and the confirmation it causes. They say the
   * match's creator invited the address, never by a typed name: a name is free text (see docs/security.md).
   */
  atCreation?: true;
  /** The client whose request wrote the row (Host.clientTag, a hash): an invitation is counted per address by it. */
  sender?: string;
  /** Timeout with policy "bot": the level of the bot that took the seat over (no move is told). */
  takeover?: BotLevel;
}

export const channelsOf = (s: Pick<SeatRow, "email" | "webhook" | "push">): Channel[] => {
  const out: Channel[] = [];
  if (s.email) out.push("email");
  if (s.webhook) out.push("webhook");
  if (s.push) out.push("push");
  return out.length ? out : ["none"];
};

/** The digest policy, in one place: a seat that chose the daily digest gets its turns by e-mail once a day, not per move. */
export const outboxStatus = (channel: Channel, kind: Kind, digest: number): OutboxStatus =>
  channel === "email" && kind === "your_turn" && digest === 1 ? "held" : "pending";

/** A row for a seat without a channel, when no local mailbox shows it: written as settled, so nothing delivers it. */
export const settledIfUnreachable = (row: OutboxInsert): OutboxInsert =>
  row.channel === "none" ? { ...row, status: "skipped", lastError: "the seat has no channel" } : row;

export function rowsFor(
  seat: Pick<SeatRow, "seat" | "email" | "webhook" | "push" | "digest">,
  kind: Kind,
  payload: Omit<Payload, "seat">,
  now: number,
): OutboxInsert[] {
  return channelsOf(seat).map((channel) => ({
    matchId: payload.match,
    seq: payload.seq,
    seat: seat.seat,
    kind,
    channel,
    payload: JSON.stringify({ ...payload, seat: seat.seat }),
    status: outboxStatus(channel, kind, seat.digest),
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }));
}
