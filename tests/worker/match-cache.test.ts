/**
 * The per-isolate match cache (worker/host/match-cache.ts) and the rev guard behind it (migration 0009): every kind
 * of write to a match or its seats makes rows read before it fail a move's batch; a move post from a stale entry
 * answers what a fresh load answers (two isolates simulated as two hosts, each with its own cache, over the same
 * D1); the entry a move leaves is the rows D1 holds; the cache saves the read; and it stays bounded.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client.js";
import { writeReminder } from "../../db/clocks.js";
import { abandonMatch, loadMatch, saveSnapshot } from "../../db/matches.js";
import { loadMoves } from "../../db/moves.js";
import { dropPush, endTakeover, startTakeover } from "../../db/seats.js";
import { setSeatLanguage } from "../../db/languages.js";
import { SPECTATOR } from "../../worker/host/caller.js";
import { credentialOf } from "../../worker/seat-credential.js";
import { DAY } from "../../worker/clock.js";
import { makeHost } from "../../worker/compose.js";
import { shardsFromEnv } from "../../worker/shards.js";
import { countingD1 } from "../../bench/worker/counting-d1.js";
import type { Env } from "../../worker/env.js";
import { commitSteps } from "../../worker/host/commit.js";
import { entryRow } from "../../worker/host/entries.js";
import type { ServerEntry } from "../../engine/core/ending.js";
import { postMove } from "../../worker/host/commands.js";
import type { Host } from "../../worker/host/host.js";
import { loadedFrom } from "../../worker/host/load.js";
import { MatchCache, type MatchRows } from "../../worker/host/match-cache.js";
import { planMove } from "../../worker/plan.js";
import type { RowTally } from "../../bench/worker/rowcount.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of, dbOf, testShards } from "./helpers.js";

const T0 = Date.UTC(2026, 2, 1, 12, 0);
let clockNow = T0;
const now = () => clockNow;
/** Isolate B: the app, with this test isolate's own cache. */
const api = client([takeaway], { now });

/**
 * Another isolate: a host of its own with a cache of its own over the same D1, serving match `matchId` (in its
 * database, db/shards.ts; rows counted when `rows` is given).
 */
const isolate = (matchId: string, rows?: RowTally): Host & { matchCache: MatchCache } =>
  makeHost(env as unknown as Env, {
    games: [takeaway],
    now,
    client: "test",
    origin: null,
    dispatch: () => {},
    matchCache: new MatchCache(),
    shards: shardsFromEnv(env as unknown as Env, rows ? (d1) => countingD1(d1, rows) : undefined),
    shard: testShards().indexOf(matchId),
  }) as Host & { matchCache: MatchCache };

const move = async (h: Host, id: string, secret: string, seq: number, n = 1) =>
  postMove(h, id, await credentialOf(`Bearer ${secret}`), { seq, move: { type: "take", n } });

const newMatch = async (body: Record<string, unknown> = {}) => {
  const m = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }], ...body });
  expect(m.status, m.text).toBe(201);
  return m.body as { id: string; seats: { secret: string }[]; invite?: { token: string } };
};

const rowsOf = async (id: string): Promise<MatchRows> => (await loadMatch(dbOf(id), id))!;
/** The log entry of a server decision at the match's head as D1 holds it now (worker/host/entries.ts). */
const entryFor = async (id: string, e: ServerEntry) => entryRow((await rowsOf(id)).match, e);

/**
 * Commits the first legal move of the seat on turn from `rows` with the rev guard, as a move post from a cache
 * entry holding `rows` would: null when the batch failed, and then nothing of it landed.
 */
async function commitFrom(rows: MatchRows): Promise<unknown> {
  const h = isolate(rows.match.id);
  const l = loadedFrom(h, rows, SPECTATOR);
  const state = JSON.parse(rows.match.state!);
  const seat = rows.match.activeSeats[0] ?? 0;
  const plan = await planMove(takeaway, state, [seat], seat, takeaway.legalMoves(state, seat)[0], rows.match.headHash, rows.match.seq + 1);
  const before = await rowsOf(rows.match.id);
  const done = await commitSteps(h, l, [{ plan, by: null }], now(), "rev");
  if (done === null) expect((await rowsOf(rows.match.id)).match).toEqual(before.match);
  return done;
}

