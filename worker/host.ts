/**
 * The match host: creates matches, seats players, applies moves and answers reads — for any game, through
 * the Game contract only (engine/core/game.ts). It knows no rules; it never sends state that did not pass
 * through the game's `view` (or `viewEvent`) for the caller.
 */
import type { AnyGame, GameEvent, Outcome, Seat, Viewer } from "../engine/core/game.js";
import { randomInt, seedRng } from "../engine/core/rng.js";
import * as q from "../db/queries.js";
import type { MatchRow, OutboxInsert, SeatRow } from "../db/schema.js";
import { genesisHash, randomSeed, randomToken, sha256Hex } from "./chain.js";
import { resolveCaller, type Caller } from "./auth.js";
import {
  clockFromInput,
  DAY,
  endTurn,
  endVacation,
  matchDeadline,
  onVacation,
  parseClock,
  startTurn,
  vacationLeftMs,
  type ClockSettings,
  type SeatClock,
} from "./clock.js";
import { ApiError } from "./errors.js";
import { deriveSeatSecret, matchLinks } from "./notify/links.js";
import { outboxStatus, rowsFor, settledIfUnreachable, type Payload } from "./notify/outbox.js";
import { contactsOf } from "./contacts.js";
import { planMove, type MovePlan } from "./plan.js";
import { stateAt } from "./state-at.js";
import { botConfig, botLevelOf, botLevelsFor, botOnTurn, type BotConfig } from "./bots.js";
import { liveNotify } from "./live/notify.js";
import type {
  AtSeqOutput,
  CreateMatchInput,
  CreatedMatchOutput,
  JoinInput,
  JoinedOutput,
  LogOutput,
  MatchOutput,
  RecordOutput,
} from "./schemas.js";

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
  db: q.Db;
  games: readonly AnyGame[];
  /** The trusted origin recorded with messages (worker/origin.ts), or null: then messages are refused at send time. */
  origin: string | null;
  /** The origin of links in a response to the requester itself (PUBLIC_ORIGIN, else the request's origin); default `origin`. */
  replyOrigin?: string;
  now: () => number;
  /** SEAT_LINK_KEY (worker/notify/links.ts): seat secrets are derived from it when set. */
  linkKey: string | null;
  /**
   * false: no local mailbox records messages, so a move writes a row for a seat without a channel as settled instead
   * of handing it to delivery (worker/notify/outbox.ts settledIfUnreachable). Absent: every row is delivered.
   */
  mailbox?: boolean;
  /** Hands the ids of outbox rows a committed write created to delivery (after the response). */
  dispatch: (outboxIds: number[]) => void;
  fallback?: Fallback;
  /** Asks for one bot decision in a match at `seq`, after the current write (queue, waitUntil); absent: bots wait for the cron. */
  scheduleBot?: (matchId: string, seq: number) => void;
  /** Called before each bot decision (worker/botbudget.ts): 0 to go ahead, else ms to wait; absent: no budget. */
  botGate?: () => Promise<number>;
  /** The bot levels this server runs (BOT_MAX_LEVEL) and strong's budget; default: both levels. */
  bots?: BotConfig;
}

export interface Loaded {
  match: MatchRow;
  seats: SeatRow[];
  game: AnyGame;
  caller: Caller;
}

const links = matchLinks;

const viewerOf = (caller: Caller): Viewer => (caller.seat === null ? { spectator: true } : { seat: caller.seat });


/**
 * A seat's clock fields. Also read from seats not yet inserted (`q.NewSeat`, where the columns' defaults are still
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

/** A new seat secret: derived from SEAT_LINK_KEY when there is one (so messages can carry it), else random. */
async function newSeatSecret(h: Host, matchId: string, seat: Seat): Promise<{ secret: string; salt: string | null }> {
  if (!h.linkKey) return { secret: randomToken(), salt: null };
  const salt = randomToken(16);
  return { secret: await deriveSeatSecret(h.linkKey, matchId, seat, salt), salt };
}

function findGameIn(h: Host, id: string): AnyGame | undefined {
  return h.games.find((g) => g.id === id);
}

export async function load(h: Host, id: string, authorization: string | undefined): Promise<Loaded> {
  const found = await q.loadMatch(h.db, id);
  if (!found) throw new ApiError(404, "match_not_found", `No match ${id}.`);
  const game = findGameIn(h, found.match.game);
  if (!game || !game.rulesVersions.includes(found.match.rulesVersion)) {
    throw new ApiError(
      409,
      "rules_unavailable",
      `This server cannot host ${found.match.game} rules version ${found.match.rulesVersion}.`,
    );
  }
  const caller = await resolveCaller(found.seats, authorization);
  return { ...found, game, caller };
}

