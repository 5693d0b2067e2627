/**
 * The image Worker's SVG renderer (image/svg.tsx) as node can run it: the same source bundled with esbuild, its CSS
 * imported as text as the Worker's wrangler rule does. Used by `npm run howto:pictures` and `npm run bench:board-image`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

export interface NodeSvgRenderer {
  renderBoardSvg(input: { game: string; view: unknown; players: unknown[] }): string | null;
  boardTextsReady(game: string): Promise<void>;
}

export async function loadSvgRenderer(): Promise<NodeSvgRenderer> {
  const dir = mkdtempSync(join(tmpdir(), "waka-svg-"));
  const out = join(dir, "svg.mjs");
  try {
    await build({
      entryPoints: ["image/svg.tsx"],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: out,
      loader: { ".css": "text" },
      jsx: "automatic",
      jsxImportSource: "preact",
      logLevel: "error",
    });
    return (await import(out)) as NodeSvgRenderer;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
