/**
 * The match host: creates matches, seats players, applies moves and answers reads — for any game, through
 * the Game contract only (engine/core/game.ts). It knows no rules; it never sends state that did not pass
 * through the game's `view` (or `viewEvent`) for the caller.
 */
import type { AnyGame, GameEvent, Outcome, Seat, Viewer } from "../engine/core/game.js";
import { replay, type GameRecord } from "../engine/core/replay.js";
import * as q from "../db/queries.js";
import type { MatchRow, OutboxInsert, SeatRow } from "../db/schema.js";
import { genesisHash, randomSeed, randomToken, sha256Hex } from "./chain.js";
import { resolveCaller, type Caller } from "./auth.js";
import { ApiError } from "./errors.js";
import { planMove } from "./plan.js";
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

export interface Host {
  db: q.Db;
  games: readonly AnyGame[];
  /** Origin used to build links (the request's own origin). */
  origin: string;
  now: () => number;
}

interface Loaded {
  match: MatchRow;
  seats: SeatRow[];
  game: AnyGame;
  caller: Caller;
}

const HOUR = 3_600_000;

const links = (origin: string, id: string) => ({
  spectator: `${origin}/m/${id}`,
  seat: (secret: string) => `${origin}/m/${id}#seat=${secret}`,
  invite: (token: string) => `${origin}/m/${id}/join#invite=${token}`,
});

const viewerOf = (caller: Caller): Viewer => (caller.seat === null ? { spectator: true } : { seat: caller.seat });

const channelOf = (contact: string | null): string =>
  contact === null ? "none" : contact.startsWith("http") ? "webhook" : "email";

const parseJson = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));

const deadlineFrom = (clock: string | null, now: number): number | null => {
  const c = parseJson<{ hoursPerMove?: number } | null>(clock, null);
  return c?.hoursPerMove ? now + c.hoursPerMove * HOUR : null;
};

function findGameIn(h: Host, id: string): AnyGame | undefined {
  return h.games.find((g) => g.id === id);
}

async function load(h: Host, id: string, authorization: string | undefined): Promise<Loaded> {
  const found = await q.loadMatch(h.db, id);
  if (!found) throw new ApiError(404, "match_not_found", `No match ${id}.`);
  const game = findGameIn(h, found.match.game);
  if (!game || game.rulesVersion !== found.match.rulesVersion) {
    throw new ApiError(
      409,
      "rules_unavailable",
      `This server cannot host ${found.match.game} rules version ${found.match.rulesVersion}.`,
    );
  }
  const caller = await resolveCaller(found.seats, authorization);
  return { ...found, game, caller };
}

function recordOf(m: MatchRow, moves: { seat: number; move: string }[]): GameRecord {
  return {
    game: m.game,
    rulesVersion: m.rulesVersion,
    players: m.players,
    options: JSON.parse(m.options),
    seed: m.seed,
    moves: moves.map((x) => ({ seat: x.seat, move: JSON.parse(x.move) })),
  };
}

/** Replays moves 1..upTo from the seed. A log that does not replay is a server fault, not the caller's. */
async function rebuild(h: Host, l: Loaded, upTo: number): Promise<{ state: unknown; events: GameEvent[] }> {
  const rows = await q.loadMoves(h.db, l.match.id, upTo);
  const r = replay<unknown>(l.game, recordOf(l.match, rows));
  if (!r.ok) throw new Error(`match ${l.match.id} does not replay at move ${r.error.index}: ${r.error.message}`);
  return { state: r.value.states[r.value.states.length - 1], events: r.value.events[r.value.events.length - 1] ?? [] };
}

/** The current state: the snapshot, or (if the cache is gone) a replay of the log, cached again. */
async function currentState(h: Host, l: Loaded): Promise<unknown> {
  if (l.match.state !== null) return JSON.parse(l.match.state);
  const { state } = await rebuild(h, l, l.match.seq);
  await q.saveSnapshot(h.db, l.match.id, l.match.seq, JSON.stringify(state));
  return state;
}

