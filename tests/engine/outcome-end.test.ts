import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { games } from "../../engine/registry.js";

/**
 * Every game's outcome says why it ended as a code (`details.end`) that clients put in their own words (issue 14
 * item 5), consistent with the English `reason`.
 */

const ENDS: Record<string, Record<string, RegExp>> = {
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
  for (const game of games) {
    it(game.id, () => {
      for (const seed of ["a", "b", "c"]) {
        const o = game.outcome(playout(game, seed, 3))!;
        const end = (o.details as { end?: string }).end!;
        expect(Object.keys(ENDS[game.id]!)).toContain(end);
        expect(o.reason).toMatch(ENDS[game.id]![end]!);
      }
    });
  }
});
