/**
 * A budget for the bot work a client causes, and bot turns that yield to people. A client that creates all-bot
 * matches in a loop would otherwise make the server think without end (10 creations once made it play 1,018 strong
 * bot moves in 36 s while everyone else's p90 rose from 8 to 275 ms).
 *
 * - The client is the one whose write (a creation, a join, a move) left a bot on turn: worker/app.ts puts its key
 *   (worker/ratelimit.ts clientKey) into the bot decision it schedules, and each decision passes it on to the next.
 *   The match keeps it too (matches.bot_client, written by the creation and by every move a client's write commits):
 *   decisions the cron schedules (takeovers, its safety net) and queue messages without a client charge that
 *   client, so a sweep cannot launder its budget. Only matches older than the column share the key "cron".
 * - Before each decision the bot runner calls `Host.botGate()` (jobs/bots.ts playBotMove): it takes one token of
 *   BOT_MOVES_PER_MINUTE for that client (the BOT_LIMITER binding, then the isolate's buckets) and, when there is
 *   none, says how long to wait; the queue message comes back after that delay (a request's waitUntil stops and
 *   leaves the match to the cron's safety net).
 * - Then it waits while this isolate is answering API requests (at most YIELD_MAX_MS), so a bot's search does not
 *   sit between a person and their answer; the request that scheduled the decision finishes first, too.
 */
import type { MiddlewareHandler } from "hono";
import type { Env } from "./env.js";
import { isolateBuckets, perMinute, takeToken } from "./ratelimit.js";

/** Default bot moves per client per minute (BOT_MOVES_PER_MINUTE; 0 turns the budget off). */
export const BOT_MOVES_PER_MINUTE = 300;
/** The longest a bot decision waits for this isolate's requests to finish. */
export const YIELD_MAX_MS = 2_000;
/** The key of the cron's own invocation, and of bot work in matches that kept no client (older than bot_client). */
export const CRON_CLIENT = "cron";

/** The client a write charges for the bot work it causes (kept with the match), or null for the cron's own writes. */
export const chargedClient = (h: { client?: string }): string | null => (h.client && h.client !== CRON_CLIENT ? h.client : null);

let inFlight = 0;

/** Counts the API requests this isolate is answering (worker/app.ts, first middleware on /api/*). */
export const countRequests = (): MiddlewareHandler => async (_c, next) => {
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
  }
};

const tick = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function yieldToRequests(): Promise<void> {
  for (let waited = 0; inFlight > 0 && waited < YIELD_MAX_MS; waited += 10) await tick(10);
}

/** The gate a bot runner passes before each decision for `client`: 0 to go ahead, else milliseconds to wait. */
export function botGate(env: Pick<Env, "BOT_LIMITER" | "BOT_MOVES_PER_MINUTE">, client: string, now: () => number): () => Promise<number> {
  const buckets = isolateBuckets("bots", perMinute(env.BOT_MOVES_PER_MINUTE, BOT_MOVES_PER_MINUTE));
  return async () => {
    const wait = await takeToken(env.BOT_LIMITER, buckets, `bots:${client}`, now());
    if (wait > 0) return wait * 1000;
    await yieldToRequests();
    return 0;
  };
}
