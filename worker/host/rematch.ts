/**
 * "Play again" (issue #30 item 6): once a match is over, any of its seats may start a new match of the same game
 * with the same options, clock and seats (names, channels, languages, bots). Each other seat gets its new link by its
 * own channels (a 'rematch' notice; e-mail carries the seat secret, webhooks and push do not), and every seat of the
 * old match gets its own new secret by asking here with its old one: with SEAT_LINK_KEY the new secrets are derived
 * (worker/notify/links.ts), so the first caller's answer does not hold the others'. Without a link key they cannot
 * be rebuilt: the first caller gets every seat's link, as the creator of a match does, to pass on.
 */
import type { Seat } from "../../engine/core/game.js";
import { CHAIN_VERSION } from "../chain.js";
import { loadMatch, type NewSeat } from "../../db/matches.js";
import { insertRematch } from "../../db/endings.js";
import type { OutboxInsert, SeatRow } from "../../db/schema.js";
import type { Credential } from "./caller.js";
import { sha256Hex } from "../chain.js";
import { matchDeadline, parseClock, startTurn } from "../clock.js";
import { DomainError } from "../domain-error.js";
import { liveNotify } from "../live/notify.js";
import { deriveSeatSecret, matchLinks } from "../notify/links.js";
import { consentOf } from "../notify/consent.js";
import { channelsOf, rowsFor, type Payload } from "../notify/outbox.js";
import type { RematchOutput } from "../api-shapes.js";
import { botStarts, newSeatSecret, opening } from "./commands.js";
import { payloadOf } from "./commit.js";
import { findGameIn, load, seatClockOf, type Loaded } from "./load.js";
import type { Host } from "./host.js";

export async function rematch(h: Host, id: string, credential: Credential): Promise<{ created: boolean; body: RematchOutput }> {
  const l = await load(h, id, credential);
  const seat = l.caller.seat;
  if (seat === null)
    throw new DomainError(
      "forbidden",
      "secret_required",
      "Only a seat of this match can ask to play again: Authorization: Bearer <seat secret>.",
    );
  if (l.match.status !== "finished" && l.match.status !== "abandoned") {
    throw new DomainError("conflict", "match_not_over", "A match is played again once it is over.", undefined, { seq: l.match.seq });
  }
  if (l.match.rematchId) return { created: false, body: await yourSeat(h, l.match.rematchId, seat) };
  const made = await create(h, l, seat);
  if (!made.created) return { created: false, body: await yourSeat(h, made.id, seat) };
  return { created: true, body: made.body };
}

/** The caller's seat in a rematch made before: its link with the secret rebuilt, or only the seat's page without a key. */
async function yourSeat(h: Host, newId: string, seat: number): Promise<RematchOutput> {
  const found = await loadMatch(h.db, newId);
  const row = found?.seats.find((s) => s.seat === seat);
  if (!found || !row) throw new DomainError("not_found", "match_not_found", `No match ${newId}.`);
  const l = matchLinks(h.replyOrigin ?? h.origin ?? "", newId);
  if (h.linkKey && row.linkSalt) {
    const secret = await deriveSeatSecret(h.linkKey, newId, seat, row.linkSalt);
    return { id: newId, seat, secret, link: l.seat(secret) };
  }
  return { id: newId, seat, link: l.seatHint(seat) };
}

