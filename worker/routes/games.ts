import { createRoute, type ApiApp } from "./api-app.js";
import type { GameBot } from "../../engine/bots/types.js";
import type { AnyGame } from "../../engine/core/game.js";
import type { AppEnv } from "../app-env.js";
import { botConfig, botLevelsFor, type BotConfig } from "../bot-policy.js";
import { botOf } from "../host/host.js";
import { Catalogue, type GameInfoOutput } from "../api-shapes.js";

export const catalogueOf = (games: readonly AnyGame[], gameBots: readonly GameBot[], bots: BotConfig = botConfig({})): GameInfoOutput[] =>
  games.map((g) => {
    const defaults = g.parseOptions({}, g.players.min);
    return {
      id: g.id,
      title: g.title,
      summary: g.summary,
      players: { min: g.players.min, max: g.players.max },
      rulesVersion: g.rulesVersion,
      options: { defaults: defaults.ok ? defaults.value : null },
      bots: botLevelsFor(botOf({ gameBots }, g.id), bots),
    };
  });

const listGames = createRoute({
  method: "get",
  path: "/api/games",
  tags: ["games"],
  summary: "The catalogue of games this server hosts",
  responses: { 200: { description: "Every game", content: { "application/json": { schema: Catalogue } } } },
});

export function gameRoutes(app: ApiApp<AppEnv>, games: readonly AnyGame[], gameBots: readonly GameBot[]): void {
  app.openapi(listGames, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ games: catalogueOf(games, gameBots, c.var.host.bots) }, 200);
  });
}
