/**
 * The answer to a reply (issue #43), worded in the seat's language: what it played and whom the match waits for, or
 * why it played nothing and the seat's choices again (with a fresh reply address). As a mail administrator expects of
 * a robot: it goes only to an address confirmed with Waka, a reply that played nothing is answered at most once an
 * hour per address (db/reply-answers.ts), and it says it is automatic (Auto-Submitted: auto-replied, RFC 3834), so
 * well-behaved mail systems never answer it back. A stranger's address learns nothing of the match: no names, no
 * link, no choices.
 */
import type { AnyGame } from "../../engine/core/game.js";
import { loadMatch } from "../../db/matches.js";
import { claimRefusalAnswer, mayAnswer, OTHER_ANSWERS_PER_HOUR, OWN_ANSWERS_PER_HOUR } from "../../db/reply-answers.js";
import { recordMailbox } from "../../db/mailbox.js";
import type { Shards } from "../../db/shards.js";
import type { ReplyAnswer } from "../../protocol/delivery.js";
import { addressHash, normalizeEmail } from "../../worker/notify/addresses.js";
import { linkKey } from "../../worker/notify/links.js";
import { isLocalDevelopment, sendOrigin } from "../../worker/origin.js";
import { sendEmail } from "../channels.js";
import type { DeliveryEnv } from "../env.js";
import { seatLink, unsubscribeAllLink, unsubscribeLink, type GatherDeps } from "../links.js";
import { escapeHtml, footNote, type Message } from "../message.js";
import { voiceOf } from "../voice.js";
import { seatChoices } from "./choices.js";
import { choiceHtml, choiceLines } from "./notice.js";

export interface AnswerDeps {
  shards: Shards;
  games: readonly AnyGame[];
  env: DeliveryEnv;
  now: () => number;
}

const reSubject = (subject: string): string => {
  const s = subject
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, 200);
  return /^re:/i.test(s) ? s : `Re: ${s || "Waka"}`;
};

/** Sends (or records in the local mailbox) the answer; false when none may go (address, hourly limit, match gone). */
export async function answerReply(deps: AnswerDeps, a: ReplyAnswer): Promise<boolean> {
  const now = deps.now();
  const db = deps.shards.all[a.shard];
  const found = db ? await loadMatch(db, a.matchId) : null;
  const seat = found?.seats.find((s) => s.seat === a.seat);
  if (!db || !found || !seat) return false;
  const hash = await addressHash(a.to);
  const directory = deps.shards.directory;
  const own = seat.email !== null && normalizeEmail(seat.email) === normalizeEmail(a.to);
  const perHour = own ? OWN_ANSWERS_PER_HOUR : OTHER_ANSWERS_PER_HOUR;
  if (!(a.refused === null ? await mayAnswer(directory, hash) : await claimRefusalAnswer(directory, hash, now, perHour))) return false;
  const origin = sendOrigin(deps.env, a.origin);
  if (!origin.ok) return false;
  const key = linkKey(deps.env);
  const v = voiceOf(seat);
  const { t } = v;
  const game = deps.games.find((g) => g.id === found.match.game);
  const lines: string[] = [];
  if (own) lines.push(t("hello", { name: seat.name ?? t("seat.n", { n: seat.seat + 1 }) }), "");
  if (a.played.length > 0) lines.push(t("reply.played", { moves: a.played.join(", ") }));
  else lines.push(t("reply.nothing"));
  if (a.refused !== null) lines.push(t(`reply.why.${a.refused}`, { line: a.line ?? "" }));
  // the choices again (none when not on turn): after a refusal, or when the seat's turn goes on after what it played
  const choices = own && game ? await seatChoices(db, game, found.match, seat.seat, deps.env, key) : null;
  const waiting = found.match.activeSeats
    .filter((s) => s !== seat.seat)
    .map((s) => found.seats.find((x) => x.seat === s)?.name ?? t("seat.n", { n: s + 1 }));
  if (own && found.match.status === "active" && waiting.length > 0) lines.push(t("reply.waiting", { names: waiting.join(", ") }));
  const offered = choices?.replyTo ? choiceLines(t, choices.all) : [];
  const renderDeps: GatherDeps = { db, shards: deps.shards, games: deps.games, linkKey: key, origin: origin.origin };
  const link = own ? await seatLink(renderDeps, origin.origin, seat, true) : "";
  const unsubscribe = own ? await unsubscribeLink(renderDeps, origin.origin, seat) : null;
  const unsubscribeAll = await unsubscribeAllLink(renderDeps, origin.origin, a.to, v.lang);
  const linkText = t("openSeat");
  const text = [
    ...lines,
    ...(offered.length ? ["", ...offered] : []),
    ...(own ? ["", t("labelled", { label: linkText, link })] : []),
    ...(unsubscribe ? ["", t("labelled", { label: t("stopSeat"), link: unsubscribe })] : []),
    ...(unsubscribeAll ? [t("labelled", { label: t("stopAll"), link: unsubscribeAll })] : []),
  ].join("\n");
  const html =
    `<!doctype html><html lang="${v.lang}"><body style="font-family:sans-serif;line-height:1.4">` +
    lines.map((l) => (l === "" ? "" : `<p>${escapeHtml(l)}</p>`)).join("\n") +
    (offered.length && choices ? choiceHtml(t, choices.all) : "") +
    (own ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>` : "") +
    (unsubscribe ? footNote(t("stopSeat"), unsubscribe, t("unsubscribe")) : "") +
    (unsubscribeAll ? footNote(t("stopAll"), unsubscribeAll, t("unsubscribe")) : "") +
    "</body></html>";
  const message: Message = {
    subject: reSubject(a.subject),
    text: `${text}\n`,
    html,
    link,
    linkText,
    unsubscribe,
    unsubscribeAll,
    data: { type: "reply", match: a.matchId, seat: a.seat, played: a.played, refused: a.refused },
    ...(offered.length && choices?.replyTo ? { replyTo: choices.replyTo } : {}),
    headers: {
      "Auto-Submitted": "auto-replied",
      "X-Auto-Response-Suppress": "All",
      ...(a.inReplyTo ? { "In-Reply-To": a.inReplyTo, References: a.inReplyTo } : {}),
    },
  };
  await deliverAnswer(deps, a, message, now);
  return true;
}

async function deliverAnswer(deps: AnswerDeps, a: ReplyAnswer, m: Message, now: number): Promise<void> {
  if (isLocalDevelopment(deps.env)) {
    // an answer has no outbox row: the mailbox knows it by a number of its own, below every row's
    const outboxId = -Math.floor(now * 1000 + Math.random() * 1000);
    await recordMailbox(deps.shards.directory, {
      shard: a.shard,
      outboxId,
      matchId: a.matchId,
      seat: a.seat,
      channel: "email",
      recipient: a.to,
      subject: m.subject,
      body: m.text,
      link: m.link || null,
      createdAt: now,
      replyTo: m.replyTo ?? null,
      html: m.html,
      attachments: null,
    });
    console.log(`[mailbox] reply answer → <${a.to}>: ${m.subject} (${a.refused ?? "played"})`);
    return;
  }
  await sendEmail(deps.env, a.to, m, `waka-reply-${a.matchId}-${a.seat}-${now}`);
}