/** The current state: the snapshot, or (if the cache is gone) a replay of the log, cached again. */
export async function currentState(h: Host, l: Loaded): Promise<unknown> {
  if (l.match.state !== null) return JSON.parse(l.match.state);
  const { state } = await stateAt(h.db, l.game, l.match, l.match.seq);
  await q.saveSnapshot(h.db, l.match.id, l.match.seq, JSON.stringify(state));
  return state;
}

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
    })),
    deadline: match.status === "active" ? match.turnDeadline : null,
    clock: clockOutput(clock),
  };
  if (caller.seat !== null) {
    const me = seats.find((s) => s.seat === caller.seat)!;
    out.you = { seat: me.seat, name: me.name, contact: me.email ?? me.webhook };
    if (clock && clock.vacationDays > 0) {
      const sc = seatClockOf(me);
      out.you.vacation = { leftMs: vacationLeftMs(clock, sc, now), until: onVacation(sc, now) ? sc.vacationUntil : null };
    }
    out.legalMoves = active.includes(me.seat) ? game.legalMoves(state, me.seat) : [];
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

// ---------------------------------------------------------------------------------------------- commands

export async function createMatch(h: Host, input: CreateMatchInput): Promise<CreatedMatchOutput> {
  const game = findGameIn(h, input.game);
  if (!game) throw new ApiError(400, "unknown_game", `No game '${input.game}'. See GET /api/games.`);
  const players = input.seats.length;
  if (players < game.players.min || players > game.players.max) {
    throw new ApiError(400, "bad_players", `${game.title} takes ${game.players.min}–${game.players.max} players, not ${players}.`);
  }
  const options = game.parseOptions(input.options ?? {}, players);
  if (!options.ok) throw new ApiError(400, options.error.code, options.error.message, options.error.rule);

  const now = h.now();
  const id = randomToken(9); // 72 bits, 12 URL-safe characters
  const seed = randomSeed();
  const seedHash = await sha256Hex(seed);
  const state = game.setup(seed, players, options.value);
  const active = game.activeSeats(state);
  const optionsJson = JSON.stringify(options.value);
  const genesis = await genesisHash({ match: id, game: game.id, rulesVersion: game.rulesVersion, players, options: JSON.parse(optionsJson), seedHash });
  const l = links(h.replyOrigin ?? h.origin ?? "", id);
  const clock = clockFromInput(input.clock);
  const levels = botLevelsFor(game.id, h.bots ?? botConfig({}));
  if (clock?.timeout === "bot" && levels.length === 0) clock.timeout = "fallback"; // no bot here: the documented fallback
  if (clock?.botLevel && !levels.includes(clock.botLevel)) clock.botLevel = "easy";

  const seatRows: q.NewSeat[] = [];
  const seatsOut: CreatedMatchOutput["seats"] = [];
  for (const [seat, spec] of input.seats.entries()) {
    if ("open" in spec) {
      seatRows.push({ matchId: id, seat });
      seatsOut.push({ seat, name: null, open: true });
    } else if ("bot" in spec) {
      if (!levels.includes(spec.bot)) {
        throw new ApiError(
          400,
          "bot_unavailable",
          levels.length === 0 ? `${game.title} has no computer player on this server.` : `This server offers ${levels.join(", ")} bots for ${game.title}, not ${spec.bot}.`,
        );
      }
      const name = spec.name ?? `Bot ${seat + 1}`;
      seatRows.push({ matchId: id, seat, name, bot: spec.bot, joinedAt: now });
      seatsOut.push({ seat, name, open: false, bot: spec.bot });
    } else {
      const { secret, salt } = await newSeatSecret(h, id, seat);
      seatRows.push({
        matchId: id,
        seat,
        name: spec.name,
        tokenHash: await sha256Hex(secret),
        linkSalt: salt,
        ...contactsOf(spec),
        joinedAt: now,
      });
      seatsOut.push({ seat, name: spec.name, open: false, secret, link: l.seat(secret) });
    }
  }
  const hasOpen = seatsOut.some((s) => s.open);
  const invite = hasOpen ? randomToken() : null;
  const status = hasOpen ? "open" : "active";
  const outboxRows: OutboxInsert[] = [];
  if (status === "active") {
    for (const seat of active) {
      const row = seatRows[seat]!;
      if (row.bot) continue; // a bot has no clock and no channel: it is scheduled below
      if (clock) Object.assign(row, startTurn(clock, seatClockOf(row), now));
      outboxRows.push(...rowsFor(seatRowLike(row), "your_turn", payloadOf(h, id, game.id, 0, 0, active), now));
    }
  }
  const deadline = status === "active" ? matchDeadline(seatRows.map(seatClockOf)) : null;

  const outboxIds = await q.insertMatch(
    h.db,
    {
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: JSON.parse(optionsJson),
      players,
      status,
      seed,
      seedHash,
      inviteHash: invite ? await sha256Hex(invite) : null,
      seq: 0,
      state: JSON.stringify(state),
      activeSeats: active,
      outcome: null,
      headHash: genesis,
      clock: clock ? JSON.stringify(clock) : null,
      turnDeadline: deadline,
      createdAt: now,
      updatedAt: now,
    },
    seatRows,
    outboxRows,
  );
  h.dispatch(outboxIds);
  if (status === "active" && botOnTurn(seatRows.map((r) => ({ seat: r.seat, bot: r.bot ?? null, takeover: null })), active) !== null) h.scheduleBot?.(id, 0);
  const out: CreatedMatchOutput = { id, game: game.id, status, seats: seatsOut, spectatorLink: l.spectator, seedHash };
  if (invite) out.invite = { token: invite, link: l.invite(invite) };
  return out;
}

/** A NewSeat as the outbox builder reads it (defaults filled in). */
const seatRowLike = (r: q.NewSeat) => ({ seat: r.seat, email: r.email ?? null, webhook: r.webhook ?? null, push: r.push ?? null, digest: r.digest ?? 0 });

const payloadOf = (h: Host, match: string, game: string, from: number, seq: number, active: Seat[]): Omit<Payload, "seat"> => ({
  origin: h.origin,
  match,
  game,
  from,
  seq,
  active,
});

export async function joinMatch(h: Host, id: string, input: JoinInput): Promise<JoinedOutput> {
  const found = await q.loadMatch(h.db, id);
  if (!found) throw new ApiError(404, "match_not_found", `No match ${id}.`);
  const { match, seats } = found;
  if (match.inviteHash === null || match.inviteHash !== (await sha256Hex(input.invite))) {
    throw new ApiError(403, "bad_invite", "This invite does not open a seat of this match.");
  }
  if (match.status !== "open") throw new ApiError(409, "no_open_seat", "Every seat is taken.");
  const open = seats.filter((s) => s.tokenHash === null && s.bot === null).map((s) => s.seat);
  const seat = input.seat ?? open[0];
  if (seat === undefined || !open.includes(seat)) {
    throw new ApiError(409, "seat_taken", input.seat === undefined ? "Every seat is taken." : `Seat ${input.seat} is not open.`);
  }
  const { secret, salt } = await newSeatSecret(h, id, seat);
  const now = h.now();
  const startSeats = match.activeSeats;
  const clock = parseClock(match.clock);
  const claim = await q.claimSeat(h.db, {
    matchId: id,
    seat,
    name: input.name,
    tokenHash: await sha256Hex(secret),
    linkSalt: salt,
    ...contactsOf(input),
    now,
    startSeats,
    startPayload: (s) => JSON.stringify({ ...payloadOf(h, id, match.game, 0, 0, startSeats), seat: s }),
    startStatus: (channel, digest) => outboxStatus(channel, "your_turn", digest),
    allowanceMs: clock ? (clock.totalMs === null ? clock.perMoveMs : Math.min(clock.perMoveMs, clock.totalMs)) : null,
  });
  if (!claim.claimed) throw new ApiError(409, "seat_taken", `Seat ${seat} was taken a moment ago; try again.`);
  liveNotify(id, match.seq);
  h.dispatch(claim.outboxIds);
  if (claim.status === "active" && botOnTurn(seats, startSeats) !== null) h.scheduleBot?.(id, 0);
  return { id, seat, secret, link: links(h.replyOrigin ?? h.origin ?? "", id).seat(secret), status: claim.status === "active" ? "active" : "open" };
}

/** The match for the caller, or null when `ifNoneMatch` already names the current version (→ 304). */
export async function getMatch(
  h: Host,
  id: string,
  authorization: string | undefined,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string; body: MatchOutput | null }> {
  const l = await ownerBack(h, await load(h, id, authorization), authorization);
  const etag = etagOf(l);
  if (ifNoneMatch !== undefined && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return { etag, body: null };
  }
  return { etag, body: matchOutput(l, await currentState(h, l), h.now()) };
}

/**
 * The owner of a taken-over seat is back (a GET or a move with the seat's secret): the bot stops playing for it; a
 * seat on turn starts a fresh turn on its clock. Returns the match as loaded again when something changed.
 */
async function ownerBack(h: Host, l: Loaded, authorization: string | undefined): Promise<Loaded> {
  const me = l.caller.seat === null ? undefined : l.seats.find((s) => s.seat === l.caller.seat);
  if (!me?.takeover) return l;
  const now = h.now();
  const clock = parseClock(l.match.clock);
  const onTurn = l.match.status === "active" && l.match.activeSeats.includes(me.seat);
  const sc = clock && onTurn ? startTurn(clock, seatClockOf(me), now) : null;
  await q.endTakeover(h.db, l.match.id, me.seat, sc, now);
  liveNotify(l.match.id, l.match.seq);
  return load(h, l.match.id, authorization);
}

/** Changes whenever anything in the caller's answer can change (moves, joins, vacations, deadlines); differs between viewers. */
function etagOf(l: Loaded): string {
  const joined = l.seats.filter((s) => s.tokenHash !== null).length;
  const who = l.caller.seat === null ? "spectator" : `seat${l.caller.seat}`;
  return `"${l.match.seq}-${l.match.status}-${joined}-${l.match.updatedAt.toString(36)}-${who}"`;
}

/** One decision to commit: a seat's own move, or one played for it by the timeout. */
export interface Step {
  plan: MovePlan;
  by: "timeout" | "bot" | null;
}

/**
 * Commits planned moves (consecutive seqs from match.seq + 1) in one batch: the log rows, the snapshot, the seats'
 * clocks (turns that end add to used time; turns that start get a deadline), and the outbox rows — 'your_turn'
 * for seats that became active, 'match_over' for everyone at the end, 'timeout' for a seat played for.
 * Returns null when another write landed first (the batch rolled back as a whole).
 */
export async function commitSteps(h: Host, l: Loaded, steps: Step[], now: number): Promise<{ match: MatchRow; seats: SeatRow[] } | null> {
  const { match, game } = l;
  const last = steps[steps.length - 1]!.plan;
  const before = match.activeSeats;
  const after = last.after;
  const clock = parseClock(match.clock);
  const deciders = new Set(steps.filter((s) => s.by === null).map((s) => s.plan.seat));
  const timedOut = new Set(steps.filter((s) => s.by === "timeout").map((s) => s.plan.seat));

  const seatClocks: q.MovesWrite["seatClocks"] = [];
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
    if (changed) seatClocks.push({ seat: row.seat, clock: sc });
    return { ...row, ...sc };
  });

  const from = match.seq + 1;
  const payload = payloadOf(h, match.id, game.id, from, last.seq, after);
  const outbox: OutboxInsert[] = [];
  for (const s of seatsAfter) {
    if (s.tokenHash === null) continue;
    if (after.includes(s.seat) && !before.includes(s.seat) && !s.takeover) outbox.push(...rowsFor(s, "your_turn", payload, now));
    if (timedOut.has(s.seat)) outbox.push(...rowsFor(s, "timeout", payload, now));
    if (last.outcome) outbox.push(...rowsFor(s, "match_over", payload, now));
  }

  const updated: MatchRow = {
    ...match,
    seq: last.seq,
    status: last.status,
    state: last.stateJson,
    activeSeats: after,
    outcome: last.outcome,
    headHash: last.hash,
    turnDeadline: last.outcome ? null : matchDeadline(seatsAfter.filter((s) => after.includes(s.seat))),
    updatedAt: now,
  };
  let prevHash = match.headHash;
  const written = await q.appendMoves(h.db, {
    matchId: match.id,
    expectedSeq: match.seq,
    moves: steps.map(({ plan, by }) => {
      const row = { matchId: match.id, seq: plan.seq, seat: plan.seat, move: plan.moveJson, events: plan.eventsJson, prevHash, hash: plan.hash, createdAt: now, by };
      prevHash = plan.hash;
      return row;
    }),
    match: {
      status: updated.status,
      state: updated.state,
      activeSeats: updated.activeSeats,
      outcome: updated.outcome,
      headHash: updated.headHash,
      turnDeadline: updated.turnDeadline,
      updatedAt: now,
    },
    seatClocks,
    outbox: h.mailbox === false ? outbox.map(settledIfUnreachable) : outbox,
    checkpoints: steps.map(({ plan }) => ({ seq: plan.seq, state: plan.stateJson })),
  });
  if (!written.ok) return null;
  liveNotify(match.id, last.seq, () => matchOutput({ ...l, match: updated, seats: seatsAfter, caller: { seat: null } }, last.next, now));
  h.dispatch(written.outboxIds);
  if (!last.outcome && botOnTurn(seatsAfter, after) !== null) h.scheduleBot?.(match.id, last.seq);
  return { match: updated, seats: seatsAfter };
}

