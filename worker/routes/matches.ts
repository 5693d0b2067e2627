/** Thin routes: validate (zod, at the edge), call one host function, answer. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import * as host from "../host/index.js";
import { AtSeq, CreateMatchBody, CreatedMatch, JoinBody, Joined, Log, MatchState, MoveBody, RecordSchema } from "../api-shapes.js";

const AuthHeader = authHeader(API_WORDS && "Bearer <seat secret>; without it you are a spectator");
// Optional: a seat secret, or nothing (spectator).
const seatSecurity: Record<string, string[]>[] = [{ seatSecret: [] }, {}];

const createMatch = createRoute({
  method: "post",
  path: "/api/matches",
  tags: ["matches"],
  summary: API_WORDS && "Create a match",
  description:
    API_WORDS &&
    "Seats given a name get a secret at once (returned only here). Seats given as { open: true } are claimed later " +
      "with the invite; the match is `open` until every seat is taken, then `active`.",
  request: { body: { content: { "application/json": { schema: CreateMatchBody } }, required: true } },
  responses: {
    201: json(CreatedMatch, API_WORDS && "The match, its seat secrets and links"),
    400: err(API_WORDS && "Malformed body, unknown game, wrong number of players or bad options"),
    413: err(API_WORDS && "Body too large"),
    415: err(API_WORDS && "Not JSON"),
    429: err(
      API_WORDS &&
        "Too many writes from this address (rate_limited, Retry-After), or a public table while this client already has 5 " +
          "waiting for players (too_many_tables: one must fill or close first)",
    ),
  },
});

const joinMatch = createRoute({
  method: "post",
  path: "/api/matches/{id}/join",
  tags: ["matches"],
  summary: API_WORDS && "Claim an open seat with the invite token",
  request: { params: IdParam, body: { content: { "application/json": { schema: JoinBody } }, required: true } },
  responses: {
    201: json(Joined, API_WORDS && "The seat and its secret (shown once)"),
    400: err(API_WORDS && "Malformed body"),
    403: err(API_WORDS && "Wrong invite, or none for a match that is not public"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "No open seat (or that seat was just taken)"),
    429: err(API_WORDS && "Too many writes from this address"),
  },
});

const getMatch = createRoute({
  method: "get",
  path: "/api/matches/{id}",
  tags: ["matches"],
  summary: API_WORDS && "The match as the caller may see it",
  description: API_WORDS && "Poll it with If-None-Match: the ETag changes with every move, join and status change, and differs per viewer.",
  security: seatSecurity,
  request: {
    params: IdParam,
    headers: z.extend(AuthHeader, { "if-none-match": z.optional(z.string()) }),
  },
  responses: {
    200: { ...json(MatchState, API_WORDS && "The caller's view; seats also get legalMoves"), headers: z.object({ ETag: z.string() }) },
    304: { description: API_WORDS && "Unchanged since the ETag given in If-None-Match" },
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const postMove = createRoute({
  method: "post",
  path: "/api/matches/{id}/moves",
  tags: ["matches"],
  summary: API_WORDS && "Play one move",
  security: [{ seatSecret: [] }],
  request: {
    params: IdParam,
    headers: AuthHeader,
    body: { content: { "application/json": { schema: MoveBody } }, required: true },
  },
  responses: {
    201: json(MatchState, API_WORDS && "Played: the mover's new view"),
    400: err(API_WORDS && "Malformed JSON or body"),
    403: err(API_WORDS && "Missing or wrong secret, or this seat may not act now"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "seq is not the current one (the body carries the current seq), or the match is not active"),
    422: err(API_WORDS && "The move is not legal (with the rulebook section when the engine names one)"),
    429: err(API_WORDS && "Too many writes from this address"),
  },
});

const getLog = createRoute({
  method: "get",
  path: "/api/matches/{id}/log",
  tags: ["matches"],
  summary: API_WORDS && "The move log with events filtered for the caller, and the hash chain",
  security: seatSecurity,
  request: { params: IdParam, headers: AuthHeader },
  responses: {
    200: json(Log, API_WORDS && "Every move so far"),
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const getAt = createRoute({
  method: "get",
  path: "/api/matches/{id}/at/{seq}",
  tags: ["matches"],
  summary: API_WORDS && "Replay: the caller's view as it was after move `seq` (0 = the setup)",
  security: seatSecurity,
  request: {
    params: z.extend(IdParam, {
      seq: doc(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), {
        param: { name: "seq", in: "path" },
        example: API_WORDS && 3,
      }),
    }),
    headers: AuthHeader,
  },
  responses: {
    200: json(AtSeq, API_WORDS && "The view at that point"),
    400: err(API_WORDS && "seq is not a number"),
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match or seq"),
  },
});

const getRecord = createRoute({
  method: "get",
  path: "/api/matches/{id}/record",
  tags: ["matches"],
  summary: API_WORDS && "The game record: replayable offline, hash-chained; the seed once the match is over",
  request: { params: IdParam, headers: AuthHeader },
  responses: {
    200: json(RecordSchema, API_WORDS && "The record"),
    403: err(API_WORDS && "Wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

export function matchRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(createMatch, async (c) => {
    const out = await host.createMatch(c.var.host, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(out, 201);
  });

  app.openapi(joinMatch, async (c) => {
    const out = await host.joinMatch(c.var.host, c.req.valid("param").id, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(out, 201);
  });

  app.openapi(getMatch, async (c) => {
    const h = c.req.valid("header");
    const { etag, body } = await host.getMatch(c.var.host, c.req.valid("param").id, c.var.credential, h["if-none-match"]);
    c.header("ETag", etag);
    c.header("Cache-Control", "private, no-cache");
    c.header("Vary", "Authorization");
    if (body === null) return c.body(null, 304);
    return c.json(body, 200);
  });

  app.openapi(postMove, async (c) => {
    const out = await host.postMove(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json"));
    return c.json(out, 201);
  });

  app.openapi(getLog, async (c) => c.json(await host.getLog(c.var.host, c.req.valid("param").id, c.var.credential), 200));

  app.openapi(getAt, async (c) => {
    const p = c.req.valid("param");
    return c.json(await host.getAt(c.var.host, p.id, p.seq, c.var.credential), 200);
  });

  app.openapi(getRecord, async (c) => c.json(await host.getRecord(c.var.host, c.req.valid("param").id, c.var.credential), 200));
}
