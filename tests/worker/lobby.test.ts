/**
 * Open tables (issue #31, worker/lobby.ts, db/lobby.ts): public matches in GET /api/lobby, taking a free seat without
 * the invite, stale tables closed by the cron, and the listing's cost: one index, no scan, the same rows read with
 * a handful of matches as with thousands (X-D1-Rows, counted as the bench Worker counts them).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLOSE_STALE_SQL, LOBBY_PAGE_SQL } from "../../db/lobby.js";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import type { Env } from "../../worker/env.js";
import { STALE_TABLE_DAYS } from "../../worker/lobby.js";
import { parseRowsHeader, ROWS_HEADER } from "../../bench/worker/rowcount.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client } from "./helpers.js";

const games = [takeaway];
let clock = Date.UTC(2026, 0, 1);
const now = () => clock++;
const api = client(games, { now });

const table = (extra: Record<string, unknown> = {}, open = 2) => ({
  game: "takeaway",
  seats: [{ name: "Ana", email: "ana@example.org" }, ...Array.from({ length: open }, () => ({ open: true }))],
  public: true,
  ...extra,
});

let clients = 0;
/** Each table from a client of its own: one client may have only 5 waiting (tests/worker/lobby-cap.test.ts). */
async function create(body: unknown): Promise<any> {
  clients++;
  const r = await api.post("/api/matches", body, { headers: { "cf-connecting-ip": `10.31.${clients >> 8}.${clients & 255}` } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const lobby = async (query = "") => {
  const r = await api.get(`/api/lobby${query}`);
  expect(r.status, r.text).toBe(200);
  return r.body as { matches: any[]; next: string | null };
};

/** Every id of a list, page by page (`limit` a page). */
async function allIds(list: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await lobby(`?list=${list}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.matches.length).toBeLessThanOrEqual(limit);
    ids.push(...page.matches.map((m) => m.id));
    cursor = page.next;
  } while (cursor);
  return ids;
}

describe("the lobby", () => {
  it("lists a public table with its game, options, free seats, languages and age, and never an address", async () => {
    const m = await create(table({ languages: ["fr", "de", "fr"], clock: { daysPerMove: 2 }, options: { pile: 11 } }));
    const page = await lobby();
    const row = page.matches.find((x) => x.id === m.id);
    expect(row).toEqual({
      id: m.id,
      game: "takeaway",
      options: { pile: 11 },
      players: 3,
      seatsFree: 2,
      seated: [{ name: "Ana", bot: false }],
      languages: ["fr", "de"],
      clock: { daysPerMove: 2, totalDays: null, timeout: "fallback", vacationDays: 0 },
      createdAt: expect.any(Number),
    });
    expect(JSON.stringify(page)).not.toContain("@");
    expect((await api.get("/api/lobby")).headers.get("cache-control")).toBe("no-store"); // seats fill up: never a stale page
    // the creator's language when none is given
    const fr = await create(table({ lang: "it" }));
    expect((await lobby()).matches.find((x) => x.id === fr.id).languages).toEqual(["it"]);
  });

  it("never lists a private match, waiting or being played", async () => {
    const priv = await create({ ...table(), public: undefined });
    const full = await create({ game: "takeaway", seats: [{ name: "A" }, { name: "B" }] });
    const ids = [...(await allIds("waiting", 50)), ...(await allIds("playing", 50))];
    expect(ids).not.toContain(priv.id);
    expect(ids).not.toContain(full.id);
  });

  it("pages newest first with a cursor, each table once", async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await create(table())).id);
    const ids = await allIds("waiting", 3);
    expect(new Set(ids).size).toBe(ids.length);
    // the seven newest, newest first, then the older ones
    expect(ids.slice(0, 7)).toEqual([...made].reverse());
    expect((await lobby("?limit=7")).next).not.toBeNull();
    for (const bad of ["?cursor=nope", "?limit=0", "?limit=51", "?list=finished"]) {
      const r = await api.get(`/api/lobby${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.code).toBeTruthy();
    }
  });

  it("lets anyone take a free seat of a public table without the invite; a full table moves to the playing list", async () => {
    const m = await create(table({}, 2));
    const first = await api.post(`/api/matches/${m.id}/join`, { name: "Bo" });
    expect(first.status, first.text).toBe(201);
    expect(first.body.status).toBe("open");
    expect((await lobby()).matches.find((x) => x.id === m.id)).toMatchObject({ seatsFree: 1, seated: [{ name: "Ana" }, { name: "Bo" }] });
    // names are checked as with an invite
    const badName = await api.post(`/api/matches/${m.id}/join`, { name: "\u0007" });
    expect(badName.status).toBe(400);
    const last = await api.post(`/api/matches/${m.id}/join`, { name: "Cy" });
    expect(last.status, last.text).toBe(201);
    expect(last.body.status).toBe("active");
    expect(await allIds("waiting", 50)).not.toContain(m.id);
    expect((await allIds("playing", 50))[0]).toBe(m.id);
    // the seated stranger plays with the secret it got
    const view = await api.get(`/api/matches/${m.id}`, { secret: last.body.secret });
    expect(view.status).toBe(200);
    const noSeat = await api.post(`/api/matches/${m.id}/join`, { name: "Di" });
    expect(noSeat.status).toBe(409);
  });

  it("keeps a private match's seats for its invite", async () => {
    const m = await create({ ...table(), public: false });
    const r = await api.post(`/api/matches/${m.id}/join`, { name: "Bo" });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("not_public");
    const withInvite = await api.post(`/api/matches/${m.id}/join`, { name: "Bo", invite: m.invite.token });
    expect(withInvite.status, withInvite.text).toBe(201);
    // a public table still takes its invite too, and refuses a wrong one
    const pub = await create(table());
    expect((await api.post(`/api/matches/${pub.id}/join`, { name: "Bo", invite: "x".repeat(24) })).status).toBe(403);
    expect((await api.post(`/api/matches/${pub.id}/join`, { name: "Bo", invite: pub.invite.token })).status).toBe(201);
  });

  it("rate-limits taking seats from the lobby as any write", async () => {
    const limited = client(games, { rateLimitPerMinute: 2, now });
    const ip = { "cf-connecting-ip": "203.0.113.31" };
    const m = await create(table({}, 3));
    for (let i = 0; i < 2; i++) {
      expect((await limited.post(`/api/matches/${m.id}/join`, { name: `S${i}` }, { headers: ip })).status).toBe(201);
    }
    const r = await limited.post(`/api/matches/${m.id}/join`, { name: "S2" }, { headers: ip });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("rate_limited");
    expect((await limited.post("/api/matches", table(), { headers: ip })).status).toBe(429);
  });

  it(`closes a public table still unfilled after ${STALE_TABLE_DAYS} days (the cron), and nothing else`, async () => {
    const stale = await create(table());
    const priv = await create({ ...table(), public: false });
    const full = await create(table({}, 1));
    expect((await api.post(`/api/matches/${full.id}/join`, { name: "Bo" })).status).toBe(201);
    clock += STALE_TABLE_DAYS * DAY - 10_000;
    const young = await create(table());
    const cron = (at: number) => runCron({ games, env: env as unknown as Env, now: at, deliver: false });

    await cron(clock - 5_000); // not yet seven days
    expect((await api.get(`/api/matches/${stale.id}`)).body.status).toBe("open");
    await cron(clock + 20_000);
    const closed = await api.get(`/api/matches/${stale.id}`);
    expect(closed.body.status).toBe("abandoned");
    expect(closed.body.outcome).toMatchObject({ reason: "abandoned", details: { unfilled: true } });
    expect(await allIds("waiting", 50)).not.toContain(stale.id);
    expect((await api.post(`/api/matches/${stale.id}/join`, { name: "Late" })).status).toBe(409);
    expect((await api.get(`/api/matches/${priv.id}`)).body.status).toBe("open");
    expect((await api.get(`/api/matches/${full.id}`)).body.status).toBe("active");
    expect((await api.get(`/api/matches/${young.id}`)).body.status).toBe("open");
  });
});

