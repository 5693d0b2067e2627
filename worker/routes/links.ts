/** POST /api/links: "send me my links" (worker/notify/mylinks-request.ts). */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { err, json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { ApiError } from "../errors.js";
import { requestLinks } from "../notify/mylinks-request.js";
import { importSeats } from "../notify/mylinks-import.js";
import { clientKey, isolateBuckets, takeToken } from "../ratelimit.js";

/** Requests per client per minute (burst as large), besides the write limit of every POST. */
export const LINKS_PER_CLIENT_PER_MINUTE = 3;

/** The one answer, whether or not the address is anyone's contact. */
export const LINKS_ANSWER =
  "If this address is the contact of a seat in a match under way, a message with the links is on its way to it. " +
  "An address not confirmed yet first gets a confirmation e-mail; the links follow once it is confirmed.";

const LinksBody = doc(z.object({ email: z.string().check(z.trim(), z.maxLength(254), z.email("not an e-mail address")) }), "LinksRequest");
const LinksAnswer = doc(z.object({ message: z.string() }), "LinksAnswer");

const route = createRoute({
  method: "post",
  path: "/api/links",
  tags: ["notifications"],
  summary: API_WORDS && "Send me my links: e-mails the address the links of its seats in matches under way (once it is confirmed)",
  description: API_WORDS && "The answer is the same whether or not the address is known; the work happens after it.",
  request: { body: { content: { "application/json": { schema: LinksBody } }, required: true } },
  responses: {
    202: json(LinksAnswer, API_WORDS && "Accepted (the same for every address)"),
    400: err(API_WORDS && "Not an e-mail address"),
    429: err(API_WORDS && "Too many requests from this client"),
  },
});

const ImportBody = doc(z.object({ token: z.string().check(z.minLength(1), z.maxLength(600)) }), "LinksImportRequest");
const ImportAnswer = doc(
  z.object({ seats: z.array(z.object({ match: z.string(), seat: z.number(), secret: z.string() })) }),
  "LinksImportAnswer",
);

const importRoute = createRoute({
  method: "post",
  path: "/api/links/import",
  tags: ["notifications"],
  summary: API_WORDS && "The seats of a links message's one link: every seat of its address in matches under way, with its secret",
  description:
    API_WORDS &&
    "The token comes from the link's URL fragment (`/links#import=<token>`); it is bound to the address and expires after 24 h.",
  request: { body: { content: { "application/json": { schema: ImportBody } }, required: true } },
  responses: {
    200: json(ImportAnswer, API_WORDS && "The address's seats (possibly none left)"),
    400: err(API_WORDS && "No token"),
    403: err(API_WORDS && "The token is forged, malformed or expired"),
    429: err(API_WORDS && "Too many requests from this client"),
  },
});

export function linksRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(importRoute, async (c) => {
    const h = c.var.host;
    const seats = await importSeats(h.shards, h.linkKey, c.req.valid("json").token, h.now());
    if (!seats) throw new ApiError(403, "bad_token", "This link is not valid or has expired; ask for your links again.");
    return c.json({ seats }, 200);
  });

  app.openapi(route, async (c) => {
    const h = c.var.host;
    const wait = await takeToken(
      undefined,
      isolateBuckets("links", LINKS_PER_CLIENT_PER_MINUTE),
      `links:${clientKey(c.req.header("cf-connecting-ip"))}`,
      h.now(),
    );
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new ApiError(429, "rate_limited", `Too many requests for links from this address; retry in ${wait} s.`);
    }
    const work = requestLinks({ shards: h.shards, now: h.now, dispatch: h.dispatch }, c.req.valid("json").email, h.origin)
      .then((r) => console.log(`links: ${r}`))
      .catch((e: unknown) => console.error(`links: ${(e as Error).message}`));
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      await work; // no execution context (a script calling app.request)
    }
    return c.json({ message: LINKS_ANSWER }, 202);
  });
}
