/**
 * The fixture game (tests/fixtures/games/takeaway), registered by one line of the tests' table, played through the API
 * with its bot: a game the host, the bots and the catalogue know from its GameModule alone, with no change in worker/.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { unfurlPage } from "../../worker/unfurl/page.js";
import { TEST_GAMES } from "../fixtures/games/index.js";
import { client } from "./helpers.js";

const { takeaway } = TEST_GAMES;
const api = client([takeaway.rules], {}, { NOTIFY_QUEUE: undefined });

describe("the fixture game through the API", () => {
  it("is in the catalogue with its bot's levels", async () => {
    const r = await api.get("/api/games");
    expect(r.body.games.map((g: any) => [g.id, g.bots])).toEqual([["takeaway", ["easy", "strong"]]]);
  });

  it("a human against its bot, to the end: every refusal carries one of its codes", async () => {
    const created = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { bot: "easy" }], options: { pile: 9 } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const secret = created.body.seats[0].secret as string;
    let m = (await api.get(`/api/matches/${id}`, { secret })).body;
    // the seat's moves in the game's notation, one per legal move, in the same order (issue #43)
    expect(m.notation).toEqual(m.legalMoves.map((mv: any) => `take ${mv.n}`));
    expect((await api.get(`/api/matches/${id}`)).body.notation).toBeUndefined();
    const refused = await api.post(`/api/matches/${id}/moves`, { seq: m.seq, move: { type: "take", n: 7 } }, { secret });
    expect(refused.status).toBe(422);
    expect(takeaway.codes).toContain(refused.body.error.code);
    for (let turns = 0; m.status === "active" && turns < 20; turns++) {
      const r = await api.post(`/api/matches/${id}/moves`, { seq: m.seq, move: m.legalMoves[0] }, { secret });
      expect(r.status, r.text).toBe(201);
      m = (await api.get(`/api/matches/${id}`, { secret })).body;
    }
    expect(m.status).toBe("finished");
    expect(m.outcome.details).toEqual({ end: "pile" });
    const log = (await api.get(`/api/matches/${id}/log`)).body.entries as any[];
    expect(log.some((e) => e.seat === 1 && e.by === "bot")).toBe(true);
    expect(log.reduce((n, e) => n + e.move.n, 0)).toBe(9);
    // the log gives each move in the game's notation too
    expect(log.map((e) => e.notation)).toEqual(log.map((e) => `take ${e.move.n}`));
  }, 60_000);

  it("a shared link of a running match names the players without scores: its runningScores says it has none", async () => {
    expect(takeaway.rules.runningScores(takeaway.rules.view(takeaway.rules.setup("s", 2, { pile: 9 }), { spectator: true }))).toBeNull();
    const created = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }] });
    expect(created.status, created.text).toBe(201);
    const assets = { fetch: async () => new Response("<html><head><title>Waka</title></head></html>") } as unknown as Fetcher;
    const res = await unfurlPage(new Request(`http://waka.test/m/${created.body.id}`), { ...env, ASSETS: assets }, [takeaway.rules]);
    const html = await res.text();
    expect(html).toContain('content="Ana and Bo. Take-away on Waka: watch the match live or replay it."');
  });
});
