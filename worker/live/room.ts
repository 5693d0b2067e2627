/**
 * The live room of one match (one Durable Object per match, `idFromName(matchId)`): it holds the open WebSockets of
 * the match's pages with the Hibernation API, so a room whose sockets are quiet is evicted from memory and costs
 * nothing while they stay open. It decides nothing and keeps nothing that is not in D1: it forwards "the match is at
 * seq N" pings to seat sockets (each seat's page then fetches its own view with its ETag, so no seat's view passes
 * through here), the match as anyone may see it to spectator sockets only, chat lines the Worker already stored, and
 * presence, which it derives from the sockets themselves.
 */
import { DurableObject } from "cloudflare:workers";
import { HEARTBEAT, HEARTBEAT_REPLY, PRESENCE_WINDOW_MS, parseViewerTag, SPECTATOR, type LiveMessage, type Presence } from "./protocol.js";

/** What a socket carries across hibernation: whom it belongs to and when it opened. */
interface Attachment {
  viewer: string;
  openedAt: number;
}

export class LiveRoom extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    // Heartbeats are answered by the runtime without waking the room; their time is what "seen" means (presence).
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT, HEARTBEAT_REPLY));
  }

  /** A page's socket, upgraded by the Worker after it checked the seat secret; the viewer tag names the seat or "spectator". */
  override async fetch(request: Request): Promise<Response> {
    const viewer = request.headers.get("x-waka-viewer") ?? "";
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || parseViewerTag(viewer) === null) {
      return new Response("expected a websocket upgrade from the worker", { status: 400 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [viewer]);
    server.serializeAttachment({ viewer, openedAt: Date.now() } satisfies Attachment);
    this.broadcastPresence();
    await this.keepSweeping();
    const protocol = request.headers.get("x-waka-protocol");
    return new Response(null, { status: 101, webSocket: client, headers: protocol ? { "sec-websocket-protocol": protocol } : {} });
  }

  /**
   * After a commit (move, bot move, timeout, join, end): every page learns the match moved. Seat pages fetch their own
   * view; spectator pages get `spectatorJson` (the match as anyone may see it, already serialised) when there is one.
   */
  async notify(seq: number, spectatorJson: string | null = null): Promise<number> {
    if (spectatorJson === null) return this.send(this.ctx.getWebSockets(), { type: "seq", seq });
    const seats = this.ctx.getWebSockets().filter((ws) => !this.ctx.getTags(ws).includes(SPECTATOR));
    return this.send(seats, { type: "seq", seq }) + this.sendRaw(this.ctx.getWebSockets(SPECTATOR), `{"type":"match","seq":${seq},"match":${spectatorJson}}`);
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
    // Pages only send heartbeats (answered without waking us); anything else gets the presence, which is harmless.
    if (message === HEARTBEAT) return;
    this.send([ws], { type: "presence", ...this.presenceNow() });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
    this.broadcastPresence(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.broadcastPresence(ws);
  }

  /** Once a minute while sockets are open: close the ones silent for longer than the presence window, then tell the others. */
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
    if (closed > 0) this.broadcastPresence();
    await this.keepSweeping();
  }

  private async keepSweeping(): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + PRESENCE_WINDOW_MS);
  }

  private seenAt(ws: WebSocket): number {
    const att = ws.deserializeAttachment() as Attachment | null;
    return Math.max(att?.openedAt ?? 0, this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0);
  }

  private presenceNow(leaving?: WebSocket): Presence {
    const now = Date.now();
    const seats = new Set<number>();
    let spectators = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === leaving || ws.readyState !== WebSocket.OPEN || now - this.seenAt(ws) > PRESENCE_WINDOW_MS) continue;
      const v = parseViewerTag(this.ctx.getTags(ws)[0] ?? "");
      if (v === "spectator") spectators++;
      else if (v !== null) seats.add(v);
    }
    return { seats: [...seats].sort((a, b) => a - b), spectators };
  }

  private broadcastPresence(leaving?: WebSocket): void {
    this.send(
      this.ctx.getWebSockets().filter((ws) => ws !== leaving),
      { type: "presence", ...this.presenceNow(leaving) },
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
