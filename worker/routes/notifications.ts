/** Notification settings, vacation, unsubscribe, server configuration and the local mailbox. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { doc } from "../schema-doc.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import { listMailbox } from "../../db/mailbox.js";
import type { AppEnv } from "../app-env.js";
import { ApiError, notFound } from "../errors.js";
import * as addresses from "../notify/addresses.js";
import { htmlPage } from "../notify/pages.js";
import { PAGE_WORDS, pageLang, type PageWords } from "../notify/page-words.js";
import type { Context } from "hono";
import { LANGS, type Lang } from "../../i18n/core.js";
import { isLoopbackRequest, originProblem, publicOrigin } from "../origin.js";
import * as settings from "../settings.js";
import {
  Mailbox,
  MatchId,
  Notifications,
  NotificationsBody,
  ServerConfig,
  Vacation,
  VacationBody,
} from "../schemas.js";

const AuthHeader = authHeader("Bearer <seat secret>");
const secured: Record<string, string[]>[] = [{ seatSecret: [] }];

const getNotifications = createRoute({
  method: "get",
  path: "/api/matches/{id}/seats/me/notifications",
  tags: ["notifications"],
  summary: "Your seat's notification channels",
  security: secured,
  request: { params: IdParam, headers: AuthHeader },
  responses: { 200: json(Notifications, "The channels, and which ones this server can use"), 403: err("Missing or wrong seat secret"), 404: err("No such match") },
});

const putNotifications = createRoute({
  method: "put",
  path: "/api/matches/{id}/seats/me/notifications",
  tags: ["notifications"],
  summary: "Change your seat's notification channels (e-mail, webhook, web push, daily digest)",
  security: secured,
  request: { params: IdParam, headers: AuthHeader, body: { content: { "application/json": { schema: NotificationsBody } }, required: true } },
  responses: {
    200: json(Notifications, "The channels as saved"),
    400: err("Malformed body"),
    403: err("Missing or wrong seat secret"),
    404: err("No such match"),
  },
});

const putVacation = createRoute({
  method: "put",
  path: "/api/matches/{id}/seats/me/vacation",
  tags: ["notifications"],
  summary: "Start (days > 0) or end (days = 0) a vacation: your clock pauses, everyone sees until when",
  security: secured,
  request: { params: IdParam, headers: AuthHeader, body: { content: { "application/json": { schema: VacationBody } }, required: true } },
  responses: {
    200: json(Vacation, "The vacation and your deadline"),
    400: err("Malformed body"),
    403: err("Missing or wrong seat secret"),
    404: err("No such match"),
    409: err("The match is not running, allows no vacation, or none is left this year"),
  },
});

export const UnsubParams = z.object({
  id: doc(MatchId, { param: { name: "id", in: "path" } }),
  seat: doc(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(63)), { param: { name: "seat", in: "path" } }),
});
export const TokenQuery = z.object({
  t: doc(z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, "not a token")), {
    description: "The token from the e-mail",
  }),
});
const AddressQuery = z.object({
  ...TokenQuery.shape,
  lang: doc(z.optional(z.enum(LANGS)), { description: "The language of the message that carried the link: the page's" }),
});
export const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
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
    responses: { 200: html(method === "get" ? "The page" : "E-mail is off for that seat"), 403: err("Wrong token") },
  });

const AddressParams = z.object({
  hash: doc(z.string().check(z.regex(/^[0-9a-f]{64}$/, "not an address hash")), {
    param: { name: "hash", in: "path" },
    description: "SHA-256 (hex) of the normalized address",
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
      action === "confirm"
        ? method === "get"
          ? "The confirmation link of an address: a page with a button"
          : "Confirms the address: the e-mails that waited for it go out (also lifts an earlier unsubscribe)"
        : method === "get"
          ? "The \"stop all e-mail from Waka\" link: a page with a button"
          : "Unsubscribes the address from all of Waka, every match now and later; also the RFC 8058 one-click POST",
    request: { params: AddressParams, query: action === "confirm" ? ConfirmQuery : AddressQuery },
    responses: { 200: html(method === "get" ? "The page" : "Done"), 403: err("Wrong token") },
  });

/** The page each mailed address link opens, before its button is pressed. */
const ask = (w: PageWords, action: "confirm" | "unsubscribe") =>
  action === "confirm"
    ? { title: w.confirmTitle, paragraph: w.confirmText, button: w.confirmButton }
    : { title: w.stopAllTitle, paragraph: w.stopAllText, button: w.unsubscribeAll };

const config = createRoute({
  method: "get",
  path: "/api/config",
  tags: ["notifications"],
  summary: "What this server offers: the local mailbox, e-mail, web push (with its VAPID public key)",
  responses: { 200: json(ServerConfig, "The configuration") },
});

