/**
 * The words of a message, rendered at delivery time from what was gathered for it (delivery/gather.ts): the outbox
 * payload, the match, the seats and the log. Only public facts: each move's events passed through the game's `viewEvent` for the *recipient*
 * seat and told in the sentences of the web log (i18n/), names (never another seat's contact), the recipient's own
 * deadline and its own link. Every message is in the recipient seat's language, its dates in the seat's time zone
 * (UTC when the browser gave none). A game without translated texts is told with the engine's `describeMove`.
 */
import type { GameEvent, Seat } from "../engine/core/game.js";
import type { ConfirmContext, Context, DigestContext, MatchRow, SeatContext, SeatRow } from "./context.js";
import { renderInvite } from "./invite-render.js";
import { escapeHtml, footNote, type Message, type Rendered } from "./message.js";
import { logSentences } from "./messages.js";
import { renderLinks } from "./mylinks-render.js";
import { voiceOf, type Voice, type Words } from "./voice.js";

export type { Message, Rendered };

/** A message from what was gathered for it (delivery/gather.ts): no storage is read and nothing is signed here. */
export function render(c: Context): Rendered {
  switch (c.kind) {
    case "seat":
      return renderSeat(c);
    case "digest":
      return renderDigest(c);
    case "confirm":
      return renderConfirm(c);
    case "invite":
      return renderInvite(c);
    case "links":
      return renderLinks(c);
  }
}

const nameOf = (seats: readonly SeatRow[], seat: Seat, t: Words) =>
  seats.find((s) => s.seat === seat)?.name ?? t("seat.n", { n: seat + 1 });