export async function postMove(
  h: Host,
  id: string,
  authorization: string | undefined,
  input: { seq: number; move: unknown },
): Promise<MatchOutput> {
  const l = await ownerBack(h, await load(h, id, authorization), authorization);
  const { match, game } = l;
  const seat = l.caller.seat;
  if (seat === null) throw new ApiError(403, "secret_required", "Moves need a seat secret: Authorization: Bearer <secret>.");
  if (input.seq !== match.seq) {
    throw new ApiError(409, "stale_seq", `The match is at seq ${match.seq}, not ${input.seq}. Reload and try again.`, undefined, {
      seq: match.seq,
      match: matchOutput(l, await currentState(h, l), h.now()),
    });
  }
  if (match.status !== "active") {
    const code = match.status === "open" ? "match_not_started" : "match_over";
    throw new ApiError(409, code, match.status === "open" ? "Not every seat is taken yet." : "The match is over.", undefined, { seq: match.seq });
  }
  const before = match.activeSeats;
  if (!before.includes(seat)) throw new ApiError(403, "not_your_turn", `Seat ${seat} may not act now; waiting for ${before.join(", ")}.`);
  const state = await currentState(h, l);
  const now = h.now();
  const plan = await planMove(game, state, before, seat, input.move, match.headHash, match.seq + 1);
  const done = await commitSteps(h, l, [{ plan, by: null }], now);
  if (!done) {
    const fresh = await load(h, id, authorization);
    throw new ApiError(409, "stale_seq", `Another move landed first; the match is at seq ${fresh.match.seq}.`, undefined, {
      seq: fresh.match.seq,
      match: matchOutput(fresh, await currentState(h, fresh), h.now()),
    });
  }
  return matchOutput({ ...l, ...done }, plan.next, now);
}

