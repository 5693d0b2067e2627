/** Loading a match for a caller: the rows, the game that plays it, who is asking, and the current state. */
import type { AnyGame, Viewer } from "../../engine/core/game.js";
import { loadMatch, saveSnapshot } from "../../db/matches.js";
import { endTakeover } from "../../db/seats.js";
import type { MatchRow, SeatRow } from "../../db/schema.js";
import { resolveCaller, type Caller, type Credential } from "./caller.js";
import { parseClock, startTurn, type SeatClock } from "../clock.js";
import { DomainError } from "../domain-error.js";
import { liveNotify } from "../live/notify.js";
import type { Host } from "./host.js";
import type { MatchRows } from "./match-cache.js";
import { stateAt } from "./states.js";
import { archivedOf } from "../archive/read.js";

export interface Loaded {
  match: MatchRow;
  seats: SeatRow[];
  game: AnyGame;
  caller: Caller;
}

export const viewerOf = (caller: Caller): Viewer => (caller.seat === null ? { spectator: true } : { seat: caller.seat });

/**
 * A seat's clock fields. Also read from seats not yet inserted (`NewSeat`, where the columns' defaults are still
 * missing): an absent field is the column's default, never `undefined` (an undefined deadline once hid every
 * deadline but seat 0's from the match's `deadline`).
 */
export const seatClockOf = (s: Partial<SeatRow>): SeatClock => ({
  turnStartedAt: s.turnStartedAt ?? null,
  deadline: s.deadline ?? null,
  allowanceMs: s.allowanceMs ?? null,
  reminded: s.reminded ?? 0,
  usedMs: s.usedMs ?? 0,
  vacationFrom: s.vacationFrom ?? null,
  vacationUntil: s.vacationUntil ?? null,
  vacationYear: s.vacationYear ?? null,
  vacationUsedMs: s.vacationUsedMs ?? 0,
});

export function findGameIn(h: Host, id: string): AnyGame | undefined {
  return h.games.find((g) => g.id === id);
}

export async function load(h: Host, id: string, credential: Credential): Promise<Loaded> {
  const found = await loadMatch(h.db, id);
  if (!found) throw new DomainError("not_found", "match_not_found", `No match ${id}.`);
  return loadedFrom(h, found, credential);
}

/** A match's rows (from D1 or the isolate's cache, worker/host/match-cache.ts) with its game and the caller. */
export function loadedFrom(h: Host, found: MatchRows, credential: Credential): Loaded {
  const game = findGameIn(h, found.match.game);
  if (!game?.rulesVersions.includes(found.match.rulesVersion)) {
    throw new DomainError(
      "conflict",
      "rules_unavailable",
      `This server cannot host ${found.match.game} rules version ${found.match.rulesVersion}.`,
    );
  }
  const caller = resolveCaller(found.seats, credential);
  return { ...found, game, caller };
}

/** The current state: the snapshot, the archive's (an archived match), or (if the cache is gone) a replay of the log, cached again. */
export async function currentState(h: Host, l: Loaded): Promise<unknown> {
  if (l.match.state !== null) return JSON.parse(l.match.state);
  // an archived match's final state went to the archive with its log (worker/archive/)
  if (l.match.archivedAt !== null) return JSON.parse((await archivedOf(h, l.match.id)).state);
  const { state } = await stateAt(h.db, l.game, l.match, l.match.seq);
  await saveSnapshot(h.db, l.match.id, l.match.seq, JSON.stringify(state));
  return state;
}

/**
 * The owner of a taken-over seat is back (a GET or a move with the seat's secret): the bot stops playing for it; a
 * seat on turn starts a fresh turn on its clock. Returns the match as loaded again when something changed.
 */
export async function ownerBack(h: Host, l: Loaded, credential: Credential): Promise<Loaded> {
  const me = l.caller.seat === null ? undefined : l.seats.find((s) => s.seat === l.caller.seat);
  if (!me?.takeover || me.resignedAt !== null) return l; // a seat that resigned stays played for
  const now = h.now();
  const clock = parseClock(l.match.clock);
  const onTurn = l.match.status === "active" && l.match.activeSeats.includes(me.seat);
  const sc = clock && onTurn ? startTurn(clock, seatClockOf(me), now) : null;
  await endTakeover(h.db, l.match.id, me.seat, sc, now);
  liveNotify(l.match.id, l.match.seq);
  return load(h, l.match.id, credential);
}
