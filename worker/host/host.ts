/**
 * What the match host is given (built once per invocation by makeHost, worker/compose.ts): storage, the games and
 * their bots, the clock, the origins of links, and the hooks that hand work on after a write (delivery, bot turns).
 */
import type { AnyGame, Seat } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import type { Db } from "../../db/client.js";
import type { Shards } from "../../db/shards.js";
import type { BotPlayers } from "../../protocol/bots.js";
import type { BotConfig } from "../bot-policy.js";
import type { MatchCache } from "./match-cache.js";

/**
 * Chooses the move played for a seat whose time ran out. The default plays a random legal move with a generator
 * seeded from the match seed and the seq, so the choice is reproducible; a later issue plugs a bot in here.
 */
export type Fallback = (ctx: {
  game: AnyGame;
  state: unknown;
  seat: Seat;
  legal: readonly { type: string }[];
  matchSeed: string;
  seq: number;
}) => { type: string } | Promise<{ type: string }>;

export const randomFallback: Fallback = ({ legal, matchSeed, seq, seat }) => {
  const rng = seedRng(`${matchSeed}/timeout/${seq}/${seat}`);
  return legal[randomInt(rng, legal.length)]!;
};

export interface Host {
  /**
   * The database of the match this invocation serves (db/shards.ts): a route's :id, a new match's placement, the
   * match a cron step or a bot run is about; `shard` is its number. What looks across matches uses `shards`.
   */
  db: Db;
  shard: number;
  shards: Shards;
  games: readonly AnyGame[];
  /** The computer players this host asks for moves (the bots Worker, or in the process: protocol/bots.ts). */
  botPlayers: BotPlayers;
  /** The trusted origin recorded with messages (worker/origin.ts), or null: then messages are refused at send time. */
  origin: string | null;
  /** The origin of links in a response to the requester itself (PUBLIC_ORIGIN, else the request's origin); default `origin`. */
  replyOrigin?: string;
  now: () => number;
  /** SEAT_LINK_KEY (worker/notify/links.ts): seat secrets are derived from it when set. */
  linkKey: string | null;
  /** Hands the ids of outbox rows a committed write created to delivery (after the response); of `shard` by default. */
  dispatch: (outboxIds: number[], shard?: number) => void;
  fallback?: Fallback;
  /** Asks for one bot decision in a match at `seq`, after the current write (queue, waitUntil); absent: bots wait for the cron. */
  scheduleBot?: (matchId: string, seq: number) => void;
  /** Whose writes this invocation serves (worker/botbudget.ts): kept with a match whose bot work they cause. */
  client?: string;
  /**
   * The same client as stored with its messages and open tables (worker/lobby-cap.ts clientTag: a SHA-256, never the
   * address): the invitations it causes are counted per address by it (delivery/deliver.ts, issue #39).
   */
  clientTag?: string;
  /** Called before each bot decision (worker/botbudget.ts): 0 to go ahead, else ms to wait; absent: no budget. */
  botGate?: () => Promise<number>;
  /**
   * false: no local mailbox records messages, so a move writes a row for a seat without a channel as settled instead
   * of handing it to delivery (worker/notify/outbox.ts settledIfUnreachable). Absent: every row is delivered.
   */
  mailbox?: boolean;
  /** The bot levels this server runs (BOT_MAX_LEVEL) and strong's budget; default: both levels. */
  bots?: BotConfig;
  /** The seats with a page of the match open now (worker/live/present.ts); absent: nobody counts as here. */
  presentSeats?: (matchId: string) => Promise<readonly number[]>;
  /** Matches' rows a move post may start from (worker/host/match-cache.ts); absent: every move reads D1. */
  matchCache?: MatchCache;
  /** The bucket archived matches are read from (worker/archive/); absent: nothing is archived. */
  archive?: R2Bucket;
}

/** The bot of a game on this host (whether it reads the seat's history), or undefined when it has none. */
export const botOf = (h: Pick<Host, "botPlayers">, gameId: string): { usesHistory: boolean } | undefined => h.botPlayers.of(gameId);
