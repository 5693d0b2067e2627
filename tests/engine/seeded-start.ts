import type { AnyGame } from "../../engine/core/game.js";

/** A game's first state from a seed and the options a match's creator gives (options it refuses are the test's mistake). */
export function seededStart(game: AnyGame, seed: string, players: number, rawOptions: unknown): ReturnType<AnyGame["setup"]> {
  const options = game.parseOptions(rawOptions, players);
  if (!options.ok) throw new Error(options.error.message);
  return game.setup(seed, players, options.value);
}
