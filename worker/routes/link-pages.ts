/**
 * What the pages a mailed link opens share (a seat's unsubscribe link, an address's confirm and stop-all links, an
 * invitation): the token query, the HTML answer, the page's language and words, the links back.
 */
import * as z from "zod/mini";
import type { Context } from "hono";
import { LANGS, type Lang } from "../../i18n/core.js";
import type { AppEnv } from "../app-env.js";
import { PAGE_WORDS, pageLang, type PageWords } from "../notify/page-words.js";
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

/** A seat's unsubscribe page speaks the seat's language (else the browser's). */
export async function seatWords(c: Context<AppEnv>, id: string, seat: number): Promise<{ lang: Lang; w: PageWords }> {
  const lang = pageLang(await settings.seatLang(c.var.host, id, seat), c.req.header("accept-language"));
  return { lang, w: PAGE_WORDS[lang] };
}

/** Where a page leads on: the match (spectator view: the page holds no seat secret) and Waka's home page. */
export const backLinks = (w: PageWords, match?: string) => [
  ...(match ? [{ href: `/m/${match}`, text: w.openMatch }] : []),
  { href: "/", text: w.home },
];
