/** An e-mail address's links: confirm it, or stop all e-mail from Waka to it (each a page with a button, then the POST). */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { API_WORDS, doc } from "../openapi-meta.js";
import { err } from "./openapi.js";
import type { Lang } from "../../i18n/core.js";
import type { AppEnv } from "../app-env.js";
import * as addresses from "../notify/addresses.js";
import { MatchId } from "../api-shapes.js";
import { AddressQuery, backLinks, html, htmlPage, noPages, pageLang, requirePages } from "./link-pages.js";

const AddressParams = z.object({
  hash: doc(z.string().check(z.regex(/^[0-9a-f]{64}$/, "not an address hash")), {
    param: { name: "hash", in: "path" },
    description: API_WORDS && "SHA-256 (hex) of the normalized address",
  }),
});
/** A confirmation link also names the seat whose notice asked for it: confirming accepts that seat (worker/notify/consent.ts). */
const ConfirmQuery = z.object({
  ...AddressQuery.shape,
  m: z.optional(MatchId),
  s: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(63))),
});
const addressRoute = (method: "get" | "post", action: "confirm" | "unsubscribe") =>
  createRoute({
    method,
    path: `/api/email/{hash}/${action}`,
    tags: ["notifications"],
    summary:
      API_WORDS &&
      (action === "confirm"
        ? method === "get"
          ? "The confirmation link of an address: a page with a button"
          : "Confirms the address: the e-mails that waited for it go out (also lifts an earlier unsubscribe)"
        : method === "get"
          ? 'The "stop all e-mail from Waka" link: a page with a button'
          : "Unsubscribes the address from all of Waka, every match now and later; also the RFC 8058 one-click POST"),
    request: { params: AddressParams, query: action === "confirm" ? ConfirmQuery : AddressQuery },
    responses: { 200: html(API_WORDS && (method === "get" ? "The page" : "Done")), 403: err(API_WORDS && "Wrong token"), 503: noPages() },
  });

/** The page each mailed address link opens, before its button is pressed. */
const ask = (action: "confirm" | "unsubscribe") =>
  action === "confirm"
    ? ({ title: "confirmTitle", paragraph: "confirmText", button: "confirmButton" } as const)
    : ({ title: "stopAllTitle", paragraph: "stopAllText", button: "unsubscribeAll" } as const);

export function addressRoutes(app: ApiApp<AppEnv>): void {
  // A mailed link's GET only checks its token and shows the button that POSTs it: a mail scanner following links changes nothing.
  for (const action of ["confirm", "unsubscribe"] as const) {
    app.openapi(addressRoute("get", action), async (c) => {
      requirePages(c);
      const { t, lang: asked, m, s } = c.req.valid("query") as { t: string; lang?: Lang; m?: string; s?: number };
      await addresses.checkAddressToken(c.var.host.linkKey, c.req.valid("param").hash, t, action);
      const lang = pageLang(asked, c.req.header("accept-language"));
      const { title, paragraph, button } = ask(action);
      const seat = m !== undefined && s !== undefined ? `&m=${m}&s=${s}` : "";
      const post = `?t=${t}${seat}${asked ? `&lang=${asked}` : ""}`;
      return (await htmlPage(c, { lang, title, paragraphs: [paragraph], forms: [{ action: post, button }], links: backLinks() })) as never;
    });
  }
  app.openapi(addressRoute("post", "confirm"), async (c) => {
    requirePages(c);
    const h = c.var.host;
    const { t, lang: asked, m, s } = c.req.valid("query") as { t: string; lang?: Lang; m?: string; s?: number };
    const asker = m !== undefined && s !== undefined ? { match: m, seat: s } : null;
    const released = await addresses.confirm(h.shards, h.linkKey, c.req.valid("param").hash, t, h.now(), asker);
    for (const r of released) h.dispatch(r.ids, r.shard);
    const count = released.reduce((n, r) => n + r.ids.length, 0);
    return (await htmlPage(c, {
      lang: pageLang(asked, c.req.header("accept-language")),
      title: "confirmedTitle",
      paragraphs: [count ? ["confirmedWaiting", count] : "confirmedNone"],
      links: backLinks(),
    })) as never;
  });
  app.openapi(addressRoute("post", "unsubscribe"), async (c) => {
    requirePages(c);
    const h = c.var.host;
    const { hash } = c.req.valid("param");
    const { t, lang: asked } = c.req.valid("query");
    await addresses.unsubscribeAll(h.shards, h.linkKey, hash, t, h.now());
    const again = await addresses.confirmPath(h.linkKey, hash);
    return (await htmlPage(c, {
      lang: pageLang(asked, c.req.header("accept-language")),
      title: "stoppedTitle",
      paragraphs: ["stoppedText"],
      forms: [{ action: asked ? `${again}&lang=${asked}` : again, button: "confirmAgain", quiet: true }],
      links: backLinks(),
    })) as never;
  });
}