function matchOutput(l: Loaded, state: unknown): MatchOutput {
  const { match, seats, game, caller } = l;
  const active = match.status === "active" ? parseJson<Seat[]>(match.activeSeats, []) : [];
  const out: MatchOutput = {
    id: match.id,
    game: match.game,
    rulesVersion: match.rulesVersion,
    status: match.status,
    seq: match.seq,
    activeSeats: active,
    view: game.view(state, viewerOf(caller)),
    outcome: parseJson<Outcome | null>(match.outcome, null),
    seedHash: match.seedHash,
    players: seats.map((s) => ({ seat: s.seat, name: s.name, open: s.tokenHash === null })),
    deadline: match.status === "active" ? match.turnDeadline : null,
  };
  if (caller.seat !== null) {
    const me = seats.find((s) => s.seat === caller.seat)!;
    out.you = { seat: me.seat, name: me.name, contact: me.contact };
    out.legalMoves = active.includes(me.seat) ? game.legalMoves(state, me.seat) : [];
  }
  return out;
}

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
  const l = links(h.origin, id);

  const seatRows: q.NewSeat[] = [];
  const seatsOut: CreatedMatchOutput["seats"] = [];
  for (const [seat, spec] of input.seats.entries()) {
    if ("open" in spec) {
      seatRows.push({ matchId: id, seat });
      seatsOut.push({ seat, name: null, open: true });
    } else {
      const secret = randomToken();
      seatRows.push({ matchId: id, seat, name: spec.name, tokenHash: await sha256Hex(secret), contact: spec.contact ?? null, joinedAt: now });
      seatsOut.push({ seat, name: spec.name, open: false, secret, link: l.seat(secret) });
    }
  }
  const hasOpen = seatsOut.some((s) => s.open);
  const invite = hasOpen ? randomToken() : null;
  const status = hasOpen ? "open" : "active";
  const outboxRows: OutboxInsert[] =
    status === "active"
      ? active.map((seat) => yourTurn(id, game.id, 0, seat, seatRows[seat]?.contact ?? null, now))
      : [];

  await q.insertMatch(
    h.db,
    {
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: optionsJson,
      players,
      status,
      seed,
      seedHash,
      inviteHash: invite ? await sha256Hex(invite) : null,
      seq: 0,
      state: JSON.stringify(state),
      activeSeats: JSON.stringify(active),
      outcome: null,
      headHash: genesis,
      clock: input.clock ? JSON.stringify(input.clock) : null,
      turnDeadline: status === "active" ? deadlineFrom(input.clock ? JSON.stringify(input.clock) : null, now) : null,
      createdAt: now,
      updatedAt: now,
    },
    seatRows,
    outboxRows,
  );
  const out: CreatedMatchOutput = { id, game: game.id, status, seats: seatsOut, spectatorLink: l.spectator, seedHash };
  if (invite) out.invite = { token: invite, link: l.invite(invite) };
  return out;
}

