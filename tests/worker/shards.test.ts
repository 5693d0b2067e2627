/**
 * Matches over several D1 databases (issue #32 item 3, db/shards.ts): the tests run with two (vitest.config.ts
 * D1_SHARDS = "DB,DB_2", the directory in DB). A match id names its database; new matches land on both; what looks
 * across matches (an address's seats, the lobby, the cron's clocks) finds them on both; one address with a seat on
 * each gets one links message listing both, one import with both, and one confirmation that releases both.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { idOnShard, MAX_SHARDS, shardOfId, shardsOf } from "../../db/shards.js";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import type { Env } from "../../worker/env.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { shardsFromEnv } from "../../worker/shards.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAndAccept, d1Of, everyD1, notifyDepsFor, testShards } from "./helpers.js";

const T0 = Date.UTC(2026, 3, 1, 9, 0);
let clockNow = T0;
const now = () => clockNow;
const games = [takeaway];
const api = client(games, { now, notify: "off" });
const mailing = client(games, { now, notify: "auto" }, { NOTIFY_QUEUE: undefined });

/**
 * A match created through the API until one lands on database `shard` (each creation picks one at random); the
 * tries that landed on the other are ended, so that they are not under way.
 */
async function onShard(shard: number, body: Record<string, unknown>): Promise<any> {
  for (let i = 0; i < 64; i++) {
    const r = await api.post("/api/matches", { game: "takeaway", ...body });
    expect(r.status, r.text).toBe(201);
    if (testShards().indexOf(r.body.id) === shard) return r.body;
    await d1Of(r.body.id).prepare("UPDATE matches SET status = 'finished', active_seats = '[]' WHERE id = ?").bind(r.body.id).run();
  }
  throw new Error(`no match landed on database ${shard} in 64 creations`);
}

const UNCONFIRMED = "SELECT count(*) AS n FROM outbox WHERE match_id = ? AND status = 'unconfirmed'";

const mailTo = async (address: string) =>
  (await env.DB.prepare("SELECT subject, body, shard FROM mailbox WHERE recipient = ? ORDER BY id").bind(address).all<any>()).results;

describe("match ids name their database", () => {
  it("tags ids on every database but the first; an untagged id is the first's", () => {
    const random = "k3Jx9_aQ2mZp";
    expect(idOnShard(random, 0)).toBe(random);
    for (const n of [1, 2, 63, 64, 65, 4095]) {
      const id = idOnShard(random, n);
      expect(id).toMatch(/^[A-Za-z0-9_-]{14}$/);
      expect(shardOfId(id)).toBe(n);
    }
    expect(() => idOnShard(random, MAX_SHARDS)).toThrow();
    for (const legacy of [random, "r1", "small00000001", "history-reads-x"]) expect(shardOfId(legacy)).toBe(0);
  });

  it("an id naming a database that is not configured is not found (404), not an error", async () => {
    const r = await api.get(`/api/matches/${idOnShard("k3Jx9_aQ2mZp", 7)}`);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("match_not_found");
  });

  it("spreads new matches over the databases at random, among the open ones only", () => {
    const d1s = everyD1();
    let r = 0;
    const seq = [0.1, 0.6, 0.4, 0.9];
    const s = shardsOf({ shards: d1s, directory: d1s[0]!, random: () => seq[r++ % seq.length]! });
    expect([s.place(), s.place(), s.place(), s.place()]).toEqual([0, 1, 0, 1]);
    const closed = shardsFromEnv({ ...(env as unknown as Env), D1_OPEN: "DB_2" });
    expect(Array.from({ length: 20 }, () => closed.place())).toEqual(Array(20).fill(1));
    expect(() => shardsFromEnv({ ...(env as unknown as Env), D1_SHARDS: "DB,NOPE" })).toThrow(/NOPE/);
  });

  it("puts each match's rows in its own database only, and new matches land on both", async () => {
    const made: string[] = [];
    for (let i = 0; i < 16; i++) {
      made.push((await api.post("/api/matches", { game: "takeaway", seats: [{ name: "A" }, { name: "B" }] })).body.id);
    }
    const counts = [0, 0];
    for (const id of made) {
      const shard = testShards().indexOf(id);
      counts[shard]!++;
      for (const [n, d1] of everyD1().entries()) {
        const sql = "SELECT (SELECT count(*) FROM matches WHERE id = ?1) + (SELECT count(*) FROM seats WHERE match_id = ?1) AS n";
        const found = await d1.prepare(sql).bind(id).first<number>("n");
        expect(found, `${id} in database ${n}`).toBe(n === shard ? 3 : 0);
      }
    }
    // 16 random placements all on one database: 1 in 32,768
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
  });
});

