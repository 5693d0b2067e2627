/**
 * API cost per move (npm run bench:api). Starts its own `wrangler dev` on a free loopback port with a
 * temporary --persist-to directory, and measures on this machine:
 *   1. API: real move posts in 50 concurrent matches (random legal moves, seeded), in rounds of 50
 *      simultaneous posts → moves/s over the post windows, p50/p99 latency;
 *   2. raw: the same D1 writes as one batch per request through a bench-only route (BENCH_ROUTES=1,
 *      set only here with --var), in the same rounds → batches/s, p50/p99 — the ceiling for (1);
 *   3. CPU: the host's per-move work in-process (worker/plan.ts + view + legal moves + response JSON), the
 *      same code the Worker runs, timed in node (V8, like workerd) — wrangler dev reports no CPU time.
 * Loops are bounded; wrangler is killed by PID at the end (and on errors).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { games } from "../engine/registry.js";
import { sha256Hex } from "../worker/chain.js";
import { planMove } from "../worker/plan.js";
import { freePort } from "../scripts/devserver.js";
import { pct, prng } from "./stats.js";

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

async function createMatch(base: string, game: string) {
  const seats = Array.from({ length: PLAYERS }, (_, i) => ({ name: `bench${i}` }));
  const r = await fetch(`${base}/api/matches`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game, seats }) });
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

/** Untimed: fetch the view of the seat that must act now (only needed when the acting seat changed). */
async function refresh(base: string, p: Player, counters: { gets: number }): Promise<void> {
  let seat = p.view?.activeSeats?.[0];
  if (seat === undefined) {
    const spect = await json(await fetch(`${base}/api/matches/${p.id}`));
    counters.gets++;
    if (spect.status !== "active") {
      p.view = spect;
      return;
    }
    seat = spect.activeSeats[0];
  }
  p.seat = seat;
  p.view = await json(await fetch(`${base}/api/matches/${p.id}`, { headers: authOf(p, seat) }));
  counters.gets++;
}

/**
 * Rounds: in each, every match posts one move at once (the timed window), then the clients that need a
 * fresh view (the acting seat changed) fetch it outside the window. Posts and raw batches are measured the
 * same way, so "moves/s" compares move posts with raw batches at the same concurrency.
 */
async function apiPhase(base: string, game: string, seed0: number, matches = MATCHES, rounds = MOVES_PER_MATCH) {
  const players: Player[] = await Promise.all(
    Array.from({ length: matches }, async (_, i) => {
      const m = await createMatch(base, game);
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
        const r = await fetch(`${base}/api/matches/${p.id}/moves`, {
          method: "POST",
          headers: { ...authOf(p, p.seat), "content-type": "application/json" },
          body: JSON.stringify({ seq: p.view.seq, move }),
        });
        const body = await json(r);
        latencies.push(performance.now() - s0);
        if (r.status === 201) p.view = body;
        else if (r.status === 409) (counters.conflicts++, (p.view = null));
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
  return { latencies, windowSecs: windows / 1000, totalSecs: (performance.now() - started) / 1000, ...counters };
}

async function rawPhase(base: string, game: string, matches = MATCHES, rounds = MOVES_PER_MATCH) {
  const ids = await Promise.all(Array.from({ length: matches }, async () => (await createMatch(base, game)).id));
  const latencies: number[] = [];
  let windows = 0;
  for (let seq = 0; seq < rounds; seq++) {
    const t0 = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        const s0 = performance.now();
        const r = await fetch(`${base}/api/__bench/raw-move`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id, seq }) });
        await r.text();
        latencies.push(performance.now() - s0);
        if (r.status !== 201) throw new Error(`raw: ${r.status}`);
      }),
    );
    windows += performance.now() - t0;
  }
  return { latencies, windowSecs: windows / 1000 };
}

