/**
 * Bots in the host (jobs/bots.ts) in workerd with D1: bot seats at creation, a match of only bots played to the
 * end through the queue consumer (messages drained by hand, each delivered twice), a human against a bot (the
 * human's answer does not wait for the bot), and the timeout policy "bot" (takeover until the owner is back).
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { games } from "../../games/index.js";
import { replay } from "../../engine/core/replay.js";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import type { Env, NotifyMessage } from "../../worker/env.js";
import worker from "../../worker/index.js";
import { botConfig } from "../../worker/bot-policy.js";
import { playBotMove, playBotTurn, type BotMessage } from "../../jobs/bots.js";
import { botsFor, client, d1Of, storageOf, withJobs } from "./helpers.js";

const baseEnv = env as unknown as Env;
/** No queue: bot decisions run in the request's waitUntil (what the tests wait for before a call returns). */
const noQueue: Env = { ...baseEnv, NOTIFY_QUEUE: undefined };
let clockNow = Date.UTC(2026, 2, 2, 10, 0);
const now = () => clockNow;
const api = client(games, { now }, { NOTIFY_QUEUE: undefined });
const manual = client(games, { now, bots: "off" }, { NOTIFY_QUEUE: undefined });
const botPlayers = botsFor(games);
const players = botPlayers();

afterEach(() => vi.restoreAllMocks());

describe("bot configuration", () => {
  it("offers the levels BOT_MAX_LEVEL allows and uses each game's own search budget unless BOT_STRONG_ITERATIONS is a positive whole number", () => {
    expect(botConfig({})).toEqual({ levels: ["easy", "strong"] });
    expect(botConfig({ BOT_MAX_LEVEL: "easy" })).toEqual({ levels: ["easy"] });
    expect(botConfig({ BOT_MAX_LEVEL: "off" })).toEqual({ levels: [] });
    expect(botConfig({ BOT_STRONG_ITERATIONS: "25" })).toEqual({ levels: ["easy", "strong"], strongIterations: 25 });
    for (const junk of ["0", "-3", "2.5", "many", ""]) expect(botConfig({ BOT_STRONG_ITERATIONS: junk }).strongIterations).toBeUndefined();
    expect(botConfig({ BOT_DECISIONS_PER_RUN: "2", BOT_RUN_MS: "50" })).toEqual({
      levels: ["easy", "strong"],
      decisionsPerRun: 2,
      runMs: 50,
    });
  });
});

/** Spies on the queue: the bot messages sent to it from now on land in the returned list instead. */
function captureBotMessages(): BotMessage[] {
  const sent: BotMessage[] = [];
  vi.spyOn(baseEnv.NOTIFY_QUEUE!, "send").mockImplementation((async (body: any) => void sent.push(body)) as never);
  vi.spyOn(baseEnv.NOTIFY_QUEUE!, "sendBatch").mockImplementation((async (msgs: any) => {
    for (const m of msgs) if (m.body.kind === "bot") sent.push(m.body);
  }) as never);
  return sent;
}

const logOf = async (id: string) => (await api.get(`/api/matches/${id}/log`)).body.entries as any[];

/**
 * Plays the seat's current turn (the first legal move each time) and returns the POST answers. The turn ends where a
 * POST's answer (the match as that move left it) no longer has the seat on turn: the bot has by then answered in the
 * request's waitUntil, and reading the match again would go on into the seat's next turns — to the game's end, and
 * forever in the deals where a player who always takes the first legal move never sails (no tile is ever drawn).
 */
async function playTurn(id: string, secret: string, seat: number) {
  const answers: any[] = [];
  let m = (await manual.get(`/api/matches/${id}`, { secret })).body;
  while (m.status === "active" && m.activeSeats.includes(seat)) {
    const r = await api.post(`/api/matches/${id}/moves`, { seq: m.seq, move: m.legalMoves[0] }, { secret });
    expect(r.status, r.text).toBe(201);
    answers.push({ posted: m.seq, body: r.body });
    m = r.body;
  }
  return answers;
}

