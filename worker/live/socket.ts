/**
 * GET /api/matches/:id/live: upgrades a page's WebSocket into the match's live room. The Worker checks the seat
 * secret first (the room trusts the tag it is given); a browser cannot set headers on a WebSocket, so the secret
 * rides in a subprotocol ("bearer.<secret>") and never in the URL, where logs would keep it.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";
import { ApiError } from "../errors.js";
import { credentialOf } from "../auth.js";
import { load } from "../host/load.js";
import { MatchId } from "../schemas.js";
import { BEARER_PREFIX, LIVE_PROTOCOL, viewerTag } from "./protocol.js";
import { roomOf } from "./notify.js";

export async function liveSocket(c: Context<AppEnv>): Promise<Response> {
  const id = MatchId.safeParse(c.req.param("id"));
  if (!id.success) throw new ApiError(400, "invalid_request", "id: not a match id");
  const room = roomOf(id.data, c.env);
  if (!room) throw new ApiError(404, "live_unavailable", "This server has no live updates; poll GET /api/matches/{id} with If-None-Match.");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Open this address as a WebSocket.");
  }
  const protocols = (c.req.header("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (!protocols.includes(LIVE_PROTOCOL)) throw new ApiError(400, "bad_protocol", `Ask for the subprotocol ${LIVE_PROTOCOL}.`);
  const bearer = protocols.find((p) => p.startsWith(BEARER_PREFIX));
  const l = await load(c.var.host, id.data, await credentialOf(bearer ? `Bearer ${bearer.slice(BEARER_PREFIX.length)}` : undefined));
  const upstream = await room.fetch("https://live.room/socket", {
    headers: { upgrade: "websocket", "x-waka-viewer": viewerTag(l.caller.seat), "x-waka-protocol": LIVE_PROTOCOL },
  });
  // a fresh Response so the app's middleware may add its headers to the 101
  return new Response(null, { status: upstream.status, webSocket: upstream.webSocket, headers: upstream.headers });
}