async function create(h: Host, old: Loaded, caller: number) {
  const game = findGameIn(h, old.match.game)!;
  const players = old.seats.length;
  const options = game.parseOptions(old.match.options ?? {}, players);
  if (!options.ok)
    throw new DomainError("conflict", "rematch_unavailable", `These options no longer start a match: ${options.error.message}`);
  const now = h.now();
  // in the old match's database (the request's, h.shard): "one rematch per match" is a constraint there (db/endings.ts)
  const { id, seed, seedHash, state, active, optionsJson, headHash } = await opening(h, game, players, options.value);
  const { seatRows, seatsOut } = await rematchSeats(h, old, id, active, now);
  // every other player hears of it by its own channels; the caller's page goes to the new match itself
  const payload = { ...payloadOf(h, id, game.id, 0, 0, active), by: caller, of: old.match.createdAt };
  const rows: OutboxInsert[] = old.seats
    .filter((s) => s.tokenHash !== null && s.seat !== caller)
    .flatMap((s) => rematchRows(s, payload, now).map((r) => ({ ...r, matchId: id })));
  const made = await insertRematch(
    h.db,
    old.match.id,
    {
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: JSON.parse(optionsJson),
      players,
      status: "active",
      seed,
      seedHash,
      inviteHash: null,
      seq: 0,
      state: JSON.stringify(state),
      activeSeats: active,
      outcome: null,
      headHash,
      chainVersion: CHAIN_VERSION,
      clock: old.match.clock,
      turnDeadline: matchDeadline(seatRows.map(seatClockOf)),
      createdAt: now,
      updatedAt: now,
    },
    seatRows,
    rows,
    now,
  );
  if (!made.created) return made;
  liveNotify(old.match.id, old.match.seq);
  h.dispatch(made.outboxIds);
  if (botStarts(seatRows, active)) h.scheduleBot?.(id, 0);
  const mine = seatsOut.find((s) => s.seat === caller)!;
  const body: RematchOutput = { id, seat: caller, secret: mine.secret!, link: mine.link! };
  if (!h.linkKey) body.seats = seatsOut;
  return { created: true as const, id, body };
}

/**
 * The rematch's seats, one for each of the old match's: a bot's plays again at its level; a player's gets a new
 * secret and keeps its name, channels, language and what its address said; the seats on turn start their clocks.
 */
async function rematchSeats(h: Host, old: Loaded, id: string, active: Seat[], now: number) {
  const clock = parseClock(old.match.clock);
  const links = matchLinks(h.replyOrigin ?? h.origin ?? "", id);
  const seatRows: NewSeat[] = [];
  const seatsOut: RematchOutput["seats"] = [];
  for (const s of old.seats) {
    if (s.bot) {
      seatRows.push({ matchId: id, seat: s.seat, name: s.name, bot: s.bot, joinedAt: now });
      seatsOut.push({ seat: s.seat, name: s.name, open: false, bot: s.bot });
      continue;
    }
    const { secret, salt } = await newSeatSecret(h, id, s.seat);
    const row: NewSeat = {
      matchId: id,
      seat: s.seat,
      name: s.name,
      tokenHash: await sha256Hex(secret),
      linkSalt: salt,
      email: s.email,
      webhook: s.webhook,
      push: s.push,
      digest: s.digest,
      lang: s.lang,
      timeZone: s.timeZone,
      joinedAt: now,
      // the same players at the same table (issue #41 item 3): what each address said to its seat carries over, so an
      // accepted seat hears of the rematch as that (not as a stranger's invitation) and a declined one hears nothing
      consent: s.consent,
      consentEmail: s.consentEmail,
    };
    if (clock && active.includes(s.seat)) Object.assign(row, startTurn(clock, seatClockOf(row), now));
    seatRows.push(row);
    seatsOut.push({ seat: s.seat, name: s.name, open: false, secret, link: links.seat(secret) });
  }
  return { seatRows, seatsOut };
}

/**
 * The rematch notice of one other seat of the old match: by e-mail only when its address accepted that seat (or was
 * never asked: then it gets the usual invitation first); an address that declined or ignored its invitation gets no
 * mail (an address unsubscribed from the seat has no e-mail left on it; one unsubscribed from Waka is refused at delivery).
 */
function rematchRows(s: SeatRow, payload: Omit<Payload, "seat">, now: number): OutboxInsert[] {
  const said = consentOf(s);
  if (said !== "declined" && said !== "invited") return rowsFor(s, "rematch", payload, now);
  const rest = { ...s, email: null };
  return channelsOf(rest).includes("none") ? [] : rowsFor(rest, "rematch", payload, now);
}
