import { describe, expect, it } from "vitest";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of } from "./helpers.js";

const rowsOf = async (id: string) =>
  (await d1Of(id).prepare("SELECT seq, seat, kind, channel, status FROM outbox WHERE match_id = ? ORDER BY id").bind(id).all<any>())
    .results;

const seatsOf = async (id: string) =>
  (
    await d1Of(id)
      .prepare("SELECT seat, turn_started_at, deadline, allowance_ms, used_ms FROM seats WHERE match_id = ? ORDER BY seat")
      .bind(id)
      .all<any>()
  ).results;

describe("the move batch", () => {
  it("writes a row for a seat without a channel as skipped when no mailbox records it", async () => {
    let t = 1_000_000;
    const api = client([takeaway], { now: () => t }, { MAILBOX: undefined });
    const m = await api.post("/api/matches", {
      game: "takeaway",
      seats: [{ name: "Ana" }, { name: "Bo", webhook: "https://example.org/hook" }, { name: "Cy" }],
    });
    expect(m.status, m.text).toBe(201);
    t += 1000;
    expect(
      (await api.post(`/api/matches/${m.body.id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: m.body.seats[0].secret }))
        .status,
    ).toBe(201);
    t += 1000;
    expect(
      (await api.post(`/api/matches/${m.body.id}/moves`, { seq: 1, move: { type: "take", n: 1 } }, { secret: m.body.seats[1].secret }))
        .status,
    ).toBe(201);
    const rows = (await rowsOf(m.body.id)).filter((r: any) => r.seq > 0);
    expect(rows).toEqual([
      // Bo's webhook row is handed to delivery (the queue)
      { seq: 1, seat: 1, kind: "your_turn", channel: "webhook", status: "pending" },
      { seq: 2, seat: 2, kind: "your_turn", channel: "none", status: "skipped" },
    ]);
  });

  it("keeps a row for a seat without a channel pending while the local mailbox records messages", async () => {
    const api = client([takeaway]);
    const m = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }] });
    expect(
      (await api.post(`/api/matches/${m.body.id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: m.body.seats[0].secret }))
        .status,
    ).toBe(201);
    expect((await rowsOf(m.body.id)).filter((r: any) => r.seq === 1)).toEqual([
      { seq: 1, seat: 1, kind: "your_turn", channel: "none", status: "pending" },
    ]);
  });

  it("ends the mover's turn and starts the next seat's, both in the same write", async () => {
    let t = 5_000_000;
    const api = client([takeaway], { now: () => t });
    const m = await api.post("/api/matches", {
      game: "takeaway",
      seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }],
      clock: { daysPerMove: 1 },
    });
    expect(m.status, m.text).toBe(201);
    const day = 86_400_000;
    expect(await seatsOf(m.body.id)).toEqual([
      { seat: 0, turn_started_at: t, deadline: t + day, allowance_ms: day, used_ms: 0 },
      { seat: 1, turn_started_at: null, deadline: null, allowance_ms: null, used_ms: 0 },
      { seat: 2, turn_started_at: null, deadline: null, allowance_ms: null, used_ms: 0 },
    ]);
    const start = t;
    t += 3000;
    expect(
      (await api.post(`/api/matches/${m.body.id}/moves`, { seq: 0, move: { type: "take", n: 2 } }, { secret: m.body.seats[0].secret }))
        .status,
    ).toBe(201);
    expect(await seatsOf(m.body.id)).toEqual([
      { seat: 0, turn_started_at: null, deadline: null, allowance_ms: null, used_ms: t - start },
      { seat: 1, turn_started_at: t, deadline: t + day, allowance_ms: day, used_ms: 0 },
      { seat: 2, turn_started_at: null, deadline: null, allowance_ms: null, used_ms: 0 },
    ]);
    const match = await d1Of(m.body.id).prepare("SELECT turn_deadline FROM matches WHERE id = ?").bind(m.body.id).first<any>();
    expect(match.turn_deadline).toBe(t + day);
  });
});
