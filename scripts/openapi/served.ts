/**
 * The API description of the app the Worker serves, with every game, as worker/openapi.json must hold it: written by
 * `npm run api:types` (./write.mjs, in node) and checked by tests/project/openapi-document.test.ts (through ./write.mjs --check), which
 * both take it from here, so a moved module breaks the type check rather than the generator.
 */
import { gameBots, games } from "../../games/index.js";
import { localBots } from "../../bots/players.js";
import { createApp } from "../../worker/app.js";
import { apiDocument } from "./document.js";

export const servedDocument = () =>
  `${JSON.stringify(apiDocument(createApp({ games, botPlayers: () => localBots(gameBots) }).declared), null, 2)}\n`;
