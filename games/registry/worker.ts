// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's rules, as the main Worker hosts them; its bot plays in the bots Worker (bots/).
import type { GameId } from "../index.js";
import type { AnyGame } from "../../engine/core/game.js";
import { tongiaki } from "../tongiaki/rules/index.js";
import { tongaBonga } from "../tonga-bonga/rules/index.js";
import { wongar } from "../wongar/rules/index.js";

export const RULES: Record<GameId, AnyGame> = {
  tongiaki: tongiaki,
  "tonga-bonga": tongaBonga,
  wongar: wongar,
};

/** Whether each game's strong bot reads its seat's history (GameBot.usesHistory): the host loads it for those only. */
export const BOT_READS_HISTORY: Record<GameId, boolean> = {
  tongiaki: false,
  "tonga-bonga": false,
  wongar: true,
};
