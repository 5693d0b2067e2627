/**
 * The jobs Worker's work (protocol/jobs.ts), over its own bindings and the main Worker's settings, which come with every
 * call: jobs/index.ts serves it on the JOBS binding, and the worker tests run it in their own process.
 */
import { RULES } from "../games/registry/worker.js";
import type { BotMessage, BotRunOutcome, InboundMail, InboundOutcome, JobsService, MainSettings } from "../protocol/jobs.js";
import { remoteBots } from "../worker/bot-players.js";
import type { Hosted } from "../worker/compose.js";
import type { Env } from "../worker/env.js";
import { runBotMessage } from "./bots.js";
import { runCron } from "./cron.js";
import { receiveEmail } from "./inbound/email.js";
import { runRetention } from "./retention.js";

/** What the jobs Worker hosts: the rules of every game, their bots in the bots Worker (as the main Worker, worker/index.ts). */
const PRODUCT: Hosted = { games: Object.values(RULES), botPlayers: remoteBots };

/** `hosted` and `now`: the tests' games and clock, where the deployed Worker has the product's and the real one. */
export function jobsService(
  bindings: Env,
  waitUntil: (work: Promise<unknown>) => void,
  hosted: Hosted = PRODUCT,
  now: () => number = Date.now,
): JobsService {
  // the main Worker's vars and secrets, under this Worker's bindings (the same names: databases, queue, rooms…)
  const envOf = (settings: MainSettings): Env => ({ ...settings, ...bindings }) as Env;
  return {
    async cron(at, settings) {
      const deps = { ...hosted, env: envOf(settings), now: at };
      const [c, r] = await Promise.all([runCron(deps), runRetention(deps)]);
      console.log(
        `cron: ${c.reminders} reminders, ${c.timeouts} timeouts, ${c.abandoned} abandoned, ${c.takeovers} takeovers, ${c.bots} bot moves, ` +
          `${c.digests} digests, ${c.delivered.length} deliveries; retention: ${r.outbox} outbox rows, ${r.mailbox} mailbox rows, ` +
          `${r.linkRequests} link requests deleted; ${r.archived} matches archived`,
      );
    },

    async runBot(message: BotMessage, settings: MainSettings): Promise<BotRunOutcome> {
      const r = await runBotMessage({ ...hosted, env: envOf(settings), now }, message);
      if (r.status === "played") console.log(`bot: match ${message.matchId} move ${r.seq} (seat ${r.seat}, ${r.level})`);
      return r;
    },

    async playReply(mail: InboundMail, settings: MainSettings): Promise<InboundOutcome> {
      let reject: string | null = null;
      const message = { ...mail, setReject: (reason: string) => void (reject = reason) };
      const outcome = await receiveEmail({ ...hosted, env: envOf(settings), now, waitUntil }, message);
      return { summary: JSON.stringify(outcome), reject };
    },
  };
}
