/**
 * API cost per move (npm run bench:api). Starts its own `wrangler dev` of the bench Worker (bench/worker/index.ts: the
 * production Worker with rows counted and the bench's routes) on a free loopback port with a temporary --persist-to
 * directory, and measures on this machine, each figure printed with its target:
 *   1. API: real move posts in 50 concurrent matches (random legal moves, seeded), in rounds of 50
 *      simultaneous posts → moves/s over the post windows, p50/p99 latency;
 *   2. raw: what a move must do against D1 and nothing more, through a route of the bench Worker only
 *      (bench/worker/routes.ts, db/bench.ts): read the match row, then one batch appending the log row and rewriting
 *      a 4 KB snapshot guarded by seq — the same two round trips as a move; and that write alone. Same rounds.
 *   3. D1 rows read and written per route (the X-D1-Rows header, bench/worker/rowcount.ts): move posts,
 *      GET /api/matches/:id and GET …/at/:seq, early and late in a long match;
 *   4. /at/:seq at move 1 and at move 900 of a Tonga Bonga match (checkpoints, db/checkpoints.ts);
 *   5. CPU: the host's per-move work in-process (worker/plan.ts + view + legal moves + response JSON), the
 *      same code the Worker runs, timed in node (V8, like workerd) per game — wrangler dev reports no CPU time.
 * Loops are bounded; wrangler is killed by PID at the end (and on errors).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { games } from "../games/index.js";
import { parseRowsHeader, ROWS_HEADER, type RowTally } from "./worker/rowcount.js";
import { freePort } from "../scripts/devserver.js";
import { pct, prng } from "./stats.js";
import { CHECKPOINT_EVERY } from "../db/checkpoints.js";
import { cpuPerMove } from "./cpu-per-move.js";

const MATCHES = 50;
const MOVES_PER_MATCH = 40;
const PLAYERS = 3;
const WRANGLER = join(process.cwd(), "node_modules", ".bin", "wrangler");

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/games`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("wrangler dev did not become ready within 60 s");
}

async function json(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
}

/**
 * wrangler dev's proxy sometimes answers a POST under load with 503 "Your worker restarted mid-request" (seen with
 * 50 concurrent D1 writers, with and without this project's changes); such a post is sent again, and counted.
 */
const restarts = { n: 0, failed: 0 };
async function post(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const r = await fetchRetrying(url, { ...init, method: "POST" });
    if (r.status !== 503 || attempt === 3) return r;
    await r.text();
    restarts.n++;
  }
}

