/**
 * The "send me my links" message (kind "links"): every match not over yet where the address is a seat's contact,
 * listed at send time, and ONE link that adds them all to the browser that opens it (`/links#import=<token>`,
 * import-token.ts; the page asks POST /api/links/import for the seats' secrets), so an address that
 * is confirmed later gets the list as it is then. Only this address's seats: no other seat's link or contact.
 * An address is not a seat: the message speaks the language (and time zone, for deadlines) of the first seat it
 * lists, as the digest does.
 */
import * as links from "../db/links.js";
import type { SeatRow } from "../db/schema.js";
import { normalizeEmail } from "../worker/notify/addresses.js";
import type { Payload } from "../worker/notify/outbox.js";
import { importToken } from "../worker/notify/import-token.js";
import { escapeHtml, footNote, unsubscribeAllLink, type Rendered, type RenderDeps } from "./message.js";
import { voiceOf, type Voice } from "./voice.js";

interface Item {
  title: string;
  match: string;
  seat: SeatRow;
  status: string;
  onTurn: boolean;
}

/** One listed seat: the match, the name it plays under, and whether it waits for players or for this seat. */
function itemLine({ t, date }: Voice, it: Item): string {
  const about = { game: it.title, id: it.match, name: it.seat.name ?? t("seat.n", { n: it.seat.seat + 1 }) };
  if (it.status === "open") return t("links.itemOpen", about);
  if (!it.onTurn) return t("links.item", about);
  return it.seat.deadline === null ? t("links.itemTurn", about) : t("links.itemDeadline", { ...about, date: date(it.seat.deadline) });
}

const importLink = (origin: string, token: string) => `${origin}/links#import=${token}`;

export async function renderLinks(deps: RenderDeps, p: Payload): Promise<Rendered> {
  if (!p.email) return { ok: false, reason: "a links message needs an address" };
  const found = await links.seatsOfAddress(deps.shards.all, normalizeEmail(p.email));
  const items: Item[] = [];
  for (const f of found) {
    const title = deps.games.find((g) => g.id === f.game)?.title ?? f.game;
    const onTurn = f.status === "active" && f.activeSeats.includes(f.seat.seat);
    items.push({ title, match: f.seat.matchId, seat: f.seat, status: f.status, onTurn });
  }
  const first = items[0];
  if (!first) return { ok: false, reason: "the address has no match under way any more" };
  const v = voiceOf(first.seat);
  const { t } = v;
  const stopAll = await unsubscribeAllLink(deps, deps.origin, p.email, v.lang);
  // one link for all the seats, its token in the fragment, valid from the sending; without a key, the home page
  const token = deps.linkKey ? await importToken(deps.linkKey, normalizeEmail(p.email), Date.now()) : null;
  const link = token ? importLink(deps.origin, token) : `${deps.origin}/`;
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
    to: p.email,
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
