/**
 * The scheduled job (one Cron Trigger, every 5 minutes): turn reminders at 50 % and 80 %, timeouts at the deadline
 * (the match's policy: skip / fallback / abandon), the daily digest, and the outbox sweep. `runCron` takes `now`
 * and its dependencies as arguments, so tests call it directly with an injected clock; the Worker's `scheduled`
 * handler only builds them.
 */
import type { Seat } from "../engine/core/game.js";
import type { Shards } from "../db/shards.js";
import { dueClocks, writeReminder } from "../db/clocks.js";
import { abandonMatch, botClientOf, waitingBots } from "../db/matches.js";
import { heldForDigest, insertOutboxRows, markDigested, originOf, writeDigest } from "../db/outbox.js";
import { startTakeover } from "../db/seats.js";
import type { SeatRow } from "../db/schema.js";
import { SPECTATOR } from "../worker/host/caller.js";
import { dueAction, DAY, endTurn, parseClock, timeoutPlan, type ClockAction } from "../worker/clock.js";
import { BOT_INLINE_LIMIT, BOT_STALL_MS, runLevel } from "../worker/bot-policy.js";
import { enqueueBots, playBotTurn, type BotMessage } from "./bots.js";
import { makeHost, type HostContext, type Hosted } from "../worker/compose.js";
import type { Delivery } from "../protocol/delivery.js";
import type { Env } from "../worker/env.js";
import { commitSteps, type Step } from "../worker/host/commit.js";
import { botOf, randomFallback, type Fallback, type Host } from "../worker/host/host.js";
import { currentState, load, seatClockOf } from "../worker/host/load.js";
import { deliverRows, sweepRows } from "../worker/notify/dispatch.js";
import { rowsFor } from "../worker/notify/outbox.js";
import { planMove } from "../worker/plan.js";
import { chainedBy, entryRow } from "../worker/host/entries.js";
import { abandonedOutcome } from "../engine/core/ending.js";
import { liveNotify } from "../worker/live/notify.js";
import { sha256Hex } from "../worker/chain.js";
import { storedOrigin } from "../worker/origin.js";
import { CRON_CLIENT } from "../worker/botbudget.js";
import { mayEmail } from "../worker/notify/consent.js";
import { releaseHeld } from "../db/invitations.js";
import { closeStale } from "../worker/lobby.js";
import { shardsFromEnv } from "../worker/shards.js";

export interface CronDeps extends Hosted {
  env: Env;
  now: number;
  /** Default: the configuration's (worker/shards.ts). */
  shards?: Shards;
  fallback?: Fallback;
  /** Deliver the rows this run creates, and sweep the outbox (default true). */
  deliver?: boolean;
  /** Most bot runs (jobs/bots.ts playBotTurn) this job makes itself when there is no queue (default BOT_INLINE_LIMIT; 0: none). */
  botMoves?: number;
}

export interface CronReport {
  reminders: number;
  timeouts: number;
  abandoned: number;
  digests: number;
  /** Bot takeovers started (timeout policy "bot"). */
  takeovers: number;
  /** Bot decisions handed to the queue or played by this run. */
  bots: number;
  delivered: Delivery[];
}

/** Most moves a timeout plays for one seat in one go (a whole multi-step turn). */
const MAX_TIMEOUT_MOVES = 200;

/** The outbox rows a run created, by the number of their database (db/shards.ts). */
type Created = number[][];

/**
 * One run: each match database is swept in turn (clocks due, stale open tables, stalled bots: each read is bounded
 * by what is due in that database, tests/worker/query-plans.test.ts), then the digest across all of them.
 */
export async function runCron(d: CronDeps): Promise<CronReport> {
  const report: CronReport = { reminders: 0, timeouts: 0, abandoned: 0, digests: 0, takeovers: 0, bots: 0, delivered: [] };
  const shards = d.shards ?? shardsFromEnv(d.env);
  const created: Created = shards.all.map(() => []);
  const botsDue: BotMessage[] = [];
  const ctx: HostContext = {
    games: d.games,
    botPlayers: d.botPlayers,
    now: () => d.now,
    shards,
    client: CRON_CLIENT,
    origin: storedOrigin(d.env, null),
    dispatch: (ids, shard = 0) => void created[shard]!.push(...ids),
    fallback: d.fallback ?? randomFallback,
    // resolved to the match's client in runBots
    scheduleBot: (matchId, seq) => void botsDue.push({ kind: "bot", matchId, seq }),
  };
  for (const [shard, db] of shards.all.entries()) {
    const host = makeHost(d.env, { ...ctx, shard, dispatch: (ids, on = shard) => void created[on]!.push(...ids) });
    for (const due of await dueClocks(db, d.now, 100)) {
      const action = dueAction(seatClockOf(due), d.now);
      if (!action) continue;
      try {
        const origin = storedOrigin(d.env, await originOf(db, due.matchId));
        const n = await applyAction({ ...host, origin }, due, action, d.now);
        if (action.kind === "remind") report.reminders += n;
        else if (n === 2) report.abandoned++;
        else if (n === 3) report.takeovers++;
        else report.timeouts += n;
      } catch (e) {
        console.error(`cron: match ${due.matchId} seat ${due.seat}: ${(e as Error).stack ?? e}`);
      }
    }
    await closeStale(db, d.now);
    for (const m of await waitingBots(db, d.now - BOT_STALL_MS, 50)) {
      if (botsDue.some((x) => x.matchId === m.id)) continue;
      botsDue.push({ kind: "bot", matchId: m.id, seq: m.seq, client: m.botClient ?? CRON_CLIENT });
    }
  }
  report.bots = await runBots(d, shards, ctx, botsDue);
  report.digests = await runDigest(d, shards, created);
  if (d.deliver !== false) {
    for (const [shard, ids] of created.entries()) report.delivered.push(...(await deliverRows(d.env, ids, d.now, shard)));
    report.delivered.push(...(await sweepRows(d.env, d.now)));
  }
  return report;
}

