/**
 * Part 5 of `npm run bench:api` (bench/api.ts): the host's per-move CPU work in-process (worker/plan.ts, the view and
 * the legal moves of the answer), the same code the Worker runs, timed in node (V8, like workerd), since wrangler dev
 * reports no CPU time.
 */
import { games } from "../games/index.js";
import { sha256Hex } from "../worker/chain.js";
import { planMove } from "../worker/plan.js";
import { pct, prng } from "./stats.js";

/** The Worker's per-move CPU work, in-process: what postMove does between its D1 read and its D1 write, plus the response. */
export async function cpuPerMove(gameId: string, players0: number): Promise<{ cpuMs: number; p50: number; p99: number; n: number }> {
  const game = games.find((g) => g.id === gameId)!;
  const players = Math.min(game.players.max, Math.max(players0, game.players.min));
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error("options");
  const samples: number[] = [];
  let cpuMicros = 0;
  for (let g = 0; g < 10; g++) {
    const rnd = prng(1000 + g);
    const seed = `bench-seed-${g}`;
    let state = game.setup(seed, players, options.value);
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
      const response = JSON.stringify({
        view: game.view(plan.next, { seat }),
        legalMoves: plan.after.includes(seat) ? game.legalMoves(plan.next, seat) : [],
      });
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
