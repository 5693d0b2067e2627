import { RULES } from "../games/registry/worker.js";
import { remoteBots } from "./bot-players.js";
import { createApp } from "./app.js";
import { runCron } from "./cron.js";
import { runRetention } from "./retention.js";
import type { Env, NotifyMessage } from "./env.js";
import { deliverRows } from "./notify/dispatch.js";
import { runBotMessage } from "./bots.js";
import { unfurlPage } from "./unfurl/page.js";
import { receiveEmail } from "./inbound/email.js";

export { LiveRoom } from "./live/room.js";

/**
 * What this Worker hosts: the rules of every game of games/index.ts, and their bots in the bots Worker (bots/, behind
 * the BOTS binding), handed to each entry point.
 */
const games = Object.values(RULES);
const hosted = { games, botPlayers: remoteBots };

const app = createApp(hosted);

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    // the pages a shared link opens get their preview tags (worker/unfurl/page.ts); everything else is the app
    new URL(request.url).pathname.startsWith("/m/") ? unfurlPage(request, env, games) : app.fetch(request, env, ctx),

  /** The Cron Trigger (wrangler.toml [triggers]): reminders, timeouts, digest, outbox sweep; then retention and the archive. */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const deps = { ...hosted, env, now: controller.scheduledTime };
    ctx.waitUntil(
      runCron(deps).then((r) =>
        console.log(
          `cron: ${r.reminders} reminders, ${r.timeouts} timeouts, ${r.abandoned} abandoned, ${r.takeovers} takeovers, ${r.bots} bot moves, ` +
            `${r.digests} digests, ${r.delivered.length} deliveries`,
        ),
      ),
    );
    ctx.waitUntil(
      runRetention(deps).then((r) =>
        console.log(
          `retention: ${r.outbox} outbox rows, ${r.mailbox} mailbox rows, ${r.linkRequests} link requests deleted; ${r.archived} matches archived`,
        ),
      ),
    );
  },

  /**
   * Cloudflare Email Routing: a reply to a turn e-mail (`play+<token>@…`) plays the seat's move (worker/inbound/email.ts).
   * Locally, wrangler's `/cdn-cgi/handler/email?from=…&to=…` endpoint calls it (docs/notifications.md).
   */
  async email(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext) {
    const r = await receiveEmail({ ...hosted, env, now: Date.now, waitUntil: (p) => ctx.waitUntil(p) }, message);
    console.log(`email to ${message.to.split("@")[0]!.slice(0, 12)}…: ${JSON.stringify(r)}`);
  },

  /**
   * The notification queue's consumer: one outbox row per message, handed to the delivery Worker (a failed send comes
   * back after its back-off), or
   * one bot decision per `{ kind: "bot" }` message (worker/bots.ts), which enqueues the next one itself.
   */
  async queue(batch: MessageBatch<NotifyMessage>, env: Env) {
    const deps = { ...hosted, env, now: Date.now };
    for (const msg of batch.messages) {
      if (msg.body?.kind === "bot") {
        try {
          const r = await runBotMessage(deps, msg.body);
          if (r.status === "played") console.log(`bot: match ${msg.body.matchId} move ${r.seq} (seat ${r.seat}, ${r.level})`);
          if (r.status === "deferred") msg.retry({ delaySeconds: Math.ceil(r.inMs / 1000) });
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