describe("the lobby's cost", () => {
  const plan = async (sql: string, ...binds: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...binds)
        .all<{ detail: string }>()
    ).results.map((r) => r.detail);

  it("reads through the partial index: no scan of matches, no temporary B-tree", async () => {
    for (const [sql, binds] of [
      [LOBBY_PAGE_SQL, ["open", Number.MAX_SAFE_INTEGER, "~", 21]],
      [CLOSE_STALE_SQL, [1, "{}", 1, 100]],
    ] as const) {
      const details = await plan(sql, ...binds);
      expect(details.join("\n"), sql).toMatch(/SEARCH m(atches)? USING (COVERING )?INDEX matches_lobby/);
      expect(
        details.filter((d) => /^SCAN/.test(d)),
        details.join("\n"),
      ).toEqual([]);
      expect(
        details.filter((d) => /TEMP B-TREE/.test(d)),
        details.join("\n"),
      ).toEqual([]);
    }
  });

  it("reads as many rows for a page with thousands of matches as with a few dozen", async () => {
    const counted = client(games, { now }, {}, { countRows: true });
    const readOf = async (query: string) => {
      const r = await counted.get(`/api/lobby${query}`);
      expect(r.status, r.text).toBe(200);
      return { read: parseRowsHeader(r.headers.get(ROWS_HEADER))!.read, page: r.body };
    };
    /** `n` matches of three seats (one taken), every fourth public and waiting, the rest private, played or finished. */
    const bulk = async (prefix: string, n: number, createdFrom: number) => {
      await env.DB.prepare(
        `INSERT INTO matches
           (id, game, rules_version, options, players, status, seed, seed_hash, head_hash, created_at, updated_at, public, langs)
         WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
         SELECT printf('%s%08d', ?1, i), 'takeaway', 1, '{}', 3, CASE i % 4 WHEN 0 THEN 'open' WHEN 1 THEN 'active' ELSE 'finished' END,
           's', 'h', 'g', ?3 + i, ?3 + i, CASE WHEN i % 4 = 0 OR i % 3 = 0 THEN 1 ELSE 0 END, '["en"]' FROM k`,
      )
        .bind(prefix, n, createdFrom)
        .run();
      await env.DB.prepare(
        `INSERT INTO seats (match_id, seat, name, token_hash)
         SELECT m.id, s.value, CASE s.value WHEN 0 THEN 'P' END, CASE s.value WHEN 0 THEN 'h' END
         FROM matches m, json_each('[0,1,2]') s WHERE m.id LIKE ?1 || '%'`,
      )
        .bind(prefix)
        .run();
    };
    await bulk("small", 100, 10_000_000);
    const small = await readOf("?limit=20");
    const smallDeep = await readOf(`?limit=20&cursor=${small.page.next}`);
    await bulk("large", 20_000, 1_000_000);
    await bulk("newer", 100, 20_000_000);
    const large = await readOf("?limit=20");
    const largeDeep = await readOf(`?limit=20&cursor=${(await readOf(`?limit=20&cursor=${large.page.next}`)).page.next}`);
    const playing = await readOf("?list=playing&limit=20");
    console.log(
      `lobby rows read, a page of 20: ${small.read} (${small.page.matches.length} listed; 100 matches), ${smallDeep.read} (page 2); ` +
        `${large.read} (20,200 more matches), ${largeDeep.read} (page 3), playing ${playing.read}`,
    );
    expect(large.page.matches).toHaveLength(20);
    // the same, but for one entry: a match's rows cost one more read when another match's index entry happens to
    // follow them, which depends on where the random ids sort
    expect(Math.abs(large.read - small.read)).toBeLessThanOrEqual(1);
    // a later page also passes over the cursor's own entry (the index seeks on created_at, then skips that id); its
    // matches have fixed ids, so it may pay the neighbour's read that the first page's random ids may have missed
    expect(largeDeep.read).toBeLessThanOrEqual(small.read + 2);
    // 21 index entries and their rows, and each listed match's three seats: about a page, never the table
    expect(large.read).toBeLessThan(200);
  });
});
