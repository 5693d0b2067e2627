import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../engine/core/game.js";
import { replay } from "../../engine/core/replay.js";
import { games } from "../../games/index.js";
import { CHECKPOINT_EVERY } from "../../db/checkpoints.js";
import { parseRowsHeader, ROWS_HEADER } from "../../bench/worker/rowcount.js";
import { client, d1Of, playToEnd, prng } from "./helpers.js";

/** The game with its `play` calls counted: engine applications per request. */
function counted(game: AnyGame): { game: AnyGame; plays: () => number; reset: () => void } {
  let n = 0;
  return {
    game: { ...game, play: (state, seat, move) => (n++, game.play(state, seat, move)) },
    plays: () => n,
    reset: () => (n = 0),
  };
}

const gameOf = (id: string) => games.find((g) => g.id === id)!;

const create = async (api: ReturnType<typeof client>, game: string, players = 3) => {
  const r = await api.post("/api/matches", { game, seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })) });
  expect(r.status, r.text).toBe(201);
  return r.body;
};

const checkpointSeqs = async (id: string) =>
  (await d1Of(id).prepare("SELECT seq FROM checkpoints WHERE match_id = ? ORDER BY seq").bind(id).all<{ seq: number }>()).results.map(
    (r) => r.seq,
  );

describe("checkpoints", () => {
  it("are written with every 50th move, and a late seq replays at most 50 moves from one", async () => {
    const c = counted(gameOf("tonga-bonga"));
    const api = client([c.game]);
    const m = await create(api, "tonga-bonga");
    const played = await playToEnd(api, m, prng(3), 2 * CHECKPOINT_EVERY + 30, true);
    expect(played.seq).toBe(2 * CHECKPOINT_EVERY + 30);
    expect(await checkpointSeqs(m.id)).toEqual([CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]);

    for (const [seq, replayed] of [
      [played.seq, 30],
      [2 * CHECKPOINT_EVERY + 1, 1],
      [2 * CHECKPOINT_EVERY, CHECKPOINT_EVERY], // the move itself is replayed (its events), from the checkpoint before
      [CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY - 1],
    ] as const) {
      c.reset();
      const at = await api.get(`/api/matches/${m.id}/at/${seq}`);
      expect(at.status, at.text).toBe(200);
      expect(c.plays(), `plays for /at/${seq}`).toBe(replayed);
    }
  });

  it("are made by the first replay of a match that has none (written before they existed), then used", async () => {
    const c = counted(gameOf("tongiaki"));
    const api = client([c.game]);
    const m = await create(api, "tongiaki");
    const played = await playToEnd(api, m, prng(8), CHECKPOINT_EVERY + 20, true);
    await d1Of(m.id).prepare("DELETE FROM checkpoints WHERE match_id = ?").bind(m.id).run();
    c.reset();
    expect((await api.get(`/api/matches/${m.id}/at/${played.seq}`)).status).toBe(200);
    expect(c.plays()).toBe(played.seq);
    expect(await checkpointSeqs(m.id)).toEqual([CHECKPOINT_EVERY]);
    c.reset();
    const again = await api.get(`/api/matches/${m.id}/at/${played.seq}`);
    expect(again.status).toBe(200);
    expect(c.plays()).toBe(played.seq - CHECKPOINT_EVERY);
  });

  it("give for every seq exactly what a full replay from the seed gives, in random matches of each game", async () => {
    const api = client(games);
    for (const game of games) {
      for (const seed of [1, 2]) {
        const m = await create(api, game.id);
        const played = await playToEnd(api, m, prng(100 * seed + game.id.length), CHECKPOINT_EVERY + 15, true);
        const row = await d1Of(m.id)
          .prepare("SELECT seed, options, players, rules_version FROM matches WHERE id = ?")
          .bind(m.id)
          .first<any>();
        const log = (await api.get(`/api/matches/${m.id}/log`)).body.entries as { seat: number; move: unknown }[];
        const full = replay<unknown>(game, {
          game: game.id,
          rulesVersion: row.rules_version,
          players: row.players,
          options: JSON.parse(row.options),
          seed: row.seed,
          moves: log.map((e) => ({ seat: e.seat, move: e.move })),
        });
        if (!full.ok) throw new Error(full.error.message);
        for (let seq = 0; seq <= played.seq; seq++) {
          const at = await api.get(`/api/matches/${m.id}/at/${seq}`);
          expect(at.status, at.text).toBe(200);
          const state = full.value.states[seq];
          const events = seq === 0 ? [] : full.value.events[seq - 1]!;
          const expected = {
            view: game.view(state, { spectator: true }),
            activeSeats: game.outcome(state) ? [] : game.activeSeats(state),
            events: events.map((e) => game.viewEvent(e, { spectator: true })),
          };
          expect({ view: at.body.view, activeSeats: at.body.activeSeats, events: at.body.events }, `${game.id} seq ${seq}`).toEqual(
            JSON.parse(JSON.stringify(expected)),
          );
        }
      }
    }
  }, 300_000);
});