/** The Worker's per-move CPU work, in-process: what postMove does between its D1 read and its D1 write, plus the response. */
async function cpuPerMove(gameId: string): Promise<{ cpuMs: number; p50: number; p99: number; n: number }> {
  const game = games.find((g) => g.id === gameId)!;
  const options = game.parseOptions({}, PLAYERS);
  if (!options.ok) throw new Error("options");
  const samples: number[] = [];
  let cpuMicros = 0;
  for (let g = 0; g < 20; g++) {
    const rnd = prng(1000 + g);
    const seed = `bench-seed-${g}`;
    let state = game.setup(seed, PLAYERS, options.value);
    let head = await sha256Hex(seed);
    let stateJson = JSON.stringify(state);
    for (let seq = 1; seq <= 2000 && game.outcome(state) === null; seq++) {
      const before = game.activeSeats(state);
      const seat = before[0]!;
      const move = game.legalMoves(state, seat)[Math.floor(rnd() * game.legalMoves(state, seat).length)];
      const wire = JSON.stringify({ seq: seq - 1, move });
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      // as in the Worker: snapshot parse, request parse, plan (engine + hash + serialise), response view
      const current = JSON.parse(stateJson);
      const body = JSON.parse(wire);
      const plan = await planMove(game, current, before, seat, body.move, head, seq);
      const response = JSON.stringify({ view: game.view(plan.next, { seat }), legalMoves: plan.after.includes(seat) ? game.legalMoves(plan.next, seat) : [] });
      samples.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuMicros += c.user + c.system;
      if (response.length === 0) throw new Error("empty");
      state = plan.next;
      stateJson = plan.stateJson;
      head = plan.hash;
    }
  }
  return { cpuMs: cpuMicros / 1000 / samples.length, p50: pct(samples, 50), p99: pct(samples, 99), n: samples.length };
}

async function main() {
  const game = games[0]!.id;
  const cpu = await cpuPerMove(game);

  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "waka-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const migrate = spawnSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, CI: "1" },
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const child = spawn(
    WRANGLER,
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", dir, "--var", "BENCH_ROUTES:1", "--var", "RATE_LIMIT_WRITES_PER_MINUTE:0", "--log-level", "warn", "--show-interactive-dev-session=false"],
    { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, CI: "1" } },
  );
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + String(d)).slice(-4000)));
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) child.kill("SIGTERM");
  };
  try {
    await waitReady(base, child);
    await apiPhase(base, game, 9000, 10, 10); // warm-up: compile every path once
    await rawPhase(base, game, 10, 10);
    const raw = await rawPhase(base, game);
    const api = await apiPhase(base, game, 1);
    const raw1 = await rawPhase(base, game, 1, 40); // one client alone: latency without queueing
    const api1 = await apiPhase(base, game, 77, 1, 40);

    const apiRate = api.latencies.length / api.windowSecs;
    const rawRate = raw.latencies.length / raw.windowSecs;
    const f = (x: number) => x.toFixed(1);
    console.log(`\nWaka API bench — ${game}, ${PLAYERS} players, ${MATCHES} concurrent matches, wrangler dev on 127.0.0.1:${port}`);
    console.log(`  API move posts : ${api.latencies.length} moves in ${f(api.windowSecs)} s = ${f(apiRate)} moves/s; latency p50 ${f(pct(api.latencies, 50))} ms, p99 ${f(pct(api.latencies, 99))} ms`);
    console.log(`  raw D1 batch   : ${raw.latencies.length} batches in ${f(raw.windowSecs)} s = ${f(rawRate)} batches/s; latency p50 ${f(pct(raw.latencies, 50))} ms, p99 ${f(pct(raw.latencies, 99))} ms`);
    console.log(`  API / raw      : ${((apiRate / rawRate) * 100).toFixed(0)} % (target ≥ 50 %)`);
    console.log(`  one client     : API p50 ${f(pct(api1.latencies, 50))} ms, raw p50 ${f(pct(raw1.latencies, 50))} ms per request (sequential, no contention)`);
    console.log(`  whole loop     : ${f(api.latencies.length / api.totalSecs)} moves/s including the ${api.gets} GETs a client needs when the acting seat changes (${api.conflicts} conflicts)`);
    console.log(`  host CPU/move  : ${cpu.cpuMs.toFixed(3)} ms CPU (process.cpuUsage, all threads) per move; wall p50 ${cpu.p50.toFixed(3)} ms, p99 ${cpu.p99.toFixed(3)} ms over ${cpu.n} moves (target ≤ 2 ms)`);
    console.log("  (wrangler dev reports no CPU time per request; the CPU line times the Worker's per-move code in node's V8,");
    console.log("   where WebCrypto's SHA-256 is an async thread-pool hop — most of the wall p99.)");
  } catch (err) {
    console.error(stderr);
    throw err;
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
