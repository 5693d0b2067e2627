/**
 * The live room of one match (one Durable Object per match, `idFromName(matchId)`): it holds the open WebSockets of
 * the match's pages with the Hibernation API, so a room whose sockets are quiet is evicted from memory and costs
 * nothing while they stay open. It decides nothing and keeps nothing that is not in D1: it forwards "the match is at
 * seq N" pings to seat sockets (each seat's page then fetches its own view with its ETag, so no seat's view passes
 * through here), the match as anyone may see it to spectator sockets only, chat lines the Worker already stored, and
 * presence, which it derives from the sockets themselves. Its storage holds only the hashes of socket tickets for
 * the half minute they are valid. One client cannot swamp it: sockets are capped per room and per client, presence
 * goes out at most once a second, and a socket wakes the room only within a small budget of messages.
 */
import { DurableObject } from "cloudflare:workers";
import { sha256Hex } from "../chain.js";
import {
  CLOSE_POLICY,
  HEARTBEAT,
  HEARTBEAT_REPLY,
  MAX_ROOM_SOCKETS,
  MESSAGES_PER_MINUTE,
  PRESENCE_EVERY_MS,
  PRESENCE_WINDOW_MS,
  parseViewerTag,
  SOCKETS_PER_CLIENT,
  SPECTATOR,
  TICKET_TTL_MS,
  type LiveMessage,
  type Presence,
} from "../../protocol/live.js";

/**
 * What a socket carries across hibernation: whom it belongs to, when it opened, the client (worker/ratelimit.ts
 * clientKey) that opened it, and what is left of its budget of messages that wake the room (a token bucket).
 */
interface Attachment {
  viewer: string;
  openedAt: number;
  client: string;
  tokens: number;
  tokensAt: number;
}

/** A ticket as the room keeps it (under the SHA-256 of the ticket, never the ticket): whose socket it opens, until when. */
interface Ticket {
  viewer: string;
  expires: number;
}
const TICKET_KEY = "ticket:";

const refusal = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

export class LiveRoom extends DurableObject {
  private lastPresence = 0;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly perClient: number;

