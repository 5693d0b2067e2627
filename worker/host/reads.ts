/** Answers to reads: the match for the caller (with its ETag), the log, a past position, the record. */
import type { GameEvent } from "../../engine/core/game.js";
import { unreadCount } from "../../db/chat.js";
import type { MatchRow, MoveRow, SeatRow, ServerEntryRow } from "../../db/schema.js";
import type { ServerEntry } from "../../engine/core/ending.js";
import { entriesOf, logOf } from "../archive/read.js";
import type { Credential } from "./caller.js";
import { CHAIN_VERSION, genesisHash } from "../chain.js";
import { DAY, onVacation, parseClock, vacationLeftMs, type ClockSettings } from "../clock.js";
import type { LogOutput, MatchOutput, RecordOutput } from "../api-shapes.js";
import type { Host } from "./host.js";
import { currentState, load, ownerBack, seatClockOf, viewerOf, type Loaded } from "./load.js";

export function matchOutput(l: Loaded, state: unknown, now: number): MatchOutput {
  const { match, seats, game, caller } = l;
  const clock = parseClock(match.clock);
  const active = match.status === "active" ? match.activeSeats : [];
  const out: MatchOutput = {
    id: match.id,
    game: match.game,
    rulesVersion: match.rulesVersion,
    status: match.status,
    seq: match.seq,
    activeSeats: active,
    view: game.view(state, viewerOf(caller)),
    outcome: match.outcome,
    seedHash: match.seedHash,
    players: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      open: s.tokenHash === null && s.bot === null,
      deadline: match.status === "active" && active.includes(s.seat) ? s.deadline : null,
      vacationUntil: s.vacationUntil !== null && s.vacationUntil > now && (s.vacationFrom ?? 0) <= now ? s.vacationUntil : null,
      ...(s.bot ? { bot: s.bot } : {}),
      ...(s.takeover ? { takenOverBy: "bot" as const } : {}),
      ...(clock && clock.vacationDays > 0 && s.bot === null ? { vacationLeftMs: vacationLeftMs(clock, seatClockOf(s), now) } : {}),
      ...(s.resignedAt !== null ? { resigned: s.resignedAt } : {}),
    })),
    deadline: match.status === "active" ? match.turnDeadline : null,
    clock: clockOutput(clock),
    ...(match.rematchOf ? { rematchOf: match.rematchOf } : {}),
    ...(match.rematchId ? { rematch: match.rematchId } : {}),
  };
  if (caller.seat !== null) {
    const me = seats.find((s) => s.seat === caller.seat)!;
    out.you = { seat: me.seat, name: me.name, contact: me.email ?? me.webhook };
    if (clock && clock.vacationDays > 0) {
      const sc = seatClockOf(me);
      out.you.vacation = { leftMs: vacationLeftMs(clock, sc, now), until: onVacation(sc, now) ? sc.vacationUntil : null };
    }
    const legal = active.includes(me.seat) ? game.legalMoves(state, me.seat) : [];
    out.legalMoves = legal;
    // each move in the game's notation, the words a reply to a turn e-mail plays it by (issue #43)
    out.notation = legal.map((m) => game.notation.format(m));
  }
  return out;
}

export const clockOutput = (c: ClockSettings | null): MatchOutput["clock"] =>
  c === null
    ? null
    : {
        daysPerMove: c.perMoveMs / DAY,
        totalDays: c.totalMs === null ? null : c.totalMs / DAY,
        timeout: c.timeout,
        ...(c.botLevel ? { botLevel: c.botLevel } : {}),
        vacationDays: c.vacationDays,
      };

/** The match for the caller, or null when `ifNoneMatch` already names the current version (→ 304). */
export async function getMatch(
  h: Host,
  id: string,
  credential: Credential,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string; body: MatchOutput | null }> {
  const l = await ownerBack(h, await load(h, id, credential), credential);
  // a seat's unread table talk (My matches shows it on each card): chat lines and read marks move no match row
  const unread = l.caller.seat === null ? null : await unreadCount(h.db, id, l.caller.seat);
  const etag = etagOf(l, unread);
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return { etag, body: null };
  }
  const body = matchOutput(l, await currentState(h, l), h.now());
  if (body.you && unread !== null) body.you.unread = unread;
  return { etag, body };
}

