/**
 * Issue #40 item 3: records that verify however a match ends. Each match here ends another way (by its rules after
 * resignations and bot or server moves for a resigned seat, by a resignation with two or three players, at a deadline
 * under each timeout policy, abandoned), its record is fetched as a client would (GET /record, or the archive's object)
 * and verified with the code `npm run replay` runs (scripts/verify-record.ts): every check passes, and a record whose
 * ending or deciders were changed fails. A record of the format before (tests/fixtures/records/) still verifies and
 * says what it lacks.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { findGame, games as allGames } from "../../games/index.js";
import { archiveKey, unpack } from "../../worker/archive/format.js";
import { archiveMatch } from "../../jobs/archive.js";
import { appendMoves } from "../../db/moves.js";
import { loadMatch } from "../../db/matches.js";
import { genesisHash, moveHash } from "../../worker/chain.js";
import { DAY } from "../../worker/clock.js";
import { planMove } from "../../worker/plan.js";
import { runCron } from "../../jobs/cron.js";
import type { Env } from "../../worker/env.js";
import { verifyRecord, type Verdict, type WakaRecord } from "../../scripts/verify-record.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import oldResigned from "../fixtures/records/tongiaki-resigned-v1.json";
import { botsFor, client, dbOf } from "./helpers.js";

const T0 = Date.UTC(2026, 5, 1, 9, 0);
let clockNow = T0;
const now = () => clockNow;
const games = [takeaway];
const baseEnv = { ...(env as unknown as Env), NOTIFY_QUEUE: undefined } as Env;
const api = client(games, { now, bots: "auto" }, { NOTIFY_QUEUE: undefined });

afterEach(() => {
  clockNow = T0;
});

const verify = (rec: WakaRecord): Promise<Verdict> => verifyRecord(rec, (id) => games.find((g) => g.id === id));
const failures = (v: Verdict) => v.checks.filter((c) => c.status === "fail").map((c) => c.text);
const recordOf = async (id: string): Promise<WakaRecord> => {
  const r = await api.get(`/api/matches/${id}/record`);
  expect(r.status, r.text).toBe(200);
  return r.body;
};
/** The record verifies: no check fails, nothing is lacking, and the standing recomputed from the log is the server's. */
async function verifies(id: string): Promise<WakaRecord> {
  const rec = await recordOf(id);
  expect(rec.format).toBe("waka-record/2");
  const v = await verify(rec);
  expect(failures(v)).toEqual([]);
  expect(v.checks.filter((c) => c.status === "lacks")).toEqual([]);
  expect(v.checks.map((c) => c.text)).toContainEqual(expect.stringMatching(/^final standing and ending equal the server's/));
  expect(v.outcome).toEqual(rec.outcome);
  return rec;
}

async function create(players: number, clock?: Record<string, unknown>) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: ["Ana", "Bo", "Cy", "Di"][i]! }));
  const r = await api.post("/api/matches", { game: "takeaway", seats, options: { pile: 12 }, ...(clock ? { clock } : {}) });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id as string, secrets: r.body.seats.map((s: { secret: string }) => s.secret) as string[] };
}
const match = async (id: string) => (await api.get(`/api/matches/${id}`)).body;
const take = async (id: string, secret: string, seq: number, n = 1) => {
  const r = await api.post(`/api/matches/${id}/moves`, { seq, move: { type: "take", n } }, { secret });
  expect(r.status, r.text).toBe(201);
};
const resign = async (id: string, secret: string) => {
  const r = await api.post(`/api/matches/${id}/resign`, { seq: (await match(id)).seq }, { secret });
  expect(r.status, r.text).toBe(200);
  return r.body;
};
/** The seats on turn take one counter each until the match is over (the server plays for resigned seats itself). */
async function playOut(id: string, secrets: string[]) {
  let m = await match(id);
  for (let i = 0; i < 60 && m.status === "active"; i++) {
    await take(id, secrets[m.activeSeats[0]]!, m.seq);
    m = await match(id);
  }
  expect(m.status).toBe("finished");
  return m;
}

