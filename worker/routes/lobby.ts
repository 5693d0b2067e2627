/** GET /api/lobby: public matches waiting for players, or being played (worker/lobby.ts), newest first, paged. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import type { AppEnv } from "../app-env.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { LobbyPage } from "../api-shapes.js";
import { listLobby } from "../lobby.js";
import { err, json } from "./openapi.js";

const query = (name: string) => ({ param: { name, in: "query" as const } });

const LobbyQuery = z.object({
  list: doc(z.optional(z.enum(["waiting", "playing"])), {
    ...query("list"),
    description: API_WORDS && "`waiting`: tables with a free seat (default); `playing`: public matches under way, to watch",
  }),
  cursor: doc(z.optional(z.string().check(z.regex(/^\d{1,16}\.[A-Za-z0-9_-]{8,32}$/, "not a lobby cursor"))), {
    ...query("cursor"),
    description: API_WORDS && "`next` of the previous page",
  }),
  limit: doc(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))), {
    ...query("limit"),
    description: API_WORDS && "Default 20",
  }),
});

const getLobby = createRoute({
  method: "get",
  path: "/api/lobby",
  tags: ["matches"],
  summary: API_WORDS && "Open tables: public matches waiting for players, or being played, newest first",
  description: API_WORDS && "Take a free seat with POST /api/matches/{id}/join without an invite; watch with GET /api/matches/{id}.",
  request: { query: LobbyQuery },
  responses: { 200: json(LobbyPage, API_WORDS && "One page"), 400: err(API_WORDS && "Bad list, cursor or limit") },
});

export function lobbyRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(getLobby, async (c) => {
    const q = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await listLobby(c.var.host.shards.all, q.list ?? "waiting", q.cursor, q.limit ?? 20), 200);
  });
}