const short = (v: unknown): string => {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** One event of a game without translated texts: its type and its (already filtered) fields. */
export const eventLine = (e: GameEvent): string => {
  const fields = Object.entries(e)
    .filter(([k, v]) => k !== "type" && v !== undefined)
    .map(([k, v]) => `${k} ${short(v)}`);
  return fields.length ? `${e.type}: ${fields.join(", ")}` : e.type;
};

/** The footer lines of an e-mail: its unsubscribe links. */
const footLines = (t: Words, unsubscribe: string | null, unsubscribeAll: string | null): [string, string][] => [
  ...(unsubscribe ? [[t("stopSeat"), unsubscribe] as [string, string]] : []),
  ...(unsubscribeAll ? [[t("stopAll"), unsubscribeAll] as [string, string]] : []),
];

const footText = (t: Words, unsubscribe: string | null, unsubscribeAll: string | null): string =>
  footLines(t, unsubscribe, unsubscribeAll)
    .map(([label, link]) => `\n${t("labelled", { label, link })}`)
    .join("");

function toHtml(
  v: Voice,
  lines: string[],
  link: string,
  linkText: string,
  unsubscribe: string | null,
  unsubscribeAll: string | null,
): string {
  const body = lines.map((l) => (l === "" ? "" : `<p>${escapeHtml(l)}</p>`)).join("\n");
  const foot = footLines(v.t, unsubscribe, unsubscribeAll)
    .map(([label, url]) => footNote(label, url, v.t("unsubscribe")))
    .join("");
  return `<!doctype html><html lang="${v.lang}"><body style="font-family:sans-serif;line-height:1.4">${body}\n<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>${foot}</body></html>`;
}

interface ToldMove {
  seq: number;
  seat: Seat;
  by: string | null;
  /** The move in words: its log sentences, or for a game without texts the engine's description. */
  text: string;
  /** The lines under the move's headline: its log sentences, or the raw events of a game without texts. */
  lines: string[];
  /** Whether the game has texts: then the lines say the move, else the engine's one-line description heads them. */
  said: boolean;
  events: GameEvent[];
}

/** The gathered moves as the recipient may see them (events through `viewEvent`), in the recipient's words. */
function movesFor(c: SeatContext, v: Voice): ToldMove[] {
  const { game, match, seats } = c;
  if (!game) return [];
  const recipient = c.row.seat;
  const seen = c.moves.map((m) => {
    const parsed = game.parseMove(JSON.parse(m.move));
    const events = (JSON.parse(m.events) as GameEvent[]).map((e) => game.viewEvent(e, { seat: recipient }));
    return { seq: m.seq, seat: m.seat, by: m.by, move: parsed.ok ? parsed.value : null, events };
  });
  const sentences = logSentences(match.game, v.lang)?.(seen, seats) ?? null;
  return seen.map((m, i) => {
    const said = sentences?.[i];
    const text = said ? said.join(" ") : m.move !== null ? game.describeMove(m.move) : v.t("move.hidden");
    return { seq: m.seq, seat: m.seat, by: m.by, text, lines: said ?? m.events.map(eventLine), said: said !== undefined, events: m.events };
  });
}

/** Who played a move, said to the recipient ("You played", "Time ran out for Bo; played for them"). */
function playedBy(m: ToldMove, recipient: Seat, seats: readonly SeatRow[], t: Words): string {
  const who = nameOf(seats, m.seat, t);
  const mine = m.seat === recipient;
  if (m.by === "timeout") return mine ? t("by.timeoutYou") : t("by.timeout", { who });
  if (m.by === "bot") return mine ? t("by.botYou") : t("by.bot", { who });
  if (m.by === "resigned") return t("by.resigned", { who });
  return mine ? t("by.you") : t("by.player", { who });
}

/** One player's turn: its consecutive moves played the same way (by the seat, its bot or its clock). */
const turnsOf = (moves: readonly ToldMove[]): ToldMove[][] =>
  moves.reduce<ToldMove[][]>((turns, m) => {
    const last = turns[turns.length - 1]?.[0];
    if (last && last.seat === m.seat && last.by === m.by) turns[turns.length - 1]!.push(m);
    else turns.push([m]);
    return turns;
  }, []);

/** The moves told turn by turn: who played and which moves, then what each did (a one-move turn keeps its old form). */
function tellMoves(moves: readonly ToldMove[], recipient: Seat, seats: readonly SeatRow[], t: Words): string[] {
  return turnsOf(moves).flatMap((turn) => {
    const first = turn[0]!;
    const by = playedBy(first, recipient, seats, t);
    if (turn.length === 1) {
      const head = first.said ? t("move.head", { by, seq: first.seq }) : t("move.line", { by, move: first.text, seq: first.seq });
      return [head, ...first.lines.map((l) => `  • ${l}`)];
    }
    const head = t("move.heads", { by, from: first.seq, to: turn[turn.length - 1]!.seq });
    return [head, ...turn.flatMap((m) => (m.said ? m.lines : [m.text, ...m.lines]).map((l) => `  • ${l}`))];
  });
}

/** A seat's notice by its kind: its lines (pushed onto `lines`) up to the deadline, and its subject. */
function tellSeat(c: SeatContext, v: Voice, moves: readonly ToldMove[], lines: string[], onTurn: boolean): string {
  const { row, p, match, seats } = c;
  const { t } = v;
  const title = c.game?.title ?? match.game;
  const told = () => lines.push(...tellMoves(moves, row.seat, seats, t));
  const about = { game: title, id: match.id };
  if (row.kind in SUBJECTS) lines.push(t("hello", { name: nameOf(seats, row.seat, t) }), "");
  switch (row.kind) {
    case "your_turn": {
      if (p.seq === 0) lines.push(t("turn.started", { game: title }));
      else {
        if (c.earlier > 0) lines.push(t("story.earlier", { n: c.earlier }));
        told();
      }
      const others = p.active.filter((s) => s !== row.seat).map((s) => nameOf(seats, s, t));
      // delivered after the seat already played (a retry, a late confirmation): no "it is your turn now", the
      // "moved on since" line below says it (issue #41)
      if (onTurn) lines.push("", others.length ? t("turn.nowWith", { names: others.join(", ") }) : t("turn.now"));
      if (c.unread > 0) lines.push(t("unread", { n: c.unread }));
      break;
    }
    case "reminder50":
    case "reminder80":
      lines.push(t(row.kind === "reminder50" ? "reminder.50" : "reminder.80", { game: title }));
      break;
    case "timeout":
      if (p.takeover) lines.push(t("timeout.takeover", { level: t(`level.${p.takeover}`) }), t("timeout.takeBack"));
      else {
        lines.push(t("timeout.decided"));
        told();
      }
      break;
    case "match_over":
      told();
      lines.push("", ...overLines(match, seats, t));
      break;
    case "rematch": {
      // "Dana asks for a rematch of your Wongar match of 24 November 2026" (issue #41 item 3)
      const who = nameOf(seats, p.by ?? row.seat, t);
      if (p.of) lines.push(t("rematch.of", { who, game: title, date: v.day(p.of) }), t("rematch.same"));
      else lines.push(t("rematch.started", { who, game: title }));
      if (onTurn) lines.push(t("turn.now"));
      break;
    }
  }
  return t(SUBJECTS[row.kind as keyof typeof SUBJECTS] ?? "subject.other", about);
}

/** The subject of each kind of seat notice; another kind (none is written today) gets a plain one, and no greeting. */
const SUBJECTS = {
  your_turn: "subject.your_turn",
  reminder50: "subject.reminder",
  reminder80: "subject.reminder",
  timeout: "subject.timeout",
  match_over: "subject.match_over",
  rematch: "subject.rematch",
} as const;

/** A notice to one seat: a turn (the story since its last decision), a reminder, a timeout, the end, a rematch. */
function renderSeat(c: SeatContext): Rendered {
  const { row, p, match, seat, to, link, unsubscribe, unsubscribeAll, seats } = c;
  const v = voiceOf(seat);
  const { t } = v;
  const lines: string[] = [];
  const moves = movesFor(c, v);
  const active = match.activeSeats;
  const onTurn = active.includes(row.seat) && match.status === "active";
  const deadline = onTurn ? seat.deadline : null;
  const subject = tellSeat(c, v, moves, lines, onTurn);
  if (deadline !== null) lines.push(t("deadline", { date: v.date(deadline) }));
  const stale = (row.kind === "your_turn" || row.kind.startsWith("reminder")) && !onTurn;
  if (stale) lines.push(t("stale"));
  const waiting = active.filter((s) => s !== row.seat);
  if (match.status === "active" && waiting.length && row.kind !== "your_turn") {
    const names = waiting.map((s) => nameOf(seats, s, t)).join(", ");
    lines.push(onTurn ? t("onTurnAndYou", { names }) : t("onTurn", { names }));
  }
  const linkText = t("openSeat");
  lines.push("", t("labelled", { label: linkText, link }));
  const foot = footText(t, unsubscribe, unsubscribeAll);
  const text = lines.join("\n") + (foot ? `\n${foot}\n` : "\n");
  return {
    ok: true,
    to,
    seat,
    message: {
      subject: `Waka: ${subject}`,
      text,
      html: toHtml(v, lines.slice(0, -1), link, linkText, unsubscribe, unsubscribeAll),
      link,
      linkText,
      unsubscribe,
      unsubscribeAll,
      data: {
        type: row.kind,
        lang: v.lang,
        match: match.id,
        game: match.game,
        seq: p.seq,
        seat: row.seat,
        status: match.status,
        active,
        deadline,
        moves: moves.map(({ seq, seat, by, text, events }) => ({ seq, seat, by, text, events })),
        text: lines.join("\n"),
        link,
      },
    },
  };
}

function overLines(match: MatchRow, seats: readonly SeatRow[], t: Words): string[] {
  const o = match.outcome;
  if (match.status === "abandoned") {
    const d = (o?.details ?? {}) as { seat?: number };
    return [t("over.abandoned", { name: d.seat === undefined ? t("over.aPlayer") : nameOf(seats, d.seat, t) })];
  }
  if (!o) return [t("over.plain")];
  if (o.reason === "resigned") {
    const d = (o.details ?? {}) as { seat?: number };
    const ranks = o.ranking.map((group, i) => `${i + 1}. ${group.map((s) => nameOf(seats, s, t)).join(" = ")}`);
    return [t("over.resigned", { name: d.seat === undefined ? t("over.aPlayer") : nameOf(seats, d.seat, t) }), ...ranks];
  }
  return [
    t("over.ranking"),
    ...o.ranking.map((group, i) => `${i + 1}. ${group.map((s) => `${nameOf(seats, s, t)} (${o.scores[s] ?? 0})`).join(" = ")}`),
  ];
}

/**
 * The daily digest for one e-mail address: the matches where one of its seats is on turn. An address is not a seat:
 * it is written in the language (and time zone) of the first seat it lists.
 */
function renderDigest({ p, listed, stopAll }: DigestContext): Rendered {
  const first = listed[0]!.seat;
  const v = voiceOf(first);
  const { t } = v;
  const lines: string[] = [t("helloAll"), "", t("digest.intro")];
  const items: Record<string, unknown>[] = [];
  for (const { match, seat, title, link, unsubscribe } of listed) {
    const about = { game: title, id: match.id, name: nameOf([seat], seat.seat, t) };
    lines.push(
      "",
      `• ${seat.deadline ? t("digest.itemDeadline", { ...about, date: v.date(seat.deadline) }) : t("digest.item", about)}`,
      `  ${link}`,
    );
    if (unsubscribe) lines.push(`  ${t("labelled", { label: t("digest.stopSeat"), link: unsubscribe })}`);
    items.push({ match: match.id, seat: seat.seat, deadline: seat.deadline, link });
  }
  const text = lines.join("\n") + (stopAll ? `\n${footText(t, null, stopAll)}\n` : "\n");
  const link = items[0]!.link as string;
  const linkText = t("openSeat");
  return {
    ok: true,
    to: p.email ?? null,
    seat: first,
    message: {
      subject: `Waka: ${t("subject.digest", { n: items.length })}`,
      text,
      html: toHtml(v, lines, link, linkText, null, stopAll),
      link,
      linkText,
      // a digest covers every match of the address: its one-click unsubscribe is the address's
      unsubscribe: stopAll,
      unsubscribeAll: stopAll,
      data: { type: "digest", lang: v.lang, day: p.day, items },
    },
  };
}

/**
 * The first message to an address: short, and free of anything a stranger could have typed (no player or match
 * names), so a confirmation cannot carry someone else's text into a stranger's inbox. An address is not a seat: it
 * is written in the language of the seat whose message asked for it.
 */
function renderConfirm({ p, asking, title, confirm, stop }: ConfirmContext): Rendered {
  const v = voiceOf(asking);
  const { t } = v;
  // a "send me my links" request asks for the address's links, not for a match's notices
  const why = p.atCreation ? t("confirm.whyInvite", { game: title }) : t(p.asked === "links" ? "confirm.whyLinks" : "confirm.why");
  const lines = [t("helloAll"), "", why, t("confirm.wait")];
  const linkText = t("confirm.action");
  const text = [...lines, "", t("labelled", { label: linkText, link: confirm }), "", t("confirm.notYou"), stop, ""].join("\n");
  return {
    ok: true,
    to: p.email,
    seat: null,
    message: {
      subject: `Waka: ${t("subject.confirm")}`,
      text,
      html: toHtml(v, [...lines, ""], confirm, linkText, null, stop),
      link: confirm,
      linkText,
      unsubscribe: stop,
      unsubscribeAll: stop,
      data: { type: "confirm", lang: v.lang },
    },
  };
}
