/** A seat's unsubscribe link (from its e-mails): the page with its button, and the POST (also RFC 8058 one-click). */
import { createRoute, type ApiApp } from "./api-app.js";
import { err } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import * as settings from "../settings.js";
import { backLinks, html, htmlPage, noPages, requirePages, seatLang, TokenQuery, UnsubParams } from "./link-pages.js";
import { API_WORDS } from "../openapi-meta.js";

const unsubscribeRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/api/matches/{id}/seats/{seat}/unsubscribe",
    tags: ["notifications"],
    summary:
      API_WORDS &&
      (method === "get"
        ? "The unsubscribe link of an e-mail: a page with a button (a GET changes nothing)"
        : "Turns e-mail off for that seat; also the RFC 8058 one-click POST (body List-Unsubscribe=One-Click)"),
    request: { params: UnsubParams, query: TokenQuery },
    responses: {
      200: html(API_WORDS && (method === "get" ? "The page" : "E-mail is off for that seat")),
      403: err(API_WORDS && "Wrong token"),
      503: noPages(),
    },
  });

export function unsubscribeRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(unsubscribeRoute("get"), async (c) => {
    requirePages(c);
    const p = c.req.valid("param");
    const t = c.req.valid("query").t;
    await settings.checkUnsubscribe(c.var.host, p.id, p.seat, t);
    const all = await settings.unsubscribeAllPath(c.var.host, p.id, p.seat);
    return (await htmlPage(c, {
      lang: await seatLang(c, p.id, p.seat),
      title: "unsubscribeTitle",
      paragraphs: [["unsubscribeText", p.id]],
      forms: [
        { action: `?t=${t}`, button: "unsubscribeMatch" },
        ...(all ? [{ action: all, button: "unsubscribeAll" as const, quiet: true }] : []),
      ],
      links: backLinks(p.id),
    })) as never;
  });
  app.openapi(unsubscribeRoute("post"), async (c) => {
    requirePages(c);
    const p = c.req.valid("param");
    await settings.unsubscribe(c.var.host, p.id, p.seat, c.req.valid("query").t);
    const lang = await seatLang(c, p.id, p.seat);
    return (await htmlPage(c, { lang, title: "unsubscribedTitle", paragraphs: ["unsubscribedText"], links: backLinks(p.id) })) as never;
  });
}
