
/** The `send_email` binding in its builder form (Cloudflare Email Service); typed loosely on purpose. */
export interface EmailBinding {
  send(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<unknown>;
}

/** A message on the notification queue: one outbox row to deliver, or one bot decision to make (worker/bots.ts). */
export type NotifyMessage = { outboxId: number; kind?: undefined } | { kind: "bot"; matchId: string; seq: number; client?: string };

/**
 * Settings no config file declares: secrets (`wrangler secret put`, locally `.dev.vars`; .dev.vars.example names
 * them all), optional plain settings, and the development switches only `npm start`, the tests and the e2e run pass
 * (`--var`). Optional: the Worker runs without each of them.
 */
export interface EnvSettings {
  /** The picture link previews name: "png" (default) or "svg" where rasterizing is over the plan's CPU limit. */
  BOARD_IMAGE?: string;
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
  /**
   * Local development only (with MAILBOX = "on"): the dev server's own loopback origin, which `npm start` and the
   * scripts pass, for the messages written where no request is (a bot run, the cron) (worker/origin.ts).
   */
  LOCAL_ORIGIN?: string;
  /** Optional: Cloudflare's send_email binding, used for e-mail when no EMAIL_API_URL is configured. */
  EMAIL?: EmailBinding;
  /** Transactional e-mail HTTP API (Resend-style: POST JSON { from, to, subject, text, html, headers }). */
  EMAIL_API_URL?: string;
  /** Secret: the e-mail API's key. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Web push: VAPID keys (P-256; public key raw base64url, private key `d` base64url, a secret) and contact subject. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** The strongest bot level the server runs: "strong" (default), "easy" (Workers Free: 10 ms CPU), or "off". */
  BOT_MAX_LEVEL?: string;
  /** Strong bot's search iterations per decision in the host (default: each game bot's own budget, sized for ≤ 50 ms). */
  BOT_STRONG_ITERATIONS?: string;
  /** Without a queue: bot runs one request's waitUntil makes (default 10); the cron continues. */
  BOT_INLINE_LIMIT?: string;
  /** Live sockets one client may hold open in one match's room (default 12, worker/live/protocol.ts; "0": no cap, for `npm run bench:live` only). */
  LIVE_SOCKETS_PER_CLIENT?: string;
  /** Most consecutive decisions of one bot per invocation (default 24; Workers Free: 2). worker/bot-policy.ts */
  BOT_DECISIONS_PER_RUN?: string;
  /** Milliseconds one invocation may keep starting a bot's decisions (default 1000). worker/bot-policy.ts */
  BOT_RUN_MS?: string;
  /** Days a match stays in D1 after it ended before its record moves to ARCHIVE (default 30). worker/archive/ */
  ARCHIVE_AFTER_DAYS?: string;
  /** Days delivered outbox rows, local mailbox rows and link request windows are kept (default 7). worker/retention.ts */
  RETENTION_DAYS?: string;
}

/**
 * Bindings and vars of wrangler.toml the Worker also runs without (tests and deploys may leave them out): without
 * the queue, delivery runs in waitUntil; without DELIVERY, nothing is sent (worker/notify/dispatch.ts); without LIVE, pages poll with their ETag; without IMAGE, board pictures answer 503; without ARCHIVE, finished matches stay in D1; without a rate limiter or its var,
 * that line of the limit is off (worker/ratelimit.ts); DIGEST_HOUR_UTC defaults to 7.
 */
type OptionalBinding =
  | "ASSETS"
  | "NOTIFY_QUEUE"
  | "LIVE"
  | "IMAGE"
  | "DELIVERY"
  | "ARCHIVE"
  | "WRITE_LIMITER"
  | "BOT_LIMITER"
  | "RATE_LIMIT_WRITES_PER_MINUTE"
  | "BOT_MOVES_PER_MINUTE"
  | "DIGEST_HOUR_UTC";

/**
 * The Worker's environment: the bindings and vars of wrangler.toml as `wrangler types` generates them
 * (worker-configuration.d.ts, `Cloudflare.Env`), plus what that file cannot know: which of them are optional, the
 * queue's message type, and the settings above.
 */
export interface Env extends Omit<Cloudflare.Env, OptionalBinding>, Partial<Pick<Cloudflare.Env, Exclude<OptionalBinding, "NOTIFY_QUEUE">>>, EnvSettings {
  NOTIFY_QUEUE?: Queue<NotifyMessage>;
}

/**
 * What delivery reads of its environment. The delivery Worker has the channels' own settings (e-mail API, VAPID keys);
 * the settings both Workers must agree on come with every call from the main Worker (`SharedSettings`).
 */
export type DeliveryEnv = Pick<
  EnvSettings,
  "MAILBOX" | "SEAT_LINK_KEY" | "PUBLIC_ORIGIN" | "EMAIL" | "EMAIL_API_URL" | "EMAIL_API_KEY" | "EMAIL_FROM" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT"
>;

/** The main Worker's settings a delivery must use: the mailbox switch, the link key and the public origin. */
export type SharedSettings = Pick<EnvSettings, "MAILBOX" | "SEAT_LINK_KEY" | "PUBLIC_ORIGIN">;

/** What a delivery became (worker/notify/deliver.ts). */
export type Delivery = { status: "sent" | "skipped" | "dead" | "not_claimed" | "unconfirmed" } | { status: "retry"; inMs: number };

/** The channels the delivery Worker can send by (GET /api/config, a seat's notification settings). */
export interface Channels {
  email: boolean;
  push: { publicKey: string } | null;
}

/** The delivery Worker's RPC methods (delivery/index.ts), as the main Worker calls them through its DELIVERY binding. */
export interface DeliveryService {
  /** Delivers these outbox rows one after the other; what became of each. `at`: the caller's clock (default now). */
  deliver(outboxIds: number[], shared: SharedSettings, at?: number): Promise<Delivery[]>;
  /** The cron's sweep at its scheduled time: rows left pending, retries due, stale claims. */
  sweep(shared: SharedSettings, at?: number): Promise<Delivery[]>;
  channels(): Promise<Channels>;
}