describe("the rev guard", () => {
  // every write that changes a match row or a seat, through the code that makes it; each must fail a batch of rows read before it
  const writes: [string, Record<string, unknown>, (id: string, m: Awaited<ReturnType<typeof newMatch>>) => Promise<unknown>][] = [
    [
      "a seat claimed through the invite",
      { seats: [{ name: "Ana" }, { name: "Bo" }, { open: true }] },
      async (id, m) => expect((await api.post(`/api/matches/${id}/join`, { invite: m.invite!.token, name: "Cy" })).status).toBe(201),
    ],
    [
      "contacts changed",
      {},
      async (id, m) =>
        expect(
          (
            await api.call("PUT", `/api/matches/${id}/seats/me/notifications`, {
              secret: m.seats[1]!.secret,
              body: { webhook: "https://example.org/h" },
            })
          ).status,
        ).toBe(200),
    ],
    ["a push subscription dropped by delivery", {}, (id) => dropPush(dbOf(id), id, 1)],
    ["a seat's language set", {}, (id) => setSeatLanguage(dbOf(id), id, 1, { lang: "fr" })],
    [
      "a vacation begun",
      { clock: { daysPerMove: 2, vacationDays: 5 } },
      async (id, m) =>
        expect(
          (await api.call("PUT", `/api/matches/${id}/seats/me/vacation`, { secret: m.seats[0]!.secret, body: { days: 1 } })).status,
        ).toBe(200),
    ],
    [
      "a reminder by the cron",
      { clock: { daysPerMove: 2 } },
      async (id) => {
        const seat = (await rowsOf(id)).seats[0]!;
        expect(await writeReminder(dbOf(id), id, 0, 50, seat.deadline!, [])).toEqual([]);
        expect((await rowsOf(id)).seats[0]!.reminded).toBe(50);
      },
    ],
    [
      "a takeover begun by the cron",
      { clock: { daysPerMove: 2, timeout: "bot" } },
      async (id) => {
        const seat = (await rowsOf(id)).seats[0]!;
        const entry = await entryFor(id, { type: "takeover", seat: 0, at: now(), level: "easy" });
        expect(await startTakeover(dbOf(id), id, 0, "easy", { ...seat, turnStartedAt: null, deadline: null }, now(), entry)).toBe(true);
      },
    ],
    [
      "a match abandoned by the cron",
      { clock: { daysPerMove: 2 } },
      async (id) => {
        const entry = await entryFor(id, { type: "abandoned", seat: 0, at: now() });
        expect((await abandonMatch(dbOf(id), id, 0, JSON.stringify({ reason: "abandoned" }), now(), [], entry)).ok).toBe(true);
      },
    ],
    ["a snapshot rebuilt", {}, async (id) => saveSnapshot(dbOf(id), id, 0, (await rowsOf(id)).match.state!)],
    [
      "a move by another isolate",
      {},
      async (id, m) =>
        expect(
          (await api.post(`/api/matches/${id}/moves`, { seq: 0, move: { type: "take", n: 2 } }, { secret: m.seats[0]!.secret })).status,
        ).toBe(201),
    ],
  ];
  for (const [what, body, write] of writes) {
    it(`refuses a batch from rows read before ${what}`, async () => {
      const m = await newMatch(body);
      const before = await rowsOf(m.id);
      await write(m.id, m);
      const after = await rowsOf(m.id);
      expect(after.match.rev).toBeGreaterThan(before.match.rev);
      expect(await commitFrom(before)).toBeNull();
      // the same batch from fresh rows lands (a running match)
      if (after.match.status !== "abandoned") expect(await commitFrom(after)).not.toBeNull();
    });
  }

  it("refuses a batch from the rows a move left when a seat changes after it (a move's own seat updates are not counted twice)", async () => {
    const m = await newMatch({ clock: { daysPerMove: 2, vacationDays: 5 } });
    const a = isolate(m.id);
    await move(a, m.id, m.seats[0]!.secret, 0);
    const entry = a.matchCache.get(m.id)!;
    expect(entry).toEqual(await rowsOf(m.id));
    const v = await api.call("PUT", `/api/matches/${m.id}/seats/me/vacation`, { secret: m.seats[1]!.secret, body: { days: 1 } });
    expect(v.status, v.text).toBe(200);
    expect(await commitFrom(entry)).toBeNull();
  });

  it("ends a takeover as a write too", async () => {
    const m = await newMatch({ clock: { daysPerMove: 2, timeout: "bot" } });
    const seat = (await rowsOf(m.id)).seats[0]!;
    const entry = await entryFor(m.id, { type: "takeover", seat: 0, at: now(), level: "easy" });
    await startTakeover(dbOf(m.id), m.id, 0, "easy", { ...seat, turnStartedAt: null, deadline: null }, now(), entry);
    const before = await rowsOf(m.id);
    expect(await endTakeover(dbOf(m.id), m.id, 0, null, now())).toBe(true);
    expect(await commitFrom(before)).toBeNull();
  });

  it("leaves every write that does not change its row reporting so (D1 counts the triggers' rows in `changes`)", async () => {
    const m = await newMatch({ clock: { daysPerMove: 2, timeout: "bot" } });
    expect(await endTakeover(dbOf(m.id), m.id, 0, null, now())).toBe(false);
    const entry = { ...(await entryFor(m.id, { type: "abandoned", seat: 0, at: now() })), after: 5 };
    expect((await abandonMatch(dbOf(m.id), m.id, 5, "{}", now(), [], entry)).ok).toBe(false);
  });
});

