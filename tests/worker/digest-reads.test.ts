/**
 * Issue #42 item 2: a digest is rendered from its matches read once per database (one batch: the matches and their
 * seats), not one read per listed match. Counted at the D1 binding, under the renderer.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { OutboxRow } from "../../db/schema.js";
import { compose } from "../../delivery/deliver.js";
import type { Env } from "../../worker/env.js";
import { shardsFromEnv } from "../../worker/shards.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of, testShards } from "./helpers.js";

const api = client([takeaway]);
const EMAIL = "digest.reads@example.org";

/** The binding with its round trips counted: each `batch`, and each statement run alone. */
function counted(d1: D1Database, tally: { trips: number }): D1Database {
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, key) {
        if (key === "bind") return (...v: unknown[]) => statement(target.bind(...v));
        if (key === "all" || key === "run" || key === "first" || key === "raw") tally.trips++;
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (key === "batch")
        return (stmts: D1PreparedStatement[]) => {
          tally.trips++;
          return target.batch(stmts);
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("a digest", () => {
  it("reads its matches once per database, whatever the number of matches it lists", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana", email: EMAIL }, { name: "Bo" }] });
      expect(r.status, r.text).toBe(201);
      ids.push(r.body.id);
      await d1Of(r.body.id).prepare("UPDATE seats SET digest = 1 WHERE match_id = ? AND seat = 0").bind(r.body.id).run();
    }
    const tally = { trips: 0 };
    const shards = shardsFromEnv(env as unknown as Env, (d1) => counted(d1, tally));
    const payload = { origin: "http://waka.test", email: EMAIL, day: "2026-02-03", items: ids.map((match) => ({ match, seat: 0 })) };
    const row = {
      id: 1,
      matchId: ids[0]!,
      seat: 0,
      kind: "digest",
      channel: "email",
      payload: JSON.stringify(payload),
    } as unknown as OutboxRow;
    const r = await compose({ db: shards.all[0]!, shards, games: [takeaway], linkKey: null, origin: "http://waka.test" }, row);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const id of ids) expect(r.message.text).toContain(id);
    const databases = new Set(ids.map((id) => testShards().indexOf(id))).size;
    expect(tally.trips).toBe(databases);
  });
});
