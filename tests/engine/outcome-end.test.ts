import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { GAMES, type GameId } from "../../games/index.js";
import { endOf } from "../../games/module.js";

/**
 * Every game's outcome says why it ended as a code (`details.end`) that clients put in their own words (issue 14
 * item 5), consistent with the English `reason`: at every seat count the game takes (`rules.players`), not one count
 * for all (a two-player game would pass only if its setup ignored a third seat).
 */

const ENDS: { [G in GameId]: Record<(typeof GAMES)[G]["ends"][number], RegExp> } = {
  tongiaki: { "sea-tiles": /last sea tile/, "island-tiles": /last island tile/ },
  "tonga-bonga": { home: /came home/, limit: /round limit/ },
  wongar: { time: /scorpion/, pile: /last card/ },
};

function playout(game: AnyGame, seed: string, players: number): unknown {
  const options = game.parseOptions({}, players);
  if (!options.ok) throw new Error(options.error.message);
  const rng = seedRng(`end-${seed}`);
  let state = game.setup(seed, players, options.value);
  for (let n = 0; n < 20_000; n++) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) return state;
    const legal = game.legalMoves(state, seat);
    const played = game.play(state, seat, legal[randomInt(rng, legal.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  throw new Error(`${game.id} ${seed}: no end`);
}

describe("the outcome names its end", () => {
  for (const id of Object.keys(GAMES) as GameId[]) {
    it(id, () => {
      const game = GAMES[id];
      expect(Object.keys(ENDS[id]).sort()).toEqual([...game.ends].sort());
      const rules: AnyGame = game.rules;
      for (let players = rules.players.min; players <= rules.players.max; players++) {
        for (const seed of ["a", "b", "c"]) {
          const o = rules.outcome(playout(rules, seed, players))!;
          const end = endOf(game, o)!;
          expect(end, `${players} players: ${JSON.stringify(o.details)}`).not.toBeNull();
          expect(o.reason).toMatch((ENDS[id] as Record<string, RegExp>)[end]!);
        }
      }
    });
  }
});
