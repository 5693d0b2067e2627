/**
 * The main Worker's computer players: the bots Worker (bots/index.ts) behind the BOTS service binding, asked one
 * decision at a time (protocol/bots.ts). Every game of the table has a bot there; without the binding, none here.
 */
import { BOT_READS_HISTORY } from "../games/registry/worker.js";
import type { BotPlayers } from "../protocol/bots.js";
import type { Env } from "./env.js";

/** No computer player: the server offers no bot seats (GET /api/games `bots: []`) and a "bot" timeout falls back. */
export const NO_BOTS: BotPlayers = {
  of: () => undefined,
  choose: (ask) => Promise.reject(new Error(`no bot plays ${ask.gameId} here`)),
};

export function remoteBots(env: Pick<Env, "BOTS">): BotPlayers {
  const service = env.BOTS;
  if (!service) return NO_BOTS;
  return {
    of: (gameId) =>
      Object.hasOwn(BOT_READS_HISTORY, gameId) ? { usesHistory: BOT_READS_HISTORY[gameId as keyof typeof BOT_READS_HISTORY] } : undefined,
    choose: (ask) => service.choose(ask),
  };
}