// ------------------------------------------------------------------------------------------------ reads

export async function getLog(h: Host, id: string, authorization: string | undefined): Promise<LogOutput> {
  const l = await load(h, id, authorization);
  const viewer = viewerOf(l.caller);
  const rows = await q.loadMoves(h.db, id);
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
        events: (JSON.parse(r.events) as GameEvent[]).map((e) => l.game.viewEvent(e, viewer)),
        at: r.createdAt,
        ...(r.by ? { by: r.by } : {}),
        prevHash: r.prevHash,
        hash: r.hash,
      };
    }),
  };
}

export async function getAt(h: Host, id: string, seq: number, authorization: string | undefined): Promise<AtSeqOutput> {
  const l = await load(h, id, authorization);
  if (seq > l.match.seq) throw new ApiError(404, "no_such_seq", `The match has ${l.match.seq} moves; there is no seq ${seq}.`);
  const { state, events } = await stateAt(h.db, l.game, l.match, seq);
  const viewer = viewerOf(l.caller);
  const outcome = l.game.outcome(state) as Outcome | null;
  return {
    id,
    seq,
    activeSeats: outcome || l.match.status === "open" ? [] : l.game.activeSeats(state),
    view: l.game.view(state, viewer),
    outcome,
    events: events.map((e) => l.game.viewEvent(e, viewer)),
  };
}

export async function getRecord(h: Host, id: string, authorization: string | undefined): Promise<RecordOutput> {
  const l = await load(h, id, authorization);
  const m = l.match;
  const rows = await q.loadMoves(h.db, id);
  const options = m.options;
  const out: RecordOutput = {
    format: "waka-record/1",
    id,
    game: m.game,
    rulesVersion: m.rulesVersion,
    players: m.players,
    options,
    seedHash: m.seedHash,
    genesisHash: await genesisHash({ match: id, game: m.game, rulesVersion: m.rulesVersion, players: m.players, options, seedHash: m.seedHash }),
    headHash: m.headHash,
    status: m.status,
    outcome: m.outcome,
    seats: l.seats.map((s) => ({ seat: s.seat, name: s.name, ...(s.bot ? { bot: s.bot } : {}) })),
    moves: rows.map((r) => ({ seq: r.seq, seat: r.seat, move: JSON.parse(r.move), ...(r.by ? { by: r.by } : {}), prevHash: r.prevHash, hash: r.hash })),
  };
  if (m.status === "finished" || m.status === "abandoned") out.seed = m.seed;
  return out;
}