const mailbox = createRoute({
  method: "get",
  path: "/api/dev/mailbox",
  tags: ["dev"],
  summary: "Local development only (MAILBOX = \"on\"): every message as it would have been sent, newest first",
  request: {
    query: z.object({
      match: z.optional(MatchId),
      seat: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(63))),
      limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
    }),
  },
  responses: { 200: json(Mailbox, "The recorded messages"), 403: err("Not from a loopback address"), 404: err("The mailbox is off (production)") },
});

export function notificationRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(getNotifications, async (c) =>
    c.json(await settings.getNotifications(c.var.host, c.env, c.req.valid("param").id, c.var.credential), 200),
  );
  app.openapi(putNotifications, async (c) =>
    c.json(
      await settings.putNotifications(c.var.host, c.env, c.req.valid("param").id, c.var.credential, c.req.valid("json")),
      200,
    ),
  );
  app.openapi(putVacation, async (c) =>
    c.json(await settings.putVacation(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").days), 200),
  );
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
  // A mailed link's GET only checks its token and shows the button that POSTs it: a mail scanner following links changes nothing.
  for (const action of ["confirm", "unsubscribe"] as const) {
    app.openapi(addressRoute("get", action), async (c) => {
      const { t, lang: asked, m, s } = c.req.valid("query") as { t: string; lang?: Lang; m?: string; s?: number };
      await addresses.checkAddressToken(c.var.host.linkKey, c.req.valid("param").hash, t, action);
      const lang = pageLang(asked, c.req.header("accept-language"));
      const { title, paragraph, button } = ask(PAGE_WORDS[lang], action);
      const seat = m !== undefined && s !== undefined ? `&m=${m}&s=${s}` : "";
      const post = `?t=${t}${seat}${asked ? `&lang=${asked}` : ""}`;
      const links = backLinks(PAGE_WORDS[lang]);
      return htmlPage(c, { lang, title, paragraphs: [paragraph], forms: [{ action: post, button }], links }) as never;
    });
  }
  app.openapi(addressRoute("post", "confirm"), async (c) => {
    const h = c.var.host;
    const { t, lang: asked, m, s } = c.req.valid("query") as { t: string; lang?: Lang; m?: string; s?: number };
    const asker = m !== undefined && s !== undefined ? { match: m, seat: s } : null;
    const released = await addresses.confirm(h.shards, h.linkKey, c.req.valid("param").hash, t, h.now(), asker);
    for (const r of released) h.dispatch(r.ids, r.shard);
    const count = released.reduce((n, r) => n + r.ids.length, 0);
    const lang = pageLang(asked, c.req.header("accept-language"));
    const w = PAGE_WORDS[lang];
    return htmlPage(c, {
      lang,
      title: w.confirmedTitle,
      paragraphs: [count ? w.confirmedWaiting(count) : w.confirmedNone],
      links: backLinks(w),
    }) as never;
  });
  app.openapi(addressRoute("post", "unsubscribe"), async (c) => {
    const h = c.var.host;
    const { hash } = c.req.valid("param");
    const { t, lang: asked } = c.req.valid("query");
    await addresses.unsubscribeAll(h.shards, h.linkKey, hash, t, h.now());
    const lang = pageLang(asked, c.req.header("accept-language"));
    const w = PAGE_WORDS[lang];
    const again = await addresses.confirmPath(h.linkKey, hash);
    return htmlPage(c, {
      lang,
      title: w.stoppedTitle,
      paragraphs: [w.stoppedText],
      forms: [{ action: asked ? `${again}&lang=${asked}` : again, button: w.confirmAgain, quiet: true }],
      links: backLinks(w),
    }) as never;
  });
  app.openapi(config, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ...(await settings.serverConfig(c.env)), messages: { origin: publicOrigin(c.env), problem: originProblem(c.env) } }, 200);
  });
  app.openapi(mailbox, async (c) => {
    if (c.env.MAILBOX !== "on") return notFound(c) as never;
    // its messages carry seat links: only for this machine (and no CORS: worker/app.ts)
    if (!isLoopbackRequest(c.req.url, c.req.header("cf-connecting-ip"))) {
      throw new ApiError(403, "loopback_only", "The development mailbox answers only requests from this machine (a loopback address).");
    }
    const f = c.req.valid("query");
    const rows = await listMailbox(c.var.host.shards.directory, { ...(f.match ? { match: f.match } : {}), ...(f.seat !== undefined ? { seat: f.seat } : {}), limit: f.limit ?? 200 });
    return c.json(
      {
        messages: rows.map((r) => ({
          id: r.id,
          outboxId: r.outboxId,
          match: r.matchId,
          seat: r.seat,
          channel: r.channel,
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          link: r.link,
          at: r.createdAt,
        })),
      },
      200,
    );
  });
}

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
