/**
 * What the board pictures cost (`npm run bench:board-image`): the image Worker's size as it deploys (wasm, JS,
 * fonts; raw and gzipped, against Workers' 3 MiB free / 10 MiB paid compressed limits), the main Worker's size
 * beside it, and the CPU time per picture — the SVG (Preact rendering the board component) and the PNG (resvg-wasm)
 * — for a position of each game after some random moves. CPU is measured in node (same V8, same wasm) with
 * process.cpuUsage, one picture after another after a warm-up; the Workers Free plan allows 10 ms per request.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadSvgRenderer } from "../scripts/node-svg.js";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { games } from "../games/index.js";
import { pct, prng } from "./stats.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const MOVES = 40;
const KiB = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function bundleSizes(config: string): { files: { name: string; raw: number; gz: number }[]; raw: number; gz: number } {
  const dir = mkdtempSync(join(tmpdir(), "waka-bundle-"));
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", config, "--outdir", dir], {
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const files = readdirSync(dir)
      .filter((f) => !f.endsWith(".map") && f !== "README.md" && statSync(join(dir, f)).isFile())
      .map((f) => {
        const data = readFileSync(join(dir, f));
        return { name: f.replace(/^[0-9a-f]{40}-/, ""), raw: data.length, gz: gzipSync(data, { level: 9 }).length };
      });
    return { files, raw: files.reduce((a, f) => a + f.raw, 0), gz: files.reduce((a, f) => a + f.gz, 0) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const image = bundleSizes("image/wrangler.toml");
console.log(`image Worker: ${KiB(image.raw)} raw, ${KiB(image.gz)} gzipped (limits: 3 MiB free, 10 MiB paid, compressed)`);
for (const f of image.files) console.log(`  ${f.name.padEnd(28)} ${KiB(f.raw).padStart(12)} raw ${KiB(f.gz).padStart(12)} gz`);
const main = bundleSizes("wrangler.toml");
console.log(`main Worker: ${KiB(main.raw)} raw, ${KiB(main.gz)} gzipped (the pictures add nothing to it but the routes)`);

const { renderBoardSvg, boardTextsReady } = await loadSvgRenderer();

await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm"));
const fontBuffers = ["image/fonts/WakaSans-Regular.ttf", "image/fonts/WakaSans-Bold.ttf"].map((f) => new Uint8Array(readFileSync(f)));

const cpuMs = (fn: () => unknown): number => {
  const t = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};

console.log(`\nCPU per picture (${RUNS} runs after a warm-up, a position after ${MOVES} random moves, 3 players):`);
console.log("game          svg bytes   png bytes   svg ms p50/p95    png ms p50/p95");
for (const g of games) {
  const rnd = prng(7);
  let s: unknown = g.setup("bench-board", 3, {});
  for (let i = 0; i < MOVES; i++) {
    const seat = g.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = g.legalMoves(s, seat);
    const r = g.play(s, seat, legal[Math.floor(rnd() * legal.length)]!);
    if (!r.ok) break;
    s = r.value.state;
  }
  const input = {
    game: g.id,
    view: g.view(s, { spectator: true }),
    players: [0, 1, 2].map((seat) => ({ seat, name: `Player ${seat + 1}`, open: false })),
  };
  await boardTextsReady(g.id);
  let svg = renderBoardSvg(input)!;
  let pngBytes = 0;
  const rasterize = () => {
    const r = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: "Waka Sans" } });
    const img = r.render();
    pngBytes = img.asPng().length;
    img.free();
    r.free();
  };
  rasterize(); // warm-up
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    svgMs.push(cpuMs(() => (svg = renderBoardSvg(input)!)));
    pngMs.push(cpuMs(rasterize));
  }
  const f = (xs: number[]) => `${pct(xs, 50).toFixed(1)}/${pct(xs, 95).toFixed(1)}`.padStart(14);
  console.log(`${g.id.padEnd(12)} ${String(svg.length).padStart(10)} ${String(pngBytes).padStart(11)} ${f(svgMs)}    ${f(pngMs)}`);
}
