/** A seat's vacation: its clock pauses, and everyone sees until when. */
import { createRoute, type ApiApp } from "./api-app.js";
import { authHeader, err, IdParam, json, seatSecurity } from "./openapi.js";
import type { AppEnv } from "../app-env.js";
import * as settings from "../settings.js";
import { Vacation, VacationBody } from "../api-shapes.js";
import { API_WORDS } from "../openapi-meta.js";

const putVacation = createRoute({
  method: "put",
  path: "/api/matches/{id}/seats/me/vacation",
  tags: ["notifications"],
  summary: API_WORDS && "Start (days > 0) or end (days = 0) a vacation: your clock pauses, everyone sees until when",
  security: seatSecurity,
  request: {
    params: IdParam,
    headers: authHeader(API_WORDS && "Bearer <seat secret>"),
    body: { content: { "application/json": { schema: VacationBody } }, required: true },
  },
  responses: {
    200: json(Vacation, API_WORDS && "The vacation and your deadline"),
    400: err(API_WORDS && "Malformed body"),
    403: err(API_WORDS && "Missing or wrong seat secret"),
    404: err(API_WORDS && "No such match"),
    409: err(API_WORDS && "The match is not running, allows no vacation, or none is left this year"),
  },
});

export function vacationRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(putVacation, async (c) =>
    c.json(await settings.putVacation(c.var.host, c.req.valid("param").id, c.var.credential, c.req.valid("json").days), 200),
  );
}
