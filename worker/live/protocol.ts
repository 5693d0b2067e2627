/** What the live room and the page say to each other over the socket (web/src/live/live.ts restates what it needs). */

/** The page sends this every 25 s; the runtime answers HEARTBEAT_REPLY without waking the room. */
export const HEARTBEAT = "ping";
export const HEARTBEAT_REPLY = "pong";
/** A seat is "here now" while one of its sockets is open and was seen (opened or heartbeat) within this window. */
export const PRESENCE_WINDOW_MS = 60_000;
/** The subprotocol the page asks for; the seat secret rides in a second one ("bearer.<secret>"), never in the URL. */
export const LIVE_PROTOCOL = "waka.live.1";
export const BEARER_PREFIX = "bearer.";

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

export const SPECTATOR = "spectator";

/** A socket's tag: "seat:<n>" after the Worker checked that seat's secret, or "spectator". */
export const viewerTag = (seat: number | null): string => (seat === null ? SPECTATOR : `seat:${seat}`);

export function parseViewerTag(tag: string): number | "spectator" | null {
  if (tag === "spectator") return "spectator";
  const m = /^seat:(\d{1,2})$/.exec(tag);
  return m ? Number(m[1]) : null;
}
