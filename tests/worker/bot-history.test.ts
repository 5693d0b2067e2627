/**
 * The host gives a strong bot the events its seat was shown (jobs/bots.ts, BotOptions.history) where the game's bot
 * recalls the public log (Wongar: which card each player took, §18.8).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { chooseMove } from "../../engine/bots/index.js";
import type { GameEvent } from "../../engine/core/game.js";
import { replay } from "../../engine/core/replay.js";
import { botFor, games, gameBots } from "../../games/index.js";
import { localBots } from "../../bots/players.js";
import { createDb } from "../../db/client.js";
import { insertMatch, loadMatch } from "../../db/matches.js";
import { publicEvents } from "../../jobs/bot-history.js";
import { countingD1 } from "../../bench/worker/counting-d1.js";
import { playBotMove } from "../../jobs/bots.js";
import { client, dbOf, storageOf } from "./helpers.js";

const now = () => Date.UTC(2026, 2, 2, 10, 0);
const manual = client(games, { now, bots: "off" }, { NOTIFY_QUEUE: undefined });
const db = createDb(env.DB);
const wongar = games.find((g) => g.id === "wongar")!;

describe("a strong bot's history in the host", () => {
  it("a strong Wongar bot decides as chooseMove does with the events its seat was shown, which changes some decisions", async () => {
    const r = await manual.post("/api/matches", { game: "wongar", seats: [{ bot: "strong" }, { bot: "easy" }, { bot: "easy" }] });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const h = {
      ...storageOf(id),
      games,
      botPlayers: localBots(gameBots),
      origin: "http://waka.test",
      now,
      linkKey: null,
      dispatch: () => {},
    };
    const cfg = { levels: ["easy", "strong"] as const, strongIterations: 1 };
    let strong = 0;
    let informed = 0;
    for (let seq = 0; seq < 120; seq++) {
      const rec = (await manual.get(`/api/matches/${id}/record`)).body;
      const seed = (await loadMatch(dbOf(id), id))!.match.seed; // the record hides it until the end
      const rp = replay<unknown>(wongar, { ...rec, seed, moves: rec.moves.map((x: any) => ({ seat: x.seat, move: x.move })) });
      if (!rp.ok) throw new Error(rp.error.message);
      const state = rp.value.states.at(-1);
      const seat = wongar.activeSeats(state)[0];
      expect((await playBotMove(h, id, seq, cfg)).status).toBe("played");
      if (seat !== 0 || wongar.legalMoves(state, 0).length < 2) continue;
      strong++;
      const played = (await manual.get(`/api/matches/${id}/log`)).body.entries.at(-1).move;
      const history = rp.value.events.flat().map((e: GameEvent) => wongar.viewEvent(e, { seat: 0 }));
      const options = { level: "strong" as const, seed: `${id}:${seq}`, iterations: 1 };
      expect(played).toEqual(chooseMove(wongar, wongar.view(state, { seat: 0 }), 0, { ...options, history }, botFor(wongar.id)!));
      if (JSON.stringify(chooseMove(wongar, wongar.view(state, { seat: 0 }), 0, options, botFor(wongar.id)!)) !== JSON.stringify(played))
        informed++;
    }
    expect(strong).toBeGreaterThan(10);
    expect(informed).toBeGreaterThan(0); // without the history some moves would differ: the host does pass it
  }, 120_000);
});

describe("the history's log reads", () => {
  it("a later decision reads only the moves played since the one before, and gets the same events as the whole log", async () => {
    const id = "history-reads";
    const match = { id, game: "wongar", rulesVersion: 1, options: {}, players: 2, status: "active" as const, seed: "s", seedHash: "0" };
    await insertMatch(db, { ...match, headHash: "0", createdAt: 1, updatedAt: 1 }, [], []);
    const event = (seq: number): GameEvent => ({ type: "bench", seq }) as unknown as GameEvent;
    for (let seq = 1; seq <= 15; seq++) {
      const insert = `INSERT INTO moves (match_id, seq, seat, move, events, prev_hash, hash, created_at)
        VALUES (?, ?, 0, '{}', ?, '0', '0', 1)`;
      await env.DB.prepare(insert)
        .bind(id, seq, JSON.stringify([event(seq)]))
        .run();
    }
    const rows = { read: 0, written: 0 };
    const counted = createDb(countingD1(env.DB, rows));
    expect(await publicEvents(counted, id, 10)).toEqual(Array.from({ length: 10 }, (_, i) => event(i + 1)));
    const first = rows.read;
    expect(first).toBeGreaterThanOrEqual(10);
    expect(await publicEvents(counted, id, 15)).toEqual(Array.from({ length: 15 }, (_, i) => event(i + 1)));
    // the 5 new rows (D1 counted one more in some runs), not the whole log's 15
    expect(rows.read - first).toBeLessThanOrEqual(7);
    // an older seq (a stale message) is answered from the log again, not from the later one
    expect(await publicEvents(counted, id, 3)).toEqual([event(1), event(2), event(3)]);
  });
});
