/**
 * The scheduled job (one Cron Trigger, every 5 minutes): turn reminders at 50 % and 80 %, timeouts at the deadline
 * (the match's policy: skip / fallback / abandon), the daily digest, and the outbox sweep. `runCron` takes `now`
 * and its dependencies as arguments, so tests call it directly with an injected clock; the Worker's `scheduled`
 * handler only builds them.
 */
import type { AnyGame, Outcome, Seat } from "../engine/core/game.js";
import * as q from "../db/queries.js";
import type { SeatRow } from "../db/schema.js";
import { dueAction, DAY, parseClock, timeoutPlan, type ClockAction } from "./clock.js";
import type { Env } from "./env.js";
import { commitSteps, currentState, load, randomFallback, seatClockOf, type Fallback, type Host, type Step } from "./host.js";
import { deliverMany, sweepOutbox, type Delivery, type NotifyDeps } from "./notify/deliver.js";
import { linkKey } from "./notify/links.js";
import { rowsFor } from "./notify/outbox.js";
import { planMove } from "./plan.js";
import { sha256Hex } from "./chain.js";

export interface CronDeps {
  db: q.Db;
  games: readonly AnyGame[];
  env: Env;
  now: number;
  fallback?: Fallback;
  /** Deliver the rows this run creates, and sweep the outbox (default true). */
  deliver?: boolean;
}

export interface CronReport {
  reminders: number;
  timeouts: number;
  abandoned: number;
  digests: number;
  delivered: Delivery[];
}

/** Most moves a timeout plays for one seat in one go (a whole multi-step turn). */
const MAX_TIMEOUT_MOVES = 200;

export async function runCron(d: CronDeps): Promise<CronReport> {
  const report: CronReport = { reminders: 0, timeouts: 0, abandoned: 0, digests: 0, delivered: [] };
  const created: number[] = [];
  const host: Host = {
    db: d.db,
    games: d.games,
    origin: d.env.PUBLIC_ORIGIN ?? "",
    now: () => d.now,
    linkKey: linkKey(d.env),
    dispatch: (ids) => void created.push(...ids),
    fallback: d.fallback ?? randomFallback,
  };
  for (const due of await q.dueClocks(d.db, d.now, 100)) {
    const action = dueAction(seatClockOf(due), d.now);
    if (!action) continue;
    try {
      const origin = d.env.PUBLIC_ORIGIN ?? (await q.originOf(d.db, due.matchId)) ?? "";
      const h = { ...host, origin };
      const n = await applyAction(h, due, action, d.now);
      if (action.kind === "remind") report.reminders += n;
      else if (n === 2) report.abandoned++;
      else report.timeouts += n;
    } catch (e) {
      console.error(`cron: match ${due.matchId} seat ${due.seat}: ${(e as Error).stack ?? e}`);
    }
  }
  report.digests = await runDigest(d, created);
  if (d.deliver !== false) {
    const deps: NotifyDeps = { db: d.db, games: d.games, env: d.env, now: () => d.now };
    report.delivered = [...(await deliverMany(deps, created)), ...(await sweepOutbox(deps))];
  }
  return report;
}

/** Returns 1 for a reminder written or a timeout played, 2 for an abandoned match, 0 when nothing was done. */
async function applyAction(h: Host, due: SeatRow & { game: string; seq: number; activeSeats: string }, action: NonNullable<ClockAction>, now: number): Promise<number> {
  if (action.kind === "remind") {
    const kind = action.percent === 50 ? "reminder50" : "reminder80";
    const payload = { origin: h.origin, match: due.matchId, game: due.game, from: due.seq, seq: due.seq, active: JSON.parse(due.activeSeats) as Seat[] };
    const ids = await q.writeReminder(h.db, due.matchId, due.seat, action.percent, due.deadline!, rowsFor(due, kind, payload, now));
    h.dispatch(ids);
    return 1;
  }
  const l = await load(h, due.matchId, undefined);
  const me = l.seats.find((s) => s.seat === due.seat)!;
  const active = JSON.parse(l.match.activeSeats) as Seat[];
  // re-check on fresh data: a move or a vacation may have landed since the query
  if (l.match.status !== "active" || !active.includes(due.seat) || dueAction(seatClockOf(me), now)?.kind !== "timeout") return 0;
  const policy = parseClock(l.match.clock)?.timeout ?? "fallback";
  if (policy === "abandon") return (await abandon(h, l.match.id, l.game.id, l.match.seq, due.seat, l.seats, now)) ? 2 : 0;

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
    const plan = await planMove(l.game, state, before, due.seat, move, head, seq + 1);
    steps.push({ plan, by: "timeout" });
    state = plan.next;
    before = plan.after;
    head = plan.hash;
    seq = plan.seq;
  }
  if (steps.length === 0) return 0;
  return (await commitSteps(h, l, steps, now)) ? 1 : 0;
}

/** Ends the match as abandoned (guarded by its seq: a move that landed first wins); everyone hears of it. */
async function abandon(h: Host, matchId: string, game: string, seq: number, seat: Seat, seats: SeatRow[], now: number): Promise<boolean> {
  const outcome: Outcome = { scores: [], ranking: [], reason: "abandoned", details: { seat, at: now } };
  const payload = { origin: h.origin, match: matchId, game, from: seq + 1, seq, active: [] as Seat[] };
  const rows = seats.filter((s) => s.tokenHash !== null).flatMap((s) => rowsFor(s, "match_over", payload, now));
  const r = await q.abandonMatch(h.db, matchId, seq, JSON.stringify(outcome), now, rows);
  if (r.ok) h.dispatch(r.outboxIds);
  return r.ok;
}

/**
 * The daily digest: at DIGEST_HOUR_UTC (default 7), one e-mail per address listing the matches where one of its
 * digest seats is on turn. The 'your_turn' e-mails of those seats were held; they are marked digested.
 */
async function runDigest(d: CronDeps, created: number[]): Promise<number> {
  const hour = Number(d.env.DIGEST_HOUR_UTC ?? "7");
  if (new Date(d.now).getUTCHours() !== hour) return 0;
  const held = await q.heldForDigest(d.db);
  if (held.length === 0) return 0;
  const day = new Date(d.now).toISOString().slice(0, 10);
  const byEmail = new Map<string, { ids: number[]; items: Map<string, { match: string; seat: Seat }>; origin: string }>();
  for (const h of held) {
    const e: { ids: number[]; items: Map<string, { match: string; seat: Seat }>; origin: string } = byEmail.get(h.email) ?? {
      ids: [],
      items: new Map(),
      origin: h.origin,
    };
    e.ids.push(h.id);
    e.items.set(`${h.matchId}/${h.seat}`, { match: h.matchId, seat: h.seat });
    byEmail.set(h.email, e);
  }
  let n = 0;
  for (const [email, e] of byEmail) {
    const key = `digest:${(await sha256Hex(email.toLowerCase())).slice(0, 24)}`;
    const payload = { origin: d.env.PUBLIC_ORIGIN ?? e.origin, match: key, game: "", from: 0, seq: Math.floor(d.now / DAY), active: [] as Seat[], day, email, items: [...e.items.values()] };
    const row = rowsFor({ seat: 0, email, webhook: null, push: null, digest: 0 }, "digest", payload, d.now);
    const ids = await q.writeDigest(d.db, row[0]!, e.ids);
    created.push(...ids);
    n += ids.length;
  }
  return n;
}
