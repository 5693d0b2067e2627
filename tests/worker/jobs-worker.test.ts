/**
 * The jobs Worker (jobs/index.ts) behind the JOBS service binding, as the pool runs it: a separate Worker bundled as it
 * deploys, on the same D1, with the pool's delivery and bots Workers. The main Worker hands it the cron's run, a bot's
 * run and a reply to a turn e-mail, with its own settings on every call (worker/jobs.ts); without the binding nothing
 * is lost: a bot message goes back to the queue.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { DAY } from "../../worker/clock.js";
import type { Env, NotifyMessage } from "../../worker/env.js";
import worker from "../../worker/index.js";
import { mainSettings } from "../../worker/jobs.js";
import { client } from "./helpers.js";

const base = env as unknown as Env;
const api = client(games, { bots: "off" });
const jobs = () => base.JOBS!;

describe("the jobs Worker behind its service binding", () => {
  it("runs the cron: a seat past its deadline is played for, as its clock says", async () => {
    const m = await api.post("/api/matches", {
      game: "tongiaki",
      seats: [{ name: "Ana" }, { name: "Bo" }],
      clock: { daysPerMove: 1, timeout: "fallback" },
    });
    expect(m.status, m.text).toBe(201);
    await jobs().cron(Date.now() + 2 * DAY, mainSettings(base));
    const log = await api.get(`/api/matches/${m.body.id}/log`);
    expect(log.body.entries.length).toBeGreaterThan(0);
    expect(log.body.entries[0]).toMatchObject({ seq: 1, by: "timeout" });
  });

  it("plays a bot's run: its decisions, each a log entry marked as the bot's", async () => {
    const m = await api.post("/api/matches", { game: "tonga-bonga", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    expect(m.status, m.text).toBe(201);
    const r = await jobs().runBot({ kind: "bot", matchId: m.body.id, seq: 0 }, mainSettings(base));
    expect(r.status).toBe("played");
    expect(r.decisions).toBeGreaterThan(0);
    const log = await api.get(`/api/matches/${m.body.id}/log`);
    expect(log.body.entries).toHaveLength(r.decisions);
    expect(log.body.entries.every((e: { by?: string }) => e.by === "bot")).toBe(true);
    // the same message again finds the match moved on: nothing more is played
    expect((await jobs().runBot({ kind: "bot", matchId: m.body.id, seq: 0 }, mainSettings(base))).status).toBe("stale");
  });

  it("without the binding, the queue's bot message goes back to the queue and nothing is played", async () => {
    const m = await api.post("/api/matches", { game: "tonga-bonga", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] });
    const batch = createMessageBatch<NotifyMessage>("waka-notify", [
      { id: "b1", timestamp: new Date(), attempts: 1, body: { kind: "bot", matchId: m.body.id, seq: 0 } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...base, JOBS: undefined });
    const res = await getQueueResult(batch, ctx);
    expect(res.retryMessages.map((x: { msgId: string }) => x.msgId)).toEqual(["b1"]);
    expect((await api.get(`/api/matches/${m.body.id}/log`)).body.entries).toHaveLength(0);
  });

  it("is not on the internet: a plain request gets a 404", async () => {
    expect((await jobs().fetch("http://waka-jobs/")).status).toBe(404);
  });
});
