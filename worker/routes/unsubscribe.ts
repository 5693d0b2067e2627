/** A seat's unsubscribe link (from its e-mails): the page with its button, and the POST (also RFC 8058 one-click). */
import { createRoute, type ApiApp } from "./api-app.js";
import { err } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { htmlPage } from "../notify/pages.js";
import * as settings from "../settings.js";
import { backLinks, html, seatWords, TokenQuery, UnsubParams } from "./link-pages.js";
import { API_WORDS } from "../openapi-meta.js";

const unsubscribeRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/api/matches/{id}/seats/{seat}/unsubscribe",
    tags: ["notifications"],
    summary:
      method === "get"
        ? "The unsubscribe link of an e-mail: a page with a button (a GET changes nothing)"
        : "Turns e-mail off for that seat; also the RFC 8058 one-click POST (body List-Unsubscribe=One-Click)",
    request: { params: UnsubParams, query: TokenQuery },
    responses: {
      200: html(API_WORDS && (method === "get" ? "The page" : "E-mail is off for that seat")),
      403: err(API_WORDS && "Wrong token"),
    },
  });

export function unsubscribeRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(unsubscribeRoute("get"), async (c) => {
    const p = c.req.valid("param");
    const t = c.req.valid("query").t;
    await settings.checkUnsubscribe(c.var.host, p.id, p.seat, t);
    const all = await settings.unsubscribeAllPath(c.var.host, p.id, p.seat);
    const { lang, w } = await seatWords(c, p.id, p.seat);
    return htmlPage(c, {
      lang,
      title: w.unsubscribeTitle,
      paragraphs: [w.unsubscribeText(p.id)],
      forms: [{ action: `?t=${t}`, button: w.unsubscribeMatch }, ...(all ? [{ action: all, button: w.unsubscribeAll, quiet: true }] : [])],
      links: backLinks(w, p.id),
    }) as never;
  });
  app.openapi(unsubscribeRoute("post"), async (c) => {
    const p = c.req.valid("param");
    await settings.unsubscribe(c.var.host, p.id, p.seat, c.req.valid("query").t);
    const { lang, w } = await seatWords(c, p.id, p.seat);
    return htmlPage(c, { lang, title: w.unsubscribedTitle, paragraphs: [w.unsubscribedText], links: backLinks(w, p.id) }) as never;
  });
}
