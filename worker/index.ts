import { RULES } from "../games/registry/worker.js";
import { remoteBots } from "./bot-players.js";
import { createApp } from "./app.js";
import type { Env, NotifyMessage } from "./env.js";
import { jobsOf, mainSettings } from "./jobs.js";
import { deliverRows } from "./notify/dispatch.js";
import { unfurlPage } from "./unfurl/page.js";

export { LiveRoom } from "./live/room.js";

/**
 * What this Worker hosts: the rules of every game of games/index.ts, and their bots in the bots Worker (bots/, behind
 * the BOTS binding). The work no request waits on (the cron, bots' runs, e-mail replies) runs in the jobs Worker (jobs/,
 * behind JOBS).
 */
const games = Object.values(RULES);
const app = createApp({ games, botPlayers: remoteBots });

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    // the pages a shared link opens get their preview tags (worker/unfurl/page.ts); everything else is the app
    new URL(request.url).pathname.startsWith("/m/") ? unfurlPage(request, env, games) : app.fetch(request, env, ctx),

  /** The Cron Trigger (wrangler.toml [triggers]): reminders, timeouts, digest, outbox sweep, retention, in the jobs Worker. */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const jobs = jobsOf(env, "cron");
    if (jobs) ctx.waitUntil(jobs.cron(controller.scheduledTime, mainSettings(env)));
  },

  /**
   * Cloudflare Email Routing: a reply to a turn e-mail (`play+<token>@…`) plays the seat's move, in the jobs Worker
   * (jobs/inbound/email.ts). Locally, wrangler's `/cdn-cgi/handler/email?from=…&to=…` endpoint calls it (docs/notifications.md).
   */
  async email(message: ForwardableEmailMessage, env: Env) {
    const jobs = jobsOf(env, "email");
    if (!jobs) return message.setReject("Replies cannot be read here now: try again later.");
    const { from, to, raw, rawSize } = message;
    const r = await jobs.playReply({ from, to, raw, rawSize }, mainSettings(env));
    if (r.reject) message.setReject(r.reject);
    console.log(`email to ${to.split("@")[0]!.slice(0, 12)}…: ${r.summary}`);
  },

  /**
   * The notification queue's consumer: one outbox row per message, handed to the delivery Worker (a failed send comes
   * back after its back-off), or one bot run per `{ kind: "bot" }` message, played by the jobs Worker, which enqueues
   * the next one itself.
   */
  async queue(batch: MessageBatch<NotifyMessage>, env: Env) {
    for (const msg of batch.messages) {
      if (msg.body?.kind === "bot") {
        const jobs = jobsOf(env, "queue");
        try {
          if (!jobs) {
            msg.retry({ delaySeconds: 60 });
            continue;
          }
          const r = await jobs.runBot(msg.body, mainSettings(env));
          if (r.status === "deferred") msg.retry({ delaySeconds: Math.ceil((r.inMs ?? 1000) / 1000) });
          else msg.ack();
        } catch (e) {
          console.error(`queue: bot in ${msg.body.matchId} at ${msg.body.seq}: ${(e as Error).message}`);
          msg.retry({ delaySeconds: 30 });
        }
        continue;
      }
      const id = Number(msg.body?.outboxId);
      if (!Number.isInteger(id)) {
        msg.ack();
        continue;
      }
      try {
        const [r] = await deliverRows(env, [id], undefined, Number(msg.body.shard ?? 0));
        // no answer: no delivery Worker bound (logged); the row stays pending for the cron's sweep
        if (r?.status === "retry") msg.retry({ delaySeconds: Math.ceil(r.inMs / 1000) });
        else msg.ack();
      } catch (e) {
        console.error(`queue: outbox ${id}: ${(e as Error).message}`);
        msg.retry({ delaySeconds: 60 });
      }
    }
  },
} satisfies ExportedHandler<Env, NotifyMessage>;
