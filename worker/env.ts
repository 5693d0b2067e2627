import type { Host } from "./host.js";
import type { LiveRoom } from "./live/room.js";

/** The `send_email` binding in its builder form (Cloudflare Email Service); typed loosely on purpose. */
export interface EmailBinding {
  send(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
}

/** A message on the notification queue: one outbox row to deliver, or one bot decision to make (worker/bots.ts). */
export type NotifyMessage = { outboxId: number; kind?: undefined } | { kind: "bot"; matchId: string; seq: number };

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
  /** Writes per client IP per minute (per isolate); "0" turns the limit off. */
  RATE_LIMIT_WRITES_PER_MINUTE?: string;
  /** "1" enables the raw-batch comparison route used by `npm run bench:api`. Never set in wrangler.toml. */
  BENCH_ROUTES?: string;
  /** "on": record every message in the local mailbox (GET /api/dev/mailbox) instead of sending it. Dev only. */
  MAILBOX?: string;
  /** Secret: derives seat secrets and unsubscribe tokens so messages can carry the seat's own link. */
  SEAT_LINK_KEY?: string;
  /** The public origin for links in messages (e.g. https://waka.example.org); else the request's origin. */
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
