/**
 * The board as a picture, for link previews and forum posts: `GET /api/matches/:id/board.svg` (stand-alone: no
 * script, no external reference, usable in an <img>) and `/board.png` (for unfurlers that take no SVG). The main
 * Worker loads the match as a spectator sees it and passes that view to the image Worker (IMAGE service binding,
 * image/index.ts), which renders the web app's own board component and rasterizes it. Each picture is cached by
 * match and version (the spectator ETag: seq, status, seats taken) in the Cache API, and answered with that ETag.
 */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "../routes/api-app.js";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";
import { SPECTATOR } from "../host/caller.js";
import { ApiError } from "../errors.js";
import { getMatch } from "../host/index.js";
import { err, IdParam } from "../routes/openapi.js";
import { API_WORDS } from "../openapi-meta.js";

const KINDS = { svg: "image/svg+xml; charset=utf-8", png: "image/png" } as const;
type Kind = keyof typeof KINDS;

/** Only what a spectator may see, and the picture itself may show a forum it is embedded in. */
const PICTURE_HEADERS = {
  // a picture other sites may show in an <img> (the rest of the API stays same-origin)
  "Cross-Origin-Resource-Policy": "cross-origin",
  // opened on its own, the SVG may apply its own inline <style> and nothing else
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

const route = (kind: Kind) =>
  createRoute({
    method: "get",
    path: `/api/matches/{id}/board.${kind}`,
    tags: ["matches"],
    summary:
      API_WORDS && `The current position as ${kind === "svg" ? "a stand-alone SVG" : "a PNG"}, as a spectator sees it (for link previews)`,
    request: {
      params: IdParam,
      // the previews' URLs carry the version they were made at, so an unfurler's cache keyed by URL refreshes
      query: z.object({ seq: z.optional(z.coerce.number().check(z.int(), z.minimum(0))) }),
      headers: z.object({ "if-none-match": z.optional(z.string().check(z.maxLength(512))) }),
    },
    responses: {
      200: { description: API_WORDS && "The picture", content: { [KINDS[kind].split(";")[0]!]: { schema: z.string() } } },
      304: { description: API_WORDS && "Not modified (If-None-Match)" },
      404: err(API_WORDS && "No such match"),
      409: err(API_WORDS && "This server no longer hosts the match's rules version"),
      503: err(API_WORDS && "The image Worker is not bound (IMAGE), or failed"),
    },
  });

/** The version of a picture, from the spectator ETag: one per kind, so an SVG's tag never validates a PNG. */
const pictureTag = (kind: Kind, spectatorEtag: string): string => `"${kind}-${spectatorEtag.replace(/"/g, "")}"`;

const cacheKey = (id: string, tag: string, kind: Kind): Request =>
  new Request(`https://board-cache.waka.internal/${id}/${encodeURIComponent(tag.replace(/"/g, ""))}.${kind}`);

async function picture(c: Context<AppEnv>, kind: Kind, id: string, ifNoneMatch: string | undefined): Promise<Response> {
  const image = c.env.IMAGE;
  if (!image) throw new ApiError(503, "images_unavailable", "This server draws no board pictures (no IMAGE binding).");
  const { etag, body } = await getMatch(c.var.host, id, SPECTATOR, undefined);
  const tag = pictureTag(kind, etag);
  const over = body?.status === "finished" || body?.status === "abandoned";
  const headers = {
    ...PICTURE_HEADERS,
    ETag: tag,
    "Cache-Control": over ? "public, max-age=86400" : "public, max-age=60",
    "Content-Type": KINDS[kind],
  };
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === tag)) return new Response(null, { status: 304, headers });
  const key = cacheKey(id, tag, kind);
  const cache = await caches.open("waka-boards");
  const hit = await cache.match(key);
  if (hit) return new Response(hit.body, { headers });
  // one drawing per picture version in this isolate: requests that arrive while it is drawn wait for it
  let flight = drawing.get(key.url);
  if (!flight) {
    flight = draw(image, kind, body!, cache, key, headers).finally(() => drawing.delete(key.url));
    drawing.set(key.url, flight);
  }
  const bytes = await flight;
  if (!bytes) throw new ApiError(503, "image_failed", "The board picture could not be drawn.");
  return new Response(bytes, { headers });
}

/** Pictures being drawn in this isolate, by cache key: a burst of requests for a new version draws it once. */
const drawing = new Map<string, Promise<ArrayBuffer | null>>();

/** Draws the picture with the image Worker and keeps it in the cache; null when it could not be drawn (then nothing is kept). */
async function draw(
  image: Fetcher,
  kind: Kind,
  body: { game: string; view: unknown; players: unknown },
  cache: Cache,
  key: Request,
  headers: Record<string, string>,
): Promise<ArrayBuffer | null> {
  // a binding whose Worker is not running (a `wrangler dev` without it) throws: that is a 503 too, never a 500
  const made = await image
    .fetch(`https://image.waka.internal/${kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: body.game, view: body.view, players: body.players }),
    })
    .catch((e: unknown) => {
      console.warn(`board picture: ${(e as Error).message}`);
      return null;
    });
  if (!made?.ok) {
    console.warn(`board picture: the image Worker answered ${made?.status ?? "nothing"}`);
    return null;
  }
  const bytes = await made.arrayBuffer();
  // kept before the waiters are answered, so a request after this one finds it in the cache
  await cache.put(key, new Response(bytes, { headers })).catch((e: unknown) => console.warn(`board cache: ${(e as Error).message}`));
  return bytes;
}

export function boardRoutes(app: ApiApp<AppEnv>): void {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    app.openapi(route(kind), (c) => picture(c, kind, c.req.valid("param").id, c.req.valid("header")["if-none-match"]) as never);
  }
}
