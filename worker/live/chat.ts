/**
 * Table talk: seats write, everyone who may watch the match reads (spectators included, as at a real table); lines
 * are stored append-only in D1 beside the move log (not in its hash chain), then sent live through the room. A seat
 * can mute another: it is neither sent nor listed that seat's lines. Lines are plain text; pages render them as text.
 */
import * as chat from "../../db/chat.js";
import type { ChatLineRow } from "../../db/schema.js";
import { ApiError } from "../errors.js";
import type { Credential } from "../host/caller.js";
import type { Host } from "../host/host.js";
import { load } from "../host/load.js";
import { liveChat } from "./notify.js";
import type { ChatLine } from "../../protocol/live.js";

/** Longest line, in characters (a few sentences). */
export const CHAT_MAX_CHARS = 500;
/** Lines a seat may write per minute, and lines a match may hold at all (a brake on floods; D1 is not a chat server). */
export const CHAT_PER_MINUTE = 10;
export const CHAT_MAX_LINES = 5_000;

const lineOf = (r: ChatLineRow): ChatLine => ({ id: r.id, seat: r.seat, text: r.text, at: r.createdAt });

export interface ChatOutput {
  lines: ChatLine[];
  /** For a seat: the seats it muted, and how many lines it has not read. */
  muted?: number[];
  unread?: number;
}

export async function getChat(h: Host, id: string, credential: Credential): Promise<ChatOutput> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null) return { lines: (await chat.listLines(h.db, id)).map(lineOf) };
  const muted = await chat.mutedBy(h.db, id, seat);
  const [lines, unread] = await Promise.all([chat.listLines(h.db, id, muted), chat.unreadCount(h.db, id, seat)]);
  return { lines: lines.map(lineOf), muted, unread };
}

export async function postChat(h: Host, id: string, credential: Credential, text: string): Promise<ChatLine> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null) throw new ApiError(403, "secret_required", "Only seats write at the table: Authorization: Bearer <seat secret>.");
  const now = h.now();
  const row = await chat.appendLineWithin(
    h.db,
    { matchId: id, seat, text, createdAt: now },
    { since: now - 60_000, perMinute: CHAT_PER_MINUTE, maxLines: CHAT_MAX_LINES },
  );
  if (row === "rate") throw new ApiError(429, "chat_rate_limited", `At most ${CHAT_PER_MINUTE} lines a minute; wait a little.`);
  if (row === "full") throw new ApiError(409, "chat_full", `This match's table talk holds ${CHAT_MAX_LINES} lines, no more.`);
  await chat.markRead(h.db, id, seat, row.id);
  const line = lineOf(row);
  liveChat(id, line, await chat.mutersOf(h.db, id, seat));
  return line;
}

export async function putMute(h: Host, id: string, credential: Credential, other: number, muted: boolean): Promise<{ muted: number[] }> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null) throw new ApiError(403, "secret_required", "Muting is for seats: Authorization: Bearer <seat secret>.");
  if (other === seat || !l.seats.some((s) => s.seat === other))
    throw new ApiError(400, "bad_seat", `Seat ${other} is not another seat of this match.`);
  await chat.setMute(h.db, id, seat, other, muted);
  return { muted: await chat.mutedBy(h.db, id, seat) };
}

export async function putRead(h: Host, id: string, credential: Credential, upTo: number): Promise<{ unread: number }> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null) throw new ApiError(403, "secret_required", "Read marks are for seats: Authorization: Bearer <seat secret>.");
  await chat.markRead(h.db, id, seat, upTo);
  return { unread: await chat.unreadCount(h.db, id, seat) };
}