/** A request whose connection failed (the loaded machine: "fetch failed") is sent again, up to three times, and counted. */
async function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt === 3) throw err;
      restarts.failed++;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function createMatch(base: string, game: string, players = PLAYERS, options?: Record<string, unknown>) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `bench${i}` }));
  const r = await post(`${base}/api/matches`, {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, seats, options }),
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${await r.text()}`);
  return json(r) as Promise<{ id: string; seats: { secret: string }[] }>;
}

interface Player {
  id: string;
  secrets: string[];
  seat: number;
  view: any;
  rnd: () => number;
}

const authOf = (p: Player, seat: number) => ({ authorization: `Bearer ${p.secrets[seat]}` });

/** D1 rows of a response (X-D1-Rows), per route. */
type Rows = Record<string, RowTally[]>;
const noteRows = (rows: Rows | undefined, route: string, res: Response) => {
  const t = parseRowsHeader(res.headers.get(ROWS_HEADER));
  if (rows && t) (rows[route] ??= []).push(t);
};

/** Untimed: fetch the view of the seat that must act now (only needed when the acting seat changed). */
async function refresh(base: string, p: Player, counters: { gets: number }): Promise<void> {
  let seat = p.view?.activeSeats?.[0];
  if (seat === undefined) {
    const spect = await json(await fetchRetrying(`${base}/api/matches/${p.id}`));
    counters.gets++;
    if (spect.status !== "active") {
      p.view = spect;
      return;
    }
    seat = spect.activeSeats[0];
  }
  p.seat = seat;
  p.view = await json(await fetchRetrying(`${base}/api/matches/${p.id}`, { headers: authOf(p, seat) }));
  counters.gets++;
}

/**
 * Rounds: in each, every match posts one move at once (the timed window), then the clients that need a
 * fresh view (the acting seat changed) fetch it outside the window. Posts and raw batches are measured the
 * same way, so "moves/s" compares move posts with raw batches at the same concurrency.
 */
async function apiPhase(
  base: string,
  game: string,
  seed0: number,
  matches = MATCHES,
  rounds = MOVES_PER_MATCH,
  rows?: Rows,
  players0 = PLAYERS,
  options?: Record<string, unknown>,
) {
  const players: Player[] = await Promise.all(
    Array.from({ length: matches }, async (_, i) => {
      const m = await createMatch(base, game, players0, options);
      return { id: m.id, secrets: m.seats.map((s) => s.secret), seat: -1, view: null, rnd: prng(seed0 + i) };
    }),
  );
  const counters = { gets: 0, conflicts: 0 };
  await Promise.all(players.map((p) => refresh(base, p, counters)));
  const latencies: number[] = [];
  let windows = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const live = players.filter((p) => p.view?.status === "active");
    if (live.length === 0) break;
    const t0 = performance.now();
    await Promise.all(
      live.map(async (p) => {
        const move = p.view.legalMoves[Math.floor(p.rnd() * p.view.legalMoves.length)];
        const s0 = performance.now();
        const r = await post(`${base}/api/matches/${p.id}/moves`, {
          headers: { ...authOf(p, p.seat), "content-type": "application/json" },
          body: JSON.stringify({ seq: p.view.seq, move }),
        });
        const body = await json(r);
        latencies.push(performance.now() - s0);
        noteRows(rows, "POST /moves", r);
        if (r.status === 201) p.view = body;
        else if (r.status === 409) counters.conflicts++, (p.view = null);
        else throw new Error(`move: ${r.status} ${JSON.stringify(body)}`);
      }),
    );
    windows += performance.now() - t0;
    await Promise.all(
      players.map((p) =>
        p.view === null || (p.view.status === "active" && !p.view.activeSeats.includes(p.seat))
          ? ((p.view = p.view && { activeSeats: p.view.activeSeats }), refresh(base, p, counters))
          : undefined,
      ),
    );
  }
  return { latencies, windowSecs: windows / 1000, totalSecs: (performance.now() - started) / 1000, ...counters, players };
}

async function rawPhase(base: string, game: string, read: boolean, matches = MATCHES, rounds = MOVES_PER_MATCH) {
  const ids = await Promise.all(Array.from({ length: matches }, async () => (await createMatch(base, game)).id));
  const latencies: number[] = [];
  let windows = 0;
  for (let seq = 0; seq < rounds; seq++) {
    const t0 = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        const s0 = performance.now();
        const r = await post(`${base}/api/__bench/raw-move`, {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id, seq, read }),
        });
        await r.text();
        latencies.push(performance.now() - s0);
        // 409 only after a retried 503: the first attempt had committed
        if (r.status !== 201 && r.status !== 409) throw new Error(`raw: ${r.status}`);
      }),
    );
    windows += performance.now() - t0;
  }
  return { latencies, windowSecs: windows / 1000 };
}

/** GET a route `n` times, alternating nothing else: median wall time and the rows of the last answer. */
async function timeGet(base: string, path: string, n: number, rows: Rows, route: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetchRetrying(`${base}${path}`);
    await r.text();
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    if (i === n - 1) noteRows(rows, route, r);
  }
  return pct(times, 50);
}

/** The late seq /at/:seq is timed at (the target: within 2× of move 1 at move 900). */
const AT_LATE = 900;

/**
 * /at/:seq early and late: one Tonga Bonga match (3 seats) played by random legal moves to move 900, then GET /at/1
 * and /at/900 timed alternately, and the rows each reads; also GET /api/matches/:id there. The default 30 rounds
 * end a random 3-seat match after 600–670 moves; with `roundLimit` 45 (the game's house-rule option) random
 * matches ran 947–1,003 moves in 8 seeded playouts, so move 900 is reached and the match is still running there.
 */
async function atPhase(base: string) {
  const played = await apiPhase(base, "tonga-bonga", 4242, 1, AT_LATE, undefined, 3, { roundLimit: 45 });
  const p = played.players[0]!;
  const last = p.view.seq as number;
  const rows: Rows = {};
  const early: number[] = [];
  const late: number[] = [];
  for (let i = 0; i < 5; i++) {
    early.push(await timeGet(base, `/api/matches/${p.id}/at/1`, 6, rows, "GET /at/1"));
    late.push(await timeGet(base, `/api/matches/${p.id}/at/${last}`, 6, rows, `GET /at/${last}`));
  }
  await timeGet(base, `/api/matches/${p.id}`, 3, rows, `GET /matches/:id at seq ${last}`);
  return { last, early: pct(early, 50), late: pct(late, 50), rows };
}

const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
const f1 = (x: number) => x.toFixed(1);

/** Rows per request of a route: the range and mean over its requests, "read a–b (mean m), written c–d (mean n)". */
function rowsLine(ts: RowTally[]): { maxRead: number; text: string } {
  const r = ts.map((t) => t.read);
  const w = ts.map((t) => t.written);
  const range = (xs: number[]) =>
    Math.min(...xs) === Math.max(...xs)
      ? `${xs[0]}`
      : `${Math.min(...xs)}–${Math.max(...xs)} (mean ${f1(xs.reduce((x, y) => x + y, 0) / xs.length)})`;
  return { maxRead: Math.max(...r), text: `read ${range(r)}, written ${range(w)} (${ts.length} requests)` };
}

async function main() {
  const game = games[0]!.id;
  const cpu: CpuFigures = [];
  for (const g of games) cpu.push([g.id, await cpuPerMove(g.id, PLAYERS)]);

  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "waka-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const server = startWrangler(port, dir);
  try {
    await waitReady(base, server.child);
    await measure(base, port, game, cpu);
  } catch (err) {
    console.error(server.stderr());
    throw err;
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}

type CpuFigures = [string, Awaited<ReturnType<typeof cpuPerMove>>][];

/** The bench Worker under `wrangler dev` on `port`, its local D1 in `dir` migrated first; the tail of its stderr kept. */
function startWrangler(port: number, dir: string) {
  const migrate = spawnSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, CI: "1" },
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const child = spawn(
    WRANGLER,
    [
      "dev",
      "bench/worker/index.ts",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      dir,
      "--var",
      "RATE_LIMIT_WRITES_PER_MINUTE:0",
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, CI: "1" } },
  );
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + String(d)).slice(-4000)));
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) child.kill("SIGTERM");
  };
  return { child, stderr: () => stderr, stop };
}

/** Every phase against the running Worker, each figure printed with its target as soon as it is measured. */
async function measure(base: string, port: number, game: string, cpu: CpuFigures): Promise<void> {
  await apiPhase(base, game, 9000, 10, 10); // warm-up: compile every path once
  await rawPhase(base, game, true, 10, 10);
  const rate = (x: { latencies: number[]; windowSecs: number }) => x.latencies.length / x.windowSecs;
  const line = (x: { latencies: number[]; windowSecs: number }) =>
    `${f1(rate(x))}/s; latency p50 ${f1(pct(x.latencies, 50))} ms, p99 ${f1(pct(x.latencies, 99))} ms`;
  // each figure is printed as soon as it is measured (a slow machine still yields the early ones)
  console.log(`\nWaka API bench — ${game}, ${PLAYERS} players, ${MATCHES} concurrent matches, wrangler dev on 127.0.0.1:${port}`);
  console.log(`  host CPU per move (process.cpuUsage in node, target ≤ 1 ms):`);
  for (const [id, c] of cpu) {
    console.log(
      `    ${id.padEnd(12)}: ${c.cpuMs.toFixed(3)} ms CPU; wall p50 ${c.p50.toFixed(3)} ms, p99 ${c.p99.toFixed(3)} ms over ${c.n} moves ${verdict(c.cpuMs <= 1)}`,
    );
  }
  // side by side: the real posts between the two baselines, so a drift of the machine shows in both
  const raw = await rawPhase(base, game, true);
  const rows: Rows = {};
  const api = await apiPhase(base, game, 1, MATCHES, MOVES_PER_MATCH, rows);
  const write = await rawPhase(base, game, false);
  const ratio = rate(api) / rate(raw);
  console.log(`  API move posts        : ${api.latencies.length} moves, ${line(api)}`);
  console.log(`  raw read + write      : ${raw.latencies.length} moves, ${line(raw)} (a move's two D1 round trips, nothing else)`);
  console.log(`  raw write only        : ${write.latencies.length} moves, ${line(write)}`);
  console.log(`  API / raw read+write  : ${(ratio * 100).toFixed(0)} % (target ≥ 80 %) ${verdict(ratio >= 0.8)}`);
  console.log(`  API / raw write only  : ${((rate(api) / rate(write)) * 100).toFixed(0)} % (no target)`);
  console.log(
    `  whole loop            : ${f1(api.latencies.length / api.totalSecs)} moves/s including the ${api.gets} GETs a client needs when the acting seat changes (${api.conflicts} conflicts)`,
  );
  console.log(`  D1 rows per request (X-D1-Rows; target: O(1) reads, the same early and late in a match):`);
  console.log(`    POST /moves (moves 1–${MOVES_PER_MATCH})       : ${rowsLine(rows["POST /moves"] ?? []).text}`);
  const at = await atPhase(base);
  for (const [route, ts] of Object.entries(at.rows)) console.log(`    ${route.padEnd(28)}: ${rowsLine(ts).text}`);
  const earlyRows = rowsLine(at.rows["GET /at/1"] ?? []).maxRead;
  const lateRows = rowsLine(at.rows[`GET /at/${at.last}`] ?? []).maxRead;
  console.log(`    /at late reads ≤ early + ${CHECKPOINT_EVERY} log rows: ${verdict(lateRows <= earlyRows + CHECKPOINT_EVERY)}`);
  const short = at.last < AT_LATE ? ` (the match ended before move ${AT_LATE})` : "";
  console.log(
    `  /at/:seq (Tonga Bonga, 3 seats, roundLimit 45, ${at.last} moves${short}): at move 1 ${f1(at.early)} ms, at move ${at.last} ${f1(at.late)} ms = ${(at.late / at.early).toFixed(2)}× (target ≤ 2×) ${verdict(at.late <= 2 * at.early)}`,
  );
  const raw1 = await rawPhase(base, game, true, 1, 40); // one client alone: latency without queueing
  const api1 = await apiPhase(base, game, 77, 1, 40);
  console.log(
    `  one client            : API p50 ${f1(pct(api1.latencies, 50))} ms, raw p50 ${f1(pct(raw1.latencies, 50))} ms per request (sequential, no contention)`,
  );
  console.log(
    `  (${restarts.n} posts answered 503 "worker restarted mid-request" by wrangler dev and ${restarts.failed} failed connections, all sent again)`,
  );
  console.log("  (wrangler dev reports no CPU time per request; the CPU lines time the Worker's per-move code in node's V8,");
  console.log("   where WebCrypto's SHA-256 is an async thread-pool hop — most of the wall p99.)");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
