import { describe, expect, it } from "vitest";
import { replay } from "../../engine/core/replay.js";
import { games } from "../../games/index.js";
import { tongiaki } from "../../games/tongiaki/rules/index.js";
import { sha256Hex, verifyChain } from "../../worker/chain.js";
import { client, d1Of, playToEnd, prng } from "./helpers.js";

const api = client(games);

async function create(players: number, options?: Record<string, unknown>) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, contact: `p${i}@mail.example` }));
  const r = await api.post("/api/matches", { game: "tongiaki", seats, ...(options ? { options } : {}) });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

describe("Tongiaki through the API", () => {
  it("is in the catalogue of the worker entry", async () => {
    const r = await client().get("/api/games");
    const t = r.body.games.find((g: any) => g.id === "tongiaki");
    expect(t).toMatchObject({ title: "Tongiaki", players: { min: 2, max: 6 }, rulesVersion: tongiaki.rulesVersion });
  });

  it.each([
    [3, 11],
    [2, 29],
  ])(
    "plays a %i-player match to the end; replay, record and privacy hold (seed %i)",
    async (players, seed) => {
      const m = await create(players);
      const played = await playToEnd(api, m, prng(seed));
      const final = played.final;
      expect(final.status).toBe("finished");
      expect(final.activeSeats).toEqual([]);
      expect(final.outcome.scores).toHaveLength(players);
      expect(played.seq).toBeGreaterThan(10);

      // Nothing secret ever left the server during play: no seed, no seat secret, no other seat's contact.
      const seedRow = await d1Of(m.id).prepare("SELECT seed FROM matches WHERE id = ?").bind(m.id).first<string>("seed");
      for (const { who, text } of played.seen) {
        expect(text).not.toContain(seedRow!);
        m.seats.forEach((s: any, seat: number) => {
          expect(text).not.toContain(s.secret);
          if (seat !== who) expect(text).not.toContain(`p${seat}@mail.example`);
        });
      }

      // The log has one entry per move, chained.
      const log = await api.get(`/api/matches/${m.id}/log`);
      expect(log.body.entries).toHaveLength(played.seq);
      expect(log.body.entries.map((e: any) => e.seq)).toEqual(Array.from({ length: played.seq }, (_, i) => i + 1));
      expect(log.body.entries.every((e: any) => typeof e.text === "string" && e.text.length > 0)).toBe(true);

      // Replay at every seq equals what was served live, for a spectator and for the seat that moved then.
      for (let seq = 0; seq < played.live.length; seq++) {
        const l = played.live[seq]!;
        const spect = await api.get(`/api/matches/${m.id}/at/${seq}`);
        expect(spect.body.view, `spectator at ${seq}`).toEqual(l.spectator);
        const own = await api.get(`/api/matches/${m.id}/at/${seq}`, { secret: m.seats[l.seat].secret });
        expect(own.body.view, `seat ${l.seat} at ${seq}`).toEqual(l.seatView);
      }
      const end = await api.get(`/api/matches/${m.id}/at/${played.seq}`);
      expect(end.body.view).toEqual(final.view);
      expect(end.body.outcome).toEqual(final.outcome);

      // The record replays offline with the engine to the same outcome; the seed matches its promise.
      const rec = (await api.get(`/api/matches/${m.id}/record`)).body;
      expect(await sha256Hex(rec.seed)).toBe(m.seedHash);
      const chain = await verifyChain(
        {
          match: rec.id,
          game: rec.game,
          rulesVersion: rec.rulesVersion,
          players: rec.players,
          options: rec.options,
          seedHash: rec.seedHash,
        },
        rec.moves,
      );
      expect(chain).toEqual({ ok: true, head: rec.headHash });
      const r = replay<any>(tongiaki, JSON.parse(JSON.stringify(rec)));
      expect(r.ok).toBe(true);
      if (r.ok) expect(tongiaki.outcome(r.value.states.at(-1))).toEqual(final.outcome);

      // Outbox: one your_turn per newly active seat, match_over for everyone at the end, all pending.
      const kinds = await d1Of(m.id)
        .prepare("SELECT kind, count(*) AS n FROM outbox WHERE match_id = ? GROUP BY kind ORDER BY kind")
        .bind(m.id)
        .all<{ kind: string; n: number }>();
      expect(kinds.results.find((k) => k.kind === "match_over")?.n).toBe(players);
      expect(kinds.results.find((k) => k.kind === "your_turn")!.n).toBeGreaterThan(0);
      expect(
        await d1Of(m.id).prepare("SELECT count(*) AS n FROM outbox WHERE match_id = ? AND status != 'pending'").bind(m.id).first("n"),
      ).toBe(0);
    },
    60_000,
  );

  it("refuses junk options with 400, never 500", async () => {
    const seats = [{ name: "A" }, { name: "B" }];
    const deep = JSON.parse(`${'{"a":'.repeat(2000)}1${"}".repeat(2000)}`);
    for (const options of [{ twoColours: "yes" }, { unknown: true }, { deep }, { twoColours: deep }]) {
      const r = await api.post("/api/matches", { game: "tongiaki", seats, options });
      expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
  });

  it("lets exactly one of racing posts of the same seq land", async () => {
    const m = await create(3);
    const g = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0].secret });
    const seat = g.body.activeSeats[0];
    const mine = await api.get(`/api/matches/${m.id}`, { secret: m.seats[seat].secret });
    const legal = mine.body.legalMoves;
    const posts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post(`/api/matches/${m.id}/moves`, { seq: 0, move: legal[i % legal.length] }, { secret: m.seats[seat].secret }),
      ),
    );
    expect(posts.filter((p) => p.status === 201)).toHaveLength(1);
    expect(posts.filter((p) => p.status === 409)).toHaveLength(5);
    for (const p of posts.filter((p) => p.status === 409)) expect(p.body).toMatchObject({ error: { code: "stale_seq" }, seq: 1 });
    const log = await api.get(`/api/matches/${m.id}/log`);
    expect(log.body.entries).toHaveLength(1);
  }, 20_000);

  it("refuses stale, illegal, foreign-seat and malformed moves without changing the match", async () => {
    const m = await create(2);
    const g = await api.get(`/api/matches/${m.id}`);
    const active: number = g.body.activeSeats[0];
    const other = 1 - active;
    const mine = await api.get(`/api/matches/${m.id}`, { secret: m.seats[active].secret });
    const legal = mine.body.legalMoves[0];
    const post = (secret: string, body: unknown) => api.post(`/api/matches/${m.id}/moves`, body, { secret });

    expect((await post(m.seats[other].secret, { seq: 0, move: legal })).status).toBe(403);
    expect((await post(m.seats[active].secret, { seq: 3, move: legal })).status).toBe(409);
    const illegal = await post(m.seats[active].secret, { seq: 0, move: { type: "no-such-move" } });
    expect(illegal.status).toBe(422);
    expect(illegal.body.error.code).toEqual(expect.any(String));
    expect((await api.call("POST", `/api/matches/${m.id}/moves`, { raw: "{", secret: m.seats[active].secret })).status).toBe(400);
    expect((await post(m.seats[active].secret, { seq: "0", move: legal })).status).toBe(400);
    const junk: unknown[] = [null, 7, "sail", [], {}, { type: 42 }, JSON.parse(`${"[".repeat(3000)}${"]".repeat(3000)}`)];
    for (const move of junk) {
      const r = await post(m.seats[active].secret, { seq: 0, move });
      expect(r.status, JSON.stringify(move).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.code).toEqual(expect.any(String));
    }
    const after = await api.get(`/api/matches/${m.id}`);
    expect(after.body.seq).toBe(0);
    expect(after.headers.get("etag")).toBe(g.headers.get("etag"));
    // Unknown fields are dropped by the game's parseMove: the log keeps exactly the parsed move.
    const padded = await post(m.seats[active].secret, { seq: 0, move: { ...legal, extra: "x".repeat(10_000) } });
    expect(padded.status).toBe(201);
    const log = await api.get(`/api/matches/${m.id}/log`);
    expect(log.body.entries[0].move).toEqual(legal);
  }, 20_000);
});
