import type { AnyGame } from "../engine/core/game.js";
import type { GameBot } from "../engine/bots/types.js";
import type { GameModule } from "./module.js";
import { tongaBonga } from "./tonga-bonga/index.js";
import { tongiaki } from "./tongiaki/index.js";
import { wongar } from "./wongar/index.js";

/**
 * Every game Waka hosts, keyed by its id: the one table the rest of the code derives from. Adding a game is its folder
 * plus one line here, then `npm run games`, which writes the registries of the parts each bundle loads (games/registry/,
 * see games/module.ts); the lists below, the Worker's, are derived as they stand.
 */
export const GAMES = { tongiaki, "tonga-bonga": tongaBonga, wongar } as const satisfies Record<string, GameModule>;

export type GameId = keyof typeof GAMES;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);

/** Each game's rules, as the Worker hosts them. */
export const games: readonly AnyGame[] = GAME_IDS.map((id) => GAMES[id].rules);

/** Each game's bot, as the Worker runs them. */
export const gameBots: readonly GameBot[] = GAME_IDS.map((id) => GAMES[id].bot);

export const findGame = (id: string): AnyGame | undefined => (isGameId(id) ? GAMES[id].rules : undefined);

/** The bot of a game, or undefined when the game has none here. */
export const botFor = (id: string): GameBot | undefined => (isGameId(id) ? GAMES[id].bot : undefined);
