/**
 * The delivery Worker (delivery/index.ts) behind the DELIVERY service binding, as the pool runs it: a separate
 * Worker bundled as it deploys, on the same D1. The main Worker only writes outbox rows and hands them on; the
 * message is rendered (in the seat's language) and recorded there. Without the binding nothing is sent and nothing
 * is lost: the rows wait, and the cron's sweep delivers them once the binding is back.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { games, gameBots } from "../../games/index.js";
import { localBots } from "../../bots/players.js";
import { createApp } from "../../worker/app.js";
import { runCron } from "../../jobs/cron.js";
import type { Env } from "../../worker/env.js";
import { checked } from "../openapi/recorder.js";
import { d1Of } from "./helpers.js";

/** No queue: a write's rows go straight to the delivery Worker (in waitUntil), as under `npm start`. */
const base: Env = { ...(env as unknown as Env), NOTIFY_QUEUE: undefined };
const app = createApp({ games, botPlayers: () => localBots(gameBots), notify: "auto" });

async function call(path: string, e: Env, body?: unknown) {
  const ctx = createExecutionContext();
  const init: RequestInit =
    body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await checked(new Request(`http://waka.test${path}`, init), (r) => Promise.resolve(app.request(r, undefined, e, ctx)));
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const rows = async (table: "outbox" | "mailbox", id: string) =>
  // the mailbox is in the directory database (DB), the outbox in the match's own (db/shards.ts)
  (await (table === "mailbox" ? env.DB : d1Of(id)).prepare(`SELECT * FROM ${table} WHERE match_id = ? ORDER BY id`).bind(id).all<any>())
    .results;

/** A Tonga Bonga match whose first seat speaks `lang`: its creation tells that seat it is on turn. */
async function newMatch(e: Env, lang: string) {
  const r = await call("/api/matches", e, { game: "tonga-bonga", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }], lang });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}

afterEach(() => vi.restoreAllMocks());

describe("the delivery Worker behind its service binding", () => {
  it("renders and records the messages a write hands on, in the seat's language", async () => {
    expect(base.DELIVERY).toBeDefined();
    const id = await newMatch(base, "fr");
    const outbox = await rows("outbox", id);
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.every((o) => o.status === "sent")).toBe(true);
    const mail = await rows("mailbox", id);
    expect(mail).toHaveLength(outbox.length);
    expect(mail[0].subject).toMatch(/^Waka: /);
    expect(mail[0].subject).toContain("Tonga Bonga");
    expect(mail[0].body).toMatch(/Bonjour|C'est à vous|à vous/);
    expect(mail[0].link.startsWith(`http://waka.test/m/${id}`)).toBe(true);
  });

  it("names the channels it can send by (GET /api/config): the mailbox in local development, no push without VAPID keys", async () => {
    expect(await base.DELIVERY!.channels()).toEqual({ email: false, push: null });
    expect((await call("/api/config", base)).body).toMatchObject({ mailbox: true, email: true, push: null });
    expect((await call("/api/config", { ...base, MAILBOX: undefined, PUBLIC_ORIGIN: "https://waka.example.org" })).body).toMatchObject({
      mailbox: false,
      email: false,
      push: null,
    });
  });

  it("answers a plain request with a 404 in the error shape", async () => {
    const r = await base.DELIVERY!.fetch("http://delivery/anything");
    expect(r.status).toBe(404);
    expect(((await r.json()) as any).error.code).toBe("not_found");
  });

  it("without the binding the rows wait (logged), no channel is offered, and the cron's sweep sends them once it is back", async () => {
    const warn = vi.spyOn(console, "warn");
    const without: Env = { ...base, DELIVERY: undefined };
    const id = await newMatch(without, "en");
    const waiting = await rows("outbox", id);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((o) => o.status === "pending" && o.attempts === 0)).toBe(true);
    expect(await rows("mailbox", id)).toEqual([]);
    expect(warn.mock.calls.some((c) => /no DELIVERY binding/.test(String(c[0])))).toBe(true);
    expect((await call("/api/config", { ...without, MAILBOX: undefined, PUBLIC_ORIGIN: "https://waka.example.org" })).body).toMatchObject({
      email: false,
      push: null,
    });
    // a pending row is the sweep's once a minute old (a waitUntil still running is given that long)
    const swept = await runCron({ games, env: base, now: Date.now() + 61_000 });
    expect(swept.delivered.filter((d) => d.status === "sent").length).toBeGreaterThanOrEqual(waiting.length);
    expect((await rows("outbox", id)).every((o) => o.status === "sent")).toBe(true);
    expect(await rows("mailbox", id)).toHaveLength(waiting.length);
  });

  it("a binding whose Worker does not answer (wrangler dev of the main Worker alone) fails nothing: the rows wait, GET /api/config offers no channel", async () => {
    const gone = {
      deliver: () => Promise.reject(new Error("no such service")),
      sweep: () => Promise.reject(new Error("no such service")),
      channels: () => Promise.reject(new Error("no such service")),
    };
    const warn = vi.spyOn(console, "warn");
    const e: Env = { ...base, DELIVERY: gone as unknown as Env["DELIVERY"] };
    const id = await newMatch(e, "it");
    expect((await rows("outbox", id)).every((o) => o.status === "pending")).toBe(true);
    expect(warn.mock.calls.some((c) => /did not answer \(no such service\)/.test(String(c[0])))).toBe(true);
    const cfg = await call("/api/config", { ...e, MAILBOX: undefined, PUBLIC_ORIGIN: "https://waka.example.org" });
    expect(cfg.status).toBe(200);
    expect(cfg.body).toMatchObject({ email: false, push: null });
    expect((await runCron({ games, env: e, now: Date.now() + 61_000 })).delivered).toEqual([]);
  });
});
