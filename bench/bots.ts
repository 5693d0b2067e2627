/**
 * Bot strength and speed (engine/bots/README.md). Per game and player count: one bot of the tested level against
 * players of the weaker kind, its seat rotating game by game — easy against random players, strong against easy bots —
 * over BOTS_GAMES seeded games (default 200) each. "Win" = the bot's seat is ranked first; a first place shared by
 * k seats counts 1/k. Prints the win rate with a 95 % Wilson interval and the CPU time per decision of each level.
 * Games run in BOTS_JOBS child processes (default: one per core). Asserts nothing.
 *
 *   npm run bench:bots                     BOTS_GAMES=50 npm run bench:bots        BOTS_ONLY=wongar npm run bench:bots
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import type { AnyGame } from "../engine/core/game.js";
import { randomInt, seedRng } from "../engine/core/rng.js";
import { chooseMove, type BotLevel } from "../engine/bots/index.js";
import { findGame } from "../engine/registry.js";

type Kind = "random" | BotLevel;
interface Matchup {
  game: string;
  players: number;
  bot: BotLevel;
  field: Kind;
}
interface GameResult {
  share: number;
  /** Head to head: the share of the other seats the bot finished ahead of (a tie with one counts 1/2). */
  ahead: number;
  times: Record<string, number[]>;
  moves: number;
}

const GAMES = Number(process.env.BOTS_GAMES ?? 200);
const JOBS = Number(process.env.BOTS_JOBS ?? availableParallelism());
const ONLY = process.env.BOTS_ONLY;
/** Optional filters for quick runs: BOTS_PLAYERS=4,6 (player counts), BOTS_LEVEL=easy|strong (the tested level). */
const PLAYERS = process.env.BOTS_PLAYERS?.split(",").map(Number);
const LEVEL = process.env.BOTS_LEVEL;
/** BOTS_ITERATIONS=40: the strong bot's iterations, as the host passes them (default: the game's own budget). */
const ITERATIONS = process.env.BOTS_ITERATIONS ? Number(process.env.BOTS_ITERATIONS) : undefined;

/** The issue's targets: easy beats random in ≥ 80 % of games, strong beats easy in ≥ 60 % (README "Measured strength"). */
const TARGET: Record<BotLevel, number> = { easy: 0.8, strong: 0.6 };

const SUITES: [string, number[]][] = [
  ["tongiaki", [2, 4, 6]],
  ["tonga-bonga", [3, 4]],
  ["wongar", [3, 4, 5]],
];

const MATCHUPS: Matchup[] = SUITES.filter(([g]) => !ONLY || ONLY.split(",").includes(g)).flatMap(([game, counts]) =>
  counts
    .filter((players) => !PLAYERS || PLAYERS.includes(players))
    .flatMap((players) => [
      { game, players, bot: "easy" as const, field: "random" as const },
      { game, players, bot: "strong" as const, field: "easy" as const },
    ])
    .filter((m) => !LEVEL || m.bot === LEVEL),
);

