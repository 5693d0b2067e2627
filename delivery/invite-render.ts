/**
 * The invitation (kind "invite", worker/notify/consent.ts): the one message an address gets for a seat its owner has
 * not accepted. Like a confirmation it carries nothing a stranger typed (no player or match names): the game's title,
 * the link that accepts or declines (bound to this address), and the way to stop all e-mail from Waka.
 */
import type { OutboxRow } from "../db/schema.js";
import { addressHash, normalizeEmail } from "../worker/notify/addresses.js";
import { inviteToken, matchLinks } from "../worker/notify/links.js";
import type { Payload } from "../worker/notify/outbox.js";
import { escapeHtml, footNote, unsubscribeAllLink, type Rendered, type RenderDeps } from "./message.js";
import { voiceOf } from "./voice.js";
import { loadMatch } from "../db/matches.js";

export async function renderInvite(deps: RenderDeps, row: OutboxRow, p: Payload): Promise<Rendered> {
  if (!deps.linkKey || !p.email) return { ok: false, reason: "an invitation needs SEAT_LINK_KEY and an address" };
  const found = await loadMatch(deps.db, row.matchId);
  const seat = found?.seats.find((s) => s.seat === row.seat);
  if (!found || !seat) return { ok: false, reason: "seat gone" };
  if (!seat.email || normalizeEmail(seat.email) !== normalizeEmail(p.email))
    return { ok: false, reason: "the seat no longer has this address" };
  const v = voiceOf(seat);
  const { t } = v;
  const title = deps.games.find((g) => g.id === found.match.game)?.title ?? found.match.game;
  const answer = matchLinks(deps.origin, row.matchId).invitation(
    row.seat,
    await inviteToken(deps.linkKey, row.matchId, row.seat, await addressHash(seat.email)),
  );
  const stopAll = await unsubscribeAllLink(deps, deps.origin, seat.email);
  // created with this address (issue #31): the match's creator invited it, said without any name typed
  const why = t(p.atCreation ? "invite.from" : "invite.why", { game: title });
  const lines = [t("helloAll"), "", why, t("invite.wait"), t("invite.silence")];
  const linkText = t("invite.action");
  const text = [
    ...lines,
    "",
    t("labelled", { label: linkText, link: answer }),
    ...(stopAll ? ["", t("labelled", { label: t("stopAll"), link: stopAll })] : []),
    "",
  ].join("\n");
  const html =
    `<!doctype html><html lang="${v.lang}"><body style="font-family:sans-serif;line-height:1.4">` +
    lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join("") +
    `<p><a href="${escapeHtml(answer)}">${escapeHtml(linkText)}</a></p>` +
    (stopAll ? footNote(t("stopAll"), stopAll, t("unsubscribe")) : "") +
    `</body></html>`;
  return {
    ok: true,
    to: seat.email,
    seat,
    message: {
      subject: `Waka: ${t("subject.invite", { game: title })}`,
      text,
      html,
      link: answer,
      linkText,
      unsubscribe: stopAll,
      unsubscribeAll: stopAll,
      data: { type: "invite", lang: v.lang, match: row.matchId, seat: row.seat },
    },
  };
}
