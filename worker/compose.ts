/**
 * The composition root: the one place a Host (worker/host/host.ts) is built, for a request (worker/app.ts), a queue
 * message (jobs/bots.ts runBotMessage) or the cron (jobs/cron.ts). Everything that follows from the environment
 * (storage, the link key, the bot levels and the bot budget) is derived here; the caller brings what differs between
 * invocations: whose work it is, the origin of links, and where delivery and bot turns go after a write.
 */
import type { AnyGame } from "../engine/core/game.js";
import type { Shards } from "../db/shards.js";
import type { BotPlayers } from "../protocol/bots.js";
import { botGate } from "./botbudget.js";
import { botConfig } from "./bot-policy.js";
import { NO_BOTS } from "./bot-players.js";
import type { Env } from "./env.js";
import type { Fallback, Host } from "./host/host.js";
import { isolateMatchCache, type MatchCache } from "./host/match-cache.js";
import { presentSeatsOf } from "./live/present.js";
import { linkKey } from "./notify/links.js";
import { isLocalDevelopment } from "./origin.js";
import { shardsFromEnv } from "./shards.js";

/** The games a Worker hosts and their computer players: passed in (worker/index.ts), never looked up. */
export interface Hosted {
  games: readonly AnyGame[];
  /**
   * What plays the games' bots, given the invocation's environment: the bots Worker (worker/bot-players.ts) or, in the
   * tests and scripts, the bots themselves (bots/players.ts). Default none: a host without bots.
   */
  botPlayers?: (env: Env) => BotPlayers;
}

export interface HostContext extends Hosted {
  /** The databases (worker/shards.ts): default the configuration's; tests pass ones counting rows (bench/worker/counting-d1.ts). */
  shards?: Shards;
  /** The number of the database of the match this invocation serves (Host.db); default 0. */
  shard?: number;
  now: () => number;
  /** Whose writes cause this invocation's bot work (worker/botbudget.ts): a client key, or the cron's. */
  client: string;
  /** Host.clientTag: the request's client as stored (a hash); absent outside requests. */
  clientTag?: string;
  /** The trusted origin recorded with messages (worker/origin.ts). */
  origin: string | null;
  /** The origin of links answered to the requester itself. */
  replyOrigin?: string;
  dispatch: Host["dispatch"];
  scheduleBot?: Host["scheduleBot"];
  fallback?: Fallback;
  /** Default: the isolate's own (worker/host/match-cache.ts); tests pass one per simulated isolate. */
  matchCache?: MatchCache;
}

export function makeHost(env: Env, ctx: HostContext): Host {
  const shards = ctx.shards ?? shardsFromEnv(env);
  const shard = ctx.shard ?? 0;
  return {
    db: shards.all[shard]!,
    shard,
    shards,
    games: ctx.games,
    botPlayers: ctx.botPlayers?.(env) ?? NO_BOTS,
    origin: ctx.origin,
    ...(ctx.replyOrigin !== undefined ? { replyOrigin: ctx.replyOrigin } : {}),
    now: ctx.now,
    linkKey: linkKey(env),
    mailbox: isLocalDevelopment(env),
    dispatch: ctx.dispatch,
    ...(ctx.scheduleBot ? { scheduleBot: ctx.scheduleBot } : {}),
    ...(ctx.fallback ? { fallback: ctx.fallback } : {}),
    client: ctx.client,
    ...(ctx.clientTag ? { clientTag: ctx.clientTag } : {}),
    botGate: botGate(env, ctx.client, ctx.now),
    bots: botConfig(env),
    matchCache: ctx.matchCache ?? isolateMatchCache,
    ...(env.ARCHIVE ? { archive: env.ARCHIVE } : {}),
    presentSeats: presentSeatsOf(env),
  };
}
