import { createRoute, type ApiApp } from "./api-app.js";
import type { AnyGame } from "../../engine/core/game.js";
import type { AppEnv } from "../app-env.js";
import { botConfig, botLevelsFor, type BotConfig } from "../bot-policy.js";
import type { BotPlayers } from "../../protocol/bots.js";
import { Catalogue, type GameInfoOutput } from "../api-shapes.js";
import { API_WORDS } from "../openapi-meta.js";

export const catalogueOf = (games: readonly AnyGame[], players: BotPlayers, bots: BotConfig = botConfig({})): GameInfoOutput[] =>
  games.map((g) => {
    const defaults = g.parseOptions({}, g.players.min);
    return {
      id: g.id,
      title: g.title,
      summary: g.summary,
      players: { min: g.players.min, max: g.players.max },
      rulesVersion: g.rulesVersion,
      options: { defaults: defaults.ok ? defaults.value : null },
      bots: botLevelsFor(players.of(g.id), bots),
    };
  });

const listGames = createRoute({
  method: "get",
  path: "/api/games",
  tags: ["games"],
  summary: API_WORDS && "The catalogue of games this server hosts",
  responses: { 200: { description: API_WORDS && "Every game", content: { "application/json": { schema: Catalogue } } } },
});

export function gameRoutes(app: ApiApp<AppEnv>, games: readonly AnyGame[]): void {
  app.openapi(listGames, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ games: catalogueOf(games, c.var.host.botPlayers, c.var.host.bots) }, 200);
  });
}