describe("the record of a match ended by a resignation", () => {
  it("two players: the resignation is in the chain, the record proves the ending, and an edited one fails", async () => {
    const { id, secrets } = await create(2);
    await take(id, secrets[0]!, 0);
    await take(id, secrets[1]!, 1);
    clockNow = T0 + 60_000;
    expect((await resign(id, secrets[0]!)).outcome).toMatchObject({ reason: "resigned", ranking: [[1], [0]] });
    const rec = await verifies(id);
    expect(rec.entries).toEqual([
      { after: 2, entry: { type: "resigned", seat: 0, at: T0 + 60_000, ends: true }, prevHash: expect.any(String), hash: rec.headHash },
    ]);

    // the ending is the log's, not the server's word: without the entry, or with another seat resigning, it fails
    expect(failures(await verify({ ...rec, entries: [] })).length).toBeGreaterThan(0);
    const other = { ...rec.entries![0]!, entry: { ...rec.entries![0]!.entry, seat: 1 } };
    expect(failures(await verify({ ...rec, entries: [other] }))[0]).toMatch(/hash does not match/);
    const claimed = { ...rec.outcome!, ranking: [[0], [1]] };
    expect(failures(await verify({ ...rec, outcome: claimed }))[0]).toMatch(/final standing and ending/);
  });

  it("three players, the server playing for the resigned seat (fallback): the rules end it, the resigned seat last", async () => {
    const { id, secrets } = await create(3, { daysPerMove: 3, timeout: "fallback" });
    await take(id, secrets[0]!, 0);
    await resign(id, secrets[1]!); // on turn: the server plays his move at once
    const m = await playOut(id, secrets);
    expect(m.outcome.ranking.at(-1)).toEqual([1]);
    const rec = await verifies(id);
    expect(rec.entries!.map((e) => e.entry)).toEqual([{ type: "resigned", seat: 1, at: T0, ends: false }]);
    expect(rec.moves.filter((x) => x.seat === 1).every((x) => x.by === "resigned")).toBe(true);
    // who played for the seat is in the chain: a move said to be the seat's own fails
    const i = rec.moves.findIndex((x) => x.seat === 1);
    const moves = rec.moves.map((x, j) => (j === i ? { ...x, by: undefined } : x));
    expect(failures(await verify({ ...rec, moves }))[0]).toMatch(/move \d+: hash does not match/);
  });

  it("three players with a bot playing the resigned seat, then a second resignation ends it", async () => {
    const { id, secrets } = await create(3, { daysPerMove: 3, timeout: "bot" });
    await resign(id, secrets[0]!); // seat 0 on turn: the bot plays it
    let m = await match(id);
    for (let i = 0; i < 2 && m.status === "active"; i++) {
      await take(id, secrets[m.activeSeats[0]]!, m.seq);
      m = await match(id);
    }
    clockNow = T0 + 5000;
    const end = await resign(id, secrets[2]!);
    expect(end.outcome).toMatchObject({ reason: "resigned", ranking: [[1], [2], [0]] });
    const rec = await verifies(id);
    expect(rec.moves.some((x) => x.seat === 0 && x.by === "bot")).toBe(true);
    expect(rec.entries!.map((e) => e.entry.type)).toEqual(["resigned", "resigned"]);
  });

  it("three players, the last other human resigning: the seats in play share first place", async () => {
    const { id, secrets } = await create(3);
    await resign(id, secrets[2]!);
    clockNow = T0 + 60_000;
    expect((await resign(id, secrets[1]!)).outcome).toMatchObject({ ranking: [[0], [1], [2]] });
    await verifies(id);
  });

  it("is still proven from the archive", async () => {
    const { id, secrets } = await create(2);
    await take(id, secrets[0]!, 0);
    await resign(id, secrets[1]!);
    const before = await recordOf(id);
    expect(await archiveMatch(dbOf(id), baseEnv.ARCHIVE!, games, id, T0 + 31 * DAY)).toBe(true);
    const a = await unpack((await baseEnv.ARCHIVE!.get(archiveKey(id)))!.body);
    expect(failures(await verify(a))).toEqual([]);
    expect(a.entries).toEqual(before.entries);
    expect(await recordOf(id)).toEqual(before);
    await verifies(id);
  });
});