function yourTurn(matchId: string, game: string, seq: number, seat: Seat, contact: string | null, now: number): OutboxInsert {
  return {
    matchId,
    seq,
    seat,
    kind: "your_turn",
    channel: channelOf(contact),
    payload: JSON.stringify({ match: matchId, game, seq, seat }),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
}

export async function joinMatch(h: Host, id: string, input: JoinInput): Promise<JoinedOutput> {
  const found = await q.loadMatch(h.db, id);
  if (!found) throw new ApiError(404, "match_not_found", `No match ${id}.`);
  const { match, seats } = found;
  if (match.inviteHash === null || match.inviteHash !== (await sha256Hex(input.invite))) {
    throw new ApiError(403, "bad_invite", "This invite does not open a seat of this match.");
  }
  if (match.status !== "open") throw new ApiError(409, "no_open_seat", "Every seat is taken.");
  const open = seats.filter((s) => s.tokenHash === null).map((s) => s.seat);
  const seat = input.seat ?? open[0];
  if (seat === undefined || !open.includes(seat)) {
    throw new ApiError(409, "seat_taken", input.seat === undefined ? "Every seat is taken." : `Seat ${input.seat} is not open.`);
  }
  const secret = randomToken();
  const now = h.now();
  const startSeats = parseJson<Seat[]>(match.activeSeats, []);
  const claim = await q.claimSeat(h.db, {
    matchId: id,
    seat,
    name: input.name,
    tokenHash: await sha256Hex(secret),
    contact: input.contact ?? null,
    now,
    startSeats,
    startPayload: (s) => JSON.stringify({ match: id, game: match.game, seq: 0, seat: s }),
  });
  if (!claim.claimed) throw new ApiError(409, "seat_taken", `Seat ${seat} was taken a moment ago; try again.`);
  return { id, seat, secret, link: links(h.origin, id).seat(secret), status: claim.status === "active" ? "active" : "open" };
}

/** The match for the caller, or null when `ifNoneMatch` already names the current version (→ 304). */
export async function getMatch(
  h: Host,
  id: string,
  authorization: string | undefined,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string; body: MatchOutput | null }> {
  const l = await load(h, id, authorization);
  const etag = etagOf(l);
  if (ifNoneMatch !== undefined && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return { etag, body: null };
  }
  return { etag, body: matchOutput(l, await currentState(h, l)) };
}

/** Changes whenever anything in the caller's answer can change; differs between viewers. */
function etagOf(l: Loaded): string {
  const joined = l.seats.filter((s) => s.tokenHash !== null).length;
  const who = l.caller.seat === null ? "spectator" : `seat${l.caller.seat}`;
  return `"${l.match.seq}-${l.match.status}-${joined}-${who}"`;
}

export async function postMove(
  h: Host,
  id: string,
  authorization: string | undefined,
  input: { seq: number; move: unknown },
): Promise<MatchOutput> {
  const l = await load(h, id, authorization);
  const { match, game } = l;
  const seat = l.caller.seat;
  if (seat === null) throw new ApiError(403, "secret_required", "Moves need a seat secret: Authorization: Bearer <secret>.");
  if (input.seq !== match.seq) {
    throw new ApiError(409, "stale_seq", `The match is at seq ${match.seq}, not ${input.seq}. Reload and try again.`, undefined, {
      seq: match.seq,
      match: matchOutput(l, await currentState(h, l)),
    });
  }
  if (match.status !== "active") {
    const code = match.status === "open" ? "match_not_started" : "match_over";
    throw new ApiError(409, code, match.status === "open" ? "Not every seat is taken yet." : "The match is over.", undefined, { seq: match.seq });
  }
  const before = parseJson<Seat[]>(match.activeSeats, []);
  if (!before.includes(seat)) throw new ApiError(403, "not_your_turn", `Seat ${seat} may not act now; waiting for ${before.join(", ")}.`);
  const state = await currentState(h, l);
  const now = h.now();
  const plan = await planMove(game, state, before, seat, input.move, match.headHash, match.seq + 1);
  const { next, outcome, after, status, seq, hash, stateJson } = plan;
  const contactOf = (s: Seat) => l.seats.find((x) => x.seat === s)?.contact ?? null;
  const outboxRows = plan.newlyActive.map((s) => yourTurn(match.id, game.id, seq, s, contactOf(s), now));
  if (outcome) {
    for (const s of l.seats) {
      outboxRows.push({ ...yourTurn(match.id, game.id, seq, s.seat, s.contact, now), kind: "match_over" });
    }
  }
  const written = await q.appendMove(h.db, {
    expectedSeq: match.seq,
    move: {
      matchId: match.id,
      seq,
      seat,
      move: plan.moveJson,
      events: plan.eventsJson,
      prevHash: match.headHash,
      hash,
      createdAt: now,
    },
    match: {
      status,
      state: stateJson,
      activeSeats: JSON.stringify(after),
      outcome: outcome ? JSON.stringify(outcome) : null,
      headHash: hash,
      turnDeadline: outcome ? null : deadlineFrom(match.clock, now),
      updatedAt: now,
    },
    outbox: outboxRows,
  });
  if (written === "conflict") {
    const fresh = await load(h, id, authorization);
    throw new ApiError(409, "stale_seq", `Another move landed first; the match is at seq ${fresh.match.seq}.`, undefined, {
      seq: fresh.match.seq,
      match: matchOutput(fresh, await currentState(h, fresh)),
    });
  }
  const updated: MatchRow = {
    ...match,
    seq,
    status,
    state: stateJson,
    activeSeats: JSON.stringify(after),
    outcome: outcome ? JSON.stringify(outcome) : null,
    headHash: hash,
    turnDeadline: outcome ? null : deadlineFrom(match.clock, now),
    updatedAt: now,
  };
  return matchOutput({ ...l, match: updated }, next);
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
        prevHash: r.prevHash,
        hash: r.hash,
      };
    }),
  };
}

export async function getAt(h: Host, id: string, seq: number, authorization: string | undefined): Promise<AtSeqOutput> {
  const l = await load(h, id, authorization);
  if (seq > l.match.seq) throw new ApiError(404, "no_such_seq", `The match has ${l.match.seq} moves; there is no seq ${seq}.`);
  const { state, events } = await rebuild(h, l, seq);
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
  const options = JSON.parse(m.options);
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
    outcome: parseJson<Outcome | null>(m.outcome, null),
    seats: l.seats.map((s) => ({ seat: s.seat, name: s.name })),
    moves: rows.map((r) => ({ seq: r.seq, seat: r.seat, move: JSON.parse(r.move), prevHash: r.prevHash, hash: r.hash })),
  };
  if (m.status === "finished") out.seed = m.seed;
  return out;
}