  constructor(ctx: DurableObjectState, env: { LIVE_SOCKETS_PER_CLIENT?: string }) {
    super(ctx, env as never);
    // Heartbeats are answered by the runtime without waking the room; their time is what "seen" means (presence).
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT, HEARTBEAT_REPLY));
    const n = Number(env.LIVE_SOCKETS_PER_CLIENT ?? SOCKETS_PER_CLIENT);
    this.perClient = Number.isInteger(n) && n >= 0 ? n : SOCKETS_PER_CLIENT;
  }

  /**
   * A ticket for one socket of `viewer` (a seat's tag), issued after the Worker checked that seat's secret: random,
   * single use, valid for TICKET_TTL_MS. The room keeps only its hash until it is used or the sweep drops it.
   */
  async ticket(viewer: string): Promise<string> {
    if (parseViewerTag(viewer) === null) throw new Error("not a viewer tag");
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const ticket = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    await this.ctx.storage.put(TICKET_KEY + (await sha256Hex(ticket)), { viewer, expires: Date.now() + TICKET_TTL_MS } satisfies Ticket);
    await this.keepSweeping(true);
    return ticket;
  }

  /**
   * A page's socket, upgraded by the Worker: a seat's with a ticket (`x-waka-ticket`), else a spectator's. Refused
   * when the room is full or the client (`x-waka-client`) holds its share of it already.
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("expected a websocket upgrade from the worker", { status: 400 });
    }
    const client = request.headers.get("x-waka-client") ?? "local";
    const open = this.ctx.getWebSockets();
    if (open.length >= MAX_ROOM_SOCKETS) {
      return refusal(503, "room_full", `This match has ${MAX_ROOM_SOCKETS} pages open; the page polls instead.`);
    }
    if (this.perClient > 0 && open.filter((ws) => this.attachment(ws)?.client === client).length >= this.perClient) {
      return refusal(429, "too_many_sockets", `At most ${this.perClient} open pages of one match per address; close one.`);
    }
    const ticket = request.headers.get("x-waka-ticket");
    const viewer = ticket === null ? SPECTATOR : await this.redeem(ticket);
    if (viewer === null) return refusal(403, "bad_ticket", "This ticket is unknown, used or expired: ask for a new one.");
    const pair = new WebSocketPair();
    const [clientEnd, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [viewer]);
    const now = Date.now();
    server.serializeAttachment({ viewer, openedAt: now, client, tokens: MESSAGES_PER_MINUTE, tokensAt: now } satisfies Attachment);
    this.presenceChanged();
    await this.keepSweeping();
    const protocol = request.headers.get("x-waka-protocol");
    return new Response(null, { status: 101, webSocket: clientEnd, headers: protocol ? { "sec-websocket-protocol": protocol } : {} });
  }

  /**
   * After a commit (move, bot move, timeout, join, end): every page learns the match moved. Seat pages fetch their own
   * view; spectator pages get `spectatorJson` (the match as anyone may see it, already serialised) when there is one.
   */
  async notify(seq: number, spectatorJson: string | null = null): Promise<number> {
    if (spectatorJson === null) return this.send(this.ctx.getWebSockets(), { type: "seq", seq });
    const seats = this.ctx.getWebSockets().filter((ws) => !this.ctx.getTags(ws).includes(SPECTATOR));
    return (
      this.send(seats, { type: "seq", seq }) +
      this.sendRaw(this.ctx.getWebSockets(SPECTATOR), `{"type":"match","seq":${seq},"match":${spectatorJson}}`)
    );
  }

  /** A chat line already stored in D1, to every socket except those of seats that muted its writer. */
  async chat(line: Extract<LiveMessage, { type: "chat" }>["line"], mutedBy: readonly number[]): Promise<number> {
    const skip = new Set(mutedBy.map((s) => `seat:${s}`));
    return this.send(
      this.ctx.getWebSockets().filter((ws) => !this.ctx.getTags(ws).some((t) => skip.has(t))),
      { type: "chat", line },
    );
  }

  /** Who is here now, as everyone sees it: seats by number, spectators only counted. */
  async presence(): Promise<Presence> {
    return this.presenceNow();
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Pages only send heartbeats (answered without waking us). Anything else wakes the room: it gets the presence,
    // which is harmless, within the socket's budget; past it, or a message that is not text, closes the socket.
    if (message === HEARTBEAT) return;
    const att = this.attachment(ws);
    if (!att || typeof message !== "string") return this.shut(ws, "text heartbeats only");
    const now = Date.now();
    const tokens = Math.min(MESSAGES_PER_MINUTE, att.tokens + ((now - att.tokensAt) * MESSAGES_PER_MINUTE) / 60_000);
    if (tokens < 1) return this.shut(ws, "too many messages");
    ws.serializeAttachment({ ...att, tokens: tokens - 1, tokensAt: now } satisfies Attachment);
    this.send([ws], { type: "presence", ...this.presenceNow() });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
    this.presenceChanged();
  }

  /** A socket that failed (a frame over the runtime's size limit, a protocol error): closed, and the others told. */
  override async webSocketError(ws: WebSocket): Promise<void> {
    this.shut(ws, "socket error");
  }

  /**
   * Once a minute while sockets are open or tickets wait: close the sockets silent for longer than the presence
   * window (then tell the others), and drop the tickets nobody used in time.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let closed = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (now - this.seenAt(ws) > PRESENCE_WINDOW_MS) {
        try {
          ws.close(1001, "silent");
        } catch {
          // gone already
        }
        closed++;
      }
    }
    if (closed > 0) this.presenceChanged();
    const tickets = await this.ctx.storage.list<Ticket>({ prefix: TICKET_KEY });
    const stale = [...tickets].filter(([, t]) => t.expires <= now).map(([k]) => k);
    if (stale.length > 0) await this.ctx.storage.delete(stale);
    await this.keepSweeping(stale.length < tickets.size);
  }

  private async keepSweeping(ticketsWait = false): Promise<void> {
    if (this.ctx.getWebSockets().length === 0 && !ticketsWait) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + PRESENCE_WINDOW_MS);
  }

  /** The viewer a ticket opens a socket for, once: it is deleted as it is read (the room runs one event at a time). */
  private async redeem(ticket: string): Promise<string | null> {
    const key = TICKET_KEY + (await sha256Hex(ticket));
    const t = await this.ctx.storage.get<Ticket>(key);
    if (!t) return null;
    await this.ctx.storage.delete(key);
    return t.expires > Date.now() ? t.viewer : null;
  }

  private attachment(ws: WebSocket): Attachment | null {
    return ws.deserializeAttachment() as Attachment | null;
  }

  private shut(ws: WebSocket, reason: string): void {
    try {
      ws.close(CLOSE_POLICY, reason);
    } catch {
      // closing already
    }
    this.presenceChanged();
  }

  private seenAt(ws: WebSocket): number {
    const att = this.attachment(ws);
    return Math.max(att?.openedAt ?? 0, this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0);
  }

  private presenceNow(): Presence {
    const now = Date.now();
    const seats = new Set<number>();
    let spectators = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN || now - this.seenAt(ws) > PRESENCE_WINDOW_MS) continue;
      const v = parseViewerTag(this.ctx.getTags(ws)[0] ?? "");
      if (v === "spectator") spectators++;
      else if (v !== null) seats.add(v);
    }
    return { seats: [...seats].sort((a, b) => a - b), spectators };
  }

  /**
   * Opens and closes change presence; it goes out at most once every PRESENCE_EVERY_MS (a flood of opens costs one
   * frame per socket per second, not one per open), computed when it is sent, so a closed socket is no longer in it.
   */
  private presenceChanged(): void {
    if (this.presenceTimer !== null) return;
    const wait = this.lastPresence + PRESENCE_EVERY_MS - Date.now();
    this.presenceTimer = setTimeout(
      () => {
        this.presenceTimer = null;
        this.lastPresence = Date.now();
        const open = this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
        this.send(open, { type: "presence", ...this.presenceNow() });
      },
      Math.max(0, wait),
    );
  }

  /** Sends to each open socket; returns how many got it. */
  private send(sockets: readonly WebSocket[], msg: LiveMessage): number {
    return this.sendRaw(sockets, JSON.stringify(msg));
  }

  private sendRaw(sockets: readonly WebSocket[], text: string): number {
    let n = 0;
    for (const ws of sockets) {
      try {
        ws.send(text);
        n++;
      } catch {
        // closing or closed: its close handler cleans up
      }
    }
    return n;
  }
}
