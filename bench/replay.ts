/**
 * Requests a replay page makes (npm run bench:replay). Builds the web app, starts a throwaway `wrangler dev`, plays a
 * long Tonga Bonga match through the API (3 seats, seeded random legal moves that rarely stop a ship early: about
 * 900 moves), opens its replay page in headless Chromium and steps through every move with the Next button, counting
 * the requests the page makes: once the match is finished (replayed in the page from its record) and once while it
 * runs (a second match, stopped part-way: positions from GET /views in blocks).
 * Target (issue 17): stepping through all moves of a finished 900-move match makes ≤ 5 requests.
 */
import { spawnSync } from "node:child_process";
import { chromium, type Page } from "playwright-core";
import { startDevServer } from "../scripts/devserver.js";
import { prng } from "./stats.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGET = 5;
const RUNNING_MOVES = 600;

interface Created {
  id: string;
  seats: { secret: string }[];
}

/** Plays random legal moves (a ship's `stop` only one time in five when it has another move) until the end or `limit`. */
async function play(base: string, limit: number, seed: number): Promise<{ id: string; moves: number; status: string }> {
  const seats = [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }];
  const res = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "tonga-bonga", seats }),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const m = (await res.json()) as Created;
  const rnd = prng(seed);
  const get = async (seat?: number) =>
    (await (
      await fetch(
        `${base}/api/matches/${m.id}`,
        seat === undefined ? {} : { headers: { authorization: `Bearer ${m.seats[seat]!.secret}` } },
      )
    ).json()) as any;
  let state = await get();
  while (state.status === "active" && state.seq < limit) {
    const seat: number = state.activeSeats[Math.floor(rnd() * state.activeSeats.length)];
    const mine = await get(seat);
    const legal: { type: string }[] = mine.legalMoves;
    const going = legal.filter((x) => x.type !== "stop");
    const pool = going.length > 0 && rnd() < 0.8 ? going : legal;
    const move = pool[Math.floor(rnd() * pool.length)];
    const posted = await fetch(`${base}/api/matches/${m.id}/moves`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${m.seats[seat]!.secret}` },
      body: JSON.stringify({ seq: mine.seq, move }),
    });
    if (posted.status !== 201) throw new Error(`move at ${mine.seq}: ${posted.status} ${await posted.text()}`);
    state = await get();
  }
  return { id: m.id, moves: state.seq, status: state.status };
}

/** Opens the replay page, goes to the first position, steps to the last; counts the API requests, all and per step. */
async function stepThrough(page: Page, base: string, id: string, moves: number) {
  const api: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/api/")) api.push(u.pathname + u.search);
  });
  const t0 = performance.now();
  await page.goto(`${base}/m/${id}/replay`);
  await page.locator(`.replay-pos:text("Move ${moves} of ${moves}")`).waitFor({ timeout: 60_000 });
  await page.locator(".replay-board:not(.stale)").waitFor({ timeout: 60_000 });
  const opened = performance.now() - t0;
  const atOpen = api.length;
  // CSS, not role queries: a role query walks the accessibility tree of every move button on each call
  await page.locator('button[aria-label="First position"]').click();
  await page.locator(`.replay-pos:text("Move 0 of ${moves}")`).waitFor();
  const t1 = performance.now();
  for (let seq = 1; seq <= moves; seq++) {
    await page.locator('button[aria-label="Next move"]').click();
    await page.locator(`.replay-board:not(.stale)`).waitFor();
  }
  await page.locator(`.replay-pos:text("Move ${moves} of ${moves}")`).waitFor();
  const stepping = performance.now() - t1;
  // what the replay itself asks (the match, its log, its record, positions), apart from the app shell's configuration
  // and catalogue and the table talk, which any page of the match loads
  const replay = api.filter((p) => !/^\/api\/(config|games)$|\/chat$/.test(p)).length;
  return {
    total: api.length,
    replay,
    atOpen,
    stepping: api.length - atOpen,
    api,
    opened,
    msPerStep: stepping / moves,
    source: await page.locator(".replay-board").getAttribute("data-source"),
  };
}

async function main() {
  const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("vite build failed");
  const server = await startDevServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0" });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const t0 = performance.now();
    const finished = await play(server.base, 5000, 17);
    if (finished.status !== "finished") throw new Error(`the long match did not finish: ${finished.status} at ${finished.moves}`);
    const running = await play(server.base, RUNNING_MOVES, 23);
    console.log(`played ${finished.moves} + ${running.moves} moves through the API in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    const report = async (label: string, m: { id: string; moves: number }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-GB" });
      const r = await stepThrough(await context.newPage(), server.base, m.id, m.moves);
      await context.close();
      console.log(
        `${label}: ${m.moves} moves, positions from ${r.source}: ${r.replay} replay requests; ${r.total} API requests in all (${r.atOpen} to open the page, ${r.stepping} while stepping); ` +
          `page ready in ${r.opened.toFixed(0)} ms, ${r.msPerStep.toFixed(1)} ms per step`,
      );
      console.log(`  ${r.api.map((p) => p.replace(m.id, ":id")).join("  ")}`);
      return r;
    };
    const f = await report("finished match", finished);
    await report("running match", running);
    const ok = f.replay <= TARGET && f.stepping === 0;
    console.log(
      `finished match, opened and every move stepped through: ${f.replay} replay requests, ${f.stepping} while stepping ` +
        `(target ≤ ${TARGET}; one per step before: ${finished.moves}): ${ok ? "PASS" : "FAIL"}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
