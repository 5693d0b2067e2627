import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { tongaBonga } from "../../games/tonga-bonga/rules/index.js";
import { tongiaki } from "../../games/tongiaki/rules/index.js";
import { wongar } from "../../games/wongar/rules/index.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";

/**
 * Every game's notation (issue #43; each RULES.md, "Notation"): at every position of seeded random playouts, under
 * every rules version and option the game has, each legal move's notation reads back as the same move, the notations
 * of one position's legal moves are distinct, and reading forgives case and spacing.
 */
type Table = { players: number; options: unknown }[];

const TABLES: [AnyGame, Table][] = [
  [
    tongiaki,
    [
      { players: 2, options: {} },
      { players: 2, options: { twoColours: true } },
      { players: 4, options: { freeTiles: true } },
    ],
  ],
  [
    tongaBonga,
    [
      { players: 3, options: {} },
      { players: 4, options: { roundLimit: 12 } },
    ],
  ],
  [
    wongar,
    [
      { players: 3, options: {} },
      { players: 4, options: { advanced: true } },
      { players: 5, options: { advanced: true } },
    ],
  ],
  [
    takeaway,
    [
      { players: 2, options: {} },
      { players: 3, options: { pile: 40 } },
    ],
  ],
];

/** Shouting and sloppy spacing, as a reply typed on a phone may have them. */
const sloppy = (text: string): string => `  ${text.toUpperCase().replaceAll(" ", "   ")} `;

function checkPlayout(game: AnyGame, seed: string, players: number, raw: unknown, version: number): number {
  const options = game.parseOptions(raw, players);
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(seed, players, options.value, version);
  const pick = seedRng(`notation-${seed}`);
  let checked = 0;
  for (let step = 0; step < 600 && game.activeSeats(state).length > 0; step++) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const texts = legal.map((m) => game.notation.format(m));
    expect(new Set(texts).size, `distinct notations at step ${step}: ${texts.join(" | ")}`).toBe(texts.length);
    legal.forEach((m, i) => {
      expect(texts[i]).toMatch(/^[a-z0-9-]+( [a-z0-9-]+)*$/);
      expect(game.notation.parse(texts[i]!), texts[i]).toEqual(m);
      expect(game.notation.parse(sloppy(texts[i]!)), texts[i]).toEqual(m);
      // what the notation reads is a well-shaped move of the game
      expect(game.parseMove(game.notation.parse(texts[i]!)).ok).toBe(true);
    });
    checked += legal.length;
    const r = game.play(state, seat, legal[randomInt(pick, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return checked;
}

describe.each(TABLES)("notation of %s", (game, table) => {
  it.each(game.rulesVersions.map((v) => [v]))("reads back every legal move of seeded playouts, rules version %i", (version) => {
    let checked = 0;
    for (const [i, { players, options }] of table.entries()) {
      for (const seed of ["n1", "n2"]) checked += checkPlayout(game, `${seed}-${i}`, players, options, version);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("reads no move from garbage", () => {
    for (const text of ["", "   ", "hello", "please play my move", "take", "42 42 42 42 42 42", "sail to tonga now please"]) {
      const m = game.notation.parse(text);
      if (m !== null) expect(game.parseMove(m).ok, text).toBe(true);
    }
    expect(game.notation.parse("")).toBeNull();
    expect(game.notation.parse("Thanks for the game!")).toBeNull();
  });
});
