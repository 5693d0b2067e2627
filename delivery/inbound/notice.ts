/**
 * A turn e-mail's part in playing by e-mail (issue #43), added to the notice delivery/render.ts wrote: the seat's
 * reply address (Reply-To), and its choices in the game's notation, each on a line when they are few
 * (MAX_LISTED_CHOICES), else a word on how to play them. Text and HTML both say it all; no picture is needed to read
 * them. Only a notice of the position as it stands gets them: an outdated one has nothing left to answer.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { Db } from "../../db/client.js";
import { loadMatch } from "../../db/matches.js";
import type { OutboxRow, SeatRow } from "../../db/schema.js";
import type { Payload } from "../../worker/notify/outbox.js";
import type { DeliveryEnv } from "../env.js";
import { escapeHtml, type Message } from "../message.js";
import { voiceOf, type Words } from "../voice.js";
import { MAX_LISTED_CHOICES, seatChoices } from "./choices.js";
import { boardPicture } from "./picture.js";

/** The lines that offer the choices, in the seat's words. */
export function choiceLines(t: Words, all: readonly string[]): string[] {
  if (all.length === 0) return [];
  if (all.length > MAX_LISTED_CHOICES) return [t("reply.many", { n: all.length }), t("reply.how")];
  return [t("reply.choose"), ...all.map((c) => `    ${c}`), t("reply.how")];
}

/** The same in HTML: the choices as a list of code, the rest as paragraphs. */
export function choiceHtml(t: Words, all: readonly string[]): string {
  if (all.length === 0) return "";
  if (all.length > MAX_LISTED_CHOICES)
    return `<p>${escapeHtml(t("reply.many", { n: all.length }))}</p>\n<p>${escapeHtml(t("reply.how"))}</p>\n`;
  const items = all.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join("");
  return `<p>${escapeHtml(t("reply.choose"))}</p>\n<ul>${items}</ul>\n<p>${escapeHtml(t("reply.how"))}</p>\n`;
}

/** Puts `text` before the first line holding `link` (the seat's link closes every notice), else at the end. */
const beforeLink = (whole: string, link: string, text: string): string => {
  const at = whole.indexOf(link);
  const lineStart = at < 0 ? -1 : whole.lastIndexOf("\n", at);
  return lineStart < 0 ? whole + text : whole.slice(0, lineStart + 1) + text + whole.slice(lineStart + 1);
};

/**
 * The notice with its reply address and choices, when it is an e-mail turn notice of the position as it stands and
 * the server can take replies (a reply domain and a link key); else the notice as it was.
 */
export async function withChoices(
  d: { db: Db; games: readonly AnyGame[]; env: DeliveryEnv; key: string | null },
  row: OutboxRow,
  seat: SeatRow,
  m: Message,
): Promise<Message> {
  if (row.channel !== "email" || row.kind !== "your_turn") return m;
  const found = await loadMatch(d.db, row.matchId);
  if (!found) return m;
  const { match } = found;
  const game = d.games.find((g) => g.id === match.game);
  if (!game || (JSON.parse(row.payload) as Payload).seq !== match.seq) return m;
  const choices = await seatChoices(d.db, game, match, seat.seat, d.env, d.key);
  if (!choices.replyTo || choices.all.length === 0) return m;
  const { t } = voiceOf(seat);
  const picture = await boardPicture(d.env.IMAGE, d.db, game, match, found.seats, seat.seat);
  const text = `${choiceLines(t, choices.all).join("\n")}\n\n`;
  const img = picture
    ? `<p>${escapeHtml(t("reply.board"))}</p>\n<p><img src="cid:${picture.cid}" alt="${escapeHtml(t("reply.board"))}" width="600" style="max-width:100%;height:auto"></p>\n`
    : "";
  const htmlAt = m.html.indexOf(`<p><a href="${escapeHtml(m.link)}">`);
  const html = htmlAt < 0 ? m.html : m.html.slice(0, htmlAt) + img + choiceHtml(t, choices.all) + m.html.slice(htmlAt);
  return {
    ...m,
    text: beforeLink(m.text, m.link, text),
    html,
    replyTo: choices.replyTo,
    ...(picture ? { attachments: [...(m.attachments ?? []), picture] } : {}),
    data: { ...m.data, notation: choices.all },
  };
}
