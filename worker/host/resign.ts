/**
 * Resigning (issue #30 item 6). With two players, or when fewer than two seats or no human seat would stay in play,
 * the match ends: the seats still in play share first place, then the seats that resigned, the latest first. With
 * more players the game goes on and the resigned seat is handled as the match's timeout policy says: under "bot" a
 * bot plays it at the match's level; under "skip", "fallback" and "abandon" (and without a clock) the server plays
 * its turns as a timeout would (a pass where "skip" allows one, else the fallback move), logged `by: "resigned"`.
 * "abandon" does not end the match here: the other players asked for no end. What the seat's pieces do then is
 * each game's "Resignation" section of its RULES.md. Either way the resignation is a server entry in the match's
 * hash chain (issue #40: engine/core/ending.ts), written in the batch that records it, so the record proves it.
 */
import type { Seat } from "../../engine/core/game.js";
import { abandonMatch } from "../../db/matches.js";
import { startTakeover } from "../../db/seats.js";
import type { SeatRow } from "../../db/schema.js";
import type { Credential } from "./caller.js";
import { botOnTurn, runLevel } from "../bot-policy.js";
import { endTurn, parseClock } from "../clock.js";
import { DomainError } from "../domain-error.js";
import { liveNotify } from "../live/notify.js";
import { rowsFor } from "../notify/outbox.js";
import type { MatchOutput } from "../api-shapes.js";
import { payloadOf } from "./commit.js";
import { botOf, type Host } from "./host.js";
import { currentState, load, seatClockOf } from "./load.js";
import { matchOutput } from "./reads.js";
import { resignationsOf } from "./ranking.js";
import { resignationOutcome } from "../../engine/core/ending.js";
import { entryRow } from "./entries.js";

export async function resign(h: Host, id: string, credential: Credential, seq: number): Promise<MatchOutput> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null) throw new DomainError("forbidden", "secret_required", "Only a seat can resign: Authorization: Bearer <seat secret>.");
  const { match } = l;
  if (seq !== match.seq) {
    throw new DomainError(
      "conflict",
      "stale_seq",
      `The match is at seq ${match.seq}, not ${seq}: look at it again before resigning.`,
      undefined,
      {
        seq: match.seq,
      },
    );
  }
  if (match.status !== "active") {
    const code = match.status === "open" ? "match_not_started" : "match_over";
    throw new DomainError("conflict", code, match.status === "open" ? "The match has not started." : "The match is over.", undefined, {
      seq: match.seq,
    });
  }
  const me = l.seats.find((s) => s.seat === seat)!;
  if (me.resignedAt !== null)
    throw new DomainError("conflict", "already_resigned", "This seat has already resigned.", undefined, { seq: match.seq });
  const now = h.now();
  const inPlay = l.seats.filter((s) => s.seat !== seat && s.resignedAt === null);
  const landed =
    inPlay.length < 2 || !inPlay.some((s) => s.bot === null) ? await endByResignation(h, l, seat, now) : await goOn(h, l, me, now);
  if (!landed)
    throw new DomainError("conflict", "stale_seq", "A move landed first: look at the match again.", undefined, {
      seq: (await load(h, id, credential)).match.seq,
    });
  const fresh = await load(h, id, credential);
  return matchOutput(fresh, await currentState(h, fresh), now);
}

async function endByResignation(h: Host, l: Awaited<ReturnType<typeof load>>, seat: Seat, now: number): Promise<boolean> {
  const { match, game } = l;
  const seats = l.seats.map((s) => (s.seat === seat ? { ...s, resignedAt: now } : s));
  const outcome = resignationOutcome(match.players, { seat, at: now }, resignationsOf(seats));
  const payload = payloadOf(h, match.id, game.id, match.seq + 1, match.seq, []);
  const rows = l.seats.filter((s) => s.tokenHash !== null).flatMap((s) => rowsFor(s, "match_over", payload, now));
  const entry = await entryRow(match, { type: "resigned", seat, at: now, ends: true });
  const r = await abandonMatch(h.db, match.id, match.seq, JSON.stringify(outcome), now, rows, entry, {
    status: "finished",
    resigned: seat,
  });
  if (!r.ok) return false;
  liveNotify(match.id, match.seq);
  h.dispatch(r.outboxIds);
  return true;
}

async function goOn(h: Host, l: Awaited<ReturnType<typeof load>>, me: SeatRow, now: number): Promise<boolean> {
  const { match, game } = l;
  const clock = parseClock(match.clock);
  const bots = h.bots?.levels ?? [];
  // the marker of a seat the server plays; under "bot" also the level it plays at (jobs/bots.ts reads the policy)
  const level = clock?.timeout === "bot" && botOf(h, game.id) && bots.length > 0 ? runLevel(clock.botLevel ?? "easy", h.bots!) : "easy";
  const entry = await entryRow(match, { type: "resigned", seat: me.seat, at: now, ends: false });
  const ok = await startTakeover(h.db, match.id, me.seat, level, endTurn(seatClockOf(me), now), now, entry, true);
  if (!ok) return false;
  liveNotify(match.id, match.seq);
  // the seat on turn is now the server's; and a bot on turn whose move raced the entry (refused: the head moved on,
  // db/moves.ts) is asked again rather than left to the cron's safety net
  if (match.activeSeats.includes(me.seat) || botOnTurn(l.seats, match.activeSeats) !== null) h.scheduleBot?.(match.id, match.seq);
  return true;
}