/** One seeded game: the bot of the tested level sits at `index % players`. */
function playGame(m: Matchup, index: number): GameResult {
  const game = findGame(m.game) as AnyGame;
  const options = game.parseOptions({}, m.players);
  if (!options.ok) throw new Error(options.error.message);
  const seed = `bench-bots-${m.game}-${m.players}-${m.bot}-${index}`;
  let state = game.setup(seed, m.players, options.value);
  const botSeat = index % m.players;
  const pick = seedRng(`random-${seed}`);
  const times: Record<string, number[]> = { easy: [], strong: [] };
  let moves = 0;
  for (;;) {
    const seats = game.activeSeats(state);
    if (seats.length === 0) break;
    const seat = seats[0]!;
    const kind: Kind = seat === botSeat ? m.bot : m.field;
    const legal = game.legalMoves(state, seat);
    let move: { type: string };
    if (kind === "random") move = legal[randomInt(pick, legal.length)]!;
    else {
      const view = game.view(state, { seat });
      const t0 = process.hrtime.bigint();
      move = chooseMove(game, view, seat, { level: kind, seed: `${seed}-${moves}`, iterations: ITERATIONS });
      if (legal.length > 1) times[kind]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const played = game.play(state, seat, move);
    if (!played.ok) throw new Error(`${m.game}: the ${kind} bot chose an illegal move: ${played.error.message}`);
    state = played.value.state;
    moves++;
  }
  const ranking = game.outcome(state)!.ranking;
  const first = ranking[0]!;
  const place = ranking.findIndex((group) => group.includes(botSeat));
  let ahead = 0;
  ranking.forEach((group, k) => {
    for (const other of group) if (other !== botSeat) ahead += k > place ? 1 : k === place ? 0.5 : 0;
  });
  return { share: first.includes(botSeat) ? 1 / first.length : 0, ahead: ahead / (m.players - 1), times, moves };
}

/** Wilson score interval for a proportion p over n trials, 95 %. */
function wilson(p: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const quantile = (xs: number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

if (process.env.BOTS_CHILD) {
  // a worker: plays the games (matchup, index) it is sent, answers with the results
  process.on("message", (job: { matchup: number; index: number }[]) => {
    const results = job.map(({ matchup, index }) => ({ matchup, ...playGame(MATCHUPS[matchup]!, index) }));
    process.send!(results, () => process.exit(0));
  });
} else {
  const jobs: { matchup: number; index: number }[][] = Array.from({ length: JOBS }, () => []);
  let n = 0;
  MATCHUPS.forEach((_, matchup) => {
    for (let index = 0; index < GAMES; index++) jobs[n++ % JOBS]!.push({ matchup, index });
  });
  const started = performance.now();
  const answers = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<(GameResult & { matchup: number })[]>((resolve, reject) => {
          const child = fork(process.argv[1]!, [], { env: { ...process.env, BOTS_CHILD: "1" }, execArgv: process.execArgv });
          child.on("message", (r) => resolve(r as (GameResult & { matchup: number })[]));
          child.on("error", reject);
          child.on("exit", (code) => code !== 0 && reject(new Error(`a bench worker exited with ${code}`)));
          child.send(job);
        }),
    ),
  );
  const all = answers.flat();
  console.log(`bot benchmark — node ${process.version}, ${JOBS} processes, ${GAMES} games per row, one tested bot per game (seat rotating)`);
  console.log(`win = ranked first (a shared first counts 1/k); 95 % Wilson interval; ms = CPU per decision with ≥ 2 legal moves`);
  console.log(`ahead = head to head: share of the other seats the bot finished ahead of (a tie counts 1/2), mean ± 95 % normal interval\n`);
  console.log("game          players  bot vs field      win rate   95 % CI          even   ahead  (95 % CI)      bot ms mean / p95 / max    field ms mean   target: ahead / win");
  MATCHUPS.forEach((m, i) => {
    const rs = all.filter((r) => r.matchup === i);
    const p = rs.reduce((a, r) => a + r.share, 0) / rs.length;
    const [lo, hi] = wilson(p, rs.length);
    const a = rs.reduce((x, r) => x + r.ahead, 0) / rs.length;
    const sd = Math.sqrt(rs.reduce((x, r) => x + (r.ahead - a) ** 2, 0) / Math.max(1, rs.length - 1));
    const ha = (1.96 * sd) / Math.sqrt(rs.length);
    const bt = rs.flatMap((r) => r.times[m.bot]!);
    const ft = m.field === "random" ? [] : rs.flatMap((r) => r.times[m.field]!);
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
    console.log(
      `${m.game.padEnd(14)}${String(m.players).padStart(7)}  ${`${m.bot} vs ${m.field}`.padEnd(16)}` +
        `${(100 * p).toFixed(1).padStart(7)} %   ${(100 * lo).toFixed(1).padStart(5)}–${(100 * hi).toFixed(1).padEnd(5)} %` +
        `${(100 / m.players).toFixed(0).padStart(6)} %   ` +
        `${(100 * a).toFixed(1).padStart(5)} % (${(100 * (a - ha)).toFixed(1)}–${(100 * (a + ha)).toFixed(1)})`.padEnd(27) +
        `${mean(bt).toFixed(2).padStart(7)} / ${quantile(bt, 0.95).toFixed(2).padStart(6)} / ${Math.max(...bt).toFixed(1).padStart(6)}` +
        `${(m.field === "random" ? "—" : mean(ft).toFixed(2)).padStart(12)}` +
        `   ≥ ${100 * TARGET[m.bot]} %: ${a >= TARGET[m.bot] ? "met" : "missed"} / ${p >= TARGET[m.bot] ? "met" : "missed"}`,
    );
  });
  console.log(`\n${all.length} games in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
