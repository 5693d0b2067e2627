/** PUT /api/matches/{id}/seats/me/seen: the seat's page shows this position (quiet while you are here, notify/quiet.ts). */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { int } from "../api-shapes.js";
import { markSeen } from "../host/seen.js";

const Seen = doc(z.object({ seq: int(), dropped: int() }), "Seen", {
  description: API_WORDS && "The position the page showed, and how many held turn notices it made needless",
});

const seenRoute = createRoute({
  method: "put",
  path: "/api/matches/{id}/seats/me/seen",
  tags: ["notifications"],
  summary: API_WORDS && "Tell the server your page shows the match at `seq`: a turn notice held while your page was open is dropped",
  description:
    API_WORDS &&
    'A turn notice to a seat whose page is open waits a few minutes (README, "Between turns"); the page calls this while it is ' +
      "visible, so the notice is not sent for a position the player has already seen.",
  security: [{ seatSecret: [] }],
  request: {
    params: IdParam,
    headers: authHeader(API_WORDS && "Bearer <seat secret>"),
    body: { content: { "application/json": { schema: z.strictObject({ seq: int(z.minimum(0)) }) } }, required: true },
  },
  responses: {
    200: json(Seen, API_WORDS && "Noted"),
    400: err(API_WORDS && "seq is not a whole number"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "seq is past the match's current position"),
  },
});

export function seenRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(seenRoute, async (c) =>
    c.json(await markSeen(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").seq), 200),
  );
}
