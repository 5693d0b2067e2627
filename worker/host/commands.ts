/** The writes a player makes: create a match, join it, play a move. */
import type { AnyGame, Seat } from "../../engine/core/game.js";
import { insertMatch, loadMatch, type NewSeat } from "../../db/matches.js";
import { claimSeat } from "../../db/seats.js";
import { idOnShard } from "../../db/shards.js";
import type { OutboxInsert } from "../../db/schema.js";
import { setSeatLanguage } from "../../db/languages.js";
import type { Lang } from "../../i18n/core.js";
import type { Credential } from "./caller.js";
import { chargedClient } from "../botbudget.js";
import { reserveTable } from "../lobby-cap.js";
import { botConfig, botLevelsFor, botOnTurn } from "../bot-policy.js";
import type { BotLevel } from "../../db/enums.js";
import { CHAIN_VERSION, genesisHash, randomSeed, randomToken, sha256Hex } from "../chain.js";
import { clockFromInput, matchDeadline, parseClock, startTurn } from "../clock.js";
import { contactsOf } from "../contacts.js";
import { DomainError } from "../domain-error.js";
import { liveNotify } from "../live/notify.js";
import { deriveSeatSecret, matchLinks } from "../notify/links.js";
import { outboxStatus, rowsFor, type Payload } from "../notify/outbox.js";
import { planMove } from "../plan.js";
import type { CreateMatchInput, CreatedMatchOutput, JoinInput, JoinedOutput, MatchOutput } from "../api-shapes.js";
import { payloadOf, commitSteps } from "./commit.js";
import { botOf, type Host } from "./host.js";
import { currentState, findGameIn, load, loadedFrom, ownerBack, seatClockOf, type Loaded } from "./load.js";
import { matchOutput } from "./reads.js";

const links = matchLinks;

/** A new seat secret: derived from SEAT_LINK_KEY when there is one (so messages can carry it), else random. */
export async function newSeatSecret(h: Host, matchId: string, seat: Seat): Promise<{ secret: string; salt: string | null }> {
  if (!h.linkKey) return { secret: randomToken(), salt: null };
  const salt = randomToken(16);
  return { secret: await deriveSeatSecret(h.linkKey, matchId, seat, salt), salt };
}

/**
 * A new match's first position on the request's database (a creation or a rematch): its id (72 random bits in 12
 * URL-safe characters, then the database's number, db/shards.ts), its secret seed, the engine's setup and the hash
 * its move log's chain starts from.
 */
export async function opening(h: Host, game: AnyGame, players: number, options: unknown) {
  const id = idOnShard(randomToken(9), h.shard);
  const seed = randomSeed();
  const seedHash = await sha256Hex(seed);
  const state = game.setup(seed, players, options);
  const optionsJson = JSON.stringify(options);
  const fields = { match: id, game: game.id, rulesVersion: game.rulesVersion, players, options: JSON.parse(optionsJson), seedHash };
  return { id, seed, seedHash, state, active: game.activeSeats(state), optionsJson, headHash: await genesisHash(fields) };
}

export async function createMatch(h: Host, input: CreateMatchInput): Promise<CreatedMatchOutput> {
  const { game, players, options } = creation(h, input);
  const now = h.now();
  const { id, seed, seedHash, state, active, optionsJson, headHash: genesis } = await opening(h, game, players, options);
  const l = links(h.replyOrigin ?? h.origin ?? "", id);
  const clock = clockFromInput(input.clock);
  const levels = botLevelsFor(botOf(h, game.id), h.bots ?? botConfig({}));
  if (clock?.timeout === "bot" && levels.length === 0) clock.timeout = "fallback"; // no bot here: the documented fallback
  if (clock?.botLevel && !levels.includes(clock.botLevel)) clock.botLevel = "easy";

  const { seatRows, seatsOut } = await seatsAtCreation(h, input, game, levels, id, now);
  const creatorToken = randomToken(); // reads the seats' invitations (worker/host/invitations.ts)
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
  // first, so the invitation goes out before (and instead of) any turn notice of the same seat
  outboxRows.unshift(...invitationsAtCreation(h, id, game.id, seatRows, now));
  const deadline = status === "active" ? matchDeadline(seatRows.map(seatClockOf)) : null;

  // a public table waiting for players takes one of its client's few places (worker/lobby-cap.ts), or 429
  const undoPlace = input.public && status === "open" ? await reserveTable(h, id) : null;
  const outboxIds = await insertMatch(
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
      chainVersion: CHAIN_VERSION,
      clock: clock ? JSON.stringify(clock) : null,
      turnDeadline: deadline,
      createdAt: now,
      updatedAt: now,
      botClient: chargedClient(h),
      creatorHash: await sha256Hex(creatorToken),
      ...(input.public ? { isPublic: true, langs: [...new Set(input.languages ?? [input.lang ?? "en"])] } : {}),
    },
    seatRows,
    outboxRows,
  ).catch(async (e: unknown) => {
    await undoPlace?.();
    throw e;
  });
  h.dispatch(outboxIds);
  if (status === "active" && botStarts(seatRows, active)) h.scheduleBot?.(id, 0);
  const out: CreatedMatchOutput = { id, game: game.id, status, seats: seatsOut, spectatorLink: l.spectator, seedHash, creatorToken };
  if (invite) out.invite = { token: invite, link: l.invite(invite) };
  return out;
}

