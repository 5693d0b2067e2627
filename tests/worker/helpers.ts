import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { localBots } from "../../bots/players.js";
import { jobsService } from "../../jobs/service.js";
import type { BotPlayers } from "../../protocol/bots.js";
import { TEST_GAMES } from "../fixtures/games/index.js";
import type { AnyGame } from "../../engine/core/game.js";
import { deliveryService } from "../../delivery/service.js";
import type { DeliveryEnv } from "../../delivery/env.js";
import { createApp, type AppOptions } from "../../worker/app.js";
import type { Env } from "../../worker/env.js";
import { checked } from "../openapi/recorder.js";
import { withRowCounts } from "../../bench/worker/counting-d1.js";
import type { Db } from "../../db/client.js";
import type { Shards } from "../../db/shards.js";
import type { NotifyDeps } from "../../delivery/deliver.js";
import { shardsFromEnv } from "../../worker/shards.js";

/**
 * The tests' databases (vitest.config.ts: two match databases, DB and DB_2; the directory is DB): new matches land on
 * either at random, as in production (db/shards.ts).
 */
export const testShards = (): Shards => shardsFromEnv(env as unknown as Env);
/** The database that holds a match. */
export const dbOf = (matchId: string): Db => testShards().of(matchId);
/** Its D1 binding, for a test's own SQL about the match. */
export const d1Of = (matchId: string): D1Database => dbOf(matchId).$client;
/** Every match database's binding, for a test's own SQL across matches. */
export const everyD1 = (): D1Database[] => testShards().all.map((db) => db.$client);
/** What a Host (worker/host/host.ts) built by hand needs to serve a match: its database, its number, all of them. */
export const storageOf = (matchId: string): { db: Db; shard: number; shards: Shards } => {
  const shards = testShards();
  const shard = shards.indexOf(matchId);
  return { db: shards.all[shard]!, shard, shards };
};
/** Delivery's dependencies for the outbox rows of a match (their ids are counted per database). */
export const notifyDepsFor = (matchId: string, d: Pick<NotifyDeps, "games" | "env" | "now">): NotifyDeps => {
  const shards = testShards();
  const shard = shards.indexOf(matchId);
  return { ...d, shards, shard, db: shards.all[shard]! };
};

/** The real worker entry (worker/index.ts) as the test pool exposes it. */
export const worker = (exports as unknown as { default: { fetch(r: Request): Promise<Response> } }).default;

/**
 * `e` with its JOBS binding played in the test's own process, on `e` itself (the patched limiters and queue a test
 * gives), with the tests' table of games and their bots and `now`: what the production entry's queue consumer and
 * cron hand over (worker/index.ts) then runs as the jobs Worker would, but with what the test set up.
 */
export const withJobs = <E extends object>(
  e: E,
  games: readonly AnyGame[] = Object.values(TEST_GAMES).map((g) => g.rules),
  now?: () => number,
): E => ({
  ...e,
  JOBS: jobsService(
    e as unknown as Env,
    (work) => void work.catch((err) => console.error("jobs:", err)),
    { games, botPlayers: botsFor(games) },
    now,
  ),
});

/**
 * The bots of these games in the tests' table (tests/fixtures/games/index.ts), played in the test's own process
 * (bots/players.ts), where worker/index.ts hands the app the bots Worker.
 */
export const botsFor = (games: readonly AnyGame[]) => (): BotPlayers =>
  localBots(games.flatMap((g) => (Object.hasOwn(TEST_GAMES, g.id) ? [TEST_GAMES[g.id as keyof typeof TEST_GAMES].bot] : [])));

