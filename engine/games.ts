import { tongaBonga } from "./tonga-bonga/index.js";
import { tongiaki } from "./tongiaki/index.js";
import { wongar } from "./wongar/index.js";

/**
 * Every game Waka hosts, keyed by its id: the one list the rest of the code derives `GameId` from. Adding a game is
 * its folder plus one line here; the compiler then names every table still missing it (its bot in
 * engine/bots/index.ts, its board in web/src/boards/registry.ts).
 */
export const GAMES = { tongiaki, "tonga-bonga": tongaBonga, wongar } as const;

export type GameId = keyof typeof GAMES;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);