describe("a move post from a cached entry", () => {
  it("commits from the cache when nothing changed, and leaves the rows D1 holds", async () => {
    const m = await newMatch({ clock: { daysPerMove: 2, vacationDays: 5 } });
    const a = isolate(m.id);
    for (let seq = 0; seq < 6; seq++) {
      clockNow += 3_600_000;
      expect((await move(a, m.id, m.seats[seq % 3]!.secret, seq, 1 + (seq % 3))).seq).toBe(seq + 1);
      expect(a.matchCache.get(m.id)).toEqual(await rowsOf(m.id));
    }
  });

  it("reads no match or seat row when the entry is current", async () => {
    // the same first move in two matches: one read from D1, one from an entry the isolate keeps after a refusal
    const [x, y] = [await newMatch(), await newMatch()];
    const rows: RowTally = { read: 0, written: 0 };
    // one isolate's cache; each request's host works in its match's database (the two may differ)
    const cache = new MatchCache();
    const a = (id: string) => ({ ...isolate(id, rows), matchCache: cache });
    await expect(move(a(y.id), y.id, y.seats[0]!.secret, 5)).rejects.toMatchObject({ code: "stale_seq" });
    expect(cache.get(y.id)).toEqual(await rowsOf(y.id));
    rows.read = 0;
    await move(a(x.id), x.id, x.seats[0]!.secret, 0);
    const uncached = rows.read;
    rows.read = 0;
    await move(a(y.id), y.id, y.seats[0]!.secret, 0);
    const cached = rows.read;
    rows.read = 0;
    await loadMatch(createDb(countingD1(d1Of(x.id), rows)), x.id);
    expect(rows.read).toBeGreaterThan(0);
    expect(cached).toBe(uncached - rows.read); // all a hit saves is the read of the match and its seats
  });

  it("answers 409 when another isolate played the same seq first", async () => {
    const m = await newMatch();
    const [a, b] = [isolate(m.id), isolate(m.id)];
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    await move(b, m.id, m.seats[1]!.secret, 1, 1);
    // A's entry is at seq 1; its seat 1 posts seq 1 again (a second tab): D1 is at 2
    await expect(move(a, m.id, m.seats[1]!.secret, 1, 2)).rejects.toMatchObject({ code: "stale_seq", extra: { seq: 2 } });
    expect((await rowsOf(m.id)).match.seq).toBe(2);
    expect(a.matchCache.get(m.id)).toEqual(await rowsOf(m.id)); // reloaded
  });

  it("commits a move another isolate made legal, which A's stale entry would refuse", async () => {
    const m = await newMatch();
    const [a, b] = [isolate(m.id), isolate(m.id)];
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    await move(b, m.id, m.seats[1]!.secret, 1, 1);
    // A's entry says seq 1 and seat 1 on turn; seat 2 saw seq 2 in its page
    expect((await move(a, m.id, m.seats[2]!.secret, 2, 1)).seq).toBe(3);
    const log = await loadMoves(dbOf(m.id), m.id);
    expect(log.map((r) => [r.seq, r.seat])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it("answers 403 when the secret no longer opens the seat", async () => {
    const m = await newMatch();
    const a = isolate(m.id);
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    // any write that changes a seat's secret hash (none of the API's today): the triggers cover it
    await d1Of(m.id).prepare("UPDATE seats SET token_hash = 'other' WHERE match_id = ? AND seat = 1").bind(m.id).run();
    await expect(move(a, m.id, m.seats[1]!.secret, 1, 1)).rejects.toMatchObject({ code: "bad_secret" });
    expect((await rowsOf(m.id)).match.seq).toBe(1);
  });

  it("ends a takeover that began in another isolate, then commits: the owner is back", async () => {
    const m = await newMatch({ clock: { daysPerMove: 2, timeout: "bot" } });
    const a = isolate(m.id);
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    const seat = (await rowsOf(m.id)).seats[1]!;
    const entry = await entryFor(m.id, { type: "takeover", seat: 1, at: now(), level: "easy" });
    expect(await startTakeover(dbOf(m.id), m.id, 1, "easy", { ...seat, turnStartedAt: null, deadline: null }, now(), entry)).toBe(true);
    expect((await move(a, m.id, m.seats[1]!.secret, 1, 1)).seq).toBe(2);
    const after = await rowsOf(m.id);
    expect(after.seats[1]!.takeover).toBeNull();
    expect(after.seats[2]!.deadline).toBe(now() + 2 * DAY);
  });

  it("sends the next seat's notice to the channel another isolate set, not the cached one", async () => {
    const m = await newMatch();
    const a = isolate(m.id);
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    const put = await api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, {
      secret: m.seats[2]!.secret,
      body: { webhook: "https://example.org/cy" },
    });
    expect(put.status, put.text).toBe(200);
    expect((await move(a, m.id, m.seats[1]!.secret, 1, 1)).seq).toBe(2);
    const rows = await d1Of(m.id)
      .prepare("SELECT channel FROM outbox WHERE match_id = ? AND seq = 2")
      .bind(m.id)
      .all<{ channel: string }>();
    expect(rows.results.map((r) => r.channel)).toEqual(["webhook"]);
  });

  it("lets exactly one of racing posts of the same seq land, in one isolate and across two", async () => {
    const m = await newMatch();
    const [a, b] = [isolate(m.id), isolate(m.id)];
    await move(a, m.id, m.seats[0]!.secret, 0, 1);
    await move(b, m.id, m.seats[1]!.secret, 1, 1);
    await move(a, m.id, m.seats[2]!.secret, 2, 1);
    const posts = await Promise.allSettled([a, a, b, b].map((h, i) => move(h, m.id, m.seats[0]!.secret, 3, 1 + (i % 3))));
    expect(posts.filter((p) => p.status === "fulfilled")).toHaveLength(1);
    for (const p of posts) if (p.status === "rejected") expect(p.reason).toMatchObject({ code: "stale_seq" });
    expect((await rowsOf(m.id)).match.seq).toBe(4);
  });
});

describe("the cache itself", () => {
  const rows = (id: string) => ({ match: { id }, seats: [] }) as unknown as MatchRows;

  it("keeps at most its capacity, the least recently used out first", () => {
    const c = new MatchCache(2);
    c.put(rows("a"));
    c.put(rows("b"));
    c.get("a");
    c.put(rows("c"));
    expect(c.size).toBe(2);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")?.match.id).toBe("a");
    expect(c.get("c")?.match.id).toBe("c");
  });

  it("hands out frozen rows, and drops an entry only if it is still the one read", () => {
    const c = new MatchCache();
    const old = c.put(rows("a"));
    expect(Object.isFrozen(old.match)).toBe(true);
    const newer = c.put(rows("a"));
    c.drop("a", old);
    expect(c.get("a")).toBe(newer);
    c.drop("a", newer);
    expect(c.get("a")).toBeUndefined();
  });
});