/**
 * Changes whenever anything in the caller's answer can change (moves, joins, vacations, deadlines, a seat's unread
 * count); differs between viewers.
 */
function etagOf(l: Loaded, unread: number | null): string {
  const joined = l.seats.filter((s) => s.tokenHash !== null).length;
  const who = l.caller.seat === null ? "spectator" : `seat${l.caller.seat}-u${unread}`;
  return `"${l.match.seq}-${l.match.status}-${joined}-${l.match.updatedAt.toString(36)}-${who}"`;
}

export async function getLog(h: Host, id: string, credential: Credential): Promise<LogOutput> {
  const l = await load(h, id, credential);
  const viewer = viewerOf(l.caller);
  const rows = await logOf(h, l.match);
  return {
    id,
    seq: l.match.seq,
    entries: rows.map((r) => {
      const move = JSON.parse(r.move);
      const parsed = l.game.parseMove(move);
      return {
        seq: r.seq,
        seat: r.seat,
        move,
        text: parsed.ok ? l.game.describeMove(parsed.value) : r.move,
        // the move in the game's notation (its RULES.md, "Notation"), as a reply to a turn e-mail plays it (issue #43)
        ...(parsed.ok ? { notation: l.game.notation.format(parsed.value) } : {}),
        events: (JSON.parse(r.events) as GameEvent[]).map((e) => l.game.viewEvent(e, viewer)),
        at: r.createdAt,
        ...(r.by ? { by: r.by } : {}),
        prevHash: r.prevHash,
        hash: r.hash,
      };
    }),
  };
}

export async function getRecord(h: Host, id: string, credential: Credential): Promise<RecordOutput> {
  const l = await load(h, id, credential);
  return recordOf(l.match, l.seats, await logOf(h, l.match), await entriesOf(h, l.match));
}

/** A match's entries in chain order: by the move they follow, then each after the one whose hash it names. */
function chainOrder(rows: readonly ServerEntryRow[]): ServerEntryRow[] {
  const out: ServerEntryRow[] = [];
  const left = [...rows].sort((a, b) => a.after - b.after || a.createdAt - b.createdAt);
  while (left.length > 0) {
    const after = left[0]!.after;
    const group = left.filter((e) => e.after === after);
    const first = group.find((e) => !group.some((o) => o.hash === e.prevHash)) ?? group[0]!;
    out.push(first);
    left.splice(left.indexOf(first), 1);
  }
  return out;
}

/**
 * A match's record (GET /record, and the archive's object, worker/archive/): what `npm run replay` verifies. Format 2:
 * the moves hash who decided them, and every server decision is in `entries`; format 1, a match begun before issue
 * #40: neither for what happened before (its later decisions are in `entries` all the same).
 */
export async function recordOf(m: MatchRow, seats: SeatRow[], rows: MoveRow[], entries: readonly ServerEntryRow[]): Promise<RecordOutput> {
  const { id, options } = m;
  const out: RecordOutput = {
    format: m.chainVersion >= CHAIN_VERSION ? "waka-record/2" : "waka-record/1",
    id,
    game: m.game,
    rulesVersion: m.rulesVersion,
    players: m.players,
    options,
    seedHash: m.seedHash,
    genesisHash: await genesisHash({
      match: id,
      game: m.game,
      rulesVersion: m.rulesVersion,
      players: m.players,
      options,
      seedHash: m.seedHash,
    }),
    headHash: m.headHash,
    status: m.status,
    outcome: m.outcome,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, ...(s.bot ? { bot: s.bot } : {}) })),
    moves: rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      move: JSON.parse(r.move),
      ...(r.by ? { by: r.by } : {}),
      prevHash: r.prevHash,
      hash: r.hash,
    })),
    entries: chainOrder(entries).map((e) => ({
      after: e.after,
      entry: JSON.parse(e.entry) as ServerEntry,
      prevHash: e.prevHash,
      hash: e.hash,
    })),
  };
  if (m.status === "finished" || m.status === "abandoned") out.seed = m.seed;
  return out;
}
