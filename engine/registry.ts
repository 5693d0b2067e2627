import type { AnyGame } from "./core/game.js";
import { tongaBonga } from "./tonga-bonga/index.js";
import { tongiaki } from "./tongiaki/index.js";
import { wongar } from "./wongar/index.js";

/** Every game Waka hosts. Adding a game is one line here. */
export const games: readonly AnyGame[] = [tongiaki, tongaBonga, wongar];

export const findGame = (id: string): AnyGame | undefined => games.find((g) => g.id === id);
