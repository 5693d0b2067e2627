/** The ends a player chooses (issue #30 item 6): resign, and play again once the match is over. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { int, MatchState, Rematch } from "../api-shapes.js";
import { resign } from "../host/resign.js";
import { rematch } from "../host/rematch.js";
import { API_WORDS } from "../openapi-meta.js";

const Auth = authHeader(API_WORDS && "Bearer <seat secret>");

const resignRoute = createRoute({
  method: "post",
  path: "/api/matches/{id}/resign",
  tags: ["matches"],
  summary: API_WORDS && "Resign your seat",
  description:
    API_WORDS &&
    "With two players the other seat wins. With more, the game goes on and the server plays for your seat as the match's " +
      "timeout policy says (a bot under `bot`, else the timeout's move), and your seat ranks last; each game's RULES.md says " +
      "what the seat's pieces do. The match ends if fewer than two seats, or no human seat, would stay in play.",
  security: [{ seatSecret: [] }],
  request: {
    params: IdParam,
    headers: Auth,
    body: { content: { "application/json": { schema: z.strictObject({ seq: int(z.minimum(0)) }) } }, required: true },
  },
  responses: {
    200: json(MatchState, API_WORDS && "The match after your resignation"),
    400: err(API_WORDS && "The body is not { seq }"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "stale_seq (the match moved on: look again), match_over, match_not_started or already_resigned"),
  },
});

const rematchRoute = createRoute({
  method: "post",
  path: "/api/matches/{id}/rematch",
  tags: ["matches"],
  summary: API_WORDS && "Play again: a new match of the same game, options and seats, once this one is over",
  description:
    API_WORDS &&
    "The first seat to ask creates it (201) and every other player gets its new link by its own channels; any seat asking " +
      "afterwards gets its own seat of the same new match (200). Both matches name each other (`rematch`, `rematchOf`).",
  security: [{ seatSecret: [] }],
  request: { params: IdParam, headers: Auth },
  responses: {
    200: json(Rematch, API_WORDS && "The rematch someone started before: your seat in it"),
    201: json(Rematch, API_WORDS && "The new match: your seat in it"),
    403: err(API_WORDS && "No or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "match_not_over, or rematch_unavailable (the game no longer takes these options)"),
  },
});

export function endingRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(resignRoute, async (c) =>
    c.json(await resign(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").seq), 200),
  );
  app.openapi(rematchRoute, async (c) => {
    const r = await rematch(c.var.host, c.req.valid("param").id, c.var.credential);
    return r.created ? c.json(r.body, 201) : c.json(r.body, 200);
  });
}
