/**
 * Live updates for the match page: a WebSocket to the match's live room (worker/live/) that says "the match is at
 * seq N" (a seat's page then fetches its own view with its ETag; a spectator's page gets the public match pushed),
 * who is here, and table talk. While the socket is up the
 * page polls only as a rare safety net; when it fails or the server has no live rooms, the page polls as before and
 * tries the socket again later.
 */
import { api, type ChatLine, type MatchState } from "../api.js";
import { createStore, type Store } from "../lib/store.js";
import { follow, loadLog, refresh } from "../state/match-actions.js";
import { isOver, type MatchStore } from "../state/match.js";
import { HEARTBEAT, HEARTBEAT_EVERY_MS, LIVE_PROTOCOL, parseLiveMessage, TICKET_PREFIX, type Presence } from "../../../protocol/live.js";

/** While live: a poll this rarely, in case a ping was lost. Retrying a failed socket: from 2 s up to a minute. */
const SAFETY_POLL_MS = 60_000;
const RETRY_MS = { min: 2_000, max: 60_000 };

export interface LiveData {
  /** The socket is open (the page hears of moves at once). */
  connected: boolean;
  /** Seats with a page open now, and how many spectators watch; null until the room said. */
  presence: Presence | null;
  chat: ChatLine[];
  /** The seats this page's seat muted. */
  muted: number[];
  /** Lines by others that arrived while this page's chat was not looked at. */
  unread: number;
  chatError: string | null;
}

export type LiveStore = Store<LiveData>;

export const createLiveStore = (): LiveStore =>
  createStore<LiveData>({ connected: false, presence: null, chat: [], muted: [], unread: 0, chatError: null });

/** Development and test switch: `localStorage["waka.poll"] = "off"` stops polling, so only the socket moves the page. */
const pollingOff = (): boolean => {
  try {
    return localStorage.getItem("waka.poll") === "off";
  } catch {
    return false;
  }
};

/** Follows the match live (falling back to polling) until the returned function is called. */
export function followLive(store: MatchStore, live: LiveStore): () => void {
  const { id, secret } = store.get();
  let ws: WebSocket | null = null;
  let stopPolling: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let safety: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MS.min;
  let stopped = false;

  const poll = (on: boolean) => {
    if (on && !stopPolling && !pollingOff()) stopPolling = follow(store);
    if (!on && stopPolling) {
      stopPolling();
      stopPolling = null;
    }
  };

  const loadChat = () => loadChatInto(live, id, secret);
  const onMessage = (e: MessageEvent) => hear(store, live, e.data);

  const retryLater = () => {
    poll(true);
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(RETRY_MS.max, retryMs * 2);
  };

  const connect = async () => {
    if (stopped || typeof WebSocket === "undefined") return poll(true);
    // a seat's socket opens with a single-use ticket, had for the secret in an ordinary request: the secret never
    // travels in the socket's subprotocol header, which proxies and logs may keep
    let ticket: string | null = null;
    if (secret) {
      try {
        ticket = (await api.liveTicket(id, secret)).ticket;
      } catch {
        return retryLater();
      }
      if (stopped) return;
    }
    const socket = openSocket(id, ticket);
    if (!socket) return poll(true);
    ws = socket;
    socket.addEventListener("open", () => {
      retryMs = RETRY_MS.min;
      live.set({ connected: true });
      poll(false);
      if (!isOver(store.get())) void refresh(store); // anything that happened while the socket was down
      void loadChat();
      heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(HEARTBEAT), HEARTBEAT_EVERY_MS);
      // a match that is over changes no more: nothing to make safe
      if (!pollingOff()) safety = setInterval(() => isOver(store.get()) || void refresh(store), SAFETY_POLL_MS);
    });
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", () => {
      clearInterval(heartbeat);
      clearInterval(safety);
      if (ws === socket) ws = null;
      live.set({ connected: false, presence: null });
      if (!stopped) retryLater();
    });
  };

  void loadChat();
  poll(true); // until the socket is up (the first load is a poll)
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    clearInterval(safety);
    poll(false);
    ws?.close(1000, "page closed");
  };
}