describe("the record of a resigned match of a real game, as `npm run replay` reads it", () => {
  const real = client(allGames, { now, bots: "auto" }, { NOTIFY_QUEUE: undefined });
  it("Tongiaki, three players: a bot plays the first seat to resign, the second resignation ends it", async () => {
    const r = await real.post("/api/matches", {
      game: "tongiaki",
      seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }],
      clock: { daysPerMove: 2, timeout: "bot" },
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const secrets = r.body.seats.map((s: { secret: string }) => s.secret) as string[];
    const seqOf = async () => (await real.get(`/api/matches/${id}`)).body.seq as number;
    expect((await real.post(`/api/matches/${id}/resign`, { seq: await seqOf() }, { secret: secrets[1] })).status).toBe(200);
    // the others play a few legal moves; the bot answers for the resigned seat
    for (let i = 0; i < 12; i++) {
      const m = (await real.get(`/api/matches/${id}`)).body;
      if (m.status !== "active") break;
      const seat = m.activeSeats[0] as number;
      const legal = (await real.get(`/api/matches/${id}`, { secret: secrets[seat] })).body.legalMoves;
      const played = await real.post(`/api/matches/${id}/moves`, { seq: m.seq, move: legal[0] }, { secret: secrets[seat] });
      expect(played.status, played.text).toBe(201);
    }
    clockNow = T0 + 1000;
    const end = await real.post(`/api/matches/${id}/resign`, { seq: await seqOf() }, { secret: secrets[2] });
    expect(end.body.outcome).toMatchObject({ reason: "resigned", ranking: [[0], [2], [1]] });
    const rec = (await real.get(`/api/matches/${id}/record`)).body as WakaRecord;
    expect(rec.moves.some((m) => m.seat === 1 && m.by === "bot")).toBe(true);
    const v = await verifyRecord(rec, findGame);
    expect(v.checks.filter((c) => c.status !== "ok")).toEqual([]);
    expect(v.outcome).toEqual(rec.outcome);
  }, 60_000);
});

describe("the record of a match decided at a deadline", () => {
  const cron = (at: number) => runCron({ games, botPlayers: botsFor(games), env: baseEnv, now: at, deliver: false, botMoves: 50 });

  it("fallback: the moves played for the seat are marked in the chain, and the rules end it", async () => {
    const { id, secrets } = await create(2, { daysPerMove: 1, timeout: "fallback" });
    clockNow = T0 + DAY + 1;
    expect((await cron(clockNow)).timeouts).toBe(1);
    await playOut(id, secrets);
    const rec = await verifies(id);
    expect(rec.moves[0]).toMatchObject({ seat: 0, by: "timeout" });
    const moves = rec.moves.map((x, j) => (j === 0 ? { ...x, by: "bot" } : x));
    expect(failures(await verify({ ...rec, moves }))[0]).toMatch(/move 1: hash does not match/);
  });

  it("bot: the takeover is in the chain, the bot's moves are marked, and the rules end it", async () => {
    const { id, secrets } = await create(2, { daysPerMove: 1, timeout: "bot" });
    clockNow = T0 + DAY + 1;
    expect((await cron(clockNow)).takeovers).toBe(1);
    await playOut(
      id,
      secrets.map((s, i) => (i === 0 ? "" : s)),
    );
    const rec = await verifies(id);
    expect(rec.entries!.map((e) => e.entry)).toEqual([{ type: "takeover", seat: 0, at: T0 + DAY + 1, level: "easy" }]);
    expect(rec.moves[0]).toMatchObject({ seat: 0, by: "bot" });
  });

  it("abandon: the abandonment is in the chain, and the record proves the match was abandoned", async () => {
    const { id, secrets } = await create(3, { daysPerMove: 1, timeout: "abandon" });
    await take(id, secrets[0]!, 0);
    clockNow = T0 + 2 * DAY;
    expect((await cron(clockNow)).abandoned).toBe(1);
    const rec = await verifies(id);
    expect(rec.status).toBe("abandoned");
    expect(rec.entries!.map((e) => e.entry)).toEqual([{ type: "abandoned", seat: 1, at: T0 + 2 * DAY }]);
    expect(failures(await verify({ ...rec, status: "finished" }))[0]).toMatch(/status finished/);
  });
});

describe("the chain stays one line", () => {
  it("refuses a move planned on the head a server entry has since extended (trigger moves_chain_guard)", async () => {
    const { id, secrets } = await create(3, { daysPerMove: 3, timeout: "fallback" });
    await take(id, secrets[0]!, 0);
    const before = (await loadMatch(dbOf(id), id))!.match;
    await resign(id, secrets[2]!); // not on turn: the entry alone moves the head on, the seq stays
    const after = (await loadMatch(dbOf(id), id))!.match;
    expect(after.seq).toBe(before.seq);
    expect(after.headHash).not.toBe(before.headHash);
    // a move planned on the old head (a racing request) does not land, and nothing it carried is written
    const plan = await planMove(takeaway, JSON.parse(before.state!), before.activeSeats, 1, { type: "take", n: 1 }, before.headHash, 2);
    const row = {
      matchId: id,
      seq: 2,
      seat: 1,
      move: plan.moveJson,
      events: plan.eventsJson,
      prevHash: before.headHash,
      hash: plan.hash,
      createdAt: T0,
    };
    const write = { status: plan.status, state: plan.stateJson, activeSeats: plan.after, outcome: null, headHash: plan.hash };
    const match = { ...write, turnDeadline: null, updatedAt: T0, botWaiting: 0, botClient: null };
    const w = { matchId: id, expectedSeq: 1, expectedRev: null, moves: [row], match, seatClocks: [], outbox: [], checkpoints: [] };
    expect(await appendMoves(dbOf(id), w)).toEqual({ ok: false });
    expect((await loadMatch(dbOf(id), id))!.match.headHash).toBe(after.headHash);
    // the same move on the new head lands, and the record verifies
    await take(id, secrets[1]!, 1);
    await playOut(id, secrets);
    await verifies(id);
  });
});

