/**
 * Computer players in the host (engine/bots has the players themselves). A seat is played by a bot when it is a bot
 * seat (`seats.bot`) or while a bot has taken it over after its deadline (`seats.takeover`, timeout policy "bot").
 *
 * One bot turn per invocation: when a write leaves a bot on turn, the host schedules `{ kind: "bot", matchId, seq }`
 * (worker/app.ts: the notify queue, else waitUntil after the response, at most BOT_INLINE_LIMIT runs per request);
 * `playBotTurn` then plays that bot's consecutive decisions while the same bot stays on turn, within a budget
 * (BOT_DECISIONS_PER_RUN decisions, BOT_RUN_MS milliseconds), each through `playBotMove`: exactly one move if the
 * match is still at its seq, through the same commit as a human's move (one batch: log row marked `by: "bot"`,
 * snapshot, clocks, outbox), so every decision is its own log entry and the page sees them land one by one. When
 * the run stops with a bot still on turn (the budget, or another bot's turn), it schedules the next run. A duplicate
 * message finds the match past `seq` (or loses the append on the (match_id, seq) primary key) and does nothing. The
 * cron (worker/cron.ts) re-schedules bots left waiting.
 */
import { botFor, chooseMove } from "../engine/bots/index.js";
import type { AnyGame, Seat } from "../engine/core/game.js";
import * as q from "../db/queries.js";
import type { SeatRow } from "../db/schema.js";
import { BOT_LEVELS, type BotLevel } from "../db/enums.js";
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

export const LEVELS: readonly BotLevel[] = BOT_LEVELS;

/** Bot runs (playBotTurn) a request's waitUntil makes when there is no queue (the rest waits for the cron). */
export const BOT_INLINE_LIMIT = 10;
/**
 * The budget of one run: at most this many decisions, started within this many milliseconds of the run's start
 * (wall time, D1 waits included, so it overstates the CPU used). A run that stops early enqueues the rest.
 */
export const BOT_DECISIONS_PER_RUN = 24;
export const BOT_RUN_MS = 1000;
/** The cron re-schedules a bot left on turn this long after the match's last write. */
export const BOT_STALL_MS = 60_000;

/** What the host allows: BOT_MAX_LEVEL ("easy" on the free plan's 10 ms CPU limit, default "strong"). */
export interface BotConfig {
  levels: readonly BotLevel[];
  /** Strong's search iterations per decision; undefined = each game bot's own budget (engine/bots/README.md). */
  strongIterations?: number;
  /** Decisions per run (BOT_DECISIONS_PER_RUN); undefined = the default. */
  decisionsPerRun?: number;
  /** Milliseconds a run may start decisions in (BOT_RUN_MS); undefined = the default. */
  runMs?: number;
}

/** A positive whole number from a var, else undefined. */
const positive = (v: string | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function botConfig(env: Pick<Env, "BOT_MAX_LEVEL" | "BOT_STRONG_ITERATIONS" | "BOT_DECISIONS_PER_RUN" | "BOT_RUN_MS">): BotConfig {
  const max = env.BOT_MAX_LEVEL === "easy" ? "easy" : env.BOT_MAX_LEVEL === "off" ? null : "strong";
  const it = positive(env.BOT_STRONG_ITERATIONS);
  const decisions = positive(env.BOT_DECISIONS_PER_RUN);
  const ms = positive(env.BOT_RUN_MS);
  return {
    levels: max === null ? [] : LEVELS.slice(0, LEVELS.indexOf(max) + 1),
    ...(it ? { strongIterations: it } : {}),
    ...(decisions ? { decisionsPerRun: decisions } : {}),
    ...(ms ? { runMs: ms } : {}),
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
  /** `next`: the bot seat on turn after this move (null: a human's turn, or the end). */
  | { status: "played"; seq: number; seat: Seat; level: BotLevel; next: Seat | null }
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
  const active = l.match.activeSeats;
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
  if (!done) return { status: "conflict" };
  const next = plan.outcome ? null : botOnTurn(done.seats, plan.after);
  return { status: "played", seq: plan.seq, seat, level, next };
}

/** What one run did: its last decision (or why it played none) and how many decisions it played. */
export type BotRun = BotStep & { decisions: number };

/**
 * Plays the consecutive decisions of the bot on turn in `matchId` from `seq`, while that same bot stays on turn and
 * the run's budget lasts; then schedules the next run if a bot is still on turn (through `h.scheduleBot`). Each
 * decision is committed on its own, so a failure or a lost race keeps what was played before it.
 */
export async function playBotTurn(h: Host, matchId: string, seq: number, config: BotConfig, clock: () => number = Date.now): Promise<BotRun> {
  const started = clock();
  const maxDecisions = config.decisionsPerRun ?? BOT_DECISIONS_PER_RUN;
  const maxMs = config.runMs ?? BOT_RUN_MS;
  // the run schedules its successor itself, once, at its end (not after every commit)
  const inner: Host = { ...h, scheduleBot: undefined };
  let last: BotStep | null = null;
  let decisions = 0;
  for (;;) {
    // each decision passes the client's bot budget first (h.botGate, inside playBotMove)
    const step = await playBotMove(inner, matchId, last?.status === "played" ? last.seq : seq, config);
    if (step.status !== "played") {
      // budget spent part-way: a fresh run from the new seq, which the queue then holds back until the budget refills
      if (step.status === "deferred" && last?.status === "played") h.scheduleBot?.(matchId, last.seq);
      return { ...(last ?? step), decisions };
    }
    decisions++;
    const seat = last?.status === "played" ? last.seat : step.seat;
    last = step;
    if (step.next === null) return { ...step, decisions };
    if (step.next !== seat || decisions >= maxDecisions || clock() - started >= maxMs) {
      h.scheduleBot?.(matchId, step.seq);
      return { ...step, decisions };
    }
  }
}

export interface BotDeps {
  db: q.Db;
  games: readonly AnyGame[];
  env: Env;
  now: () => number;
}

/**
 * The queue consumer's work for one bot message: one run of decisions, their outbox rows handed on (queue or direct
 * delivery) and the next run enqueued, all awaited before the message is acked.
 */
export async function runBotMessage(d: BotDeps, msg: BotMessage): Promise<BotRun> {
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
    return await playBotTurn(h, msg.matchId, msg.seq, config);
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
