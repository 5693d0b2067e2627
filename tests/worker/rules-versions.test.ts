/**
 * Rules versions (README, "Rules versions"): a match keeps the rules it was created under. After a rule change
 * the engine still plays the older version for stored matches, new matches get the new one, and a match whose
 * version the engine no longer plays is refused with a clear 409 rather than replayed under other rules.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../engine/core/game.js";
import { takeaway, type TakeMove, type TakeOptions, type TakeState, type TakeView } from "../fixtures/games/takeaway/rules/index.js";
import { client } from "./helpers.js";

/** Take-away after a rule change: version 2 lets a move take up to 4 counters; version 1 stays as it was. */
const takeawayV2: Game<TakeState, TakeMove, TakeView, TakeOptions> = {
  ...takeaway,
  rulesVersion: 2,
  rulesVersions: [1, 2],
  setup: (seed, players, options, version = 2) => ({ ...takeaway.setup(seed, players, options), ...(version >= 2 ? { maxTake: 4 } : {}) }),
};
/** A later engine that dropped version 1 altogether. */
const takeawayV3 = { ...takeawayV2, rulesVersion: 3, rulesVersions: [3] };

const seats = [{ name: "Ana" }, { name: "Bo" }];
const counts = (legal: { n: number }[]) => legal.map((m) => m.n);

describe("rules versions", () => {
  it("a stored match keeps its version's rules after the engine moves on; new matches get the new rules", async () => {
    const v1 = client([takeaway]);
    const created = await v1.post("/api/matches", { game: "takeaway", seats });
    expect(created.status, created.text).toBe(201);
    const { id, seats: made } = created.body as { id: string; seats: { secret: string }[] };
    const first = await v1.call("POST", `/api/matches/${id}/moves`, {
      body: { seq: 0, move: { type: "take", n: 2 } },
      secret: made[0]!.secret,
    });
    expect(first.status, first.text).toBe(201);

    // the server is redeployed with version 2 of the rules
    const v2 = client([takeawayV2]);
    const old = await v2.get(`/api/matches/${id}`, { secret: made[1]!.secret });
    expect(old.status, old.text).toBe(200);
    expect(old.body.rulesVersion).toBe(1);
    expect(counts(old.body.legalMoves)).toEqual([1, 2, 3]);
    const four = await v2.call("POST", `/api/matches/${id}/moves`, {
      body: { seq: 1, move: { type: "take", n: 4 } },
      secret: made[1]!.secret,
    });
    expect(four.status, four.text).toBe(422);
    const three = await v2.call("POST", `/api/matches/${id}/moves`, {
      body: { seq: 1, move: { type: "take", n: 3 } },
      secret: made[1]!.secret,
    });
    expect(three.status, three.text).toBe(201);
    // replay from the seed (the snapshot is not used) follows version 1 too
    const at = await v2.get(`/api/matches/${id}/at/2`);
    expect(at.status, at.text).toBe(200);
    expect(at.body.view.pile).toBe(21 - 2 - 3);

    const fresh = await v2.post("/api/matches", { game: "takeaway", seats });
    expect(fresh.status, fresh.text).toBe(201);
    const seen = await v2.get(`/api/matches/${fresh.body.id}`, { secret: fresh.body.seats[0].secret });
    expect(seen.body.rulesVersion).toBe(2);
    expect(counts(seen.body.legalMoves)).toEqual([1, 2, 3, 4]);
  });

  it("a match whose version the engine no longer plays is refused with 409 rules_unavailable, not replayed", async () => {
    const v1 = client([takeaway]);
    const created = await v1.post("/api/matches", { game: "takeaway", seats });
    const id = created.body.id as string;
    const v3 = client([takeawayV3]);
    for (const r of [await v3.get(`/api/matches/${id}`), await v3.get(`/api/matches/${id}/at/0`)]) {
      expect(r.status, r.text).toBe(409);
      expect(r.body.error.code).toBe("rules_unavailable");
      expect(r.body.error.message).toMatch(/rules version 1/);
    }
  });
});