/** What a creation asks for, checked: a game hosted here, a number of players it takes, options it accepts. */
function creation(h: Host, input: CreateMatchInput) {
  const game = findGameIn(h, input.game);
  if (!game) throw new DomainError("invalid", "unknown_game", `No game '${input.game}'. See GET /api/games.`);
  const players = input.seats.length;
  if (players < game.players.min || players > game.players.max) {
    throw new DomainError("invalid", "bad_players", `${game.title} takes ${game.players.min}–${game.players.max} players, not ${players}.`);
  }
  const options = game.parseOptions(input.options ?? {}, players);
  if (!options.ok) throw new DomainError("invalid", options.error.code, options.error.message, options.error.rule);
  return { game, players, options: options.value };
}

/**
 * A new match's seats as asked: an open one waits for a player, a bot's plays at a level this server offers, a
 * player's gets its secret (its hash stored, the secret answered once) and the creator's language and time zone.
 */
async function seatsAtCreation(h: Host, input: CreateMatchInput, game: AnyGame, levels: BotLevel[], id: string, now: number) {
  const l = links(h.replyOrigin ?? h.origin ?? "", id);
  const seatRows: NewSeat[] = [];
  const seatsOut: CreatedMatchOutput["seats"] = [];
  for (const [seat, spec] of input.seats.entries()) {
    if ("open" in spec) {
      seatRows.push({ matchId: id, seat });
      seatsOut.push({ seat, name: null, open: true });
    } else if ("bot" in spec) {
      if (!levels.includes(spec.bot)) {
        throw new DomainError(
          "invalid",
          "bot_unavailable",
          levels.length === 0
            ? `${game.title} has no computer player on this server.`
            : `This server offers ${levels.join(", ")} bots for ${game.title}, not ${spec.bot}.`,
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
        ...languageOf(input),
        joinedAt: now,
      });
      seatsOut.push({ seat, name: spec.name, open: false, secret, link: l.seat(secret) });
    }
  }
  return { seatRows, seatsOut };
}

/** Whether a new match (a creation or a rematch) starts with a bot on turn, so its first run is scheduled. */
export const botStarts = (seatRows: NewSeat[], active: Seat[]) =>
  botOnTurn(
    seatRows.map((r) => ({ seat: r.seat, bot: r.bot ?? null, takeover: null })),
    active,
  ) !== null;

/**
 * Issue #31: every seat created with an e-mail address is invited at once, not at its first turn notice (delivery
 * confirms a new address first, then sends the invitation: delivery/deliver.ts).
 */
function invitationsAtCreation(h: Host, id: string, game: string, seatRows: NewSeat[], now: number): OutboxInsert[] {
  return seatRows
    .filter((r) => r.tokenHash && r.email)
    .map((r) => ({
      matchId: id,
      seq: 0,
      seat: r.seat,
      kind: "invite" as const,
      channel: "email" as const,
      payload: JSON.stringify({
        ...payloadOf(h, id, game, 0, 0, []),
        seat: r.seat,
        email: r.email!,
        atCreation: true,
      } satisfies Payload),
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }));
}

/** A new seat's message language and time zone, from the browser that created or claimed it. */
const languageOf = (input: { lang?: Lang | undefined; timeZone?: string | undefined }) => ({
  lang: input.lang ?? "en",
  timeZone: input.timeZone ?? null,
});

/** A NewSeat as the outbox builder reads it (defaults filled in). */
const seatRowLike = (r: NewSeat) => ({
  seat: r.seat,
  email: r.email ?? null,
  webhook: r.webhook ?? null,
  push: r.push ?? null,
  digest: r.digest ?? 0,
});

