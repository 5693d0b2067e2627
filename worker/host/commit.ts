/** Committing planned moves: the log rows, snapshot, clocks and outbox in one batch, then the next player is told. */
import type { Seat } from "../../engine/core/game.js";
import { appendMoves, type MovesWrite } from "../../db/moves.js";
import type { MatchRow, OutboxInsert, SeatRow } from "../../db/schema.js";
import { botLevelOf, botOnTurn } from "../bot-policy.js";
import { endTurn, endVacation, matchDeadline, parseClock, startTurn, type SeatClock } from "../clock.js";
import { liveNotify } from "../live/notify.js";
import { rowsFor, settledIfUnreachable, type Payload } from "../notify/outbox.js";
import { holdWhileHere } from "../notify/quiet.js";
import type { MovePlan } from "../plan.js";
import { chargedClient } from "../botbudget.js";
import type { Host } from "./host.js";
import { seatClockOf, type Loaded } from "./load.js";
import { matchOutput } from "./reads.js";
import { rankResignedLast } from "./ranking.js";

export const payloadOf = (h: Host, match: string, game: string, from: number, seq: number, active: Seat[]): Omit<Payload, "seat"> => ({
  origin: h.origin,
  match,
  game,
  from,
  seq,
  active,
  // who caused the message: its invitation, if it becomes one, counts against that client (delivery/deliver.ts)
  ...(h.clientTag ? { sender: h.clientTag } : {}),
});

/** One decision to commit: a seat's own move, or one played for it by the timeout. */
export interface Step {
  plan: MovePlan;
  by: "timeout" | "bot" | "resigned" | null;
}

/**
 * Commits planned moves (consecutive seqs from match.seq + 1) in one batch: the log rows, the snapshot, the seats'
 * clocks (turns that end add to used time; turns that start get a deadline), and the outbox rows — 'your_turn'
 * for seats that became active, 'match_over' for everyone at the end, 'timeout' for a seat played for.
 * `guard` "seq": the batch fails if another move landed first; "rev": also if anything in the match row or its
 * seats changed since `l` was read (a move post, whose rows may come from the isolate's cache).
 * Returns null when the batch failed (it rolled back as a whole); else the rows as D1 now holds them.
 */
export async function commitSteps(
  h: Host,
  l: Loaded,
  steps: Step[],
  now: number,
  guard: "seq" | "rev" = "seq",
): Promise<{ match: MatchRow; seats: SeatRow[] } | null> {
  const { match } = l;
  const last = steps[steps.length - 1]!.plan;
  const after = last.after;
  const timedOut = new Set(steps.filter((s) => s.by === "timeout").map((s) => s.plan.seat));
  const { seatClocks, seatsAfter } = clocksAfter(l, steps, timedOut, now);
  const outbox = await noticesAfter(h, l, seatsAfter, timedOut, last, now);

  const updated: MatchRow = {
    ...match,
    seq: last.seq,
    status: last.status,
    state: last.stateJson,
    activeSeats: after,
    outcome: last.outcome && rankResignedLast(last.outcome, l.seats),
    headHash: last.hash,
    turnDeadline: last.outcome ? null : matchDeadline(seatsAfter.filter((s) => after.includes(s.seat))),
    updatedAt: now,
    botWaiting: !last.outcome && botOnTurn(seatsAfter, after) !== null ? 1 : 0,
    botClient: chargedClient(h) ?? match.botClient,
  };
  const written = await appendMoves(h.db, {
    matchId: match.id,
    expectedSeq: match.seq,
    expectedRev: guard === "rev" ? match.rev : null,
    moves: logRows(match, steps, now),
    match: {
      status: updated.status,
      state: updated.state,
      activeSeats: updated.activeSeats,
      outcome: updated.outcome,
      headHash: updated.headHash,
      turnDeadline: updated.turnDeadline,
      updatedAt: now,
      botWaiting: updated.botWaiting,
      botClient: updated.botClient,
    },
    seatClocks,
    outbox: h.mailbox === false ? outbox.map(settledIfUnreachable) : outbox,
    checkpoints: steps.map(({ plan }) => ({ seq: plan.seq, state: plan.stateJson })),
  });
  if (!written.ok) return null;
  const committed: MatchRow = { ...updated, rev: written.rev };
  liveNotify(match.id, last.seq, () => matchOutput({ ...l, match: committed, seats: seatsAfter, caller: { seat: null } }, last.next, now));
  h.dispatch(written.outboxIds);
  if (updated.botWaiting) h.scheduleBot?.(match.id, last.seq);
  return { match: committed, seats: seatsAfter };
}