export interface Call {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface CallInit {
  body?: unknown;
  /** A raw body string (sent as is). */
  raw?: string;
  secret?: string;
  headers?: Record<string, string>;
}

/**
 * A client for an app built with the given games, running inside workerd with the test D1; with no games,
 * the real worker entry (worker/index.ts, the registry's games) is called instead. Every exchange is checked against
 * the API description (tests/openapi/recorder.ts): a violation fails the test.
 */
export function client(
  games?: readonly AnyGame[],
  extra: Partial<AppOptions> = {},
  envPatch: Record<string, unknown> = {},
  options: { countRows?: boolean } = {},
) {
  // rows stay as written unless a test asks for delivery (notify: "auto"); a write's bot runs are played here, with
  // these games and this clock, as the jobs Worker plays them
  const hosted = { games: games ?? [], botPlayers: botsFor(games ?? []) };
  const jobs = (e: Env, waitUntil: (work: Promise<unknown>) => void) => jobsService(e, waitUntil, hosted, extra.now);
  const app = games ? createApp({ ...hosted, notify: "off", jobs, ...extra }) : null;
  // with countRows, each answer says the D1 rows its request read and wrote (X-D1-Rows), as the bench Worker's do
  const serve = async (request: Request, e: Env, ctx: ExecutionContext) => app!.request(request, undefined, e, ctx);
  const handle = options.countRows ? withRowCounts(serve) : serve;
  const fetchIt = (url: string, init: RequestInit): Promise<Response> =>
    checked(new Request(url, init), async (request) => {
      if (!app) return worker.fetch(request);
      const ctx = createExecutionContext();
      const res = await handle(request, { ...env, ...envPatch } as unknown as Env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    });
  const call = async (method: string, path: string, init: CallInit = {}): Promise<Call> => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.secret !== undefined) headers.authorization = `Bearer ${init.secret}`;
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !("content-type" in headers)) headers["content-type"] = "application/json";
    const res = await fetchIt(`http://waka.test${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
  return {
    app,
    call,
    get: (path: string, init?: CallInit) => call("GET", path, init),
    post: (path: string, body: unknown, init: CallInit = {}) => call("POST", path, { ...init, body }),
  };
}

/** The benches' seeded generator (mulberry32, never Math.random), so random clients are reproducible. */
export { prng } from "../../bench/stats.js";

type Api = ReturnType<typeof client>;

export interface Played {
  id: string;
  seq: number;
  /** Per seq: the spectator's view and one seat's view (with that seat number) as served live. */
  live: { spectator: unknown; seat: number; seatView: unknown }[];
  final: any;
  /** Every response body a seat or spectator received, as text, tagged with who received it. */
  seen: { who: "spectator" | number; text: string }[];
}

/**
 * Plays a created match to the end (or `maxMoves`) like a random client: it only ever sends a move from
 * `legalMoves`, chosen with the seeded `rnd`. Records the live views for later replay comparisons.
 */
export async function playToEnd(api: Api, created: any, rnd: () => number, maxMoves = 5000, stopEarly = false): Promise<Played> {
  const id: string = created.id;
  const secrets: string[] = created.seats.map((s: any) => s.secret);
  const live: Played["live"] = [];
  const seen: Played["seen"] = [];
  let seq = 0;
  for (let i = 0; i < maxMoves; i++) {
    const spect = await api.get(`/api/matches/${id}`);
    if (spect.status !== 200) throw new Error(`GET spectator: ${spect.status} ${spect.text}`);
    seen.push({ who: "spectator", text: spect.text });
    if (spect.body.status === "finished") return { id, seq, live, final: spect.body, seen };
    const active: number[] = spect.body.activeSeats;
    if (active.length === 0) throw new Error(`no active seat at seq ${seq}`);
    const seat = active[Math.floor(rnd() * active.length)]!;
    const mine = await api.get(`/api/matches/${id}`, { secret: secrets[seat]! });
    seen.push({ who: seat, text: mine.text });
    live.push({ spectator: spect.body.view, seat, seatView: mine.body.view });
    const legal: unknown[] = mine.body.legalMoves;
    if (!legal?.length) throw new Error(`seat ${seat} is active at seq ${seq} but has no legal move`);
    const move = legal[Math.floor(rnd() * legal.length)];
    const posted = await api.post(`/api/matches/${id}/moves`, { seq, move }, { secret: secrets[seat]! });
    if (posted.status !== 201) throw new Error(`move ${JSON.stringify(move)} at seq ${seq}: ${posted.status} ${posted.text}`);
    seen.push({ who: seat, text: posted.text });
    seq = posted.body.seq;
  }
  if (stopEarly) return { id, seq, live, final: null, seen };
  throw new Error(`match ${id} did not end within ${maxMoves} moves`);
}

/** Marks addresses as confirmed by their owners (as the confirmation link does), for tests about what comes after. */
export async function confirmAddresses(...addresses: string[]): Promise<void> {
  const { addressHash } = await import("../../worker/notify/addresses.js");
  for (const a of addresses) {
    // the directory database (DB in the tests)
    await env.DB.prepare(
      "INSERT INTO email_addresses (hash, confirmed_at, created_at) VALUES (?, 1, 1) ON CONFLICT (hash) DO UPDATE SET confirmed_at = 1, unsubscribed_at = NULL",
    )
      .bind(await addressHash(a))
      .run();
  }
}

/**
 * The owners of these addresses accept every seat given to them, in every match created after this call (as the
 * invitation's "accept" does, worker/notify/consent.ts): for tests about what notices say and when, not whom they may
 * reach (tests/worker/invitations.test.ts tests that gate). A test-only trigger of the test's D1; it moves seats.rev on
 * itself so that the match's rev (and the move cache it guards) is not disturbed.
 */
export async function acceptEverySeatOf(...addresses: string[]): Promise<void> {
  const { addressHash, normalizeEmail } = await import("../../worker/notify/addresses.js");
  for (const a of addresses.map(normalizeEmail)) {
    const name = `test_accept_${(await addressHash(a)).slice(0, 16)}`;
    const when = `lower(trim(NEW.email)) = '${a.replace(/'/g, "''")}'`;
    const body = `BEGIN UPDATE seats SET consent = 'accepted', consent_email = lower(trim(NEW.email)), rev = rev + 1
      WHERE match_id = NEW.match_id AND seat = NEW.seat; END`;
    for (const d1 of everyD1()) {
      await d1.prepare(`CREATE TRIGGER IF NOT EXISTS ${name}_i AFTER INSERT ON seats WHEN ${when} ${body}`).run();
      await d1.prepare(`CREATE TRIGGER IF NOT EXISTS ${name}_u AFTER UPDATE OF email ON seats WHEN ${when} ${body}`).run();
    }
  }
}

/** Confirmed addresses whose owners accept every seat given to them (confirmAddresses and acceptEverySeatOf). */
export async function confirmAndAccept(...addresses: string[]): Promise<void> {
  await confirmAddresses(...addresses);
  await acceptEverySeatOf(...addresses);
}

/** The pool's environment: the main Worker's and the delivery Worker's settings in one object, as tests pass it to both. */
export type BothEnv = Env & DeliveryEnv;

/**
 * `e` with the delivery Worker's service bound in this isolate (delivery/service.ts) for `games`: for tests of
 * fixture games (the real delivery Worker, the pool's auxiliary, tells the registry's games only) and tests that
 * watch delivery's fetches and logs. The channels' settings are `e`'s.
 */
export function withDelivery<E extends BothEnv>(e: E, games: readonly AnyGame[]): E {
  return { ...e, DELIVERY: deliveryService(e, games) as unknown as Env["DELIVERY"] };
}
