import { describe, expect, it } from "vitest";
import { BOTS } from "../../engine/bots/index.js";
import { GAME_IDS, GAMES, isGameId } from "../../engine/games.js";
import { findGame, games } from "../../engine/registry.js";

/** engine/games.ts is the one table of games: its keys are the games' own ids, and every other table follows it. */
describe("the game table", () => {
  it.each(GAME_IDS)("%s is keyed by its own id, listed once, and its bot plays that game", (id) => {
    expect(GAMES[id].id).toBe(id);
    expect(games.filter((g) => g.id === id)).toEqual([GAMES[id]]);
    expect(findGame(id)).toBe(GAMES[id]);
    expect(BOTS[id].game).toBe(GAMES[id]);
  });

  it("knows no other id", () => {
    expect(isGameId("chess")).toBe(false);
    expect(isGameId("toString")).toBe(false);
    expect(findGame("constructor")).toBeUndefined();
  });
});