describe("bot seats", () => {
  it("are offered per game in the catalogue", async () => {
    const r = await api.get("/api/games");
    for (const g of r.body.games) expect(g.bots).toEqual(["easy", "strong"]);
    const capped = await client(games, {}, { BOT_MAX_LEVEL: "easy" }).get("/api/games");
    expect(capped.body.games[0].bots).toEqual(["easy"]);
  });

  it("have no secret, are never open, show as bots, and refuse a level the server does not run", async () => {
    const r = await manual.post("/api/matches", {
      game: "tongiaki",
      seats: [{ name: "Ana" }, { bot: "easy" }, { bot: "strong", name: "Deep" }],
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.status).toBe("active");
    expect(r.body.seats[1]).toEqual({ seat: 1, name: "Bot 2", open: false, bot: "easy" });
    expect(r.body.seats[2]).toMatchObject({ name: "Deep", bot: "strong" });
    expect(r.body.seats[2].secret).toBeUndefined();
    const m = await manual.get(`/api/matches/${r.body.id}`);
    expect(m.body.players.map((p: any) => p.bot ?? null)).toEqual([null, "easy", "strong"]);
    expect(m.body.players.every((p: any) => p.open === false)).toBe(true);
    const rec = await manual.get(`/api/matches/${r.body.id}/record`);
    expect(rec.body.seats[1]).toEqual({ seat: 1, name: "Bot 2", bot: "easy" });
    const seat = await d1Of(r.body.id)
      .prepare("SELECT token_hash, email, webhook FROM seats WHERE match_id = ? AND seat = 1")
      .bind(r.body.id)
      .first<any>();
    expect(seat).toEqual({ token_hash: null, email: null, webhook: null });
    const capped = await client(games, { bots: "off" }, { BOT_MAX_LEVEL: "easy" }).post("/api/matches", {
      game: "tongiaki",
      seats: [{ name: "A" }, { bot: "strong" }],
    });
    expect(capped.status).toBe(400);
    expect(capped.body.error.code).toBe("bot_unavailable");
    const bad = await manual.post("/api/matches", { game: "tongiaki", seats: [{ name: "A" }, { bot: "easy", contact: "x@example.org" }] });
    expect(bad.status).toBe(400);
  });

  it("an open seat next to a bot: the match starts when the human joins", async () => {
    const r = await manual.post("/api/matches", { game: "tonga-bonga", seats: [{ open: true }, { bot: "easy" }, { bot: "easy" }] });
    expect(r.body.status).toBe("open");
    const j = await manual.post(`/api/matches/${r.body.id}/join`, { invite: r.body.invite.token, name: "Late" });
    expect(j.status, j.text).toBe(201);
    expect(j.body).toMatchObject({ seat: 0, status: "active" });
  });
});

describe("a match of only bots", () => {
  it("plays to the end through the queue consumer; every message delivered twice plays once", async () => {
    const sent = captureBotMessages();
    const queued = client(games, { now: Date.now }); // the real app wiring: bot messages go to the (spied) queue
    const r = await queued.post("/api/matches", { game: "tongiaki", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    expect(sent).toEqual([{ kind: "bot", matchId: id, seq: 0, client: "local" }]);
    let rounds = 0;
    while (sent.length > 0 && rounds++ < 3000) {
      const body = sent.shift()!;
      const batch = createMessageBatch<NotifyMessage>("waka-notify", [
        { id: `a${rounds}`, timestamp: new Date(), attempts: 1, body },
        { id: `b${rounds}`, timestamp: new Date(), attempts: 1, body }, // a duplicate
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, withJobs(baseEnv));
      const res = await getQueueResult(batch, ctx);
      expect(res.explicitAcks).toHaveLength(2);
      expect(sent.length).toBeLessThanOrEqual(1); // one decision asks for exactly one next one
    }
    const m = (await api.get(`/api/matches/${id}`)).body;
    expect(m.status).toBe("finished");
    const log = await logOf(id);
    expect(log).toHaveLength(m.seq);
    expect(log.every((e, i) => e.seq === i + 1 && e.by === "bot")).toBe(true);
    const rec = (await api.get(`/api/matches/${id}/record`)).body;
    const rp = replay(games.find((g) => g.id === "tongiaki")!, {
      ...rec,
      seed: rec.seed,
      moves: rec.moves.map((x: any) => ({ seat: x.seat, move: x.move })),
    });
    expect(rp.ok).toBe(true);
  }, 120_000);

  it("a late or repeated decision at an old seq does nothing", async () => {
    const r = await manual.post("/api/matches", { game: "tonga-bonga", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    const h = { ...storageOf(r.body.id), games, botPlayers: players, origin: "http://waka.test", now, linkKey: null, dispatch: () => {} };
    const cfg = { levels: ["easy", "strong"] as const, strongIterations: 5 };
    const [a, b] = await Promise.all([playBotMove(h, r.body.id, 0, cfg), playBotMove(h, r.body.id, 0, cfg)]);
    expect([a.status, b.status].sort()).toEqual(["conflict", "played"]);
    expect((await playBotMove(h, r.body.id, 0, cfg)).status).toBe("stale");
    expect(await logOf(r.body.id)).toHaveLength(1);
  });
});

describe("a bot's run", () => {
  it("one queue message plays the bot's whole turn, each decision its own log entry, and asks for nothing more when a human is next", async () => {
    const sent = captureBotMessages();
    const queued = client(games, { now: Date.now });
    const r = await queued.post("/api/matches", { game: "tongiaki", seats: [{ name: "Ana" }, { bot: "easy" }] });
    const id = r.body.id as string;
    const secret = r.body.seats[0].secret as string;
    let multi = 0;
    for (let turn = 0; turn < 6; turn++) {
      for (let m = (await manual.get(`/api/matches/${id}`, { secret })).body; m.status === "active" && m.activeSeats.includes(0); ) {
        expect((await queued.post(`/api/matches/${id}/moves`, { seq: m.seq, move: m.legalMoves[0] }, { secret })).status).toBe(201);
        m = (await manual.get(`/api/matches/${id}`, { secret })).body;
      }
      const msgs = sent.splice(0).filter((x) => x.matchId === id);
      if (msgs.length === 0) break; // the match ended
      expect(msgs).toHaveLength(1);
      const before = (await logOf(id)).length;
      const batch = createMessageBatch<NotifyMessage>("waka-notify", [
        { id: `run${turn}`, timestamp: new Date(), attempts: 1, body: msgs[0]! },
      ]);
      await worker.queue(batch, withJobs(baseEnv));
      const m = (await manual.get(`/api/matches/${id}`)).body;
      const played = (await logOf(id)).slice(before);
      expect(played.every((e) => e.seat === 1 && e.by === "bot")).toBe(true);
      if (played.length > 1) multi++;
      if (m.status !== "active") break;
      expect(m.activeSeats).toEqual([0]); // the bot's whole turn in one invocation
      expect(sent.filter((x) => x.matchId === id)).toEqual([]);
    }
    expect(multi).toBeGreaterThan(0);
  }, 60_000);

  it("stops at its decision budget, or when another bot is on turn, and asks for the next run", async () => {
    const r = await manual.post("/api/matches", { game: "tongiaki", seats: [{ bot: "easy" }, { bot: "easy" }] });
    const scheduled: number[] = [];
    const h = {
      ...storageOf(r.body.id),
      games,
      botPlayers: players,
      origin: "http://waka.test",
      now,
      linkKey: null,
      dispatch: () => {},
      scheduleBot: (_: string, seq: number) => void scheduled.push(seq),
    };
    const cfg = { levels: ["easy"] as const, decisionsPerRun: 2 };
    const stops = new Set<string>();
    for (let seq = 0, i = 0; i < 40 && stops.size < 2; i++) {
      const run = await playBotTurn(h, r.body.id, seq, cfg);
      if (run.status !== "played") throw new Error(`run at ${seq}: ${run.status}`);
      expect(run.decisions).toBeGreaterThan(0);
      expect(run.decisions).toBeLessThanOrEqual(2);
      expect(run.seq).toBe(seq + run.decisions);
      expect(scheduled.at(-1)).toBe(run.seq); // the rest is asked for
      stops.add(run.decisions === 2 && run.next === run.seat ? "budget" : run.next !== run.seat ? "handover" : "?");
      seq = run.seq;
    }
    expect([...stops].sort()).toEqual(["budget", "handover"]);
    expect(await logOf(r.body.id)).toHaveLength(scheduled.at(-1)!);
    const late = await playBotTurn(h, r.body.id, 0, cfg);
    expect(late).toMatchObject({ status: "stale", decisions: 0 });
  });
});

describe("a human against a bot", () => {
  it("the human's POST answers at once; the bot's reply follows in the log; the bot seat takes no POSTed move", async () => {
    const r = await api.post("/api/matches", { game: "tongiaki", seats: [{ name: "Ana" }, { bot: "easy" }] });
    const id = r.body.id as string;
    const secret = r.body.seats[0].secret as string;
    let log = await logOf(id);
    const first = (await manual.get(`/api/matches/${id}`)).body;
    if (first.activeSeats.includes(1)) expect(log.length).toBeGreaterThan(0); // the bot opened: played after creation
    const answers = await playTurn(id, secret, 0);
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) expect(a.body.seq).toBe(a.posted + 1); // the answer holds the human's move only
    log = await logOf(id);
    const last = answers[answers.length - 1]!.body.seq;
    expect(log.length).toBeGreaterThan(last);
    expect(log.slice(last).every((e) => e.seat === 1 && e.by === "bot")).toBe(true);
    expect(log.filter((e) => e.seat === 0).every((e) => e.by === undefined)).toBe(true);
    const m = (await manual.get(`/api/matches/${id}`, { secret })).body;
    const noSecret = await api.post(`/api/matches/${id}/moves`, { seq: m.seq, move: m.legalMoves[0] ?? { type: "x" } });
    expect(noSecret.status).toBe(403);
    expect(noSecret.body.error.code).toBe("secret_required");
    const outbox = await d1Of(id).prepare("SELECT DISTINCT seat FROM outbox WHERE match_id = ?").bind(id).all<any>();
    expect(outbox.results.map((x) => x.seat)).toEqual([0]); // a bot gets no notices
  }, 60_000);
});

describe("timeout policy bot", () => {
  it("a bot takes a vanished seat over until its owner comes back", async () => {
    clockNow = Date.UTC(2026, 2, 2, 10, 0);
    const r = await api.post("/api/matches", {
      game: "tongiaki",
      seats: [{ name: "Ana", contact: "ana@example.org" }, { name: "Bo" }],
      clock: { daysPerMove: 1, timeout: "bot" },
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const [ana, bo] = r.body.seats.map((s: any) => s.secret as string);
    const start = (await manual.get(`/api/matches/${id}`)).body;
    expect(start.clock).toMatchObject({ timeout: "bot" });
    const gone = start.activeSeats[0] as number;
    const other = 1 - gone;
    const secretOf = (s: number) => (s === 0 ? ana : bo);

    // the cron (with a queue: its messages are captured and only this match's are delivered by hand)
    const sent: BotMessage[] = [];
    vi.spyOn(baseEnv.NOTIFY_QUEUE!, "sendBatch").mockImplementation((async (msgs: any) => {
      for (const x of msgs) if (x.body.kind === "bot" && x.body.matchId === id) sent.push(x.body);
    }) as never);
    clockNow += DAY + 1;
    const report = await runCron({ games, botPlayers, env: baseEnv, now: clockNow, deliver: false });
    expect(report.takeovers).toBe(1);
    // the cron's decisions are charged to the client that created the match (here the test's, "local"), not a shared key
    expect(sent).toEqual([{ kind: "bot", matchId: id, seq: 0, client: "local" }]);
    for (let i = 0; sent.length > 0 && i < 200; i++) {
      const batch = createMessageBatch<NotifyMessage>("waka-notify", [
        { id: `t${i}`, timestamp: new Date(), attempts: 1, body: sent.shift()! },
      ]);
      await worker.queue(batch, withJobs(baseEnv));
    }
    vi.restoreAllMocks();
    let m = (await manual.get(`/api/matches/${id}`)).body;
    expect(m.players[gone]).toMatchObject({ takenOverBy: "bot", deadline: null });
    expect(m.activeSeats).toEqual([other]);
    let log = await logOf(id);
    expect(log.every((e) => e.seat === gone && e.by === "bot")).toBe(true);
    const notice = await d1Of(id)
      .prepare("SELECT payload FROM outbox WHERE match_id = ? AND seat = ? AND kind = 'timeout'")
      .bind(id, gone)
      .first<any>();
    expect(JSON.parse(notice.payload).takeover).toBe("easy");

    // the other seat plays; the bot answers for the vanished seat at once (no deadline to wait for)
    await playTurn(id, secretOf(other), other);
    log = await logOf(id);
    expect(log[log.length - 1]).toMatchObject({ seat: gone, by: "bot" });

    // the owner is back: one GET with the secret ends the takeover
    const back = await api.get(`/api/matches/${id}`, { secret: secretOf(gone) });
    expect(back.body.players[gone].takenOverBy).toBeUndefined();
    const before = (await logOf(id)).length;
    await playTurn(id, secretOf(other), other);
    m = (await manual.get(`/api/matches/${id}`)).body;
    if (m.status === "active") {
      expect(m.activeSeats).toEqual([gone]);
      expect(m.players[gone].deadline).toBe(clockNow + DAY); // a fresh turn on the clock, played by its owner
      log = await logOf(id);
      expect(log.slice(before).every((e) => e.seat === other && e.by === undefined)).toBe(true);
    }
  }, 60_000);

  it("the cron's safety net plays for a bot left waiting", async () => {
    const r = await manual.post("/api/matches", { game: "wongar", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    expect(await logOf(r.body.id)).toHaveLength(0); // bots: "off" scheduled nothing
    await runCron({ games, botPlayers, env: noQueue, now: clockNow + 1000, deliver: false, botMoves: 100 });
    expect(await logOf(r.body.id)).toHaveLength(0); // not stalled yet
    const late = await runCron({ games, botPlayers, env: noQueue, now: clockNow + 5 * 60_000, deliver: false, botMoves: 100 });
    expect(late.bots).toBeGreaterThan(0);
    expect((await logOf(r.body.id)).length).toBeGreaterThan(0);
  }, 60_000);
});
