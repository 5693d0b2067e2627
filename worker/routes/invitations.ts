/**
 * The links of a seat's invitation e-mail (worker/notify/consent.ts): a GET shows the page with its two buttons and
 * changes nothing (mail scanners follow links); the POST answers. Accepting opens the seat. And the creator's view of
 * every seat's invitation (worker/host/invitations.ts).
 */
import * as z from "zod/mini";
import type { AppEnv } from "../app-env.js";
import { answer, checkInvitation } from "../notify/invitation.js";
import { getInvitations } from "../host/invitations.js";
import { Invitations } from "../api-shapes.js";
import { authHeader, err, IdParam, json } from "./openapi.js";
import { createRoute, type ApiApp } from "./api-app.js";
import { backLinks, html, htmlPage, noPages, requirePages, seatLang, TokenQuery, UnsubParams } from "./link-pages.js";
import { API_WORDS } from "../openapi-meta.js";

const AnswerQuery = z.object({ ...TokenQuery.shape, answer: z.enum(["accept", "decline"]) });

const pageRoute = createRoute({
  method: "get",
  path: "/api/matches/{id}/seats/{seat}/invitation",
  tags: ["notifications"],
  summary: API_WORDS && "The link of a seat's invitation e-mail: a page to accept or decline the seat (a GET changes nothing)",
  request: { params: UnsubParams, query: TokenQuery },
  responses: {
    200: html(API_WORDS && "The page"),
    403: err(API_WORDS && "Wrong token, or the seat no longer has the address invited"),
    503: noPages(),
  },
});

const answerRoute = createRoute({
  method: "post",
  path: "/api/matches/{id}/seats/{seat}/invitation",
  tags: ["notifications"],
  summary: API_WORDS && "Accept (turn notices come to this address; opens the seat) or decline (nothing more comes) a seat's invitation",
  request: { params: UnsubParams, query: AnswerQuery },
  responses: {
    200: html(API_WORDS && "Declined"),
    303: { description: API_WORDS && "Accepted: to the seat's page" },
    403: err(API_WORDS && "Wrong token, or the seat no longer has the address invited"),
    409: err(API_WORDS && "The seat changed its address meanwhile"),
    503: noPages(),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/api/matches/{id}/invitations",
  tags: ["matches"],
  summary: API_WORDS && "Each seat's invitation (invited, confirmed, accepted, declined), for the match's creator",
  description:
    API_WORDS &&
    "Read with the creator token that creating the match returned (`creatorToken`). No address is ever shown; a seat " +
      "without one has `invitation: null`. `confirmed` counts only a confirmation made since the match was created.",
  security: [{ creatorToken: [] }],
  request: { params: IdParam, headers: authHeader(API_WORDS && "`Bearer <creator token>`") },
  responses: {
    200: json(Invitations, API_WORDS && "Every seat of the match"),
    403: err(API_WORDS && "No or wrong creator token (or a match made before creator tokens)"),
    404: err(API_WORDS && "No such match"),
  },
});

export function invitationRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(statusRoute, async (c) => c.json(await getInvitations(c.var.host, c.req.valid("param").id, c.var.credential), 200));
  app.openapi(pageRoute, async (c) => {
    requirePages(c);
    const p = c.req.valid("param");
    const t = c.req.valid("query").t;
    await checkInvitation(c.var.host, p.id, p.seat, t);
    return (await htmlPage(c, {
      lang: await seatLang(c, p.id, p.seat),
      title: "inviteTitle",
      paragraphs: [["inviteText", p.id]],
      forms: [
        { action: `?t=${t}&answer=accept`, button: "inviteAccept" },
        { action: `?t=${t}&answer=decline`, button: "inviteDecline", quiet: true },
      ],
      links: backLinks(),
    })) as never;
  });
  app.openapi(answerRoute, async (c) => {
    requirePages(c);
    const p = c.req.valid("param");
    const q = c.req.valid("query");
    const r = await answer(c.var.host, p.id, p.seat, q.t, q.answer === "accept");
    if (r.seatPath) {
      c.header("Cache-Control", "no-store");
      return c.redirect(r.seatPath, 303) as never;
    }
    const lang = await seatLang(c, p.id, p.seat);
    return (await htmlPage(c, { lang, title: "declinedTitle", paragraphs: ["declinedText"], links: backLinks() })) as never;
  });
}