describe("one address, a seat on each database", () => {
  it("gets one links message listing both and one import link opening both", async () => {
    const me = "pat.shards@mail.example";
    await confirmAndAccept(me);
    const a = await onShard(0, { seats: [{ name: "Pat", email: me }, { name: "Quinn" }] });
    const b = await onShard(1, { seats: [{ name: "Rae" }, { name: "Pat on two", email: me }] });
    const asked = await mailing.post("/api/links", { email: me }, { headers: { "cf-connecting-ip": "198.51.100.201" } });
    expect(asked.status).toBe(202);
    const mails = await mailTo(me);
    const links = mails.filter((m) => m.subject === "Waka: your links (2 matches)");
    expect(links).toHaveLength(1);
    expect(links[0].body).toContain(`(${a.id}), as Pat`);
    expect(links[0].body).toContain(`(${b.id}), as Pat on two`);
    const token = /#import=([\w.-]+)/.exec(links[0].body)![1];
    const imported = await api.post("/api/links/import", { token });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.seats).toEqual(
      expect.arrayContaining([
        { match: a.id, seat: 0, secret: a.seats[0].secret },
        { match: b.id, seat: 1, secret: b.seats[1].secret },
      ]),
    );
    expect(imported.body.seats).toHaveLength(2);
  });

  it("confirming the address releases what waited for it in both databases", async () => {
    const me = `new.${crypto.randomUUID()}@mail.example`;
    const a = await onShard(0, { seats: [{ name: "Uma", email: me }, { name: "Vic" }] });
    const b = await onShard(1, { seats: [{ name: "Wes" }, { name: "Uma", email: me }] });
    // each match's first e-mail to Uma waits for the address ('unconfirmed'); one confirmation goes out
    for (const m of [a, b]) {
      const pending = d1Of(m.id).prepare("SELECT id FROM outbox WHERE match_id = ? AND status = 'pending'").bind(m.id);
      for (const row of (await pending.all<{ id: number }>()).results) {
        await deliverOutbox(notifyDepsFor(m.id, { games, env: env as unknown as Env, now }), row.id);
      }
    }
    const waiting = async (id: string) => (await d1Of(id).prepare(UNCONFIRMED).bind(id).first<number>("n"))!;
    expect(await waiting(a.id)).toBeGreaterThan(0);
    expect(await waiting(b.id)).toBeGreaterThan(0);
    const confirm = (await mailTo(me)).find((m) => /confirm your e-mail address/.test(m.subject))!;
    const link = new URL(/(http:\/\/waka\.test\/api\/email\/\S+)/.exec(confirm.body)![1]!);
    const form = { headers: { "content-type": "application/x-www-form-urlencoded" } };
    const done = await api.post(`${link.pathname}${link.search}`, undefined, form);
    expect(done.status, done.text).toBe(200);
    expect(await waiting(a.id)).toBe(0);
    expect(await waiting(b.id)).toBe(0);
  });
});

describe("what looks across matches finds both databases", () => {
  it("the lobby lists public tables of both, newest first, page by page", async () => {
    const made: { id: string; at: number }[] = [];
    while (new Set(made.map((m) => testShards().indexOf(m.id))).size < 2 || made.length < 5) {
      clockNow += 1000;
      // a client of its own for each table: one may have only 5 waiting (worker/lobby-cap.ts)
      const headers = { "cf-connecting-ip": `10.32.0.${made.length + 1}` };
      const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { open: true }], public: true }, { headers });
      made.push({ id: r.body.id, at: clockNow });
    }
    const listed: string[] = [];
    let cursor = "";
    for (let page = 0; page < 10; page++) {
      const r = await api.get(`/api/lobby?limit=2${cursor}`);
      expect(r.status, r.text).toBe(200);
      listed.push(...r.body.matches.map((m: { id: string }) => m.id));
      if (!r.body.next) break;
      cursor = `&cursor=${r.body.next}`;
    }
    expect(listed).toEqual(made.map((m) => m.id).reverse());
    clockNow = T0;
  });

  it("the cron finds the clocks due on both and writes each reminder in its match's database", async () => {
    // only these two matches run
    for (const d1 of everyD1()) await d1.prepare("UPDATE matches SET status = 'finished' WHERE status = 'active'").run();
    clockNow = T0;
    const clock = { clock: { daysPerMove: 1 } };
    const a = await onShard(0, { seats: [{ name: "Ana" }, { name: "Bo" }], ...clock });
    const b = await onShard(1, { seats: [{ name: "Cy" }, { name: "Di" }], ...clock });
    const report = await runCron({ games, env: env as unknown as Env, now: T0 + DAY / 2 + 60_000, deliver: false });
    expect(report.reminders).toBe(2);
    for (const m of [a, b]) {
      const sql = "SELECT count(*) AS n FROM outbox WHERE match_id = ? AND kind = 'reminder50'";
      const rows = await d1Of(m.id).prepare(sql).bind(m.id).first<number>("n");
      expect(rows, m.id).toBeGreaterThan(0);
    }
    clockNow = T0;
  });
});
