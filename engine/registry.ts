import type { AnyGame } from "./core/game.js";
import { tongiaki } from "./tongiaki/index.js";

/** Every game Waka hosts. Adding a game is one line here. */
export const games: readonly AnyGame[] = [tongiaki];

export const findGame = (id: string): AnyGame | undefined => games.find((g) => g.id === id);