/**
 * Bots on turn: those a takeover just started, and the safety net — matches where a bot has been on turn for
 * BOT_STALL_MS without a write (a lost queue message or waitUntil; runCron reads them per database). With a queue,
 * one message each; without, this run makes up to `botMoves` bot runs itself (a run that leaves a bot on turn asks
 * for the next one).
 */
async function runBots(d: CronDeps, shards: Shards, ctx: HostContext, due: BotMessage[]): Promise<number> {
  if (due.length === 0) return 0;
  // every run is charged to the client that caused the match's bot work, never to a budget the cron shares
  for (const m of due) m.client ??= (await botClientOf(shards.of(m.matchId), m.matchId)) ?? CRON_CLIENT;
  if (await enqueueBots(d.env, due)) return due.length;
  let budget = d.botMoves ?? Number(d.env.BOT_INLINE_LIMIT ?? BOT_INLINE_LIMIT);
  let played = 0;
  while (due.length > 0 && budget-- > 0) {
    const m = due.shift()!;
    try {
      const shard = shards.indexOf(m.matchId);
      const origin = storedOrigin(d.env, await originOf(shards.all[shard]!, m.matchId));
      const charged = makeHost(d.env, {
        ...ctx,
        shard,
        client: m.client!,
        scheduleBot: (matchId, seq) => void due.push({ kind: "bot", matchId, seq, client: m.client }),
      });
      const r = await playBotTurn({ ...charged, origin }, m.matchId, m.seq, charged.bots!);
      played += r.decisions;
    } catch (e) {
      console.error(`cron: bot in match ${m.matchId} at ${m.seq}: ${(e as Error).stack ?? e}`);
    }
  }
  return played;
}

/** Returns 1 for a reminder written or a timeout played, 2 for an abandoned match, 3 for a bot takeover, 0 when nothing was done. */
async function applyAction(
  h: Host,
  due: SeatRow & { game: string; seq: number; activeSeats: Seat[] },
  action: NonNullable<ClockAction>,
  now: number,
): Promise<number> {
  if (action.kind === "remind") {
    const kind = action.percent === 50 ? "reminder50" : "reminder80";
    const payload = { origin: h.origin, match: due.matchId, game: due.game, from: due.seq, seq: due.seq, active: due.activeSeats };
    const ids = await writeReminder(h.db, due.matchId, due.seat, action.percent, due.deadline!, rowsFor(due, kind, payload, now));
    h.dispatch(ids);
    return 1;
  }
  const l = await load(h, due.matchId, SPECTATOR);
  const me = l.seats.find((s) => s.seat === due.seat)!;
  const active = l.match.activeSeats;
  // re-check on fresh data: a move or a vacation may have landed since the query
  if (l.match.status !== "active" || !active.includes(due.seat) || dueAction(seatClockOf(me), now)?.kind !== "timeout") return 0;
  const policy = parseClock(l.match.clock)?.timeout ?? "fallback";
  if (policy === "abandon") return (await abandon(h, l, due.seat, now)) ? 2 : 0;
  if (policy === "bot" && botOf(h, l.game.id) && h.bots && h.bots.levels.length > 0) return (await takeOver(h, l, me, now)) ? 3 : 0;

  let state = await currentState(h, l);
  const steps: Step[] = [];
  let before = active;
  let head = l.match.headHash;
  let seq = l.match.seq;
  while (before.includes(due.seat) && steps.length < MAX_TIMEOUT_MOVES) {
    const legal = l.game.legalMoves(state, due.seat) as { type: string }[];
    if (legal.length === 0) break;
    const how = timeoutPlan(policy, legal);
    const move =
      how === "pass"
        ? legal.find((m) => m.type === "pass")!
        : await (h.fallback ?? randomFallback)({ game: l.game, state, seat: due.seat, legal, matchSeed: l.match.seed, seq: seq + 1 });
    const plan = await planMove(l.game, state, before, due.seat, move, head, seq + 1, chainedBy(l.match, "timeout"));
    steps.push({ plan, by: "timeout" });
    state = plan.next;
    before = plan.after;
    head = plan.hash;
    seq = plan.seq;
  }
  if (steps.length === 0) return 0;
  return (await commitSteps(h, l, steps, now)) ? 1 : 0;
}

