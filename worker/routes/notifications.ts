/** A seat's notification channels (e-mail, webhook, web push, daily digest): read and change them. */
import { createRoute, type ApiApp } from "./api-app.js";
import { authHeader, err, IdParam, json, seatSecurity } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import * as settings from "../settings.js";
import { Notifications, NotificationsBody } from "../api-shapes.js";
import { API_WORDS } from "../openapi-meta.js";

const AuthHeader = authHeader(API_WORDS && "Bearer <seat secret>");

const getNotifications = createRoute({
  method: "get",
  path: "/api/matches/{id}/seats/me/notifications",
  tags: ["notifications"],
  summary: API_WORDS && "Your seat's notification channels",
  security: seatSecurity,
  request: { params: IdParam, headers: AuthHeader },
  responses: {
    200: json(Notifications, API_WORDS && "The channels, and which ones this server can use"),
    403: err(API_WORDS && "Missing or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

const putNotifications = createRoute({
  method: "put",
  path: "/api/matches/{id}/seats/me/notifications",
  tags: ["notifications"],
  summary: API_WORDS && "Change your seat's notification channels (e-mail, webhook, web push, daily digest)",
  security: seatSecurity,
  request: {
    params: IdParam,
    headers: AuthHeader,
    body: { content: { "application/json": { schema: NotificationsBody } }, required: true },
  },
  responses: {
    200: json(Notifications, API_WORDS && "The channels as saved"),
    400: err(API_WORDS && "Malformed body"),
    403: err(API_WORDS && "Missing or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
  },
});

export function notificationRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(getNotifications, async (c) =>
    c.json(await settings.getNotifications(c.var.host, c.env, c.req.valid("param").id, c.var.credential), 200),
  );
  app.openapi(putNotifications, async (c) =>
    c.json(await settings.putNotifications(c.var.host, c.env, c.req.valid("param").id, c.var.credential, c.req.valid("json")), 200),
  );
}
