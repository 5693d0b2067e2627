/**
 * The email handler (issue #43): a reply to a turn e-mail plays the seat's move. Cloudflare Email Routing hands the
 * main Worker every message to `play+<token>@<reply domain>` (docs/deploying.md); locally, wrangler's endpoint
 * `/cdn-cgi/handler/email` does (docs/notifications.md). The token (worker/notify/reply-token.ts) names the match, the
 * seat and the position; the delivery Worker, which owns e-mail, reads the message (postal-mime) and words the answer;
 * this Worker decides and plays, through the same host path as POST /moves.
 *
 * What a mail administrator expects of a robot: a message to an address that is not ours is rejected during the SMTP
 * session (no bounce of ours); anything a robot sent (auto-replies, bounces, lists) is dropped unanswered; a message
 * the receiving server found inauthentic (DMARC/DKIM) is dropped unanswered, since its sender may be forged; the seat
 * plays only from its own address, confirmed and accepted; any other answer goes only to a confirmed address, at most
 * once an hour (the delivery Worker's db/reply-answers.ts), marked Auto-Submitted.
 */
import { loadMatch } from "../../db/matches.js";
import { originOf } from "../../db/outbox.js";
import type { ReadReply, ReplyAnswer, ReplyRefusal } from "../../protocol/delivery.js";
import { enqueueBots, playBotTurn } from "../bots.js";
import { makeHost, type Hosted } from "../../worker/compose.js";
import type { Host } from "../../worker/host/host.js";
import type { Env } from "../../worker/env.js";
import { addressStatus, normalizeEmail } from "../../worker/notify/addresses.js";
import { consentOf } from "../../worker/notify/consent.js";
import { dispatch, shared } from "../../worker/notify/dispatch.js";
import { linkKey } from "../../worker/notify/links.js";
import { readReplyAddress } from "../../worker/notify/reply-token.js";
import { isLocalDevelopment, storedOrigin } from "../../worker/origin.js";
import { shardsFromEnv } from "../../worker/shards.js";
import { cannotPlay, movesOf, playMoves, type PlayedReply } from "./play.js";

/** Replies are short: a larger message (a forwarded attachment) is refused in the SMTP session. */
export const MAX_REPLY_BYTES = 1024 * 1024;

/** The part of Cloudflare's ForwardableEmailMessage the handler uses. */
export interface InboundEmail {
  readonly from: string;
  readonly to: string;
  readonly raw: ReadableStream<Uint8Array>;
  readonly rawSize: number;
  setReject(reason: string): void;
}

export interface InboundDeps extends Hosted {
  env: Env;
  now: () => number;
  waitUntil: (p: Promise<unknown>) => void;
}

/** What became of a message (logged; the tests read it). */
export type Inbound =
  | { status: "rejected"; reason: string }
  | { status: "ignored"; reason: string }
  | { status: "played"; moves: string[]; answered: boolean }
  | { status: "refused"; reason: ReplyRefusal; moves: string[]; answered: boolean };

