/**
 * The pages a shared link opens — the match (`/m/:id`, also its replay) and the invite (`/m/:id/join`) — served
 * with OpenGraph and Twitter tags, so a link pasted in a chat or a forum unfurls into the game, whose turn it is
 * and the board. The Worker takes the built index.html from the ASSETS binding and fills the tags in with
 * HTMLRewriter; the app itself is unchanged. A seat link (`#seat=…`) unfurls like the spectator page: the fragment
 * never reaches the server. An unknown match gets the plain page (the app shows its own not-found).
 *
 * Links in the tags come only from the trusted origin (worker/origin.ts), never from the request's Host. Names
 * are user input: every value is escaped as an attribute or set as text.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { Env } from "../env.js";
import { recordedOrigin } from "../origin.js";
import { MatchId } from "../api-shapes.js";
import { readHost } from "./readhost.js";
import { spectatorMatch } from "./spectator.js";
import { inviteSummary, matchSummary, type Summary } from "./summary.js";

/** The pages that get preview tags; any other /m/… path is the plain app. */
const UNFURL_PATH = /^\/m\/([^/]+)(\/join|\/replay)?\/?$/;

const ATTR_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeAttr = (s: string): string => s.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!);

const meta = (key: "property" | "name", name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttr(content)}" />`;

export interface Tags extends Summary {
  url: string | null;
  image: string | null;
}

export function tagsHtml(t: Tags): string {
  return [
    meta("property", "og:site_name", "Waka"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", t.title),
    meta("property", "og:description", t.description),
    ...(t.url ? [meta("property", "og:url", t.url)] : []),
    ...(t.image
      ? [
          meta("property", "og:image", t.image),
          // the image Worker draws every picture 1200×630 (image/svg.tsx): previews need not fetch it to lay it out
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

/**
 * Which game this page shows, for the app (web/src/boards/hint.ts): it starts loading that game's board at once,
 * beside the match's own request, instead of after it (a phone's page drew its board a whole round trip sooner).
 */
export const gameHint = (id: string, game: string): string =>
  `<meta name="waka-game" content="${escapeAttr(game)}" data-match="${escapeAttr(id)}" />`;

/**
 * The picture of the board when the image Worker is bound: the PNG (what unfurlers take), or the SVG where the plan
 * cannot afford rasterizing (BOARD_IMAGE = "svg", see README "Link previews"); by seq, so unfurlers refetch.
 */
const imageUrl = (env: Env, origin: string, id: string, seq: number): string | null =>
  env.IMAGE ? `${origin}/api/matches/${id}/board.${env.BOARD_IMAGE === "svg" ? "svg" : "png"}?seq=${seq}` : null;

export async function unfurlPage(request: Request, env: Env, games: readonly AnyGame[]): Promise<Response> {
  const assets = env.ASSETS;
  if (!assets) return new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const m = UNFURL_PATH.exec(url.pathname);
  const id = m?.[1];
  if (!id || request.method !== "GET" || !MatchId.safeParse(id).success) return assets.fetch(request);
  const spa = await assets.fetch(new Request(new URL("/", url), { headers: { Accept: "text/html" } }));
  const found = spa.ok ? await spectatorMatch(readHost(env, games, id), id) : null;
  const game = found && games.find((g) => g.id === found.match.game);
  if (!found || !game) return spa;
  const origin = recordedOrigin(env, request.url);
  const summary = m[2] === "/join" ? inviteSummary(found.match, game.title) : matchSummary(found.match, game);
  const tags: Tags = {
    ...summary,
    url: origin ? `${origin}/m/${id}${m[2] === "/join" ? "/join" : ""}` : null,
    image: origin ? imageUrl(env, origin, id, found.match.seq) : null,
  };
  const out = new HTMLRewriter()
    .on("title", { element: (e) => void e.setInnerContent(summary.title) })
    // setAttribute escapes only `"`: a name typed as "&lt;b&gt;" would be read back as <b>. Escaped like the og: tags
    // (escapeAttr leaves no `"` for it to escape again).
    .on('meta[name="description"]', { element: (e) => void e.setAttribute("content", escapeAttr(summary.description)) })
    .on("head", { element: (e) => void e.append(`${tagsHtml(tags)}\n    ${gameHint(id, game.id)}`, { html: true }) })
    .transform(spa);
  const res = new Response(out.body, out);
  // the tags change with every move: not the static file's version
  res.headers.set("Cache-Control", "no-cache");
  res.headers.delete("ETag");
  return res;
}
