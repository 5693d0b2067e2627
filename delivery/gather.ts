/**
 * Gathering a message's context (delivery/context.ts): everything an outbox row's message needs from storage, read
 * first, and its links signed, so that rendering is a pure function of what was gathered. Only public facts leave
 * here for a seat's notice: the match, its seats and the stored moves (their events are filtered for the recipient by
 * the renderer); a digest reads its listed matches one round trip per database, not one per match.
 */
import { unreadCount } from "../db/chat.js";
import { loadMatch } from "../db/matches.js";
import { loadMovesBetween } from "../db/moves.js";
import { lastMoveOf } from "../db/notices.js";
import * as links from "../db/links.js";
import { addressHash, normalizeEmail } from "../worker/notify/addresses.js";
import { importToken } from "../worker/notify/import-token.js";
import { addressLinks, confirmToken, inviteToken, matchLinks, unsubscribeAllToken } from "../worker/notify/links.js";
import type { Context, DigestItem, Gathered, OutboxRow, Payload, SeatRow } from "./context.js";
import { runningMatches } from "./digest-matches.js";
import { seatLink, unsubscribeAllLink, unsubscribeLink, type GatherDeps } from "./links.js";
import { voiceOf } from "./voice.js";

/** A turn notice tells at most this many moves (the latest ones); the rest is one line pointing to the match. */
export const MAX_TOLD_MOVES = 12;

const gathered = (context: Context): Gathered => ({ ok: true, context });
const titleOf = (deps: GatherDeps, game: string) => deps.games.find((g) => g.id === game)?.title ?? game;

export function gather(deps: GatherDeps, row: OutboxRow): Promise<Gathered> {
  const p = JSON.parse(row.payload) as Payload;
  if (row.kind === "digest") return gatherDigest(deps, p);
  if (row.kind === "confirm") return gatherConfirm(deps, row, p);
  if (row.kind === "links") return gatherLinks(deps, p);
  if (row.kind === "invite") return gatherInvite(deps, row, p);
  return gatherSeat(deps, row, p);
}

/** The channel's address on the seat, or false when the seat no longer has that channel. */
const channelAddress = (row: OutboxRow, seat: SeatRow): string | null | false => {
  switch (row.channel) {
    case "email":
      return seat.email ?? false;
    case "webhook":
      return seat.webhook ?? false;
    case "push":
      return seat.push ? "push subscription" : false;
    default:
      return null;
  }
};

async function gatherSeat(deps: GatherDeps, row: OutboxRow, p: Payload): Promise<Gathered> {
  const found = await loadMatch(deps.db, row.matchId);
  if (!found) return { ok: false, reason: "match gone" };
  const { match, seats } = found;
  const seat = seats.find((s) => s.seat === row.seat);
  if (!seat) return { ok: false, reason: "seat gone" };
  const to = channelAddress(row, seat);
  if (to === false) return { ok: false, reason: `the seat no longer has ${row.channel}` };
  const game = deps.games.find((g) => g.id === match.game);
  const email = row.channel === "email";
  const link = await seatLink(deps, deps.origin, seat, email);
  const unsubscribe = email ? await unsubscribeLink(deps, deps.origin, seat) : null;
  const unsubscribeAll = email && seat.email ? await unsubscribeAllLink(deps, deps.origin, seat.email, voiceOf(seat).lang) : null;
  // a turn notice tells every move since the seat's own last decision (moves its clock played for it too), not only
  // the moves of the write that made it its turn; the latest MAX_TOLD_MOVES of them
  let story = p;
  let earlier = 0;
  if (row.kind === "your_turn" && p.seq > 0) {
    const since = (await lastMoveOf(deps.db, match.id, row.seat, p.seq, true)) + 1;
    story = { ...p, from: Math.max(since, p.seq - MAX_TOLD_MOVES + 1) };
    earlier = story.from - since;
  }
  const told = game && story.seq >= story.from && story.seq > 0;
  const moves = told ? await loadMovesBetween(deps.db, match.id, story.from, story.seq) : [];
  const unread = row.kind === "your_turn" ? await unreadCount(deps.db, match.id, row.seat) : 0;
  return gathered({ kind: "seat", row, p: story, match, seats, seat, to, game, link, unsubscribe, unsubscribeAll, moves, earlier, unread });
}