export async function receiveEmail(d: InboundDeps, message: InboundEmail): Promise<Inbound> {
  const target = await readReplyAddress(linkKey(d.env), message.to);
  if (!target) return reject(message, "No such address here.");
  if (message.rawSize > MAX_REPLY_BYTES) return reject(message, "Replies to Waka are short: this message is too large.");
  const delivery = d.env.DELIVERY;
  if (!delivery) return { status: "ignored", reason: "no DELIVERY binding to read the message with" };
  const read = (await delivery.readReply(await new Response(message.raw).arrayBuffer(), message.from)) as ReadReply;
  if (read.automatic) return { status: "ignored", reason: `sent by a robot: ${read.automatic}` };
  // a forged sender must not get an answer (backscatter) nor play: only what the receiving server vouched for counts
  if (read.authenticated === false || (read.authenticated === null && !isLocalDevelopment(d.env))) {
    return { status: "ignored", reason: "not authenticated (DMARC/DKIM)" };
  }
  const shards = shardsFromEnv(d.env);
  const shard = shards.indexOf(target.matchId);
  const db = shards.all[shard]!;
  const found = await loadMatch(db, target.matchId);
  const seat = found?.seats.find((s) => s.seat === target.seat);
  const game = d.games.find((g) => g.id === found?.match.game);
  if (!found || !seat || !game) return { status: "ignored", reason: "the match or seat is gone" };
  const sender = normalizeEmail(read.from ?? message.from);
  const answer = (outcome: Pick<ReplyAnswer, "played" | "refused" | "line">, to = sender) =>
    answerTo(d, { ...outcome, matchId: found.match.id, shard, seat: seat.seat, to, inReplyTo: read.messageId, subject: read.subject });
  const own =
    seat.email !== null &&
    seat.tokenHash !== null &&
    normalizeEmail(seat.email) === sender &&
    consentOf(seat) === "accepted" &&
    (await addressStatus(shards.directory, seat.email)) === "confirmed";
  if (!own) return refused("not_your_address", [], await answer({ played: [], refused: "not_your_address" }));
  const early = cannotPlay(found.match, seat.seat, target.seq);
  if (early) return refused(early, [], await answer({ played: [], refused: early }));
  const moves = movesOf(game, read.lines);
  if (moves.length === 0) return refused("garbled", [], await answer({ played: [], refused: "garbled" }));
  const h = await hostFor(d, shard, found.match.id);
  const result: PlayedReply = await playMoves(h, found.match, seat, moves);
  if (result.refused) {
    const r = { played: result.played, refused: result.refused, ...(result.line ? { line: result.line } : {}) };
    return refused(result.refused, result.played, await answer(r));
  }
  // the end: the last notice is the answer. Else a short word: what was played and whom the match waits for, or, when
  // the turn goes on (a seat that stays on turn gets no new notice), the choices now with a fresh reply address
  const answered = result.active ? await answer({ played: result.played, refused: null }) : false;
  return { status: "played", moves: result.played, answered };
}

function reject(message: InboundEmail, reason: string): Inbound {
  message.setReject(reason);
  return { status: "rejected", reason };
}

const refused = (reason: ReplyRefusal, moves: string[], answered: boolean): Inbound => ({ status: "refused", reason, moves, answered });

/** Asks the delivery Worker to word and send the answer; false when it sent none (or is not bound). */
async function answerTo(d: InboundDeps, a: Omit<ReplyAnswer, "origin">): Promise<boolean> {
  if (!d.env.DELIVERY) return false;
  const shards = shardsFromEnv(d.env);
  const origin = storedOrigin(d.env, await originOf(shards.all[a.shard]!, a.matchId));
  try {
    return (await d.env.DELIVERY.answerReply({ ...a, origin }, shared(d.env), d.now())) as boolean;
  } catch (e) {
    console.warn(`email: the answer to a reply in ${a.matchId} was not sent: ${(e as Error).message}`);
    return false;
  }
}

/** The Host a reply's moves are played by: as a queue message's, with the match's recorded origin. */
async function hostFor(d: InboundDeps, shard: number, matchId: string): Promise<Host> {
  const shards = shardsFromEnv(d.env);
  const client = `email:${matchId}`;
  const h = makeHost(d.env, {
    games: d.games,
    botPlayers: d.botPlayers,
    now: d.now,
    shards,
    shard,
    client,
    origin: storedOrigin(d.env, await originOf(shards.all[shard]!, matchId)),
    dispatch: (ids, on = shard) => d.waitUntil(dispatch(d.env, ids, d.now(), on).catch((e) => console.error("dispatch:", e))),
    // as after a move posted on the page: the queue plays the bot's turn, else it is played here
    scheduleBot: (id, seq) =>
      d.waitUntil(
        (async () => {
          if (!(await enqueueBots(d.env, [{ kind: "bot", matchId: id, seq, client }]))) await playBotTurn(h, id, seq, h.bots!);
        })().catch((e) => console.error("bot:", e)),
      ),
  });
  return h;
}
