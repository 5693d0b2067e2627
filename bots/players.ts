/** The games' computer players run in this process: the bots Worker's (bots/index.ts), and the tests' and scripts' hosts. */
import { chooseMove } from "../engine/bots/index.js";
import type { GameBot } from "../engine/bots/types.js";
import type { GameEvent } from "../engine/core/game.js";
import type { BotPlayers } from "../protocol/bots.js";

export function localBots(bots: readonly GameBot[]): BotPlayers {
  const byGame = new Map(bots.map((b) => [b.game.id, b]));
  return {
    of: (gameId) => {
      const bot = byGame.get(gameId);
      return bot ? { usesHistory: bot.usesHistory === true } : undefined;
    },
    async choose({ gameId, view, seat, level, seed, history, iterations }) {
      const bot = byGame.get(gameId);
      if (!bot) throw new Error(`no bot plays ${gameId} here`);
      const options = {
        level,
        seed,
        ...(history ? { history: history as GameEvent[] } : {}),
        ...(iterations ? { iterations } : {}),
      };
      return chooseMove(bot.game, view, seat, options, bot);
    },
  };
}
