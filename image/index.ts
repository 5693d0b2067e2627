/**
 * The image Worker: draws a match's board for link previews. Reached only through the main Worker's service
 * binding (IMAGE), which loads the match and passes the spectator view, so this Worker has no database and sees
 * nothing a spectator may not. It holds what would weigh on the main Worker: the web app's board components with
 * their server-side renderer, and the wasm rasterizer (README "Link previews").
 *
 *   POST /svg  { game, view, players, since? }  → image/svg+xml
 *   POST /png  { game, view, players, since? }  → image/png
 *
 * `since`: an earlier spectator view; what changed from it is marked (a turn e-mail's picture, delivery/inbound/picture.ts).
 */
import { svgToPng } from "./png.js";
import { boardTextsReady, renderBoardSvg, type BoardInput } from "./svg.js";

const problem = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

function parseInput(body: unknown): BoardInput | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.game !== "string" || !Array.isArray(b.players) || b.view === undefined) return null;
  return { game: b.game, view: b.view, players: b.players as BoardInput["players"], ...(b.since !== undefined ? { since: b.since } : {}) };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== "POST" || (pathname !== "/svg" && pathname !== "/png")) return problem(404, "not_found", "POST /svg or /png");
    const input = parseInput(await request.json().catch(() => null));
    if (!input) return problem(400, "invalid_request", "expected { game, view, players }");
    await boardTextsReady(input.game);
    const svg = renderBoardSvg(input);
    if (svg === null) return problem(404, "no_board", `No board for ${input.game}.`);
    if (pathname === "/svg") return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
    const started = Date.now();
    const png = await svgToPng(svg);
    return new Response(png, { headers: { "Content-Type": "image/png", "X-Render-Ms": String(Date.now() - started) } });
  },
} satisfies ExportedHandler;
