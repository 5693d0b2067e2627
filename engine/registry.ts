import type { AnyGame } from "./core/game.js";
import { GAMES, isGameId } from "./games.js";

/** Every game Waka hosts, as a list (engine/games.ts is the table it comes from). */
export const games: readonly AnyGame[] = Object.values(GAMES);

export const findGame = (id: string): AnyGame | undefined => (isGameId(id) ? GAMES[id] : undefined);
