/** Replay reads: the caller's views of a run of past positions in one request (a replay page steps without asking). */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { Views } from "../api-shapes.js";
import { getViews, MAX_VIEWS } from "../host/views.js";

// Optional: a seat secret, or nothing (spectator).
const seatOrSpectator: Record<string, string[]>[] = [{ seatSecret: [] }, {}];
const Seq = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));

const getViewsRoute = createRoute({
  method: "get",
  path: "/api/matches/{id}/views",
  tags: ["matches"],
  summary: API_WORDS && `Replay: the caller's views after moves \`from\` to \`to\` (at most ${MAX_VIEWS}), computed in one pass`,
  description:
    API_WORDS &&
    "As GET /api/matches/{id}/at/{seq} for each seq of the range. `to` may pass the current seq: the answer stops there. " +
      "A finished match's record (GET /api/matches/{id}/record) lets a client replay it all without asking.",
  security: seatOrSpectator,
  request: {
    params: IdParam,
    query: z.object({
      from: doc(Seq, { description: API_WORDS && "The first seq (0 = the setup)", example: API_WORDS && 0 }),
      to: doc(Seq, { description: API_WORDS && `The last seq: from … from + ${MAX_VIEWS - 1}`, example: API_WORDS && 99 }),
    }),
    headers: authHeader(API_WORDS && "Bearer <seat secret>; without it you are a spectator"),
  },
  responses: {
    200: json(Views, API_WORDS && "The views, one per seq"),
    400: err(API_WORDS && `from or to is not a number, or to is before from or ${MAX_VIEWS} or more after it`),
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match, or from is past the current seq"),
  },
});

export function viewRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(getViewsRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await getViews(c.var.host, c.req.valid("param").id, from, to, c.var.credential), 200);
  });
}
