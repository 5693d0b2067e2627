/**
 * GET /api/matches/:id/live: upgrades a page's WebSocket into the match's live room; POST /api/matches/:id/live/ticket:
 * the ticket a seat's page opens it with. A browser cannot set headers on a WebSocket, and a subprotocol header is
 * kept by proxies and logs like a URL, so the seat secret never goes on the socket: the page first exchanges it, in an
 * ordinary authenticated request, for a short-lived single-use ticket, and names the ticket in a subprotocol
 * ("ticket.<ticket>"). Without a ticket the socket is a spectator's. Upgrades count against the client's write limit
 * (worker/middleware.ts), and the room caps sockets per room and per client (worker/live/room.ts).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../app-env.js";
import { ApiError } from "../errors.js";
import { SPECTATOR } from "../host/caller.js";
import type { Host } from "../host/host.js";
import { load } from "../host/load.js";
import type { Credential } from "../host/caller.js";
import { clientKey } from "../ratelimit.js";
import { MatchId } from "../api-shapes.js";
import { BEARER_PREFIX, LIVE_PROTOCOL, TICKET_PREFIX, TICKET_TTL_MS, viewerTag } from "../../protocol/live.js";
import { roomOf } from "./notify.js";

const unavailable = () =>
  new ApiError(404, "live_unavailable", "This server has no live updates; poll GET /api/matches/{id} with If-None-Match.");

/** A ticket for one socket of the caller's seat (spectators need none). */
export async function liveTicket(
  h: Host,
  env: AppEnv["Bindings"],
  id: string,
  credential: Credential,
): Promise<{ ticket: string; expiresIn: number }> {
  const room = roomOf(id, env);
  if (!room) throw unavailable();
  const l = await load(h, id, credential);
  if (l.caller.seat === null)
    throw new ApiError(
      403,
      "secret_required",
      "Tickets are for seats: Authorization: Bearer <seat secret>. Spectators open the socket without one.",
    );
  return { ticket: await room.ticket(viewerTag(l.caller.seat)), expiresIn: TICKET_TTL_MS / 1000 };
}

export async function liveSocket(c: Context<AppEnv>): Promise<Response> {
  const id = MatchId.safeParse(c.req.param("id"));
  if (!id.success) throw new ApiError(400, "invalid_request", "id: not a match id");
  const room = roomOf(id.data, c.env);
  if (!room) throw unavailable();
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Open this address as a WebSocket.");
  }
  const protocols = (c.req.header("sec-websocket-protocol") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (!protocols.includes(LIVE_PROTOCOL)) throw new ApiError(400, "bad_protocol", `Ask for the subprotocol ${LIVE_PROTOCOL}.`);
  if (protocols.some((p) => p.startsWith(BEARER_PREFIX))) {
    throw new ApiError(
      400,
      "secret_on_socket",
      "Never send the seat secret on the socket: get a ticket with POST /api/matches/{id}/live/ticket.",
    );
  }
  const ticket = protocols.find((p) => p.startsWith(TICKET_PREFIX))?.slice(TICKET_PREFIX.length);
  await load(c.var.host, id.data, SPECTATOR); // 404 for no such match, before the room is woken
  const upstream = await room.fetch("https://live.room/socket", {
    headers: {
      upgrade: "websocket",
      "x-waka-client": clientKey(c.req.header("cf-connecting-ip")),
      "x-waka-protocol": LIVE_PROTOCOL,
      ...(ticket ? { "x-waka-ticket": ticket } : {}),
    },
  });
  if (upstream.status !== 101) {
    const e = (await upstream.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      upstream.status as ContentfulStatusCode,
      e?.error?.code ?? "live_refused",
      e?.error?.message ?? "The live room refused the socket.",
    );
  }
  // a fresh Response so the app's middleware may add its headers to the 101
  return new Response(null, { status: upstream.status, webSocket: upstream.webSocket, headers: upstream.headers });
}
