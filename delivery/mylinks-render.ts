/**
 * The "send me my links" message (kind "links"): every match not over yet where the address is a seat's contact,
 * listed at send time, and ONE link that adds them all to the browser that opens it (`/links#import=<token>`,
 * import-token.ts; the page asks POST /api/links/import for the seats' secrets), so an address that
 * is confirmed later gets the list as it is then. Only this address's seats: no other seat's link or contact.
 * An address is not a seat: the message speaks the language (and time zone, for deadlines) of the first seat it
 * lists, as the digest does.
 */
import type { LinkItem, LinksContext } from "./context.js";
import { escapeHtml, footNote, type Rendered } from "./message.js";
import { voiceOf, type Voice } from "./voice.js";

/** One listed seat: the match, the name it plays under, and whether it waits for players or for this seat. */
function itemLine({ t, date }: Voice, it: LinkItem): string {
  const about = { game: it.title, id: it.match, name: it.seat.name ?? t("seat.n", { n: it.seat.seat + 1 }) };
  if (it.status === "open") return t("links.itemOpen", about);
  if (!it.onTurn) return t("links.item", about);
  return it.seat.deadline === null ? t("links.itemTurn", about) : t("links.itemDeadline", { ...about, date: date(it.seat.deadline) });
}

export function renderLinks({ email, items, link, stopAll }: LinksContext): Rendered {
  const first = items[0]!;
  const v = voiceOf(first.seat);
  const { t } = v;
  const intro = [t("helloAll"), "", t("links.intro", { n: items.length })];
  const how = [t("links.keep"), t("links.paste", { link })];
  const text = [
    ...intro,
    ...items.map((it) => `• ${itemLine(v, it)}`),
    "",
    ...how,
    "",
    t("links.notAsked"),
    ...(stopAll ? ["", t("labelled", { label: t("stopAll"), link: stopAll })] : []),
    "",
  ].join("\n");
  const html =
    `<!doctype html><html lang="${v.lang}"><body style="font-family:sans-serif;line-height:1.4">` +
    intro.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join("") +
    `<ul>${items.map((it) => `<li>${escapeHtml(itemLine(v, it))}</li>`).join("")}</ul>` +
    `<p>${escapeHtml(how[0]!)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t("links.open"))}</a></p>` +
    `<p>${escapeHtml(t("links.notAsked"))}</p>` +
    (stopAll ? footNote(t("stopAll"), stopAll, t("unsubscribe")) : "") +
    `</body></html>`;
  return {
    ok: true,
    to: email,
    seat: first.seat,
    message: {
      subject: `Waka: ${t("subject.links", { n: items.length })}`,
      text,
      html,
      link,
      linkText: t("links.open"),
      // the message covers every match of the address: its one-click unsubscribe is the address's
      unsubscribe: stopAll,
      unsubscribeAll: stopAll,
      data: { type: "links", lang: v.lang, items: items.map((it) => ({ match: it.match, seat: it.seat.seat })), link },
    },
  };
}
