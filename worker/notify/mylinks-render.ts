/**
 * The "send me my links" message (kind "links"): every match not over yet where the address is a seat's contact,
 * each with that seat's own link (the seat secret re-derived, links.ts), listed at send time, so an address that
 * is confirmed later gets the list as it is then. Only this address's seats: no other seat's link or contact.
 */
import * as links from "../../db/links.js";
import type { SeatRow } from "../../db/schema.js";
import { normalizeEmail } from "./addresses.js";
import type { Payload } from "./outbox.js";
import { seatLink, unsubscribeAllLink, type Rendered, type RenderDeps } from "./message.js";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Item {
  title: string;
  match: string;
  seat: SeatRow;
  status: string;
  link: string;
}

const itemLine = (it: Item): string =>
  `${it.title} (${it.match}), as ${it.seat.name ?? `Seat ${it.seat.seat + 1}`}${it.status === "open" ? ", waiting for players" : ""}`;

export async function renderLinks(deps: RenderDeps, p: Payload): Promise<Rendered> {
  if (!p.email) return { ok: false, reason: "a links message needs an address" };
  const found = await links.seatsOfAddress(deps.db, normalizeEmail(p.email));
  const items: Item[] = [];
  for (const f of found) {
    const title = deps.games.find((g) => g.id === f.game)?.title ?? f.game;
    items.push({ title, match: f.seat.matchId, seat: f.seat, status: f.status, link: await seatLink(deps, deps.origin, f.seat, true) });
  }
  if (items.length === 0) return { ok: false, reason: "the address has no match under way any more" };
  const stopAll = await unsubscribeAllLink(deps, deps.origin, p.email);
  const intro = [
    "Hello,",
    "",
    `You asked Waka for the links of your matches. Here ${items.length === 1 ? "is the one" : `are the ${items.length}`} where this address is a player's contact.`,
    "Each link opens your own seat: keep it to yourself. Opening it adds the match to My matches on that device;",
    `or paste this whole message into "Add my links" on Waka's home page: ${deps.origin}/`,
  ];
  const text = [
    ...intro,
    ...items.flatMap((it) => ["", `• ${itemLine(it)}`, `  ${it.link}`]),
    "",
    "Did not ask? Nothing changes until someone opens a link; you can ignore this e-mail.",
    ...(stopAll ? ["", `Stop all e-mail from Waka: ${stopAll}`] : []),
    "",
  ].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">` +
    intro.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join("") +
    `<ul>${items.map((it) => `<li>${escapeHtml(itemLine(it))}<br><a href="${escapeHtml(it.link)}">${escapeHtml(it.link)}</a></li>`).join("")}</ul>` +
    `<p>Did not ask? Nothing changes until someone opens a link; you can ignore this e-mail.</p>` +
    (stopAll ? `<p style="color:#666;font-size:12px">Stop all e-mail from Waka: <a href="${escapeHtml(stopAll)}">unsubscribe</a></p>` : "") +
    `</body></html>`;
  return {
    ok: true,
    to: p.email,
    seat: items[0]!.seat,
    message: {
      subject: `Waka: your links (${items.length} ${items.length === 1 ? "match" : "matches"})`,
      text,
      html,
      link: items[0]!.link,
      linkText: items[0]!.link,
      // the message covers every match of the address: its one-click unsubscribe is the address's
      unsubscribe: stopAll,
      unsubscribeAll: stopAll,
      data: { type: "links", items: items.map((it) => ({ match: it.match, seat: it.seat.seat, link: it.link })) },
    },
  };
}
