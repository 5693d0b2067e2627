/** A host for the reads a link preview makes outside the API's middleware: no messages, no bots, no links. */
import type { AnyGame } from "../../engine/core/game.js";
import type { Env } from "../env.js";
import type { Host } from "../host/index.js";
import { shardsFromEnv } from "../shards.js";
import { NO_BOTS } from "../bot-players.js";

/** In the database that holds match `matchId` (db/shards.ts). */
export const readHost = (env: Env, games: readonly AnyGame[], matchId: string): Host => {
  const shards = shardsFromEnv(env);
  const shard = shards.indexOf(matchId);
  return {
    db: shards.all[shard]!,
    shard,
    shards,
    games,
    origin: null,
    now: Date.now,
    linkKey: null,
    dispatch: () => {},
    botPlayers: NO_BOTS,
  };
};
