/**
 * Engine speed: random complete games per second on one core, and the median cost of one `play` and one
 * `legalMoves` call, per game and player count. Prints numbers; asserts nothing (timing belongs here, not in tests).
 */
import type { AnyGame } from "../engine/core/game.js";
import { randomInt, seedRng } from "../engine/core/rng.js";
import { games } from "../games/index.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

interface Result {
  game: string;
  players: number;
  games: number;
  gamesPerSecond: number;
  movesPerGame: number;
  playMedianUs: number;
  legalMedianUs: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** Plays one random game; with `timings`, records the cost of each call. */
function randomGame(game: AnyGame, players: number, seed: string, timings?: { play: number[]; legal: number[] }): number {
  const pick = seedRng(`pick-${seed}`);
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error(`${game.id}: default options refused: ${options.error.message}`);
  let state = game.setup(seed, players, options.value);
  let moves = 0;
  for (;;) {
    const seats = game.activeSeats(state);
    if (seats.length === 0) return moves;
    const seat = seats[0]!;
    const t0 = timings ? process.hrtime.bigint() : 0n;
    const legal = game.legalMoves(state, seat);
    const t1 = timings ? process.hrtime.bigint() : 0n;
    const played = game.play(state, seat, legal[randomInt(pick, legal.length)]!);
    if (timings) {
      timings.legal.push(Number(t1 - t0) / 1000);
      timings.play.push(Number(process.hrtime.bigint() - t1) / 1000);
    }
    if (!played.ok) throw new Error(`${game.id}: a listed legal move was refused: ${played.error.message}`);
    state = played.value.state;
    moves++;
  }
}

function bench(game: AnyGame, players: number): Result {
  for (let i = 0; i < 200; i++) randomGame(game, players, `warm-${i}`); // let the JIT settle
  let games = 0;
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) moves += randomGame(game, players, `bench-${players}-${games++}`);
  const elapsed = (performance.now() - start) / 1000;
  const timings = { play: [] as number[], legal: [] as number[] };
  for (let i = 0; i < 300; i++) randomGame(game, players, `timed-${i}`, timings);
  return {
    game: game.id,
    players,
    games,
    gamesPerSecond: games / elapsed,
    movesPerGame: moves / games,
    playMedianUs: median(timings.play),
    legalMedianUs: median(timings.legal),
  };
}

/** Every game of the table, at its fewest, middle and most seats (a new game gets its rows without an edit here). */
const SUITES: [AnyGame, number[]][] = games.map((g) => {
  const { min, max } = g.players;
  return [g, [...new Set([min, Math.round((min + max) / 2), max])]];
});

console.log(`engine benchmark — node ${process.version}, one core, random legal moves, ${SECONDS} s per row\n`);
console.log("game        players   games/s   moves/game   play µs (median)   legalMoves µs (median)");
for (const [game, counts] of SUITES) {
  for (const players of counts) {
    const r = bench(game, players);
    console.log(
      `${r.game.padEnd(12)}${String(r.players).padStart(7)}${r.gamesPerSecond.toFixed(0).padStart(10)}${r.movesPerGame.toFixed(0).padStart(13)}` +
        `${r.playMedianUs.toFixed(2).padStart(19)}${r.legalMedianUs.toFixed(2).padStart(25)}`,
    );
  }
}