/**
 * The seats' clocks after the steps: a seat whose turn ends adds to its used time, one whose turn starts gets a
 * deadline, one played for by the timeout and still on turn starts a new turn, and a seat that moved itself ends its
 * vacation. Returns the seats as the batch leaves them and the clocks it writes (only those that changed).
 */
function clocksAfter(l: Loaded, steps: Step[], timedOut: Set<Seat>, now: number) {
  const before = l.match.activeSeats;
  const after = steps[steps.length - 1]!.plan.after;
  const clock = parseClock(l.match.clock);
  const deciders = new Set(steps.filter((s) => s.by === null).map((s) => s.plan.seat));
  const seatClocks: MovesWrite["seatClocks"] = [];
  const seatsAfter = l.seats.map((row) => {
    if (!clock || botLevelOf(row) !== null) return row; // a bot plays at once: it has no clock
    let sc = seatClockOf(row);
    const was = before.includes(row.seat);
    const is = after.includes(row.seat);
    if (deciders.has(row.seat)) sc = endVacation(sc, now); // moving ends a vacation (the rest is refunded)
    if (was && !is) sc = endTurn(sc, now);
    else if (!was && is) sc = startTurn(clock, sc, now);
    else if (was && is && timedOut.has(row.seat)) sc = startTurn(clock, endTurn(sc, now), now);
    const changed = (Object.keys(sc) as (keyof SeatClock)[]).some((k) => sc[k] !== row[k]);
    if (!changed) return row;
    seatClocks.push({ seat: row.seat, clock: sc });
    return { ...row, ...sc, rev: row.rev + 1 }; // as appendMoves writes it
  });
  return { seatClocks, seatsAfter };
}

/**
 * The outbox rows of the steps: 'your_turn' for each player's seat that became active (held while its page is
 * open), 'timeout' for a seat played for, 'match_over' for every player's seat at the end.
 */
async function noticesAfter(h: Host, l: Loaded, seatsAfter: SeatRow[], timedOut: Set<Seat>, last: MovePlan, now: number) {
  const { match, game } = l;
  const before = match.activeSeats;
  const after = last.after;
  const payload = payloadOf(h, match.id, game.id, match.seq + 1, last.seq, after);
  const outbox: OutboxInsert[] = [];
  const turns = seatsAfter.filter((s) => s.tokenHash !== null && after.includes(s.seat) && !before.includes(s.seat) && !s.takeover);
  // quiet while you are here: a seat whose page is open gets its turn notice later, if at all (notify/quiet.ts)
  const here = turns.length > 0 && h.presentSeats ? await h.presentSeats(match.id) : [];
  for (const s of seatsAfter) {
    if (s.tokenHash === null) continue;
    if (turns.includes(s)) {
      const rows = rowsFor(s, "your_turn", payload, now);
      outbox.push(...(here.includes(s.seat) ? rows.map((r) => holdWhileHere(r, now)) : rows));
    }
    if (timedOut.has(s.seat)) outbox.push(...rowsFor(s, "timeout", payload, now));
    if (last.outcome) outbox.push(...rowsFor(s, "match_over", payload, now));
  }
  return outbox;
}

/** The move log's rows of the steps, each chained to the hash of the one before (the match's head for the first). */
function logRows(match: MatchRow, steps: Step[], now: number) {
  let prevHash = match.headHash;
  return steps.map(({ plan, by }) => {
    const row = {
      matchId: match.id,
      seq: plan.seq,
      seat: plan.seat,
      move: plan.moveJson,
      events: plan.eventsJson,
      prevHash,
      hash: plan.hash,
      createdAt: now,
      by,
    };
    prevHash = plan.hash;
    return row;
  });
}
