/**
 * The invitation (kind "invite", worker/notify/consent.ts): the one message an address gets for a seat its owner has
 * not accepted. Like a confirmation it carries nothing a stranger typed (no player or match names): the game's title,
 * the link that accepts or declines (bound to this address), and the way to stop all e-mail from Waka.
 */
import type { InviteContext } from "./context.js";
import { escapeHtml, footNote, type Rendered } from "./message.js";
import { voiceOf } from "./voice.js";

export function renderInvite({ row, p, seat, title, answer, stopAll }: InviteContext): Rendered {
  const v = voiceOf(seat);
  const { t } = v;
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
