/** A host for the reads a link preview makes outside the API's middleware: no messages, no bots, no links. */
import type { AnyGame } from "../../engine/core/game.js";
import { createDb } from "../../db/queries.js";
import type { Env } from "../env.js";
import type { Host } from "../host/index.js";

export const readHost = (env: Env, games: readonly AnyGame[]): Host => ({
  db: createDb(env.DB),
  games,
  origin: null,
  now: Date.now,
  linkKey: null,
  dispatch: () => {},
  gameBots: [],
});