describe("the record of a table closed unfilled", () => {
  it("shows that no move was played, and verifies", async () => {
    const seats = [{ name: "Ana" }, { open: true }];
    const r = await api.post("/api/matches", { game: "takeaway", seats, public: true });
    expect(r.status, r.text).toBe(201);
    await runCron({ games, env: baseEnv, now: T0 + 8 * DAY, deliver: false });
    const rec = await verifies(r.body.id);
    expect(rec).toMatchObject({ status: "abandoned", moves: [], entries: [], outcome: { details: { unfilled: true } } });
  });
});

/** The record as the server made it before issue #40: no entries, `by` outside the hashes (worker/chain.ts, version 1). */
async function asFormat1(rec: WakaRecord): Promise<WakaRecord> {
  let head = await genesisHash({ ...rec, match: rec.id });
  const moves = [];
  for (const m of rec.moves) {
    const hash = await moveHash(head, m.seq, m.seat, m.move);
    moves.push({ ...m, prevHash: head, hash });
    head = hash;
  }
  const { entries: _, ...rest } = rec;
  return { ...rest, format: "waka-record/1", moves, headHash: head };
}

describe("a record made before the server's decisions were chained", () => {
  it("that the rules ended after a resignation: its scores and the order of the seats in play are still checked", async () => {
    const { id, secrets } = await create(3, { daysPerMove: 3, timeout: "fallback" });
    await take(id, secrets[0]!, 0);
    await resign(id, secrets[1]!);
    await playOut(id, secrets);
    const old = await asFormat1(await recordOf(id));
    const v = await verify(old);
    expect(failures(v)).toEqual([]);
    const texts = v.checks.map((c) => `${c.status} ${c.text}`);
    expect(texts).toContain(
      "lacks ending not recorded (record made before issue #40 chained the server's decisions): seats resigned, which the log cannot prove",
    );
    expect(texts).toContain("ok final scores and the ranking of the seats in play equal the server's");
    expect(texts).toContainEqual(expect.stringMatching(/^lacks who decided \d+ moves \("by"\) is not in the hash chain/));
    // what it can check still fails when wrong
    const scores = old.outcome!.scores.map((x, i) => (i === 0 ? x + 1 : x));
    expect(failures(await verify({ ...old, outcome: { ...old.outcome!, scores } }))).toHaveLength(1);
  });

  it("abandoned at the first deadline, before any move: says the ending is not recorded, fails nothing", async () => {
    const { id } = await create(2, { daysPerMove: 1, timeout: "abandon" });
    await runCron({ games, env: baseEnv, now: T0 + 2 * DAY, deliver: false });
    const v = await verify(await asFormat1(await recordOf(id)));
    expect(failures(v)).toEqual([]);
    expect(v.checks.map((c) => c.text)).toContainEqual(expect.stringMatching(/^ending not recorded .*: the match was abandoned/));
  });

  it("verifies what it can and says what it lacks (tests/fixtures/records/tongiaki-resigned-v1.json)", async () => {
    const rec = oldResigned as unknown as WakaRecord;
    const v = await verifyRecord(rec, findGame);
    expect(failures(v)).toEqual([]);
    const texts = v.checks.map((c) => `${c.status} ${c.text}`);
    expect(texts).toContainEqual(expect.stringMatching(/^ok hash chain over \d+ moves/));
    expect(texts).toContainEqual("ok sha256(seed) equals the seed hash published at the start");
    expect(texts).toContainEqual(expect.stringMatching(/^ok replayed \d+ moves of Tongiaki/));
    expect(texts).toContainEqual(
      expect.stringMatching(/^lacks ending not recorded \(record made before .*\): the match ended by a resignation/),
    );
    // what it can prove, it still checks: a changed move breaks the chain
    const moves = rec.moves.map((m, i) => (i === 0 ? { ...m, seat: m.seat + 1 } : m));
    expect(failures(await verifyRecord({ ...rec, moves }, findGame))[0]).toMatch(/hash chain/);
  });
});
