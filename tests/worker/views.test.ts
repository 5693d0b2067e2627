import { describe, expect, it } from "vitest";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, playToEnd, prng } from "./helpers.js";

const api = client([takeaway]);
const seats = [{ name: "Ana" }, { name: "Bo" }];

async function newMatch(pile: number) {
  const r = await api.post("/api/matches", { game: "takeaway", seats, options: { pile } });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; seats: { seat: number; secret: string }[] };
}

const expectError = (r: { status: number; body: any; text: string }, status: number, code: string) => {
  expect(r.status, r.text).toBe(status);
  expect(r.body.error.code, r.text).toBe(code);
};

describe("GET /api/matches/{id}/views", () => {
  it("answers a run of positions exactly as GET /at/{seq} answers each, for a spectator and for a seat", async () => {
    const m = await newMatch(40);
    const played = await playToEnd(api, m, prng(11), 5000, true);
    for (const secret of [undefined, m.seats[1]!.secret]) {
      const auth = secret ? { secret } : {};
      const r = await api.get(`/api/matches/${m.id}/views?from=0&to=${played.seq}`, auth);
      expect(r.status, r.text).toBe(200);
      expect(r.body.seq).toBe(played.seq);
      expect(r.body.views.map((v: { seq: number }) => v.seq)).toEqual(Array.from({ length: played.seq + 1 }, (_, i) => i));
      for (const seq of [0, 1, Math.floor(played.seq / 2), played.seq]) {
        const at = await api.get(`/api/matches/${m.id}/at/${seq}`, auth);
        expect(r.body.views[seq]).toEqual(at.body);
      }
    }
    // the seat's hidden bonus stays hidden from a spectator in every position of the run (until the end reveals it)
    const spect = (await api.get(`/api/matches/${m.id}/views?from=0&to=${played.seq - 1}`)).body.views;
    expect(spect.every((v: { view: { bonus: unknown[] } }) => v.view.bonus.every((b) => b === null))).toBe(true);
  });

  it("stops at the current seq, and starts anywhere", async () => {
    const m = await newMatch(30);
    const played = await playToEnd(api, m, prng(3), 4, true);
    const r = await api.get(`/api/matches/${m.id}/views?from=2&to=150`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.views.map((v: { seq: number }) => v.seq)).toEqual([2, 3, 4]);
    expect(r.body.seq).toBe(played.seq);
    expect(r.body.views[2].events).toEqual((await api.get(`/api/matches/${m.id}/at/4`)).body.events);
  });

  it("refuses a reversed, too long or unreadable range with 400, a start past the end with 404, a wrong secret with 403", async () => {
    const m = await newMatch(21);
    expectError(await api.get(`/api/matches/${m.id}/views?from=3&to=2`), 400, "invalid_request");
    expectError(await api.get(`/api/matches/${m.id}/views?from=0&to=200`), 400, "invalid_request");
    expect((await api.get(`/api/matches/${m.id}/views?from=0&to=199`)).status).toBe(200);
    expectError(await api.get(`/api/matches/${m.id}/views?from=x&to=2`), 400, "invalid_request");
    expectError(await api.get(`/api/matches/${m.id}/views?to=2`), 400, "invalid_request");
    expectError(await api.get(`/api/matches/${m.id}/views?from=1&to=2`), 404, "no_such_seq");
    expectError(
      await api.get(`/api/matches/${m.id}/views?from=0&to=2`, { secret: "not-a-seat-secret-at-all-0123456789" }),
      403,
      "bad_secret",
    );
    expectError(await api.get(`/api/matches/nosuchmatch/views?from=0&to=2`), 404, "match_not_found");
  });
});

describe("GET /api/matches/{id}/record, what a replay page needs to replay a match itself", () => {
  it("holds the seed only once the match is over", async () => {
    const m = await newMatch(9);
    const running = (await api.get(`/api/matches/${m.id}/record`)).body;
    expect(running.status).toBe("active");
    expect(running).not.toHaveProperty("seed");
    await playToEnd(api, m, prng(5));
    const over = (await api.get(`/api/matches/${m.id}/record`)).body;
    expect(over.status).toBe("finished");
    expect(over.seed).toMatch(/^[0-9a-f]+$/);
    expect(over).toMatchObject({ game: "takeaway", rulesVersion: 1, players: 2, options: { pile: 9 } });
    expect(over.moves.length).toBeGreaterThan(0);
  });
});
