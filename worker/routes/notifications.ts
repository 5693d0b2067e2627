/** Notification settings, vacation, unsubscribe, server configuration and the local mailbox. */
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { authHeader, err, IdParam, json } from "./openapi.js";
import * as q from "../../db/queries.js";
import type { AppEnv } from "../env.js";
import { ApiError, notFound } from "../errors.js";
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

const UnsubParams = z.object({
  id: MatchId.openapi({ param: { name: "id", in: "path" } }),
  seat: z.coerce.number().int().min(0).max(63).openapi({ param: { name: "seat", in: "path" } }),
});
const UnsubQuery = z.object({ t: z.string().min(16).max(128).openapi({ description: "The token from the e-mail" }) });
const unsubscribeRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/api/matches/{id}/seats/{seat}/unsubscribe",
    tags: ["notifications"],
    summary: method === "get" ? "The unsubscribe link of an e-mail: turns e-mail off for that seat" : "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)",
    request: { params: UnsubParams, query: UnsubQuery },
    responses: {
      200: { description: "E-mail is off for that seat", content: { "text/html": { schema: z.string() } } },
      403: err("Wrong token"),
    },
  });

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
      match: MatchId.optional(),
      seat: z.coerce.number().int().min(0).max(63).optional(),
      limit: z.coerce.number().int().min(1).max(500).optional(),
    }),
  },
  responses: { 200: json(Mailbox, "The recorded messages"), 403: err("Not from a loopback address"), 404: err("The mailbox is off (production)") },
});

const page = (text: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Waka</title>` +
  `<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>Waka</h1><p>${text}</p></body>`;

export function notificationRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getNotifications, async (c) =>
    c.json(await settings.getNotifications(c.var.host, c.env, c.req.valid("param").id, c.req.valid("header").authorization), 200),
  );
  app.openapi(putNotifications, async (c) =>
    c.json(
      await settings.putNotifications(c.var.host, c.env, c.req.valid("param").id, c.req.valid("header").authorization, c.req.valid("json")),
      200,
    ),
  );
  app.openapi(putVacation, async (c) =>
    c.json(await settings.putVacation(c.var.host, c.req.valid("param").id, c.req.valid("header").authorization, c.req.valid("json").days), 200),
  );
  for (const method of ["get", "post"] as const) {
    app.openapi(unsubscribeRoute(method), async (c) => {
      const p = c.req.valid("param");
      await settings.unsubscribe(c.var.host, p.id, p.seat, c.req.valid("query").t);
      return c.html(page("E-mail notifications for this seat are off. You can turn them on again from the match page."), 200);
    });
  }
  app.openapi(config, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ...settings.serverConfig(c.env), messages: { origin: publicOrigin(c.env), problem: originProblem(c.env) } }, 200);
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
