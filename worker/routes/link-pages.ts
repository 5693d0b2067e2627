/**
 * What the pages a mailed link opens share (a seat's unsubscribe link, an address's confirm and stop-all links, an
 * invitation): the token query, the HTML answer, the page's language, the links back. The routes describe a page by
 * its words' keys (protocol/delivery.ts `LinkPage`); the delivery Worker, which holds the words in four languages,
 * renders it (delivery/pages.ts), so the main Worker bundles none of them.
 */
import * as z from "zod/mini";
import type { Context } from "hono";
import { LANGS, pickLang, type Lang } from "../../i18n/core.js";
import type { AppEnv } from "../app-env.js";
import type { LinkPage } from "../../protocol/delivery.js";
import { ApiError } from "../errors.js";
import { err } from "./openapi.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { MatchId } from "../api-shapes.js";
import * as settings from "../settings.js";

export const UnsubParams = z.object({
  id: doc(MatchId, { param: { name: "id", in: "path" } }),
  seat: doc(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(63)), { param: { name: "seat", in: "path" } }),
});
export const TokenQuery = z.object({
  t: doc(z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, "not a token")), {
    description: API_WORDS && "The token from the e-mail",
  }),
});
export const AddressQuery = z.object({
  ...TokenQuery.shape,
  lang: doc(z.optional(z.enum(LANGS)), { description: API_WORDS && "The language of the message that carried the link: the page's" }),
});
export const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
/** The answer of a page's route where the delivery Worker, which renders it, is not bound. */
export const noPages = () => err(API_WORDS && "No delivery Worker to render the page (pages_unavailable)");

/** The page's language: the link's seat's, else the first of the browser's we speak (`fr-FR` → fr), else English. */
export function pageLang(seatLang: string | null | undefined, acceptLanguage: string | undefined): Lang {
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim())
    .filter(Boolean);
  return pickLang(seatLang, preferred);
}

/** A seat's page speaks the seat's language (else the browser's). */
export async function seatLang(c: Context<AppEnv>, id: string, seat: number): Promise<Lang> {
  return pageLang(await settings.seatLang(c.var.host, id, seat), c.req.header("accept-language"));
}

/** Where a page leads on: the match (spectator view: the page holds no seat secret) and Waka's home page. */
export const backLinks = (match?: string): LinkPage["links"] => [
  ...(match ? [{ href: `/m/${match}`, text: "openMatch" as const }] : []),
  { href: "/", text: "home" },
];

/**
 * A 503 unless the delivery Worker, which renders the pages, is bound: each page's route asks first, before its token
 * is checked or its POST acts, so that a link followed while its page cannot be shown changes nothing.
 */
export function requirePages(c: Context<AppEnv>): void {
  if (!c.env.DELIVERY)
    throw new ApiError(503, "pages_unavailable", "This server renders no pages for its e-mails' links (no DELIVERY binding).");
}

/** The page as a response, rendered by the delivery Worker (never cached: its buttons carry a token). */
export async function htmlPage(c: Context<AppEnv>, page: LinkPage): Promise<Response> {
  requirePages(c);
  const html = await c.env.DELIVERY!.page(page);
  c.header("Cache-Control", "no-store");
  return c.html(html, 200);
}