/** The digest's seats still on turn, in the order the row lists them; written in the first one's language. */
async function gatherDigest(deps: GatherDeps, p: Payload): Promise<Gathered> {
  const running = await runningMatches(deps.shards, p.items ?? []);
  const listed: DigestItem[] = [];
  for (const it of p.items ?? []) {
    const found = running.get(it.match);
    const seat = found?.seats.find((s) => s.seat === it.seat);
    if (!found || !seat || seat.email !== p.email || seat.digest !== 1) continue;
    if (!found.match.activeSeats.includes(it.seat)) continue;
    const link = await seatLink(deps, deps.origin, seat, true);
    const unsubscribe = await unsubscribeLink(deps, deps.origin, seat);
    listed.push({ match: found.match, seat, title: titleOf(deps, found.match.game), link, unsubscribe });
  }
  const first = listed[0]?.seat;
  if (!first) return { ok: false, reason: "nothing on turn any more" };
  const stopAll = p.email ? await unsubscribeAllLink(deps, deps.origin ?? p.origin, p.email, voiceOf(first).lang) : null;
  return gathered({ kind: "digest", p, listed, stopAll });
}

async function gatherConfirm(deps: GatherDeps, row: OutboxRow, p: Payload): Promise<Gathered> {
  const { email, confirm: hash } = p;
  if (!deps.linkKey || !email || !hash) return { ok: false, reason: "a confirmation needs SEAT_LINK_KEY and an address" };
  const found = await loadMatch(deps.db, row.matchId);
  const asking = found?.seats.find((s) => s.seat === row.seat);
  const l = addressLinks(deps.origin ?? p.origin, hash, voiceOf(asking).lang);
  // a seat's notice asked for it: the link names that seat, and confirming accepts it (worker/notify/consent.ts);
  // an invitation asked for it (issue #31): confirming accepts nothing, the invitation follows and asks
  const namesSeat = p.asked !== "links" && !p.atCreation;
  const confirm = l.confirm(await confirmToken(deps.linkKey, hash)) + (namesSeat ? `&m=${row.matchId}&s=${row.seat}` : "");
  const stop = l.unsubscribeAll(await unsubscribeAllToken(deps.linkKey, hash));
  const title = found ? titleOf(deps, found.match.game) : "";
  return gathered({ kind: "confirm", row, p: { ...p, email }, asking, title, confirm, stop });
}

async function gatherInvite(deps: GatherDeps, row: OutboxRow, p: Payload): Promise<Gathered> {
  if (!deps.linkKey || !p.email) return { ok: false, reason: "an invitation needs SEAT_LINK_KEY and an address" };
  const found = await loadMatch(deps.db, row.matchId);
  const seat = found?.seats.find((s) => s.seat === row.seat);
  if (!found || !seat) return { ok: false, reason: "seat gone" };
  const email = seat.email;
  if (!email || normalizeEmail(email) !== normalizeEmail(p.email)) return { ok: false, reason: "the seat no longer has this address" };
  const token = await inviteToken(deps.linkKey, row.matchId, row.seat, await addressHash(email));
  const answer = matchLinks(deps.origin, row.matchId).invitation(row.seat, token);
  const stopAll = await unsubscribeAllLink(deps, deps.origin, email);
  return gathered({ kind: "invite", row, p, seat: { ...seat, email }, title: titleOf(deps, found.match.game), answer, stopAll });
}

/** Every seat of the address in a match not over, listed at send time (a later confirmation gets the list as it is then). */
async function gatherLinks(deps: GatherDeps, p: Payload): Promise<Gathered> {
  const email = p.email;
  if (!email) return { ok: false, reason: "a links message needs an address" };
  const found = await links.seatsOfAddress(deps.shards.all, normalizeEmail(email));
  const items = found.map((f) => ({
    title: titleOf(deps, f.game),
    match: f.seat.matchId,
    seat: f.seat,
    status: f.status,
    onTurn: f.status === "active" && f.activeSeats.includes(f.seat.seat),
  }));
  const first = items[0];
  if (!first) return { ok: false, reason: "the address has no match under way any more" };
  const stopAll = await unsubscribeAllLink(deps, deps.origin, email, voiceOf(first.seat).lang);
  // one link for all the seats, its token in the fragment, valid from the sending; without a key, the home page
  const token = deps.linkKey ? await importToken(deps.linkKey, normalizeEmail(email), Date.now()) : null;
  const link = token ? `${deps.origin}/links#import=${token}` : `${deps.origin}/`;
  return gathered({ kind: "links", email, items, link, stopAll });
}
