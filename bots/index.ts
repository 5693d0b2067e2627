/**
 * The bots Worker: the games' computer players, asked for one decision at a time by the main Worker through its BOTS
 * service binding (RPC, protocol/bots.ts). The main Worker loads the match, the seat's view and its history, and
 * commits the move; this Worker only thinks. So the bots' code (each game's bot/ and engine/bots/, a fifth of what
 * the main Worker once bundled) is parsed only where a bot plays, and a strong bot's search spends this Worker's CPU
 * time, not that of the request or queue message that asked (README "Size and startup").
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { gameBots } from "../games/index.js";
import type { BotAsk, BotMove, BotService } from "../protocol/bots.js";
import { localBots } from "./players.js";

const players = localBots(gameBots);

export default class BotsWorker extends WorkerEntrypoint implements BotService {
  /** Not on the internet (workers_dev is off, no route): a plain request gets a 404. */
  override fetch(): Response {
    return Response.json({ error: { code: "not_found", message: "The bots Worker answers its service binding only." } }, { status: 404 });
  }

  choose(ask: BotAsk): Promise<BotMove> {
    return players.choose(ask);
  }
}
