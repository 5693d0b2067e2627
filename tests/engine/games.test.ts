import { describe, expect, it } from "vitest";
import { CORE_CODES } from "../../engine/core/result.js";
import { botFor, findGame, GAME_IDS, GAMES, gameBots, games, isGameId } from "../../games/index.js";
import { GAME_LOGS } from "../../games/registry/delivery.js";
import { HOW_TO_PARTS } from "../../games/registry/howto-parts.js";
import { BOARD_LOADERS, HOW_TO } from "../../games/registry/web.js";
import { BOT_READS_HISTORY, RULES } from "../../games/registry/worker.js";
import { outdated, registries, tables } from "../../scripts/games.js";
import { GAME_NAMES, PARTS } from "../../web/src/howto/anchors.js";
import { TEST_GAME_IDS, TEST_GAMES } from "../fixtures/games/index.js";
import { GAME_LOGS as TEST_LOGS } from "../fixtures/games/registry/delivery.js";
import { HOW_TO_PARTS as TEST_HOW_TO_PARTS } from "../fixtures/games/registry/howto-parts.js";
import { BOARD_LOADERS as TEST_BOARDS, HOW_TO as TEST_HOW_TO } from "../fixtures/games/registry/web.js";
import { BOT_READS_HISTORY as TEST_HISTORY, RULES as TEST_RULES } from "../fixtures/games/registry/worker.js";

/**
 * games/index.ts is the one table of games, and the tests' table (tests/fixtures/games/index.ts) adds the fixture game
 * by one line: each is keyed by the games' own ids, and every other table, written or derived, follows it.
 */
describe("the game table", () => {
  it.each(TEST_GAME_IDS)("%s is keyed by its own id, and its bot, codes and ends are its own", (id) => {
    const g = TEST_GAMES[id];
    expect(g.rules.id).toBe(id);
    expect(g.bot.game).toBe(g.rules);
    expect(new Set(g.codes).size).toBe(g.codes.length);
    expect(g.ends.length).toBeGreaterThan(0);
  });

  it.each(GAME_IDS)("%s is listed once in the Worker's lists, with its bot", (id) => {
    expect(games.filter((g) => g.id === id)).toEqual([GAMES[id].rules]);
    expect(gameBots.filter((b) => b.game.id === id)).toEqual([GAMES[id].bot]);
    expect(findGame(id)).toBe(GAMES[id].rules);
    expect(botFor(id)).toBe(GAMES[id].bot);
    expect(GAMES[id].codes).toEqual(expect.arrayContaining([...CORE_CODES]));
  });

  // the main Worker's registry (its bots play in the bots Worker): the table's rules, and what each bot asks of the host
  it.each(TEST_GAME_IDS)("%s has its rules and its bot's need of history in the main Worker's registry", (id) => {
    expect(TEST_RULES[id]).toBe(TEST_GAMES[id].rules);
    expect(TEST_HISTORY[id]).toBe(TEST_GAMES[id].bot.usesHistory === true);
  });

  it("lists the product's games in the main Worker's registry, in the table's order", () => {
    expect(Object.values(RULES)).toEqual(games);
    expect(Object.keys(BOT_READS_HISTORY)).toEqual(GAME_IDS);
  });

  it("knows no other id", () => {
    expect(isGameId("chess")).toBe(false);
    expect(isGameId("toString")).toBe(false);
    expect(findGame("constructor")).toBeUndefined();
  });

  it("keeps the fixture game out of the product's table", () => {
    expect(TEST_GAME_IDS.filter((id) => !isGameId(id))).toEqual(["takeaway"]);
  });
});

describe("every per-game table has every registered game", () => {
  it("the registries are as scripts/games.ts writes them from the tables (`npm run games`)", async () => {
    expect(await outdated(true)).toEqual([]);
  });

  // the main Worker's registry imports each package's rules by the name its rules/index.ts gives them, whatever it is
  it("imports a package's rules under the name its module exports them by", async () => {
    const [product] = await tables();
    expect(product!.rulesExport("tonga-bonga")).toBe("tongaBonga");
    const renamed = { ...product!, rulesExport: (id: string) => (id === "wongar" ? "wongarRules" : product!.rulesExport(id)) };
    expect(registries(renamed)["games/registry/worker.ts"]).toContain('import { wongarRules as wongar } from "../wongar/rules/index.js";');
  });

  const keys = (table: object) => Object.keys(table).sort();

  it.each([
    ["the messages' log sentences", GAME_LOGS],
    ["the web app's boards", BOARD_LOADERS],
    ["the web app's how-to-play", HOW_TO],
    ["the how-to-play's parts", HOW_TO_PARTS],
    ["the how-to-play pages' parts", PARTS],
    ["the games' names", GAME_NAMES],
  ])("the product's: %s", (_, table) => {
    expect(keys(table)).toEqual([...GAME_IDS].sort());
  });

  it.each([
    ["log sentences", TEST_LOGS],
    ["boards", TEST_BOARDS],
    ["how-to-play", TEST_HOW_TO],
    ["how-to-play's parts", TEST_HOW_TO_PARTS],
  ])("the tests': %s", (_, table) => {
    expect(keys(table)).toEqual([...TEST_GAME_IDS].sort());
  });
});