describe("D1 rows per request", () => {
  it("a move post, the match and /at/:seq read as many rows in moves 181–200 as in moves 2–21", async () => {
    const api = client(games, {}, {}, { countRows: true });
    const m = await create(api, "tonga-bonga");
    const secrets: string[] = m.seats.map((s: any) => s.secret);
    const rnd = prng(21);
    const rows = (r: { headers: Headers }) => parseRowsHeader(r.headers.get(ROWS_HEADER))!;
    /** One random legal move at `seq` by the seat on turn; the rows of the match, the post and /at/<seq + 1>. */
    const step = async (seq: number) => {
      const spect = await api.get(`/api/matches/${m.id}`);
      const seat: number = spect.body.activeSeats[0];
      const mine = await api.get(`/api/matches/${m.id}`, { secret: secrets[seat]! });
      const move = mine.body.legalMoves[Math.floor(rnd() * mine.body.legalMoves.length)];
      const post = await api.post(`/api/matches/${m.id}/moves`, { seq, move }, { secret: secrets[seat]! });
      expect(post.status, post.text).toBe(201);
      const at = await api.get(`/api/matches/${m.id}/at/${seq + 1}`);
      return { get: rows(spect), post: rows(post), at: rows(at) };
    };
    // a move that passes the turn writes (and reads) more than one that keeps it: compare the most of 20 moves early
    // with the most of 20 moves late, so both kinds are in each; the first post, which reads the match from D1 before
    // the isolate's cache has it (worker/host/match-cache.ts), is not one of them
    const early: Awaited<ReturnType<typeof step>>[] = [];
    const late: Awaited<ReturnType<typeof step>>[] = [];
    for (let seq = 0; seq < 200; seq++) {
      const r = await step(seq);
      if (seq >= 1 && seq <= 20) early.push(r);
      if (seq >= 180) late.push(r);
    }
    const most = (rs: typeof early, f: (r: (typeof early)[number]) => number) => Math.max(...rs.map(f));
    expect(most(early, (r) => r.get.read)).toBeGreaterThan(0);
    expect(most(late, (r) => r.get.read)).toBe(most(early, (r) => r.get.read));
    expect(most(late, (r) => r.post.read)).toBe(most(early, (r) => r.post.read));
    // /at reads what the match reads, the checkpoint (two rows as D1 counts its index lookup) and at most
    // CHECKPOINT_EVERY log rows, wherever the seq
    const atBound = most(early, (r) => r.get.read) + 2 + CHECKPOINT_EVERY;
    expect(most([...early, ...late], (r) => r.at.read)).toBeLessThanOrEqual(atBound);
  }, 300_000);

  it("are not reported by the production app", async () => {
    const api = client(games);
    const m = await create(api, "tongiaki");
    expect((await api.get(`/api/matches/${m.id}`)).headers.get(ROWS_HEADER)).toBeNull();
  });
});
