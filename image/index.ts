/**
 * The image Worker: link previews — draws a match's board, and words a shared link's page. Reached only through the
 * main Worker's service binding (IMAGE), which loads the match and passes what a spectator sees, so this Worker has
 * no database and sees nothing a spectator may not. It holds what would weigh on the main Worker: the web app's board
 * components with their server-side renderer, the wasm rasterizer and the previews' words (README "Link previews").
 *
 *   POST /svg      { game, view, players, since? }  → image/svg+xml
 *   POST /png      { game, view, players, since? }  → image/png
 *   POST /preview  PreviewAsk (protocol/preview.ts)  → PreviewWords as JSON
 *
 * `since`: an earlier spectator view; what changed from it is marked (a turn e-mail's picture, delivery/inbound/picture.ts).
 */
import type { PreviewAsk } from "../protocol/preview.js";
import { svgToPng } from "./png.js";
import { previewWords } from "./preview.js";
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
    if (request.method === "POST" && pathname === "/preview") {
      const ask = (await request.json().catch(() => null)) as PreviewAsk | null;
      if (!ask || !Array.isArray(ask.players) || typeof ask.gameTitle !== "string")
        return problem(400, "invalid_request", "expected a PreviewAsk");
      return Response.json(previewWords(ask));
    }
    if (request.method !== "POST" || (pathname !== "/svg" && pathname !== "/png"))
      return problem(404, "not_found", "POST /svg, /png or /preview");
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
