/**
 * The bots Worker (bots/index.ts) behind the BOTS service binding, as the pool runs it: a separate Worker bundled as it
 * deploys. The main Worker sends it a seat's view and gets the move back (worker/bot-players.ts); the bot's code is
 * not in the main bundle (tests/project/worker-imports.test.ts). Without the binding the server offers no bot seat.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localBots } from "../../bots/players.js";
import { GAME_IDS, GAMES, gameBots, games } from "../../games/index.js";
import type { BotAsk } from "../../protocol/bots.js";
import { createApp } from "../../worker/app.js";
import { remoteBots } from "../../worker/bot-players.js";
import type { Env } from "../../worker/env.js";
import { seededStart } from "../engine/seeded-start.js";

const base = env as unknown as Env;
const inProcess = localBots(gameBots);

/** The first decision of each game's first seat on turn, as the host asks it. */
function firstAsk(id: (typeof GAME_IDS)[number], level: BotAsk["level"], seed: string): BotAsk {
  const game = GAMES[id].rules;
  const state = seededStart(game, seed, game.players.min + 1, {});
  const seat = game.activeSeats(state)[0]!;
  return { gameId: id, view: game.view(state, { seat }), seat, level, seed, ...(level === "strong" ? { iterations: 4 } : {}) };
}

const catalogue = async (e: Env) => {
  const app = createApp({ games, botPlayers: remoteBots, notify: "off" });
  return (await (await app.request("http://waka.test/api/games", undefined, e)).json()) as { games: { id: string; bots: string[] }[] };
};

describe("the bots Worker behind its service binding", () => {
  it.each(GAME_IDS.flatMap((id) => (["easy", "strong"] as const).map((level) => [id, level] as const)))(
    "plays %s at %s the move the bot plays in the process, for the same view and seed",
    async (id, level) => {
      expect(base.BOTS).toBeDefined();
      for (const seed of ["a", "b"]) {
        const ask = firstAsk(id, level, seed);
        const move = await remoteBots(base).choose(ask);
        expect(move).toEqual(await inProcess.choose(ask));
        expect(
          GAMES[id].rules.legalMoves(seededStart(GAMES[id].rules, seed, GAMES[id].rules.players.min + 1, {}), ask.seat),
        ).toContainEqual(move);
      }
    },
  );

  it("tells the host which games read their history, as the bots themselves say", () => {
    for (const id of GAME_IDS) expect(remoteBots(base).of(id)).toEqual(inProcess.of(id));
    expect(remoteBots(base).of("chess")).toBeUndefined();
  });

  it("offers both levels of every game; without the binding, none, and a bot seat is refused with the reason", async () => {
    expect((await catalogue(base)).games.map((g) => g.bots)).toEqual(GAME_IDS.map(() => ["easy", "strong"]));
    const without: Env = { ...base, BOTS: undefined };
    expect((await catalogue(without)).games.map((g) => g.bots)).toEqual(GAME_IDS.map(() => []));
    const app = createApp({ games, botPlayers: remoteBots, notify: "off" });
    const r = await app.request(
      "http://waka.test/api/matches",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Ana" }, { bot: "easy" }] }),
      },
      without,
    );
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe("bot_unavailable");
  });

  it("is not on the internet: a plain request gets a 404", async () => {
    const r = await base.BOTS!.fetch("http://waka-bots/");
    expect(r.status).toBe(404);
  });
});
