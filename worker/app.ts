/** Builds the Hono app. The games and their bots are injected so tests can host a fixture game; production passes the engine's tables (worker/index.ts). */
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv } from "./app-env.js";
import { notFound, onError } from "./errors.js";
import { limitBody, MAX_BODY_BYTES, rateLimitWrites, security, WRITES_PER_MINUTE } from "./middleware.js";
import { clientKey, perMinute, TokenBuckets } from "./ratelimit.js";
import { seatCredential } from "./seat-credential.js";
import { countRequests } from "./botbudget.js";
import { BOT_INLINE_LIMIT } from "./bot-policy.js";
import { jobsOf, mainSettings } from "./jobs.js";
import { API_WORDS } from "./openapi-meta.js";
import type { JobsService } from "../protocol/jobs.js";
import type { Env } from "./env.js";
import { makeHost, type Hosted } from "./compose.js";
import type { Fallback, Host } from "./host/host.js";
import { dispatch } from "./notify/dispatch.js";
import { publicOrigin, recordedOrigin } from "./origin.js";
import { pathGuard, safeDecode } from "./paths.js";
import { notFoundOrNotAllowed } from "./methods.js";
import { refuseCrossSite } from "./cross-site.js";
import { clientTag } from "./lobby-cap.js";
import { ApiApp } from "./routes/api-app.js";
import { err } from "./routes/openapi.js";
import { gameRoutes } from "./routes/games.js";
import { matchRoutes } from "./routes/matches.js";
import { notificationRoutes } from "./routes/notifications.js";
import { vacationRoutes } from "./routes/vacation.js";
import { unsubscribeRoutes } from "./routes/unsubscribe.js";
import { addressRoutes } from "./routes/addresses.js";
import { configRoutes } from "./routes/config.js";
import { mailboxRoutes } from "./routes/mailbox.js";
import { viewRoutes } from "./routes/views.js";
import { seenRoutes } from "./routes/seen.js";
import { endingRoutes } from "./routes/endings.js";
import { liveRoutes } from "./live/routes.js";
import { boardRoutes } from "./unfurl/board.js";
import { linksRoutes } from "./routes/links.js";
import { invitationRoutes } from "./routes/invitations.js";
import { lobbyRoutes } from "./routes/lobby.js";
import { shardsFromEnv } from "./shards.js";
import type { Shards } from "../db/shards.js";

/**
 * The database a request's host works in (db/shards.ts): the match's own under /api/matches/:id, a new one's for
 * POST /api/matches (placed here), the first elsewhere (those routes reach other databases through `shards`).
 */
function homeShard(method: string, path: string, shards: Shards): number {
  const m = /^\/api\/matches(?:\/([^/]+))?/.exec(path);
  if (!m) return 0;
  // pathGuard refused a path that does not decode; an id that cannot be decoded would still be no match's (shard 0)
  if (m[1] !== undefined) return shards.indexOf(safeDecode(m[1]) ?? "");
  return method === "POST" ? shards.place() : 0;
}

export interface AppOptions extends Hosted {
  /** Overrides RATE_LIMIT_WRITES_PER_MINUTE (0 = off). */
  rateLimitPerMinute?: number;
  now?: () => number;
  /**
   * After a write commits, its outbox rows go to the queue (or, without one, are delivered in waitUntil): "auto".
   * "off" leaves them pending for the cron sweep (tests that look at rows as written).
   */
  notify?: "auto" | "off";
  fallback?: Fallback;
  /**
   * After a write leaves a bot on turn: "auto" asks the queue for the bot's run (or, without one, makes up to
   * BOT_INLINE_LIMIT runs in waitUntil, by the jobs Worker); "off" leaves bots to the cron (tests that drive them by hand).
   */
  bots?: "auto" | "off";
  /** Where those runs are played: default the jobs Worker (JOBS); the tests' own games and clock in their process. */
  jobs?: (env: Env, waitUntil: (work: Promise<unknown>) => void) => JobsService;
}

