/**
 * Computer players in the host (engine/bots has the players themselves). A seat is played by a bot when it is a bot
 * seat (`seats.bot`) or while a bot has taken it over after its deadline (`seats.takeover`, timeout policy "bot").
 *
 * One bot decision per invocation: when a write leaves a bot on turn, the host schedules `{ kind: "bot", matchId, seq }`
 * (worker/app.ts: the notify queue, else waitUntil after the response, at most BOT_INLINE_LIMIT decisions per
 * request); `playBotMove` plays exactly one move if the match is still at `seq`, through the same commit as a
 * human's move (one batch: log row marked `by: "bot"`, snapshot, clocks, outbox). That commit schedules the next
 * decision if a bot is still on turn. A duplicate message finds the match past `seq` (or loses the append on the
 * (match_id, seq) primary key) and does nothing. The cron (worker/cron.ts) re-schedules bots left waiting.
 */
import { botFor, chooseMove } from "../engine/bots/index.js";
import type { AnyGame, Seat } from "../engine/core/game.js";
import * as q from "../db/queries.js";
import type { SeatRow } from "../db/schema.js";
import type { BotLevel } from "./clock.js";
import type { Env } from "./env.js";
import { commitSteps, currentState, load, type Host } from "./host.js";
import { planMove } from "./plan.js";
import { dispatch } from "./notify/deliver.js";
import { linkKey } from "./notify/links.js";
import { storedOrigin } from "./origin.js";
import { botGate, CRON_CLIENT } from "./botbudget.js";

/** A message on the notify queue asking for one bot decision in `matchId` at `seq`. */
export interface BotMessage {
  kind: "bot";
  matchId: string;
  seq: number;
  /** The client whose write caused this bot work (worker/botbudget.ts); absent: the cron's shared key. */
  client?: string;
}

export const LEVELS: readonly BotLevel[] = ["easy", "strong"];

/** Bot decisions a request's waitUntil plays when there is no queue (the rest waits for the cron). */
export const BOT_INLINE_LIMIT = 10;
/** The cron re-schedules a bot left on turn this long after the match's last write. */
export const BOT_STALL_MS = 60_000;

/** What the host allows: BOT_MAX_LEVEL ("easy" on the free plan's 10 ms CPU limit, default "strong"). */
export interface BotConfig {
  levels: readonly BotLevel[];
  /** Strong's search iterations per decision; undefined = each game bot's own budget (engine/bots/README.md). */
  strongIterations?: number;
}

export function botConfig(env: Pick<Env, "BOT_MAX_LEVEL" | "BOT_STRONG_ITERATIONS">): BotConfig {
  const max = env.BOT_MAX_LEVEL === "easy" ? "easy" : env.BOT_MAX_LEVEL === "off" ? null : "strong";
  const it = Number(env.BOT_STRONG_ITERATIONS);
  return {
    levels: max === null ? [] : LEVELS.slice(0, LEVELS.indexOf(max) + 1),
    ...(Number.isInteger(it) && it > 0 ? { strongIterations: it } : {}),
  };
}

/** The levels offered for a game (GET /api/games `bots`). */
export const botLevelsFor = (gameId: string, config: BotConfig): BotLevel[] => (botFor(gameId) ? [...config.levels] : []);

/** The level a seat is played at by a bot now, or null for a human (or open) seat. */
export const botLevelOf = (s: Pick<SeatRow, "bot" | "takeover">): BotLevel | null => s.bot ?? s.takeover ?? null;

/** A level the server runs: a strong bot on a server capped at easy plays easy. */
export const runLevel = (level: BotLevel, config: BotConfig): BotLevel => (config.levels.includes(level) ? level : "easy");

/** The first seat on turn a bot plays for. */
export const botOnTurn = (seats: readonly Pick<SeatRow, "seat" | "bot" | "takeover">[], active: readonly Seat[]): Seat | null =>
  seats.find((s) => active.includes(s.seat) && botLevelOf(s) !== null)?.seat ?? null;

export type BotStep =
  | { status: "played"; seq: number; seat: Seat; level: BotLevel }
  /** The match moved on (a duplicate or late message), is over, or no bot is on turn: nothing to do. */
  | { status: "stale" | "idle" }
  /** Another write took this seq first (a duplicate message running at the same time): already done. */
  | { status: "conflict" }
  /** The client's bot budget is spent (worker/botbudget.ts): ask again in `inMs`. */
  | { status: "deferred"; inMs: number };

/** Plays one bot move in `matchId` if the match is still at `seq` and a bot is on turn. */
export async function playBotMove(h: Host, matchId: string, seq: number, config: BotConfig): Promise<BotStep> {
  const l = await load(h, matchId, undefined);
  if (l.match.status !== "active") return { status: "idle" };
  if (l.match.seq !== seq) return { status: "stale" };
  const active = JSON.parse(l.match.activeSeats) as Seat[];
  const seat = botOnTurn(l.seats, active);
  if (seat === null || !botFor(l.game.id)) return { status: "idle" };
  const level = runLevel(botLevelOf(l.seats.find((s) => s.seat === seat)!)!, config);
  const wait = (await h.botGate?.()) ?? 0; // the client's bot budget, then yield to people (worker/botbudget.ts)
  if (wait > 0) return { status: "deferred", inMs: wait };
  const state = await currentState(h, l);
  const move = chooseMove(l.game, l.game.view(state, { seat }), seat, {
    level,
    seed: `${matchId}:${seq}`,
    ...(level === "strong" && config.strongIterations ? { iterations: config.strongIterations } : {}),
  });
  const plan = await planMove(l.game, state, active, seat, move, l.match.headHash, seq + 1);
  const done = await commitSteps(h, l, [{ plan, by: "bot" }], h.now());
  return done ? { status: "played", seq: plan.seq, seat, level } : { status: "conflict" };
}

export interface BotDeps {
  db: q.Db;
  games: readonly AnyGame[];
  env: Env;
  now: () => number;
}

/**
 * The queue consumer's work for one bot message: one decision, its outbox rows handed on (queue or direct delivery)
 * and the next decision enqueued, all awaited before the message is acked.
 */
export async function runBotMessage(d: BotDeps, msg: BotMessage): Promise<BotStep> {
  const pending: Promise<unknown>[] = [];
  const config = botConfig(d.env);
  const client = msg.client ?? CRON_CLIENT;
  const h: Host = {
    db: d.db,
    games: d.games,
    origin: storedOrigin(d.env, await q.originOf(d.db, msg.matchId)),
    now: d.now,
    linkKey: linkKey(d.env),
    bots: config,
    dispatch: (ids) => void pending.push(dispatch(d, ids).catch((e) => console.error("dispatch:", e))),
    scheduleBot: (matchId, seq) => void pending.push(enqueueBots(d.env, [{ kind: "bot", matchId, seq, client }])),
    botGate: botGate(d.env, client, d.now),
  };
  try {
    return await playBotMove(h, msg.matchId, msg.seq, config);
  } finally {
    await Promise.all(pending);
  }
}

/** Sends bot messages to the queue; false when there is none (or it failed): the caller plays them itself. */
export async function enqueueBots(env: Env, msgs: BotMessage[]): Promise<boolean> {
  if (!env.NOTIFY_QUEUE || msgs.length === 0) return false;
  try {
    await env.NOTIFY_QUEUE.sendBatch(msgs.map((body) => ({ body })));
    return true;
  } catch (e) {
    console.warn(`queue send failed: ${(e as Error).message}`);
    return false;
  }
}
