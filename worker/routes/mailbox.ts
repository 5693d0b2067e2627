/** The local mailbox (development only, MAILBOX = "on"): every message as it would have been sent. */
import * as z from "zod/mini";
import { createRoute, type ApiApp } from "./api-app.js";
import { err, json } from "./openapi.js";
import { listMailbox } from "../../db/mailbox.js";
import type { AppEnv } from "../app-env.js";
import { ApiError, notFound } from "../errors.js";
import { isLoopbackRequest } from "../origin.js";
import { Mailbox, MatchId } from "../api-shapes.js";
import { API_WORDS } from "../openapi-meta.js";

const mailbox = createRoute({
  method: "get",
  path: "/api/dev/mailbox",
  tags: ["dev"],
  summary: API_WORDS && 'Local development only (MAILBOX = "on"): every message as it would have been sent, newest first',
  request: {
    query: z.object({
      match: z.optional(MatchId),
      seat: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(63))),
      limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
    }),
  },
  responses: {
    200: json(Mailbox, API_WORDS && "The recorded messages"),
    403: err(API_WORDS && "Not from a loopback address"),
    404: err(API_WORDS && "The mailbox is off (production)"),
  },
});

export function mailboxRoutes(app: ApiApp<AppEnv>): void {
  app.openapi(mailbox, async (c) => {
    if (c.env.MAILBOX !== "on") return notFound(c) as never;
    // its messages carry seat links: only for this machine (and no CORS: worker/app.ts)
    if (!isLoopbackRequest(c.req.url, c.req.header("cf-connecting-ip"))) {
      throw new ApiError(403, "loopback_only", "The development mailbox answers only requests from this machine (a loopback address).");
    }
    const f = c.req.valid("query");
    const rows = await listMailbox(c.var.host.shards.directory, {
      ...(f.match ? { match: f.match } : {}),
      ...(f.seat !== undefined ? { seat: f.seat } : {}),
      limit: f.limit ?? 200,
    });
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
          replyTo: r.replyTo,
          html: r.html,
          attachments: attachmentsOf(r.attachments),
        })),
      },
      200,
    );
  });
}

/** What the mailbox lists of a message's attachments (db/mailbox.ts stores their bytes too): name, type, Content-ID. */
function attachmentsOf(json: string | null): { name: string; type: string; cid: string | null }[] {
  if (!json) return [];
  const list = JSON.parse(json) as { name: string; type: string; cid?: string }[];
  return list.map((a) => ({ name: a.name, type: a.type, cid: a.cid ?? null }));
}