export function createApp(opts: AppOptions) {
  const app = new ApiApp<AppEnv>();
  const now = opts.now ?? Date.now;
  let buckets: TokenBuckets | null | undefined;

  app.onError(onError);
  // a path routed under other methods answers 405 with Allow (the routes are read at the first request, all registered)
  app.notFound(notFoundOrNotAllowed(app, notFound));
  app.use("*", security());
  // one place where a path is decoded and checked: a malformed one is a 404 before any route or middleware reads it
  app.use("*", pathGuard());
  app.use("/api/*", countRequests());
  // every body is read (and one over the limit refused) before anything else may answer
  app.use("/api/*", limitBody());
  app.use("/api/*", attachHost(opts, now));
  // a browser's cross-site write (a form posted from another site) is refused before anything acts on it
  app.use("/api/*", refuseCrossSite());
  // the caller's credential, once, for every route of one match, /api/matches/:id itself included (worker/seat-credential.ts)
  app.use("/api/matches/:id/*", seatCredential());
  // Reads may be embedded elsewhere (spectator widgets); writes and seat secrets stay same-origin, and so does the
  // development mailbox (its messages carry seat links).
  const readCors = cors({ origin: "*", allowMethods: ["GET"], allowHeaders: ["If-None-Match"], exposeHeaders: ["ETag"], maxAge: 600 });
  app.use("/api/*", (c, next) =>
    (c.req.method === "GET" || c.req.method === "OPTIONS") && !c.req.path.startsWith("/api/dev/") ? readCors(c, next) : next(),
  );
  app.use(
    "/api/*",
    rateLimitWrites((c) => {
      if (buckets === undefined) {
        const n = opts.rateLimitPerMinute ?? perMinute(c.env.RATE_LIMIT_WRITES_PER_MINUTE, WRITES_PER_MINUTE);
        buckets = n > 0 ? new TokenBuckets(n) : null;
      }
      return buckets;
    }),
  );

  // the description lists what the two middlewares above answer on every write
  app.answers((r) => r.method !== "get", {
    403: err(API_WORDS && "A browser's cross-site request (Sec-Fetch-Site, Origin): writes come from this site's own pages (cross_site)"),
    413: err(API_WORDS && `Body over ${MAX_BODY_BYTES / 1024} KiB`),
    429: err(API_WORDS && "Too many writes from this address (Retry-After: the seconds to wait)"),
  });
  // a route that reads a match's state (worker/host/load.ts) refuses one whose rules version this server no longer has
  app.answers((r) => r.path.startsWith("/api/matches/{id}") && !/\/(join|seats)\b/.test(r.path), {
    409: err(API_WORDS && "This server no longer hosts the match's rules version (rules_unavailable)"),
  });

  registerRoutes(app, opts);
  return app;
}

/** Work that may outlive the response: the request's waitUntil, or (a plain app.request in a script) on its own. */
function waitUntilOf(c: Context<AppEnv>) {
  return (work: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // no execution context (plain app.request in a script): the promise runs on its own
    }
  };
}

/**
 * The middleware that gives every API request its host (worker/host/host.ts): the games, the clock, the caller's
 * key, the shard it works in, and what a committed write sets off (a bot's turn, the outbox's delivery).
 */
function attachHost(opts: AppOptions, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env;
    const client = clientKey(c.req.header("cf-connecting-ip"));
    const waitUntil = waitUntilOf(c);
    let inline = Number(env.BOT_INLINE_LIMIT ?? BOT_INLINE_LIMIT);
    const shards = shardsFromEnv(env);
    const home = homeShard(c.req.method, c.req.path, shards);
    const host: Host = makeHost(env, {
      games: opts.games,
      botPlayers: opts.botPlayers,
      now,
      client,
      clientTag: await clientTag(client),
      origin: recordedOrigin(env, c.req.url),
      replyOrigin: publicOrigin(env) ?? new URL(c.req.url).origin,
      fallback: opts.fallback,
      scheduleBot: (matchId, seq) => {
        if (opts.bots === "off") return;
        const work = (async () => {
          if (env.NOTIFY_QUEUE) {
            try {
              await env.NOTIFY_QUEUE.send({ kind: "bot", matchId, seq, client });
              return;
            } catch (e) {
              console.warn(`queue send failed, playing the bot here: ${(e as Error).message}`);
            }
          }
          if (inline-- <= 0) return; // the cron's safety net takes it from here
          const jobs = opts.jobs ? opts.jobs(env, waitUntil) : jobsOf(env, "bot");
          await jobs?.runBot({ kind: "bot", matchId, seq, client }, mainSettings(env));
        })().catch((e) => console.error("bot:", e));
        waitUntil(work);
      },
      shards,
      shard: home,
      dispatch: (ids, shard = home) => {
        if (opts.notify === "off" || ids.length === 0) return;
        waitUntil(dispatch(env, ids, now(), shard).catch((e) => console.error("dispatch:", e)));
      },
    });
    c.set("host", host);
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}

/** Every route of the API, and the page / shows where the web app is not built. */
function registerRoutes(app: ApiApp<AppEnv>, opts: AppOptions) {
  gameRoutes(app, opts.games);
  matchRoutes(app);
  viewRoutes(app);
  notificationRoutes(app);
  vacationRoutes(app);
  unsubscribeRoutes(app);
  addressRoutes(app);
  configRoutes(app);
  mailboxRoutes(app);
  liveRoutes(app);
  boardRoutes(app);
  linksRoutes(app);
  seenRoutes(app);
  endingRoutes(app);
  invitationRoutes(app);
  lobbyRoutes(app);

  app.get("/", (c) =>
    c.html(
      `<!doctype html><meta charset="utf-8"><title>Waka</title><h1>Waka</h1>` +
        `<p>The web app is not built yet. The API lives under <a href="/api/games">/api</a>; ` +
        `its description is <a href="/api/openapi.json">/api/openapi.json</a>.</p>`,
    ),
  );
}
