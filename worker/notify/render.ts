/**
 * The words of a message, rendered at delivery time from what is stored: the outbox payload, the match, the seats
 * and the log. Only public facts: each move's `describeMove`, its events passed through the game's
 * `viewEvent` for the *recipient* seat, names (never another seat's contact), the recipient's own deadline and its
 * own link. Messages are in English (the web app carries the translations).
 */
import type { AnyGame, GameEvent, Seat } from "../../engine/core/game.js";
import * as q from "../../db/queries.js";
import type { MatchRow, OutboxRow, SeatRow } from "../../db/schema.js";
import { addressHash } from "./addresses.js";
import { addressLinks, confirmToken, deriveSeatSecret, matchLinks, unsubscribeAllToken, unsubscribeToken } from "./links.js";
import type { Payload } from "./outbox.js";
import { unreadChatLine } from "../live/unread.js";

export interface Message {
  subject: string;
  text: string;
  html: string;
  /** The recipient's own link (with the seat secret only for e-mail, see seatLink). */
  link: string;
  /** The link of List-Unsubscribe (RFC 8058 one-click): the seat's e-mail, or for a digest or a confirmation the address. */
  unsubscribe: string | null;
  /** E-mail: "unsubscribe from all of Waka" for the recipient's address. */
  unsubscribeAll: string | null;
  /** Structured form for generic JSON webhooks and push. */
  data: Record<string, unknown>;
}

export interface RenderDeps {
  db: q.Db;
  games: readonly AnyGame[];
  linkKey: string | null;
  /** The trusted origin of the message's links, resolved at send time (worker/origin.ts sendOrigin). */
  origin: string;
}

/** `seat`: the seat the message is for (a confirmation is for an address, not a seat). */
export type Rendered = { ok: true; message: Message; to: string | null; seat: SeatRow | null } | { ok: false; reason: string };

const nameOf = (seats: readonly SeatRow[], seat: Seat) => seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;

const utc = (ms: number) => new Date(ms).toUTCString().replace("GMT", "UTC");

