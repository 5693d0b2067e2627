/**
 * Issue #39 item 3: one client, a few open tables. At most OPEN_TABLES_PER_CLIENT public tables waiting for players
 * per client (the write limit's key); the next is 429 too_many_tables; a table that fills or closes frees its place.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import { runRetention } from "../../jobs/retention.js";
import type { Env } from "../../worker/env.js";
import { OPEN_TABLES_PER_CLIENT } from "../../worker/lobby-cap.js";
import { STALE_TABLE_DAYS } from "../../worker/lobby.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client } from "./helpers.js";

const games = [takeaway];
let clock = Date.UTC(2026, 2, 1);
const api = client(games, { now: () => clock++ });

const table = (open = 1) => ({
  game: "takeaway",
  seats: [{ name: "Ana" }, ...Array.from({ length: open }, () => ({ open: true }))],
  public: true,
});
const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip } });

async function open(ip: string, open = 1): Promise<{ id: string; invite: { token: string } }> {
  const r = await api.post("/api/matches", table(open), from(ip));
  expect(r.status, r.text).toBe(201);
  return r.body;
}

describe("one client, a few open tables", () => {
  it(`refuses a client's public table past ${OPEN_TABLES_PER_CLIENT} waiting, with 429 too_many_tables; others are not affected`, async () => {
    for (let i = 0; i < OPEN_TABLES_PER_CLIENT; i++) await open("198.51.100.7");
    const sixth = await api.post("/api/matches", table(), from("198.51.100.7"));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("too_many_tables");
    // the same client by another address of its IPv6 /64 is the same client; another client is not
    for (let i = 0; i < OPEN_TABLES_PER_CLIENT; i++) await open(`2001:db8:7:7::${i + 1}`);
    expect((await api.post("/api/matches", table(), from("2001:db8:7:7::99"))).status).toBe(429);
    await open("198.51.100.8");
    // private matches and full public ones are not tables waiting in the lobby
    expect((await api.post("/api/matches", { ...table(), public: false }, from("198.51.100.7"))).status).toBe(201);
    const full = { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }], public: true };
    expect((await api.post("/api/matches", full, from("198.51.100.7"))).status).toBe(201);
  });

  it("tables opened at once cannot all pass the same count", async () => {
    const all = await Promise.all(Array.from({ length: 12 }, () => api.post("/api/matches", table(), from("198.51.100.9"))));
    expect(all.filter((r) => r.status === 201)).toHaveLength(OPEN_TABLES_PER_CLIENT);
    expect(all.filter((r) => r.status === 429).every((r) => r.body.error.code === "too_many_tables")).toBe(true);
  });

  it("a table that fills or closes frees its place", async () => {
    const ip = "198.51.100.10";
    const tables = [];
    for (let i = 0; i < OPEN_TABLES_PER_CLIENT; i++) tables.push(await open(ip));
    expect((await api.post("/api/matches", table(), from(ip))).status).toBe(429);
    // filled by a stranger from the lobby
    expect((await api.post(`/api/matches/${tables[0]!.id}/join`, { name: "Bo" }, from("203.0.113.1"))).status).toBe(201);
    await open(ip);
    expect((await api.post("/api/matches", table(), from(ip))).status).toBe(429);
    // closed by the cron after the lobby's days
    clock += STALE_TABLE_DAYS * DAY + 60_000;
    await runCron({ games, env: env as unknown as Env, now: clock, deliver: false });
    for (let i = 0; i < OPEN_TABLES_PER_CLIENT; i++) await open(ip);
    expect((await api.post("/api/matches", table(), from(ip))).status).toBe(429);
  });

  it("keeps a client's counts only while they limit something (the cron's retention), and never its address", async () => {
    await open("198.51.100.11");
    const rows = (await env.DB.prepare("SELECT client FROM open_tables").all<{ client: string }>()).results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.client))).toBe(true);
    await env.DB.prepare("INSERT INTO invite_senders (hash, client, day, count) VALUES ('h', 'c', 1, 2)").run();
    const report = await runRetention({ env: env as unknown as Env, games, now: clock + (STALE_TABLE_DAYS + 2) * DAY });
    expect(report.clientCounts).toBeGreaterThan(1);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM open_tables").first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM invite_senders").first<{ n: number }>())!.n).toBe(0);
  });
});
