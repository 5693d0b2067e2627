/**
 * What a shared link says about its match (protocol/preview.ts), for the main Worker's pages (worker/unfurl/page.ts):
 * the OpenGraph/Twitter title and description — whose turn it is, the players and their scores, or the result — and
 * the tags. Built only from what a spectator sees (the public running scores, the players' names, the public outcome):
 * never a seat secret or a contact. English: an unfurler sends no language. Names are user input: every value is
 * escaped as an attribute.
 */
import type { PreviewAsk, PreviewPlayer, PreviewWords } from "../protocol/preview.js";

interface Summary {
  title: string;
  description: string;
}

type Player = PreviewPlayer;

const nameOf = (p: Player | undefined, seat: number): string =>
  p?.name ?? (p?.bot ? `Bot (${p.bot})` : p?.open ? "an open seat" : `Seat ${seat + 1}`);

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
const listed = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const moves = (n: number): string => `${n} move${n === 1 ? "" : "s"}`;

function matchSummary(m: PreviewAsk): Summary {
  const gameTitle = m.gameTitle;
  const name = (seat: number) => nameOf(m.players[seat], seat);
  const everyone = m.players.map((p) => name(p.seat));
  const withScores = (scores: readonly number[] | null) =>
    scores && scores.length === m.players.length ? m.players.map((p) => `${name(p.seat)} ${scores[p.seat]}`).join(" · ") : listed(everyone);
  switch (m.status) {
    case "open": {
      const taken = m.players.filter((p) => !p.open).length;
      return {
        title: `${gameTitle} — waiting for players (${taken} of ${m.players.length} seats taken)`,
        description: `A match of ${gameTitle} on Waka, played over days in the browser. At the table: ${listed(everyone)}.`,
      };
    }
    case "active": {
      const onTurn = m.activeSeats.map(name);
      const whose = onTurn.length === 1 ? `${possessive(onTurn[0]!)} turn` : `${listed(onTurn)} to play`;
      return {
        title: `${gameTitle} — ${whose} (move ${m.seq + 1})`,
        description: `${withScores(m.scores)}. ${gameTitle} on Waka: watch the match live or replay it.`,
      };
    }
    case "finished": {
      const first = m.outcome?.ranking[0]?.map(name) ?? [];
      const result = first.length === 1 ? `${first[0]} won` : first.length > 1 ? `${listed(first)} share first place` : "finished";
      // a resigned match ends with no scores (`scores: []`): its standings are the ranking alone, never "undefined"
      const scored = (s: number) => {
        const score = m.outcome?.scores[s];
        return typeof score === "number" ? `${name(s)} ${score}` : name(s);
      };
      const places = m.outcome?.ranking.map((seats, i) => `${i + 1}. ${seats.map(scored).join(", ")}`) ?? [];
      const resigned = m.outcome?.reason === "resigned" ? " (by resignation)" : "";
      return {
        title: `${gameTitle} — ${result} (${moves(m.seq)})`,
        description: `Final standings${resigned}: ${places.join(" · ") || listed(everyone)}. Replay every move on Waka.`,
      };
    }
    case "abandoned":
      return {
        title: `${gameTitle} — abandoned after ${moves(m.seq)}`,
        description: `${listed(everyone)} played ${gameTitle} on Waka until the match was abandoned. Replay its moves.`,
      };
  }
}

/** The invite page: the same match, seen by someone asked to take a seat. */
function inviteSummary(m: PreviewAsk): Summary {
  const gameTitle = m.gameTitle;
  const open = m.players.filter((p) => p.open).length;
  const seated = m.players.filter((p) => !p.open).map((p) => nameOf(p, p.seat));
  return {
    title: `Join a match of ${gameTitle} on Waka${open ? ` (${open} open seat${open === 1 ? "" : "s"})` : ""}`,
    description: `${seated.length ? `${listed(seated)} ${seated.length === 1 ? "is" : "are"} at the table. ` : ""}Take a seat and play ${gameTitle} over days, in the browser.`,
  };
}

const ATTR_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeAttr = (s: string): string => s.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!);

const meta = (key: "property" | "name", name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttr(content)}" />`;

function tagsHtml(t: Summary & { url: string | null; image: string | null }): string {
  return [
    meta("property", "og:site_name", "Waka"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", t.title),
    meta("property", "og:description", t.description),
    ...(t.url ? [meta("property", "og:url", t.url)] : []),
    ...(t.image
      ? [
          meta("property", "og:image", t.image),
          // every picture is drawn 1200×630 (svg.tsx): previews need not fetch it to lay it out
          meta("property", "og:image:width", "1200"),
          meta("property", "og:image:height", "630"),
          meta("property", "og:image:alt", "The board of this match"),
        ]
      : []),
    meta("name", "twitter:card", t.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", t.title),
    meta("name", "twitter:description", t.description),
    ...(t.image ? [meta("name", "twitter:image", t.image)] : []),
  ].join("\n    ");
}

/** The page's title, its description (attribute-escaped, for `<meta name="description">`) and its tags. */
export function previewWords(ask: PreviewAsk): PreviewWords {
  const summary = ask.page === "invite" ? inviteSummary(ask) : matchSummary(ask);
  return {
    title: summary.title,
    description: escapeAttr(summary.description),
    tags: tagsHtml({ ...summary, url: ask.url, image: ask.image }),
  };
}