const short = (v: unknown): string => {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** One event in plain words: its type and its (already filtered) fields. */
export const eventLine = (e: GameEvent): string => {
  const fields = Object.entries(e)
    .filter(([k, v]) => k !== "type" && v !== undefined)
    .map(([k, v]) => `${k} ${short(v)}`);
  return fields.length ? `${e.type}: ${fields.join(", ")}` : e.type;
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The seat's own link. E-mail is private: it carries the seat secret when it can be rebuilt. Webhooks may post
 * into shared channels and push goes to a browser that already holds the seat: they never carry a secret. */
export async function seatLink(deps: RenderDeps, origin: string, seat: SeatRow, withSecret: boolean): Promise<string> {
  const l = matchLinks(origin, seat.matchId);
  if (withSecret && deps.linkKey && seat.linkSalt) return l.seat(await deriveSeatSecret(deps.linkKey, seat.matchId, seat.seat, seat.linkSalt));
  return l.seatHint(seat.seat);
}

export async function unsubscribeLink(deps: RenderDeps, origin: string, seat: SeatRow): Promise<string | null> {
  if (!deps.linkKey) return null;
  return matchLinks(origin, seat.matchId).unsubscribe(seat.seat, await unsubscribeToken(deps.linkKey, seat.matchId, seat.seat));
}

export async function unsubscribeAllLink(deps: RenderDeps, origin: string, address: string): Promise<string | null> {
  if (!deps.linkKey) return null;
  const hash = await addressHash(address);
  return addressLinks(origin, hash).unsubscribeAll(await unsubscribeAllToken(deps.linkKey, hash));
}

/** The footer lines of an e-mail: its unsubscribe links. */
const footLines = (unsubscribe: string | null, unsubscribeAll: string | null): [string, string][] => [
  ...(unsubscribe ? [["Stop these e-mails for this seat", unsubscribe] as [string, string]] : []),
  ...(unsubscribeAll ? [["Stop all e-mail from Waka", unsubscribeAll] as [string, string]] : []),
];

const footText = (unsubscribe: string | null, unsubscribeAll: string | null): string =>
  footLines(unsubscribe, unsubscribeAll)
    .map(([label, url]) => `\n${label}: ${url}`)
    .join("");

function toHtml(lines: string[], link: string, linkText: string, unsubscribe: string | null, unsubscribeAll: string | null): string {
  const body = lines.map((l) => (l === "" ? "" : `<p>${escapeHtml(l)}</p>`)).join("\n");
  const foot = footLines(unsubscribe, unsubscribeAll)
    .map(([label, url]) => `<p style="color:#666;font-size:12px">${label}: <a href="${escapeHtml(url)}">unsubscribe</a></p>`)
    .join("");
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${body}\n<p><a href="${escapeHtml(link)}">${linkText}</a></p>${foot}</body></html>`;
}

const channelHasAddress = (row: OutboxRow, seat: SeatRow): string | null | false => {
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

export async function renderRow(deps: RenderDeps, row: OutboxRow): Promise<Rendered> {
  const p = JSON.parse(row.payload) as Payload;
  if (row.kind === "digest") return renderDigest(deps, row, p);
  if (row.kind === "confirm") return renderConfirm(deps, p);
  const found = await q.loadMatch(deps.db, row.matchId);
  if (!found) return { ok: false, reason: "match gone" };
  const { match, seats } = found;
  const seat = seats.find((s) => s.seat === row.seat);
  if (!seat) return { ok: false, reason: "seat gone" };
  const to = channelHasAddress(row, seat);
  if (to === false) return { ok: false, reason: `the seat no longer has ${row.channel}` };
  const game = deps.games.find((g) => g.id === match.game);
  const title = game?.title ?? match.game;
  const origin = deps.origin;
  const link = await seatLink(deps, origin, seat, row.channel === "email");
  const unsubscribe = row.channel === "email" ? await unsubscribeLink(deps, origin, seat) : null;
  const unsubscribeAll = row.channel === "email" && seat.email ? await unsubscribeAllLink(deps, origin, seat.email) : null;

  const lines: string[] = [];
  const moves = p.seq >= p.from && p.seq > 0 && game ? await q.loadMovesBetween(deps.db, match.id, p.from, p.seq) : [];
  const movesOut = moves.map((m) => {
    const parsed = game!.parseMove(JSON.parse(m.move));
    const text = parsed.ok ? game!.describeMove(parsed.value) : "a move";
    const events = (JSON.parse(m.events) as GameEvent[]).map((e) => game!.viewEvent(e, { seat: row.seat }));
    return { seq: m.seq, seat: m.seat, by: m.by, text, events };
  });
  const tellMoves = () => {
    for (const m of movesOut) {
      const who = m.seat === row.seat ? "You" : nameOf(seats, m.seat);
      const played =
        m.by === "timeout"
          ? `Time ran out for ${who === "You" ? "you" : who}; played for ${who === "You" ? "you" : "them"}`
          : m.by === "bot"
            ? `${who === "You" ? "The bot playing for you" : `${who} (bot)`} played`
            : `${who} played`;
      lines.push(`${played}: ${m.text} (move ${m.seq})`);
      for (const e of m.events) lines.push(`  • ${eventLine(e)}`);
    }
  };
  const you = nameOf(seats, row.seat);
  const onTurn = match.activeSeats.includes(row.seat) && match.status === "active";
  const deadline = onTurn ? seat.deadline : null;
  let subject: string;
  switch (row.kind) {
    case "your_turn":
      subject = `Your turn in ${title} (${match.id})`;
      lines.push(`Hello ${you},`, "");
      if (p.seq === 0) lines.push(`Your ${title} match has started.`);
      else tellMoves();
      lines.push("", `It is your turn now${p.active.length > 1 ? ` (with ${p.active.filter((s) => s !== row.seat).map((s) => nameOf(seats, s)).join(", ")})` : ""}.`);
      lines.push(...[await unreadChatLine(deps.db, match.id, row.seat)].filter((x) => x !== null));
      break;
    case "reminder50":
    case "reminder80":
      subject = `Reminder: your turn in ${title} (${match.id})`;
      lines.push(`Hello ${you},`, "", `${row.kind === "reminder50" ? "Half" : "80 %"} of your time for this turn in ${title} has passed.`);
      break;
    case "timeout":
      subject = `Time ran out in ${title} (${match.id})`;
      if (p.takeover) {
        lines.push(`Hello ${you},`, "", `Your deadline passed, so a computer player (${p.takeover}) plays for you from now on.`);
        lines.push("Open the match with your seat link to take your seat back: the bot stops as soon as you do.");
      } else {
        lines.push(`Hello ${you},`, "", "Your deadline passed, so the server decided for you:");
        tellMoves();
      }
      break;
    case "match_over": {
      subject = `${title} is over (${match.id})`;
      lines.push(`Hello ${you},`, "");
      tellMoves();
      lines.push("", ...overLines(match, seats));
      break;
    }
    default:
      subject = `${title} (${match.id})`;
  }
  if (deadline !== null) lines.push(`Your deadline: ${utc(deadline)}.`);
  const stale = (row.kind === "your_turn" || row.kind.startsWith("reminder")) && !onTurn;
  if (stale) lines.push("(Things have moved on since: open the match to see where it stands.)");
  const waiting = match.activeSeats.filter((s) => s !== row.seat);
  if (match.status === "active" && waiting.length && row.kind !== "your_turn") {
    lines.push(`On turn: ${waiting.map((s) => nameOf(seats, s)).join(", ")}${onTurn ? " and you" : ""}.`);
  }
  lines.push("", `Open your seat: ${link}`);
  const foot = footText(unsubscribe, unsubscribeAll);
  const text = lines.join("\n") + (foot ? `\n${foot}\n` : "\n");
  return {
    ok: true,
    to,
    seat,
    message: {
      subject: `Waka: ${subject}`,
      text,
      html: toHtml(lines.slice(0, -1), link, "Open your seat", unsubscribe, unsubscribeAll),
      link,
      unsubscribe,
      unsubscribeAll,
      data: {
        type: row.kind,
        match: match.id,
        game: match.game,
        seq: p.seq,
        seat: row.seat,
        status: match.status,
        active: match.activeSeats,
        deadline,
        moves: movesOut,
        text: lines.join("\n"),
        link,
      },
    },
  };
}

function overLines(match: MatchRow, seats: readonly SeatRow[]): string[] {
  const o = match.outcome;
  if (match.status === "abandoned") {
    const d = (o?.details ?? {}) as { seat?: number };
    return [`The match was abandoned: ${d.seat === undefined ? "a player" : nameOf(seats, d.seat)} did not move before the deadline.`];
  }
  if (!o) return ["The match is over."];
  return ["The match is over. Ranking:", ...o.ranking.map((group, i) => `${i + 1}. ${group.map((s) => `${nameOf(seats, s)} (${o.scores[s] ?? 0})`).join(" = ")}`)];
}

/** The daily digest for one e-mail address: the matches where one of its seats is on turn. */
async function renderDigest(deps: RenderDeps, row: OutboxRow, p: Payload): Promise<Rendered> {
  const lines: string[] = ["Hello,", "", "It is your turn in these matches:"];
  const items: Record<string, unknown>[] = [];
  let first: SeatRow | null = null;
  for (const it of p.items ?? []) {
    const found = await q.loadMatch(deps.db, it.match);
    if (!found || found.match.status !== "active") continue;
    const seat = found.seats.find((s) => s.seat === it.seat);
    if (!seat || seat.email !== p.email || seat.digest !== 1) continue;
    if (!found.match.activeSeats.includes(it.seat)) continue;
    first ??= seat;
    const title = deps.games.find((g) => g.id === found.match.game)?.title ?? found.match.game;
    const origin = deps.origin;
    const link = await seatLink(deps, origin, seat, true);
    const unsub = await unsubscribeLink(deps, origin, seat);
    lines.push("", `• ${title} (${found.match.id}) as ${seat.name ?? `Seat ${seat.seat + 1}`}${seat.deadline ? `, deadline ${utc(seat.deadline)}` : ""}`, `  ${link}`);
    if (unsub) lines.push(`  Stop e-mails for this seat: ${unsub}`);
    items.push({ match: found.match.id, seat: seat.seat, deadline: seat.deadline, link });
  }
  if (!first) return { ok: false, reason: "nothing on turn any more" };
  const stopAll = p.email ? await unsubscribeAllLink(deps, deps.origin ?? p.origin, p.email) : null;
  const text = lines.join("\n") + (stopAll ? `\n${footText(null, stopAll)}\n` : "\n");
  return {
    ok: true,
    to: p.email ?? null,
    seat: first,
    message: {
      subject: `Waka: your turn in ${items.length} ${items.length === 1 ? "match" : "matches"}`,
      text,
      html: toHtml(lines, (items[0]!.link as string) ?? "", "Open your seat", null, stopAll),
      link: items[0]!.link as string,
      // a digest covers every match of the address: its one-click unsubscribe is the address's
      unsubscribe: stopAll,
      unsubscribeAll: stopAll,
      data: { type: "digest", day: p.day, items },
    },
  };
}

/**
 * The first message to an address: short, and free of anything a stranger could have typed (no player or match
 * names), so a confirmation cannot carry someone else's text into a stranger's inbox.
 */
async function renderConfirm(deps: RenderDeps, p: Payload): Promise<Rendered> {
  if (!deps.linkKey || !p.email || !p.confirm) return { ok: false, reason: "a confirmation needs SEAT_LINK_KEY and an address" };
  const l = addressLinks(deps.origin ?? p.origin, p.confirm);
  const confirm = l.confirm(await confirmToken(deps.linkKey, p.confirm));
  const stop = l.unsubscribeAll(await unsubscribeAllToken(deps.linkKey, p.confirm));
  const lines = [
    "Hello,",
    "",
    "Someone asked Waka, a site for playing board games over the web, to send the notices of a match to this address.",
    "Nothing more is sent to it until you confirm that it is yours.",
  ];
  const text = [...lines, "", `Confirm this address: ${confirm}`, "", "Not you? Ignore this e-mail, or stop all e-mail from Waka to this address:", stop, ""].join("\n");
  return {
    ok: true,
    to: p.email,
    seat: null,
    message: {
      subject: "Waka: confirm your e-mail address",
      text,
      html: toHtml([...lines, ""], confirm, "Confirm this address", null, stop),
      link: confirm,
      unsubscribe: stop,
      unsubscribeAll: stop,
      data: { type: "confirm" },
    },
  };
}