export async function joinMatch(h: Host, id: string, input: JoinInput): Promise<JoinedOutput> {
  const found = await loadMatch(h.db, id);
  if (!found) throw new DomainError("not_found", "match_not_found", `No match ${id}.`);
  const { match, seats } = found;
  // a public match's seats are open to anyone (the lobby); a private one's only to its invite
  if (input.invite === undefined && !match.isPublic) {
    throw new DomainError("forbidden", "not_public", "This match is not in the lobby: its seats are taken with its invite link.");
  }
  if (input.invite !== undefined && (match.inviteHash === null || match.inviteHash !== (await sha256Hex(input.invite)))) {
    throw new DomainError("forbidden", "bad_invite", "This invite does not open a seat of this match.");
  }
  if (match.status !== "open") throw new DomainError("conflict", "no_open_seat", "Every seat is taken.");
  const open = seats.filter((s) => s.tokenHash === null && s.bot === null).map((s) => s.seat);
  const seat = input.seat ?? open[0];
  if (seat === undefined || !open.includes(seat)) {
    throw new DomainError("conflict", "seat_taken", input.seat === undefined ? "Every seat is taken." : `Seat ${input.seat} is not open.`);
  }
  const { secret, salt } = await newSeatSecret(h, id, seat);
  const now = h.now();
  const startSeats = match.activeSeats;
  const clock = parseClock(match.clock);
  const claim = await claimSeat(h.db, {
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
  if (!claim.claimed) throw new DomainError("conflict", "seat_taken", `Seat ${seat} was taken a moment ago; try again.`);
  // before the first messages go out: they are written in the joining player's language
  await setSeatLanguage(h.db, id, seat, languageOf(input));
  liveNotify(id, match.seq);
  h.dispatch(claim.outboxIds);
  if (claim.status === "active" && botOnTurn(seats, startSeats) !== null) h.scheduleBot?.(id, 0);
  return {
    id,
    seat,
    secret,
    link: links(h.replyOrigin ?? h.origin ?? "", id).seat(secret),
    status: claim.status === "active" ? "active" : "open",
  };
}

/**
 * Plays a seat's move. The first attempt starts from the isolate's cached rows when it has them (worker/host/
 * match-cache.ts), else from D1; its batch is guarded by the match's rev, so it commits only against the rows it
 * read. When the batch fails, or a refusal was decided from cached rows, the move runs once more from D1: a
 * stale seq then answers 409, a secret that no longer opens the seat 403, and a move still legal commits.
 */
export async function postMove(h: Host, id: string, credential: Credential, input: { seq: number; move: unknown }): Promise<MatchOutput> {
  const cached = h.matchCache?.get(id);
  if (cached) {
    try {
      const out = await moveFrom(h, loadedFrom(h, cached, credential), credential, input);
      if (out) return out;
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
    h.matchCache!.drop(id, cached);
  }
  for (let attempt = cached ? 2 : 1; ; attempt++) {
    const l = await load(h, id, credential);
    h.matchCache?.put(l);
    const out = await moveFrom(h, l, credential, input);
    if (out) return out;
    if (attempt === 2) {
      const fresh = await load(h, id, credential);
      throw new DomainError("conflict", "stale_seq", `Another move landed first; the match is at seq ${fresh.match.seq}.`, undefined, {
        seq: fresh.match.seq,
        match: matchOutput(fresh, await currentState(h, fresh), h.now()),
      });
    }
  }
}

/** One attempt at a move from rows read before: its answer, or null when its batch failed (something changed since). */
async function moveFrom(
  h: Host,
  loaded: Loaded,
  credential: Credential,
  input: { seq: number; move: unknown },
): Promise<MatchOutput | null> {
  const l = await ownerBack(h, loaded, credential);
  const { match, game } = l;
  const seat = l.caller.seat;
  if (seat === null) throw new DomainError("forbidden", "secret_required", "Moves need a seat secret: Authorization: Bearer <secret>.");
  if (input.seq !== match.seq) {
    throw new DomainError("conflict", "stale_seq", `The match is at seq ${match.seq}, not ${input.seq}. Reload and try again.`, undefined, {
      seq: match.seq,
      match: matchOutput(l, await currentState(h, l), h.now()),
    });
  }
  if (match.status !== "active") {
    const code = match.status === "open" ? "match_not_started" : "match_over";
    throw new DomainError("conflict", code, match.status === "open" ? "Not every seat is taken yet." : "The match is over.", undefined, {
      seq: match.seq,
    });
  }
  const before = match.activeSeats;
  if (!before.includes(seat))
    throw new DomainError("forbidden", "not_your_turn", `Seat ${seat} may not act now; waiting for ${before.join(", ")}.`);
  const state = await currentState(h, l);
  const now = h.now();
  const plan = await planMove(game, state, before, seat, input.move, match.headHash, match.seq + 1);
  const done = await commitSteps(h, l, [{ plan, by: null }], now, "rev");
  if (!done) return null;
  h.matchCache?.put(done);
  return matchOutput({ ...l, ...done }, plan.next, now);
}
