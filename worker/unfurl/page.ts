/**
 * The pages a shared link opens — the match (`/m/:id`, also its replay) and the invite (`/m/:id/join`) — served
 * with OpenGraph and Twitter tags, so a link pasted in a chat or a forum unfurls into the game, whose turn it is
 * and the board. The Worker takes the built index.html from the ASSETS binding, reads the match as a spectator sees
 * it, has the image Worker word the tags (image/preview.ts, which draws the board's picture too) and fills them in
 * with HTMLRewriter; the app itself is unchanged. Without the image Worker the page is served with the app's own
 * title and description. A seat link (`#seat=…`) unfurls like the spectator page: the fragment never reaches the
 * server. An unknown match gets the plain page (the app shows its own not-found).
 *
 * Links in the tags come only from the trusted origin (worker/origin.ts), never from the request's Host. Names
 * are user input: the image Worker escapes every value as an attribute, and the title is set as text.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { Env } from "../env.js";
import { recordedOrigin } from "../origin.js";
import { MatchId } from "../api-shapes.js";
import { readHost } from "./readhost.js";
import { spectatorMatch } from "./spectator.js";
import type { PreviewAsk, PreviewWords } from "../../protocol/preview.js";

/** The pages that get preview tags; any other /m/… path is the plain app. */
const UNFURL_PATH = /^\/m\/([^/]+)(\/join|\/replay)?\/?$/;

const ATTR_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeAttr = (s: string): string => s.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!);

/**
 * Which game this page shows, for the app (web/src/boards/hint.ts): it starts loading that game's board at once,
 * beside the match's own request, instead of after it (a phone's page drew its board a whole round trip sooner).
 * The match and replay pages only: the invitation shows no board.
 */
export const gameHint = (id: string, game: string): string =>
  `<meta name="waka-game" content="${escapeAttr(game)}" data-match="${escapeAttr(id)}" />`;

/**
 * The picture of the board when the image Worker is bound: the PNG (what unfurlers take), or the SVG where the plan
 * cannot afford rasterizing (BOARD_IMAGE = "svg", see README "Link previews"); by seq, so unfurlers refetch.
 */
const imageUrl = (env: Env, origin: string, id: string, seq: number): string | null =>
  env.IMAGE ? `${origin}/api/matches/${id}/board.${env.BOARD_IMAGE === "svg" ? "svg" : "png"}?seq=${seq}` : null;

/** The page's words from the image Worker, or null (none bound, or it failed: logged) for the app's own. */
async function previewWords(env: Env, ask: PreviewAsk): Promise<PreviewWords | null> {
  if (!env.IMAGE) return null;
  try {
    const res = await env.IMAGE.fetch("https://waka-image/preview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ask),
    });
    if (res.ok) return (await res.json()) as PreviewWords;
    console.warn(`preview of ${ask.url ?? "a match"}: the image Worker answered ${res.status}`);
  } catch (e) {
    console.warn(`preview: the image Worker did not answer (${(e as Error).message})`);
  }
  return null;
}

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
  const ask: PreviewAsk = {
    page: m[2] === "/join" ? "invite" : "match",
    gameTitle: game.title,
    status: found.match.status,
    seq: found.match.seq,
    activeSeats: found.match.activeSeats,
    players: found.match.players.map((p) => ({ seat: p.seat, name: p.name, open: p.open, ...(p.bot ? { bot: p.bot } : {}) })),
    outcome: found.match.outcome,
    scores: game.runningScores(found.match.view),
    url: origin ? `${origin}/m/${id}${m[2] === "/join" ? "/join" : ""}` : null,
    image: origin ? imageUrl(env, origin, id, found.match.seq) : null,
  };
  const words = await previewWords(env, ask);
  const head = [...(words ? [words.tags] : []), ...(m[2] === "/join" ? [] : [gameHint(id, game.id)])].join("\n    ");
  let rewriter = new HTMLRewriter().on("head", { element: (e) => void e.append(head, { html: true }) });
  if (words)
    rewriter = rewriter
      .on("title", { element: (e) => void e.setInnerContent(words.title) })
      // setAttribute escapes only `"`: the image Worker escaped the description as an attribute already
      .on('meta[name="description"]', { element: (e) => void e.setAttribute("content", words.description) });
  const out = rewriter.transform(spa);
  const res = new Response(out.body, out);
  // the tags change with every move: not the static file's version
  res.headers.set("Cache-Control", "no-cache");
  res.headers.delete("ETag");
  return res;
}
