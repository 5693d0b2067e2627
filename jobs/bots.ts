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
 * cron (jobs/cron.ts) re-schedules bots left waiting.
 */
import type { Seat } from "../engine/core/game.js";
import type { BotMessage } from "../protocol/jobs.js";
import { publicEvents } from "./bot-history.js";
import { DEFAULT_TIMEOUT, parseClock, timeoutPlan, type BotLevel, type TimeoutPolicy } from "../worker/clock.js";
import { BOT_DECISIONS_PER_RUN, BOT_RUN_MS, botLevelOf, botOnTurn, runLevel, type BotConfig } from "../worker/bot-policy.js";
import type { Env } from "../worker/env.js";
import { commitSteps } from "../worker/host/commit.js";
import { botOf, type Host } from "../worker/host/host.js";
import { SPECTATOR } from "../worker/host/caller.js";
import { currentState, load, type Loaded } from "../worker/host/load.js";
import { randomFallback } from "../worker/host/host.js";
import { planMove } from "../worker/plan.js";
import { chainedBy } from "../worker/host/entries.js";
import type { Shards } from "../db/shards.js";
import { botClientOf } from "../db/matches.js";
import { originOf } from "../db/outbox.js";
import { CRON_CLIENT } from "../worker/botbudget.js";
import { makeHost, type Hosted } from "../worker/compose.js";
import { dispatch } from "../worker/notify/dispatch.js";
import { storedOrigin } from "../worker/origin.js";
import { shardsFromEnv } from "../worker/shards.js";

export type { BotMessage } from "../protocol/jobs.js";

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
  const l = await load(h, matchId, SPECTATOR);
  if (l.match.status !== "active") return { status: "idle" };
  if (l.match.seq !== seq) return { status: "stale" };
  const active = l.match.activeSeats;
  const seat = botOnTurn(l.seats, active);
  const bot = botOf(h, l.game.id);
  if (seat === null || (!bot && !playedAsResigned(l, seat))) return { status: "idle" };
  const level = runLevel(botLevelOf(l.seats.find((s) => s.seat === seat)!)!, config);
  const wait = (await h.botGate?.()) ?? 0; // the client's bot budget, then yield to people (worker/botbudget.ts)
  if (wait > 0) return { status: "deferred", inMs: wait };
  const state = await currentState(h, l);
  const resigned = playedAsResigned(l, seat);
  if (resigned || !bot) {
    const legal = l.game.legalMoves(state, seat) as { type: string }[];
    const move =
      timeoutPlan(resigned ?? DEFAULT_TIMEOUT, legal) === "pass"
        ? legal.find((m) => m.type === "pass")!
        : await (h.fallback ?? randomFallback)({ game: l.game, state, seat, legal, matchSeed: l.match.seed, seq: seq + 1 });
    return commitBotStep(h, l, state, active, seat, move, level, "resigned");
  }
  // a strong bot whose game recalls the public log gets the events its seat was shown (engine/bots/README.md, API)
  const history =
    level === "strong" && bot.usesHistory ? (await publicEvents(h.db, matchId, seq)).map((e) => l.game.viewEvent(e, { seat })) : undefined;
  const move = await h.botPlayers.choose({
    gameId: l.game.id,
    view: l.game.view(state, { seat }),
    seat,
    level,
    seed: `${matchId}:${seq}`,
    ...(history ? { history } : {}),
    ...(level === "strong" && config.strongIterations ? { iterations: config.strongIterations } : {}),
  });
  return commitBotStep(h, l, state, active, seat, move, level, "bot");
}

/**
 * A seat that resigned in a match whose timeout policy is not "bot" is played as a timeout would play it (worker/
 * host/resign.ts): the policy to apply, or null when a bot decides for the seat.
 */
function playedAsResigned(l: Loaded, seat: Seat): TimeoutPolicy | null {
  if (l.seats.find((s) => s.seat === seat)?.resignedAt == null) return null;
  const policy = parseClock(l.match.clock)?.timeout ?? DEFAULT_TIMEOUT;
  return policy === "bot" ? null : policy;
}

async function commitBotStep(
  h: Host,
  l: Loaded,
  state: unknown,
  active: Seat[],
  seat: Seat,
  move: unknown,
  level: BotLevel,
  by: "bot" | "resigned",
): Promise<BotStep> {
  const plan = await planMove(l.game, state, active, seat, move, l.match.headHash, l.match.seq + 1, chainedBy(l.match, by));
  const done = await commitSteps(h, l, [{ plan, by }], h.now());
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
export async function playBotTurn(
  h: Host,
  matchId: string,
  seq: number,
  config: BotConfig,
  clock: () => number = Date.now,
): Promise<BotRun> {
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

export interface BotDeps extends Hosted {
  env: Env;
  now: () => number;
  /** Default: the configuration's (worker/shards.ts). */
  shards?: Shards;
}

/**
 * The queue consumer's work for one bot message: one run of decisions, their outbox rows handed on (queue or direct
 * delivery) and the next run enqueued, all awaited before the message is acked.
 */
export async function runBotMessage(d: BotDeps, msg: BotMessage): Promise<BotRun> {
  const pending: Promise<unknown>[] = [];
  const shards = d.shards ?? shardsFromEnv(d.env);
  const shard = shards.indexOf(msg.matchId);
  const db = shards.all[shard]!;
  // a message without a client (the cron's, or one queued before clients were kept) charges the match's client
  const client = msg.client ?? (await botClientOf(db, msg.matchId)) ?? CRON_CLIENT;
  const h = makeHost(d.env, {
    ...d,
    shards,
    shard,
    client,
    origin: storedOrigin(d.env, await originOf(db, msg.matchId)),
    dispatch: (ids, on = shard) => void pending.push(dispatch(d.env, ids, d.now(), on).catch((e) => console.error("dispatch:", e))),
    scheduleBot: (matchId, seq) => void pending.push(enqueueBots(d.env, [{ kind: "bot", matchId, seq, client }])),
  });
  try {
    return await playBotTurn(h, msg.matchId, msg.seq, h.bots!);
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
