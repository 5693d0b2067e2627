import { describe, expect, it } from "vitest";
import { chooseMove, isAmong, type BotLevel } from "../../../engine/bots/index.js";
import type { AnyGame } from "../../../engine/core/game.js";
import { randomInt, seedRng, type Rng } from "../../../engine/core/rng.js";
import { TEST_GAME_IDS, TEST_GAMES, type TestGameId } from "../../fixtures/games/index.js";
import { AREA_CARDS, type AreaCard, type RitualCard } from "../../../games/wongar/rules/cards.js";
import type { WongarState } from "../../../games/wongar/rules/index.js";

/** Engine-level bot checks: legal moves only, blind to hidden information, deterministic, and matches that end. */

const COUNTS: Record<TestGameId, number[]> = { tongiaki: [2, 4, 6], "tonga-bonga": [3, 4], wongar: [3, 4, 5], takeaway: [2, 3] };

/** Every game of the tests' table (the product's and the fixture game), with its rules and its bot. */
const all = TEST_GAME_IDS.map((id) => [id, TEST_GAMES[id].rules as AnyGame] as const);
const botFor = (id: string) => TEST_GAMES[id as TestGameId].bot;
const SMALL = 6; // strong search iterations in tests: enough to exercise the tree, cheap enough for many positions

const setupGame = (game: AnyGame, seed: string, players: number) => {
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error(options.error.message);
  return game.setup(seed, players, options.value);
};

/** Positions from a random playout of `game`, one every `every` moves. */
function positions(game: AnyGame, seed: string, players: number, every: number): unknown[] {
  const rng = seedRng(`positions-${seed}`);
  let state = setupGame(game, seed, players);
  const out: unknown[] = [];
  for (let n = 0; ; n++) {
    const seats = game.activeSeats(state);
    if (seats.length === 0) return out;
    if (n % every === 0) out.push(state);
    const legal = game.legalMoves(state, seats[0]!);
    const played = game.play(state, seats[0]!, legal[randomInt(rng, legal.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
}

const decide = (game: AnyGame, state: unknown, level: BotLevel, seed: string) => {
  const seat = game.activeSeats(state)[0]!;
  return chooseMove(game, game.view(state, { seat }), seat, { level, seed, iterations: SMALL }, botFor(game.id));
};

describe.each(all)("%s bots", (id, game) => {
  it("has a bot", () => {
    expect(botFor(id)).toBeDefined();
  });

  it("determinizes a view into a state that shows the same view", () => {
    const bot = botFor(id);
    for (const players of COUNTS[id]!) {
      for (const state of positions(game, `det-${players}`, players, 7)) {
        const seat = game.activeSeats(state)[0]!;
        const view = game.view(state, { seat });
        for (let k = 0; k < 3; k++) {
          const guess = bot.determinize(view, seat, seedRng(`guess-${k}`));
          expect(JSON.parse(JSON.stringify(game.view(guess, { seat })))).toEqual(JSON.parse(JSON.stringify(view)));
          expect(JSON.parse(JSON.stringify(guess))).toEqual(guess); // plain JSON, like any state
        }
      }
    }
  });

  it("returns only legal moves, at both levels, from many seeded positions", () => {
    for (const players of COUNTS[id]!) {
      const states = positions(game, `legal-${players}`, players, id === "tonga-bonga" ? 23 : 9);
      states.forEach((state, i) => {
        const seat = game.activeSeats(state)[0]!;
        const legal = game.legalMoves(state, seat);
        for (const level of ["easy", "strong"] as const) {
          const move = decide(game, state, level, `legal-${i}`);
          expect(isAmong(move, legal), `${level} ${JSON.stringify(move)}`).toBe(true);
          expect(game.play(state, seat, move).ok).toBe(true);
        }
      });
    }
  });

  it("is deterministic: the same view and seed give the same move", () => {
    const states = positions(game, "determinism", COUNTS[id]![0]!, 11).slice(0, 8);
    for (const state of states) {
      for (const level of ["easy", "strong"] as const) {
        expect(decide(game, state, level, "same")).toEqual(decide(game, state, level, "same"));
      }
    }
  });

  it("plays a whole match of bots to the end (one strong seat, easy others)", () => {
    const players = COUNTS[id]![0]!;
    let state = setupGame(game, "bot-match", players);
    let moves = 0;
    for (; game.activeSeats(state).length > 0 && moves < 5000; moves++) {
      const seat = game.activeSeats(state)[0]!;
      const move = chooseMove(
        game,
        game.view(state, { seat }),
        seat,
        { level: seat === 0 ? "strong" : "easy", seed: `m${moves}`, iterations: SMALL },
        botFor(game.id),
      );
      const played = game.play(state, seat, move);
      expect(played.ok).toBe(true);
      if (played.ok) state = played.value.state;
    }
    expect(game.outcome(state)).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Two states that differ only in what the seat may not see must get the same move.

const pickOne = <T>(rng: Rng, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The same table with every secret of `seat` changed: generator, piles, deck, other hands and taken cards. */
function otherSecrets(id: string, state: unknown, seat: number, rng: Rng): unknown {
  const t = clone(state) as { rng: number[] };
  t.rng = [randomInt(rng, 1 << 30), 7, 11, randomInt(rng, 1 << 30)];
  if (id === "tongiaki") {
    const s = t as unknown as { pile: string[] };
    s.pile = s.pile.slice().reverse(); // the order is secret (the draw is random anyway)
  }
  if (id === "wongar") {
    const s = t as unknown as WongarState;
    for (const a of s.areas) a.pile = a.pile.map(() => pickOne(rng, AREA_CARDS) as AreaCard);
    const picking = s.phase.kind === "pick" && s.phase.seat === seat;
    const kinds: RitualCard[] = s.options.advanced ? ["disc", "cube", "cylinder"] : ["disc", "cube", "cylinder", "double"];
    if (!picking) s.deck = s.deck.map(() => pickOne(rng, kinds));
    for (let other = 0; other < s.seats; other++) {
      if (other === seat) continue;
      s.hands[other] = s.hands[other]!.map(() => pickOne(rng, kinds)).sort((a, b) => kinds.indexOf(a) - kinds.indexOf(b));
      s.collected[other] = s.collected[other]!.map(() => pickOne(rng, AREA_CARDS) as AreaCard);
    }
  }
  return t;
}

describe.each(all)("%s bots see only the seat's view", (id, game) => {
  it("gives the same move for states that differ only in hidden information", () => {
    const rng = seedRng(`hidden-${id}`);
    const states = positions(game, `hidden-${id}`, COUNTS[id]!.at(-1)!, 13).slice(0, 10);
    for (const state of states) {
      const seat = game.activeSeats(state)[0]!;
      const twin = otherSecrets(id, state, seat, rng);
      const view = game.view(state, { seat });
      expect(game.view(twin, { seat })).toEqual(view);
      expect(JSON.stringify(twin)).not.toEqual(JSON.stringify(state));
      for (const level of ["easy", "strong"] as const) {
        expect(decide(game, twin, level, "blind")).toEqual(decide(game, state, level, "blind"));
      }
    }
  });
});
