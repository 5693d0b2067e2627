/** What this server offers: the channels it can send by, and where its messages' links point. */
import { createRoute, type ApiApp } from "./api-app.js";
import { json } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import { originProblem, publicOrigin } from "../origin.js";
import * as settings from "../settings.js";
import { ServerConfig } from "../api-shapes.js";
import { API_WORDS } from "../openapi-meta.js";

const config = createRoute({
  method: "get",
  path: "/api/config",
  tags: ["notifications"],
  summary: API_WORDS && "What this server offers: the local mailbox, e-mail, web push (with its VAPID public key)",
  responses: { 200: json(ServerConfig, API_WORDS && "The configuration") },
});

export function configRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(config, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      { ...(await settings.serverConfig(c.env)), messages: { origin: publicOrigin(c.env), problem: originProblem(c.env) } },
      200,
    );
  });
}
