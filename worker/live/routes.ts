/** Routes of live updates and table talk: the room's socket and the chat (validated at the edge with zod). */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "../routes/api-app.js";
import type { AppEnv } from "../app-env.js";
import { authHeader, err, IdParam, json } from "../routes/openapi.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { int, SeatNo } from "../api-shapes.js";
import { CHAT_MAX_CHARS, getChat, postChat, putMute, putRead } from "./chat.js";
import { liveSocket, liveTicket } from "./socket.js";
import { HEARTBEAT, HEARTBEAT_REPLY, LIVE_PROTOCOL, TICKET_PREFIX, TICKET_TTL_MS } from "../../protocol/live.js";

const AuthHeader = authHeader(API_WORDS && "Bearer <seat secret>; without it you are a spectator");
// writing at the table is for seats only (a spectator gets 403)
const seatOnly: Record<string, string[]>[] = [{ seatSecret: [] }];

const ChatLine = doc(z.object({ id: int(), seat: SeatNo, text: z.string(), at: int() }), "ChatLine", {
  description: API_WORDS && "One line of table talk: plain text, never markup",
});

const ChatText = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(CHAT_MAX_CHARS),
  // newlines are kept (a page shows them as line breaks); other control and format characters are refused
  z.regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*(?:\n[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*)*$/u, "no control characters"),
);

const liveRoute = createRoute({
  method: "get",
  path: "/api/matches/{id}/live",
  tags: ["live"],
  summary: API_WORDS && "Live updates: a WebSocket into the match's room",
  description:
    API_WORDS &&
    `Open it as a WebSocket asking for the subprotocol \`${LIVE_PROTOCOL}\`; a seat adds \`${TICKET_PREFIX}<ticket>\` ` +
      "as a second one, with a ticket from POST /api/matches/{id}/live/ticket (the seat secret never goes on the socket: " +
      "a subprotocol header is kept by proxies and logs like a URL). The room " +
      'sends JSON messages: `{ type: "seq", seq }` after each move (read the match again), `{ type: "match", seq, match }` ' +
      '(to spectators: the match itself), `{ type: "presence", seats, spectators }` and `{ type: "chat", line }`. ' +
      `Send \`${HEARTBEAT}\` every 25 s (the answer is \`${HEARTBEAT_REPLY}\`) to stay counted as present.`,
  request: { params: IdParam },
  responses: {
    101: { description: API_WORDS && "Switching Protocols: the socket is open" },
    400: err(API_WORDS && `The subprotocol ${LIVE_PROTOCOL} was not asked for, or a seat secret was sent on the socket`),
    403: err(API_WORDS && "Unknown, used or expired ticket"),
    404: err(API_WORDS && "No such match, or this server has no live updates (poll GET /api/matches/{id} with If-None-Match)"),
    426: err(API_WORDS && "Not a WebSocket upgrade"),
    429: err(API_WORDS && "Too many upgrades from this address, or too many open pages of this match from it (too_many_sockets)"),
    503: err(API_WORDS && "The room has as many sockets as it takes (room_full): poll instead"),
  },
});

const getChatRoute = createRoute({
  method: "get",
  path: "/api/matches/{id}/chat",
  tags: ["live"],
  summary: API_WORDS && "The match's table talk (seats and spectators read; a seat gets what it muted and its unread count)",
  request: { params: IdParam, headers: AuthHeader },
  responses: {
    200: json(
      z.object({ lines: z.array(ChatLine), muted: z.optional(z.array(SeatNo)), unread: z.optional(int()) }),
      API_WORDS && "Every line, oldest first",
    ),
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const postChatRoute = createRoute({
  method: "post",
  path: "/api/matches/{id}/chat",
  tags: ["live"],
  summary: API_WORDS && "Say something at the table (seats only)",
  security: seatOnly,
  request: {
    params: IdParam,
    headers: AuthHeader,
    body: { content: { "application/json": { schema: z.strictObject({ text: ChatText }) } }, required: true },
  },
  responses: {
    201: json(ChatLine, API_WORDS && "The stored line (also sent to every open page)"),
    400: err(API_WORDS && `Empty, over ${CHAT_MAX_CHARS} characters, or control characters`),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "The match's table talk is full"),
    429: err(API_WORDS && "Too many lines"),
  },
});

const muteRoute = createRoute({
  method: "put",
  path: "/api/matches/{id}/chat/mutes",
  tags: ["live"],
  summary: API_WORDS && "Mute (or unmute) another seat's table talk for your seat",
  security: seatOnly,
  request: {
    params: IdParam,
    headers: AuthHeader,
    body: { content: { "application/json": { schema: z.strictObject({ seat: SeatNo, muted: z.boolean() }) } }, required: true },
  },
  responses: {
    200: json(z.object({ muted: z.array(SeatNo) }), API_WORDS && "The seats you muted"),
    400: err(API_WORDS && "Not another seat"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const readRoute = createRoute({
  method: "put",
  path: "/api/matches/{id}/chat/read",
  tags: ["live"],
  summary: API_WORDS && "Mark table talk read up to a line (the next turn notice counts what is unread)",
  security: seatOnly,
  request: {
    params: IdParam,
    headers: AuthHeader,
    body: { content: { "application/json": { schema: z.strictObject({ upTo: int(z.minimum(0)) }) } }, required: true },
  },
  responses: {
    200: json(z.object({ unread: int() }), API_WORDS && "Lines still unread"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const LiveTicket = doc(z.object({ ticket: z.string(), expiresIn: int() }), "LiveTicket", {
  description:
    API_WORDS && `Opens one live socket of your seat (subprotocols "waka.live.1" and "ticket.<ticket>"), once, within expiresIn seconds`,
});

const ticketRoute = createRoute({
  method: "post",
  path: "/api/matches/{id}/live/ticket",
  tags: ["live"],
  summary: API_WORDS && "A single-use ticket for your seat's live socket (the seat secret never goes on the socket)",
  description:
    API_WORDS &&
    `Exchange the seat secret for a ticket valid ${TICKET_TTL_MS / 1000} s, then open GET /api/matches/{id}/live as a WebSocket ` +
      `with the subprotocols "waka.live.1" and "ticket.<ticket>". Spectators open it with "waka.live.1" alone.`,
  request: { params: IdParam, headers: authHeader(API_WORDS && "Bearer <seat secret>") },
  responses: {
    201: json(LiveTicket, API_WORDS && "The ticket"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match, or no live updates on this server (live_unavailable)"),
    429: err(API_WORDS && "Too many writes from this address"),
  },
});

export function liveRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(liveRoute, liveSocket);
  app.openapi(ticketRoute, async (c) => c.json(await liveTicket(c.var.host, c.env, c.req.valid("param").id, c.var.credential), 201));
  app.openapi(getChatRoute, async (c) => c.json(await getChat(c.var.host, c.req.valid("param").id, c.var.credential), 200));
  app.openapi(postChatRoute, async (c) =>
    c.json(await postChat(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").text), 201),
  );
  app.openapi(muteRoute, async (c) => {
    const b = c.req.valid("json");
    return c.json(await putMute(c.var.host, c.req.valid("param").id, c.var.credential, b.seat, b.muted), 200);
  });
  app.openapi(readRoute, async (c) =>
    c.json(await putRead(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").upTo), 200),
  );
}