/**
 * Timeout policy "bot": a bot takes the seat over (its clock stops; no move is played here) and is asked for its
 * first decision; the seat's owner hears of it. The takeover lasts until the owner comes back (worker/host/load.ts ownerBack).
 */
async function takeOver(h: Host, l: Awaited<ReturnType<typeof load>>, me: SeatRow, now: number): Promise<boolean> {
  const level = runLevel(parseClock(l.match.clock)?.botLevel ?? "easy", h.bots!);
  const entry = await entryRow(l.match, { type: "takeover", seat: me.seat, at: now, level });
  if (!(await startTakeover(h.db, l.match.id, me.seat, level, endTurn(seatClockOf(me), now), now, entry))) return false;
  const active = l.match.activeSeats;
  const payload = {
    origin: h.origin,
    match: l.match.id,
    game: l.game.id,
    from: l.match.seq + 1,
    seq: l.match.seq,
    active,
    takeover: level,
  };
  liveNotify(l.match.id, l.match.seq);
  h.dispatch(await insertOutboxRows(h.db, rowsFor(me, "timeout", payload, now)));
  h.scheduleBot?.(l.match.id, l.match.seq);
  return true;
}

/**
 * Ends the match as abandoned (guarded by its seq and head: a move that landed first wins), with the abandonment in
 * its log (a server entry); everyone hears of it.
 */
async function abandon(h: Host, l: Awaited<ReturnType<typeof load>>, seat: Seat, now: number): Promise<boolean> {
  const { match } = l;
  const payload = { origin: h.origin, match: match.id, game: l.game.id, from: match.seq + 1, seq: match.seq, active: [] as Seat[] };
  const rows = l.seats.filter((s) => s.tokenHash !== null).flatMap((s) => rowsFor(s, "match_over", payload, now));
  const entry = await entryRow(match, { type: "abandoned", seat, at: now });
  const r = await abandonMatch(h.db, match.id, match.seq, JSON.stringify(abandonedOutcome(seat, now)), now, rows, entry);
  if (r.ok) liveNotify(match.id, match.seq);
  if (r.ok) h.dispatch(r.outboxIds);
  return r.ok;
}

/**
 * The daily digest: at DIGEST_HOUR_UTC (default 7), one e-mail per address listing the matches where one of its
 * digest seats is on turn, in any database. The 'your_turn' e-mails of those seats were held; they are marked
 * digested. The digest's own row is kept where its key sends it (shards.of: the first database).
 */
async function runDigest(d: CronDeps, shards: Shards, created: Created): Promise<number> {
  const hour = Number(d.env.DIGEST_HOUR_UTC ?? "7");
  if (new Date(d.now).getUTCHours() !== hour) return 0;
  const held: (Awaited<ReturnType<typeof heldForDigest>>[number] & { shard: number })[] = [];
  for (const [shard, db] of shards.all.entries()) {
    const all = await heldForDigest(db);
    // the digest lists only seats whose address accepted them; the others go to delivery, which invites (consent.ts)
    const unaccepted = all.filter((h) => !mayEmail(h, "digest")).map((h) => h.id);
    if (unaccepted.length > 0) {
      await releaseHeld(db, unaccepted, d.now);
      created[shard]!.push(...unaccepted);
    }
    held.push(...all.filter((h) => mayEmail(h, "digest")).map((h) => ({ ...h, shard })));
  }
  if (held.length === 0) return 0;
  const day = new Date(d.now).toISOString().slice(0, 10);
  type Entry = { ids: number[][]; items: Map<string, { match: string; seat: Seat }>; origin: string | null };
  const byEmail = new Map<string, Entry>();
  for (const h of held) {
    const e: Entry = byEmail.get(h.email) ?? { ids: shards.all.map(() => []), items: new Map(), origin: h.origin };
    e.ids[h.shard]!.push(h.id);
    e.items.set(`${h.matchId}/${h.seat}`, { match: h.matchId, seat: h.seat });
    byEmail.set(h.email, e);
  }
  let n = 0;
  for (const [email, e] of byEmail) {
    const key = `digest:${(await sha256Hex(email.toLowerCase())).slice(0, 24)}`;
    const payload = {
      origin: storedOrigin(d.env, e.origin),
      match: key,
      game: "",
      from: 0,
      seq: Math.floor(d.now / DAY),
      active: [] as Seat[],
      day,
      email,
      items: [...e.items.values()],
    };
    const row = rowsFor({ seat: 0, email, webhook: null, push: null, digest: 0 }, "digest", payload, d.now);
    const home = shards.indexOf(key);
    // the row and its own database's held rows in one batch; the other databases' held rows after it (a run that
    // stops between finds them still held, and the day's digest row already written: it marks them then)
    const ids = await writeDigest(shards.all[home]!, row[0]!, e.ids[home]!);
    for (const [shard, heldIds] of e.ids.entries())
      if (shard !== home && heldIds.length > 0) await markDigested(shards.all[shard]!, heldIds);
    created[home]!.push(...ids);
    n += ids.length;
  }
  return n;
}
