import { describe, expect, it } from "vitest";
import { takeaway } from "./fixtures/takeaway.js";
import { client } from "./helpers.js";

describe("smoke", () => {
  it("lists games", async () => {
    const api = client([takeaway]);
    const r = await api.get("/api/games");
    expect(r.status).toBe(200);
    expect(r.body.games[0].id).toBe("takeaway");
  });
  it("creates and plays", async () => {
    const api = client([takeaway]);
    const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }] });
    expect(r.status, r.text).toBe(201);
    const m = await api.get(`/api/matches/${r.body.id}`, { secret: r.body.seats[0].secret });
    expect(m.status, m.text).toBe(200);
    const mv = await api.post(`/api/matches/${r.body.id}/moves`, { seq: 0, move: m.body.legalMoves[0] }, { secret: r.body.seats[0].secret });
    expect(mv.status, mv.text).toBe(201);
  });
});
