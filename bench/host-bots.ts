/**
 * CPU per bot decision on the host's path (jobs/bots.ts): the seat's view, chooseMove, and planMove (parse, play,
 * outcome, hash, serialise) — what one queue message costs besides D1 waits. Seeded games of easy bots per game;
 * on every 4th decision the strong bot is also timed at the game's own budget (what the host runs), or at each budget
 * listed in HOST_BOT_ITERATIONS (e.g. 2,4,8 — an iteration means something different in each game's search).
 * Prints mean / p95 / max CPU time (user + system, not wall time: the machine is shared) in ms. Asserts nothing.   npx tsx bench/host-bots.ts     HOST_BOT_GAMES=2 npx tsx bench/host-bots.ts
 */
import type { AnyGame, GameEvent } from "../engine/core/game.js";
import { chooseMove } from "../engine/bots/index.js";
import { botFor, findGame } from "../games/index.js";
import { planMove } from "../worker/plan.js";
import { cpuMs } from "./stats.js";

const GAMES = Number(process.env.HOST_BOT_GAMES ?? 3);
const LISTED = process.env.HOST_BOT_ITERATIONS?.split(",").map(Number);
const SUITES: [string, number][] = [
  ["tongiaki", 2],
  ["tongiaki", 4],
  ["tonga-bonga", 3],
  ["wongar", 4],
];

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const fmt = (xs: number[]) =>
  xs.length
    ? `${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2).padStart(7)} / ${q(xs, 0.95).toFixed(2).padStart(7)} / ${Math.max(...xs)
        .toFixed(1)
        .padStart(6)}`
    : "—";

console.log(
  `host bot decisions — node ${process.version}; CPU ms (user + system) mean / p95 / max per decision with ≥ 2 legal moves (view + chooseMove + planMove)`,
);
for (const [id, players] of SUITES) {
  const game = findGame(id) as AnyGame;
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error(options.error.message);
  // undefined: the game's own budget for the table, as the host runs it (GameBot.iterationsAt, else .iterations)
  const ITERS: (number | undefined)[] = LISTED ?? [undefined];
  const easy: number[] = [];
  const strong = new Map<number | undefined, number[]>(ITERS.map((i) => [i, []]));
  let decisions = 0;
  for (let g = 0; g < GAMES; g++) {
    let state = game.setup(`host-bots-${id}-${g}`, players, options.value);
    let seq = 0;
    let head = "0".repeat(64);
    const log: GameEvent[] = [];
    for (;;) {
      const seats = game.activeSeats(state);
      if (seats.length === 0) break;
      const seat = seats[0]!;
      const several = game.legalMoves(state, seat).length > 1;
      const seed = `m${g}:${seq}`;
      if (several && decisions % 4 === 0) {
        for (const it of ITERS) {
          const t = cpuMs();
          // the seat's history, as the host builds it for strong bots of games that use one (GameBot.usesHistory)
          const history = botFor(id)!.usesHistory ? log.map((e) => game.viewEvent(e, { seat })) : undefined;
          const move = chooseMove(
            game,
            game.view(state, { seat }),
            seat,
            { level: "strong", seed, iterations: it, history },
            botFor(game.id)!,
          );
          await planMove(game, state, seats, seat, move, head, seq + 1);
          strong.get(it)!.push(cpuMs() - t);
        }
      }
      const t0 = cpuMs();
      const move = chooseMove(game, game.view(state, { seat }), seat, { level: "easy", seed }, botFor(game.id)!);
      const plan = await planMove(game, state, seats, seat, move, head, seq + 1);
      if (several) easy.push(cpuMs() - t0), decisions++;
      log.push(...(JSON.parse(plan.eventsJson) as GameEvent[])); // as the host stores and reads them
      state = plan.next;
      head = plan.hash;
      seq++;
    }
  }
  console.log(`${id.padEnd(12)} ${players}p  easy ${fmt(easy)}   (${easy.length} decisions)`);
  for (const it of ITERS)
    console.log(`${"".padEnd(16)}strong ×${String(it ?? "default").padEnd(7)} ${fmt(strong.get(it)!)}   (${strong.get(it)!.length})`);
}
