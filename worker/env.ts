import type { Host } from "./host.js";
import type { LiveRoom } from "./live/room.js";

/** The `send_email` binding in its builder form (Cloudflare Email Service); typed loosely on purpose. */
export interface EmailBinding {
  send(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
}

/** A message on the notification queue: one outbox row to deliver, or one bot decision to make (worker/bots.ts). */
export type NotifyMessage = { outboxId: number; kind?: undefined } | { kind: "bot"; matchId: string; seq: number; client?: string };

/**
 * Bindings and variables from wrangler.toml, secrets (`wrangler secret put`, locally `.dev.vars`), and the
 * development switches that only `npm start`, the tests and the e2e run pass (`--var`).
 */
export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Optional: the notification queue (producer). Without it, delivery runs in waitUntil after the response. */
  NOTIFY_QUEUE?: Queue<NotifyMessage>;
  /** Optional: the matches' live rooms (worker/live/room.ts). Without it, pages poll with their ETag. */
  LIVE?: DurableObjectNamespace<LiveRoom>;
  /** Optional: Cloudflare's send_email binding, used for e-mail when no EMAIL_API_URL is configured. */
  EMAIL?: EmailBinding;
  /** Writes per client per minute in the isolate's buckets; "0" turns the write limit off, binding included. */
  RATE_LIMIT_WRITES_PER_MINUTE?: string;
  /** Cloudflare rate limiting binding for writes (wrangler.toml [[ratelimits]]), keyed by client; the first line. */
  WRITE_LIMITER?: RateLimit;
  /** Bot moves a client's writes may cause per minute (worker/botbudget.ts); "0" turns the budget off, binding included. */
  BOT_MOVES_PER_MINUTE?: string;
  /** Cloudflare rate limiting binding for bot moves per client (wrangler.toml [[ratelimits]]). */
  BOT_LIMITER?: RateLimit;
  /** "1" enables the raw-batch comparison route used by `npm run bench:api`. Never set in wrangler.toml. */
  BENCH_ROUTES?: string;
  /** "1": count D1 rows read and written per request and report them in X-D1-Rows (worker/rowcount.ts). Bench and tests only. */
  ROW_COUNTS?: string;
  /** "on": record every message in the local mailbox (GET /api/dev/mailbox) instead of sending it. Dev only. */
  MAILBOX?: string;
  /** Secret: derives seat secrets and unsubscribe tokens so messages can carry the seat's own link. */
  SEAT_LINK_KEY?: string;
  /** The public origin for links in messages (e.g. https://waka.example.org); required outside local development (worker/origin.ts). */
  PUBLIC_ORIGIN?: string;
  /** Transactional e-mail HTTP API (Resend-style: POST JSON { from, to, subject, text, html, headers }). */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Web push: VAPID keys (P-256; public key raw base64url, private key `d` base64url) and contact subject. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** UTC hour (0–23) at which the daily digest goes out; default 7. */
  DIGEST_HOUR_UTC?: string;
  /** The strongest bot level the server runs: "strong" (default), "easy" (Workers Free: 10 ms CPU), or "off". */
  BOT_MAX_LEVEL?: string;
  /** Strong bot's search iterations per decision in the host (default: each game bot's own budget, sized for ≤ 50 ms). */
  BOT_STRONG_ITERATIONS?: string;
  /** Without a queue: bot runs one request's waitUntil makes (default 10); the cron continues. */
  BOT_INLINE_LIMIT?: string;
  /** Most consecutive decisions of one bot per invocation (default 24; Workers Free: 2). worker/bots.ts */
  BOT_DECISIONS_PER_RUN?: string;
  /** Milliseconds one invocation may keep starting a bot's decisions (default 1000). worker/bots.ts */
  BOT_RUN_MS?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { host: Host };
}