/** The match room's socket, opened with the seat's ticket if it has one; null where the browser refuses to open it. */
function openSocket(id: string, ticket: string | null): WebSocket | null {
  const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/matches/${encodeURIComponent(id)}/live`;
  try {
    return new WebSocket(url, ticket ? [LIVE_PROTOCOL, `${TICKET_PREFIX}${ticket}`] : [LIVE_PROTOCOL]);
  } catch {
    return null;
  }
}

/** The table talk so far, the seats this seat muted and its unread lines. */
async function loadChatInto(live: LiveStore, id: string, secret: string | null): Promise<void> {
  try {
    const c = await api.chat(id, secret ?? undefined);
    live.set({ chat: c.lines, muted: c.muted ?? [], unread: c.unread ?? 0 });
  } catch {
    // the chat is secondary: the board still shows
  }
}

/** What one message from the room does to the page: the match moved on, who is here, a line said at the table. */
function hear(store: MatchStore, live: LiveStore, data: unknown): void {
  const m = typeof data === "string" ? parseLiveMessage(data) : null;
  if (m === null) return;
  if (m.type === "seq") {
    // the ping of a seat's own move: the move's answer already shows that seq (refreshing would re-render the
    // board under the player's next click); any other ping, a join's included, fetches the page's view
    const d = store.get();
    if (!(d.secret !== null && d.etag === null && d.match?.seq === m.seq)) void refresh(store);
  } else if (m.type === "match" && store.get().secret === null) {
    // a spectator page: the room pushed the match as anyone may see it (GET /api/matches/:id), so there is nothing to fetch
    const match = m.match as MatchState;
    const d = store.get();
    if (d.match && match.seq < d.match.seq) return;
    const moved = match.seq !== d.match?.seq;
    store.set({ match, etag: null, loading: false, loadError: null });
    if (moved) void loadLog(store);
  } else if (m.type === "presence") live.set({ presence: { seats: m.seats, spectators: m.spectators } });
  else if (m.type === "chat") {
    const d = live.get();
    if (d.chat.some((l) => l.id === m.line.id)) return;
    const mine = store.get().match?.you?.seat;
    live.set({ chat: [...d.chat, m.line], unread: m.line.seat === mine ? d.unread : d.unread + 1 });
  }
}

/** Says a line at the table (seats only). */
export async function say(store: MatchStore, live: LiveStore, text: string): Promise<boolean> {
  const { id, secret } = store.get();
  if (!secret) return false;
  try {
    const line = await api.say(id, secret, text);
    const d = live.get();
    if (!d.chat.some((l) => l.id === line.id)) live.set({ chat: [...d.chat, line] });
    live.set({ chatError: null });
    return true;
  } catch (e) {
    live.set({ chatError: (e as { code?: string }).code ?? "network" });
    return false;
  }
}

export async function setMuted(store: MatchStore, live: LiveStore, seat: number, muted: boolean): Promise<void> {
  const { id, secret } = store.get();
  if (!secret) return;
  try {
    const r = await api.mute(id, secret, seat, muted);
    live.set({ muted: r.muted, chat: muted ? live.get().chat.filter((l) => l.seat !== seat) : live.get().chat });
    if (!muted) {
      const c = await api.chat(id, secret);
      live.set({ chat: c.lines });
    }
  } catch (e) {
    live.set({ chatError: (e as { code?: string }).code ?? "network" });
  }
}

/** The page showed every line: the server stops counting them for the next turn notice. */
export async function markRead(store: MatchStore, live: LiveStore): Promise<void> {
  const { id, secret } = store.get();
  const last = live.get().chat.at(-1);
  live.set({ unread: 0 });
  if (!secret || !last) return;
  try {
    await api.chatRead(id, secret, last.id);
  } catch {
    // the count in the next notice may be too high; nothing else depends on it
  }
}
