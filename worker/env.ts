/** A message on the notification queue: one outbox row to deliver, or one bot run to make (the jobs Worker, jobs/bots.ts). */
export type NotifyMessage =
  /** shard: the number of the database that holds the row (db/shards.ts); absent: the first. */
  { outboxId: number; shard?: number; kind?: undefined } | { kind: "bot"; matchId: string; seq: number; client?: string };

/**
 * Where matches are kept (worker/shards.ts, docs/scaling.md). Both Workers that read matches must agree: the delivery
 * Worker gets them with every call.
 */
export type ShardSettings = Pick<EnvSettings, "D1_SHARDS" | "D1_DIRECTORY" | "D1_OPEN">;

/**
 * Settings no config file declares: secrets (`wrangler secret put`, locally `.dev.vars`; .dev.vars.example names
 * them all), optional plain settings, and the development switches only `npm start`, the tests and the e2e run pass
 * (`--var`). Optional: the Worker runs without each of them. The channels' settings (EMAIL_*, VAPID_*) are the
 * delivery Worker's (delivery/env.ts).
 */
export interface EnvSettings {
  /**
   * The D1 bindings that hold matches, comma-separated, in order (a match id names its database's place: only ever
   * append). Default "DB": one database.
   */
  D1_SHARDS?: string;
  /** The directory database's binding (addresses, link request counts, the mailbox); default the first of D1_SHARDS. */
  D1_DIRECTORY?: string;
  /** The bindings of D1_SHARDS that take new matches (default all): a database near its size is left out. */
  D1_OPEN?: string;
  /** The picture link previews name: "png" (default) or "svg" where rasterizing is over the plan's CPU limit. */
  BOARD_IMAGE?: string;
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
  /**
   * Local development only (with MAILBOX = "on"): "on" lets webhooks and push endpoints be http(s) URLs on this machine
   * (127.0.0.0/8, ::1, localhost), which are then really delivered as well as recorded (checks/local-receivers.ts).
   */
  LOCAL_RECEIVERS?: string;
  /** The strongest bot level the server runs: "strong" (default), "easy" (Workers Free: 10 ms CPU), or "off". */
  BOT_MAX_LEVEL?: string;
  /** Strong bot's search iterations per decision in the host (default: each game bot's own budget, sized for ≤ 50 ms). */
  BOT_STRONG_ITERATIONS?: string;
  /** Without a queue: bot runs one request's waitUntil makes (default 10); the cron continues. */
  BOT_INLINE_LIMIT?: string;
  /** Live sockets one client may hold open in one match's room (default 12, protocol/live.ts; "0": no cap, for `npm run bench:live` only). */
  LIVE_SOCKETS_PER_CLIENT?: string;
  /** Most consecutive decisions of one bot per invocation (default 24; Workers Free: 2). worker/bot-policy.ts */
  BOT_DECISIONS_PER_RUN?: string;
  /** Milliseconds one invocation may keep starting a bot's decisions (default 1000). worker/bot-policy.ts */
  BOT_RUN_MS?: string;
  /** Days a match stays in D1 after it ended before its record moves to ARCHIVE (default 30). worker/archive/ */
  ARCHIVE_AFTER_DAYS?: string;
  /** Days delivered outbox rows, local mailbox rows and link request windows are kept (default 7). jobs/retention.ts */
  RETENTION_DAYS?: string;
}

/**
 * Bindings and vars of wrangler.toml the Worker also runs without (tests and deploys may leave them out): without
 * the queue, delivery runs in waitUntil; without DELIVERY, nothing is sent (worker/notify/dispatch.ts); without BOTS, no bot plays (worker/bot-players.ts); without JOBS, no cron, no bot run, no e-mail reply (worker/jobs.ts); without LIVE, pages poll with their ETag; without IMAGE, board pictures answer 503; without ARCHIVE, finished matches stay in D1; without a rate limiter or its var,
 * that line of the limit is off (worker/ratelimit.ts); DIGEST_HOUR_UTC defaults to 7.
 */
type OptionalBinding =
  | "ASSETS"
  | "NOTIFY_QUEUE"
  | "LIVE"
  | "IMAGE"
  | "DELIVERY"
  | "BOTS"
  | "JOBS"
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
export interface Env
  extends Omit<Cloudflare.Env, OptionalBinding | keyof ShardSettings>,
    Partial<Pick<Cloudflare.Env, Exclude<OptionalBinding, "NOTIFY_QUEUE">>>,
    EnvSettings {
  NOTIFY_QUEUE?: Queue<NotifyMessage>;
}
