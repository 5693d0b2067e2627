/**
 * `npm run howto:pictures`: the picture of each game's board on its how-to-play page (issue #41: a guide without a
 * picture of the board is hard to follow), written to web/public/howto/<game>.svg. Each is the image Worker's own
 * SVG (image/svg.tsx: the match page's board component rendered to a string) of a sample position: a seeded
 * three-player match a few moves in, the same every run. The SVGs are committed text; run this again after a
 * board's drawing changes (`--check` fails when a committed picture differs from what this writes).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadSvgRenderer } from "./node-svg.js";
import { games } from "../games/index.js";

const OUT = "web/public/howto";
/**
 * Moves played into each sample match: far enough that pieces stand on the board (Tongiaki's sea needs some tiles
 * laid), early enough to read simply.
 */
const MOVES: Record<string, number> = { tongiaki: 80, "tonga-bonga": 12, wongar: 12 };
const check = process.argv.includes("--check");

const { renderBoardSvg, boardTextsReady } = await loadSvgRenderer();

/** A small seeded generator (a linear congruential one): the same sample moves every run. */
const pickFrom = (seed: number) => {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
};

mkdirSync(OUT, { recursive: true });
const stale: string[] = [];
for (const g of games) {
  const pick = pickFrom(41);
  let s: unknown = g.setup("how-to-play", 3, {});
  for (let i = 0; i < (MOVES[g.id] ?? 12); i++) {
    const seat = g.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = g.legalMoves(s, seat);
    const r = g.play(s, seat, legal[pick(legal.length)]!);
    if (!r.ok) break;
    s = r.value.state;
  }
  await boardTextsReady(g.id);
  const svg = renderBoardSvg({
    game: g.id,
    view: g.view(s, { spectator: true }),
    players: ["Ana", "Bo", "Cy"].map((name, seat) => ({ seat, name, open: false })),
  });
  if (!svg) throw new Error(`${g.id}: the image Worker draws no board`);
  const file = join(OUT, `${g.id}.svg`);
  const text = `${svg}\n`;
  if (check) {
    let old = "";
    try {
      old = readFileSync(file, "utf8");
    } catch {}
    if (old !== text) stale.push(file);
  } else {
    writeFileSync(file, text);
    console.log(`${file}: ${(text.length / 1024).toFixed(1)} KiB`);
  }
}
if (stale.length > 0) {
  console.error(`Not what npm run howto:pictures writes: ${stale.join(", ")}`);
  process.exit(1);
}
