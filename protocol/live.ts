/** What the live room (worker/live/) and the match page (web/src/live/live.ts) say to each other over the socket; both import it. */

/** The page sends this every HEARTBEAT_EVERY_MS; the runtime answers HEARTBEAT_REPLY without waking the room. */
export const HEARTBEAT = "ping";
export const HEARTBEAT_REPLY = "pong";
export const HEARTBEAT_EVERY_MS = 25_000;
/** A seat is "here now" while one of its sockets is open and was seen (opened or heartbeat) within this window. */
export const PRESENCE_WINDOW_MS = 60_000;
/**
 * The subprotocol the page asks for. A seat's page first exchanges its secret for a ticket (POST …/live/ticket, an
 * ordinary authenticated request) and names the ticket in a second subprotocol ("ticket.<ticket>"): the seat secret
 * never travels in Sec-WebSocket-Protocol, which proxies and logs may keep, nor in the URL.
 */
export const LIVE_PROTOCOL = "waka.live.1";
export const TICKET_PREFIX = "ticket.";
/** What the socket refuses outright: the seat secret itself (the protocol of old pages). */
export const BEARER_PREFIX = "bearer.";
/** A ticket opens one socket, within this long of being issued. */
export const TICKET_TTL_MS = 30_000;

/** Sockets one room holds at most, and (by default, LIVE_SOCKETS_PER_CLIENT) sockets one client holds in one room. */
export const MAX_ROOM_SOCKETS = 300;
export const SOCKETS_PER_CLIENT = 12;
/** Presence goes out at most this often: opens and closes in between are told together. */
export const PRESENCE_EVERY_MS = 1_000;
/** Messages other than the heartbeat a socket may send per minute (each wakes the room); past it the room closes it. */
export const MESSAGES_PER_MINUTE = 10;
/** Close codes: the socket broke the message budget, or sent what the room does not take (too large, not text). */
export const CLOSE_POLICY = 1008;

export interface Presence {
  /** Seats with a page open now. */
  seats: number[];
  /** Open spectator pages (counted, never named). */
  spectators: number;
}

/** A chat line as every reader may see it: the writer's seat, the text, when, and its id (ascending). */
export interface ChatLine {
  id: number;
  seat: number;
  text: string;
  at: number;
}

export type LiveMessage =
  | { type: "seq"; seq: number }
  /** To spectator sockets only: the match as anyone may see it (as GET /api/matches/:id without a secret). */
  | { type: "match"; seq: number; match: unknown }
  | ({ type: "presence" } & Presence)
  | { type: "chat"; line: ChatLine };

/**
 * A message from the room as the page reads it: the JSON of a `LiveMessage`, or null for anything else (the
 * heartbeat's reply, a message of a newer room the page does not know).
 */
export function parseLiveMessage(data: string): LiveMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof m !== "object" || m === null) return null;
  const o = m as Record<string, unknown>;
  const isNumber = (v: unknown): v is number => typeof v === "number";
  if (o.type === "seq" && isNumber(o.seq)) return { type: "seq", seq: o.seq };
  if (o.type === "match" && isNumber(o.seq) && typeof o.match === "object" && o.match !== null)
    return { type: "match", seq: o.seq, match: o.match };
  if (o.type === "presence" && Array.isArray(o.seats) && o.seats.every(isNumber)) {
    return { type: "presence", seats: o.seats, spectators: isNumber(o.spectators) ? o.spectators : 0 };
  }
  const line = o.line as Partial<ChatLine> | undefined;
  if (o.type === "chat" && line && isNumber(line.id) && isNumber(line.seat) && typeof line.text === "string" && isNumber(line.at)) {
    return { type: "chat", line: { id: line.id, seat: line.seat, text: line.text, at: line.at } };
  }
  return null;
}

export const SPECTATOR = "spectator";

/** A socket's tag: "seat:<n>" after the Worker checked that seat's secret, or "spectator". */
export const viewerTag = (seat: number | null): string => (seat === null ? SPECTATOR : `seat:${seat}`);

export function parseViewerTag(tag: string): number | "spectator" | null {
  if (tag === "spectator") return "spectator";
  const m = /^seat:(\d{1,2})$/.exec(tag);
  return m ? Number(m[1]) : null;
}
