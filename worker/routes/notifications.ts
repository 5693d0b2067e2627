/** Notification settings, vacation, unsubscribe, server configuration and the local mailbox. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { doc } from "../schema-doc.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import * as q from "../../db/queries.js";
import type { AppEnv } from "../app-env.js";
import { ApiError, notFound } from "../errors.js";
import * as addresses from "../notify/addresses.js";
import { htmlPage } from "../notify/pages.js";
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
  ...TokenQuery.shape,
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
    request: { params: AddressParams, query: action === "confirm" ? ConfirmQuery : TokenQuery },
    responses: { 200: html(method === "get" ? "The page" : "Done"), 403: err("Wrong token") },
  });

/** The page each mailed address link opens, before its button is pressed. */
const ASK = {
  confirm: {
    title: "Confirm your address",
    paragraph: "Someone asked Waka to send the notices of a board game match to this address. Confirm that it is yours, and they will.",
    button: "Confirm my address",
  },
  unsubscribe: {
    title: "Stop all e-mail from Waka?",
    paragraph: "Waka will send nothing more to this address: no notice of any match, now or later, and no confirmation request.",
    button: "Stop all e-mail from Waka",
  },
} as const;

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
    return htmlPage(c, {
      title: "Stop these e-mails?",
      paragraphs: [`Waka e-mails this address when it is your turn in match ${p.id}. Stop them for this match only, or stop all e-mail from Waka.`],
      forms: [
        { action: `?t=${t}`, button: "Stop e-mails for this match" },
        ...(all ? [{ action: all, button: "Stop all e-mail from Waka", quiet: true }] : []),
      ],
    }) as never;
  });
  app.openapi(unsubscribeRoute("post"), async (c) => {
    const p = c.req.valid("param");
    await settings.unsubscribe(c.var.host, p.id, p.seat, c.req.valid("query").t);
    return htmlPage(c, {
      title: "Unsubscribed",
      paragraphs: ["E-mail notices for this seat are off. You can turn them on again from the match page."],
    }) as never;
  });
  // A mailed link's GET only checks its token and shows the button that POSTs it: a mail scanner following links changes nothing.
  for (const action of ["confirm", "unsubscribe"] as const) {
    app.openapi(addressRoute("get", action), async (c) => {
      const { t, m, s } = c.req.valid("query") as { t: string; m?: string; s?: number };
      await addresses.checkAddressToken(c.var.host.linkKey, c.req.valid("param").hash, t, action);
      const { title, paragraph, button } = ASK[action];
      const seat = m !== undefined && s !== undefined ? `&m=${m}&s=${s}` : "";
      return htmlPage(c, { title, paragraphs: [paragraph], forms: [{ action: `?t=${t}${seat}`, button }] }) as never;
    });
  }
  app.openapi(addressRoute("post", "confirm"), async (c) => {
    const h = c.var.host;
    const { t, m, s } = c.req.valid("query") as { t: string; m?: string; s?: number };
    const released = await addresses.confirm(h.db, h.linkKey, c.req.valid("param").hash, t, h.now(), m !== undefined && s !== undefined ? { match: m, seat: s } : null);
    h.dispatch(released);
    return htmlPage(c, {
      title: "Address confirmed",
      paragraphs: [
        released.length
          ? `Thank you. The ${released.length === 1 ? "notice that waited is" : `${released.length} notices that waited are`} on the way.`
          : "Thank you. Waka's notices will reach this address from now on.",
      ],
    }) as never;
  });
  app.openapi(addressRoute("post", "unsubscribe"), async (c) => {
    const h = c.var.host;
    const { hash } = c.req.valid("param");
    await addresses.unsubscribeAll(h.db, h.linkKey, hash, c.req.valid("query").t, h.now());
    return htmlPage(c, {
      title: "Unsubscribed from Waka",
      paragraphs: ["Waka will send nothing more to this address. Changed your mind? Confirming the address turns e-mail on again."],
      forms: [{ action: await addresses.confirmPath(h.linkKey, hash), button: "Confirm this address again", quiet: true }],
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
    const rows = await q.listMailbox(c.var.host.db, { ...(f.match ? { match: f.match } : {}), ...(f.seat !== undefined ? { seat: f.seat } : {}), limit: f.limit ?? 200 });
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
