/**
 * The jobs Worker: the work no API request waits on, which the main Worker hands over through its JOBS service binding
 * (RPC, protocol/jobs.ts) — the cron's run (from the main Worker's scheduled handler), a bot's run of decisions (from
 * the notify queue's consumer, or after a write where there is no queue) and a reply to a turn e-mail (from its email
 * handler). It binds what that work touches, under the main Worker's names (the databases, the queue, the live rooms,
 * the archive, the delivery and bots Workers), and gets the main Worker's settings with every call. So the cron, the
 * retention and archive, the bots' runs and the e-mail replies are not parsed on the main Worker's cold starts.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import type { BotMessage, BotRunOutcome, InboundMail, InboundOutcome, JobsService, MainSettings } from "../protocol/jobs.js";
import type { Env } from "../worker/env.js";
import { jobsService } from "./service.js";

export default class JobsWorker extends WorkerEntrypoint<Env> implements JobsService {
  private readonly service = jobsService(this.env, (work) => this.ctx.waitUntil(work));

  /** Not on the internet (workers_dev is off, no route): a plain request gets a 404. */
  override fetch(): Response {
    return Response.json({ error: { code: "not_found", message: "The jobs Worker answers its service binding only." } }, { status: 404 });
  }

  cron(at: number, settings: MainSettings): Promise<void> {
    return this.service.cron(at, settings);
  }

  runBot(message: BotMessage, settings: MainSettings): Promise<BotRunOutcome> {
    return this.service.runBot(message, settings);
  }

  playReply(mail: InboundMail, settings: MainSettings): Promise<InboundOutcome> {
    return this.service.playReply(mail, settings);
  }
}
