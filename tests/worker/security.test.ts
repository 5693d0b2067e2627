/**
 * The promises of README "Security" that live in the HTTP layer, in workerd with D1: links in messages only from a
 * trusted origin (never the Host header), bodies over the limit read to their end and refused, writes limited per
 * client (IPv6 by /64, the rate limiting binding first), a bot-work budget per client, the development mailbox only
 * for this machine, and server-rendered HTML pages whose inline styles work under their own CSP, with HSTS.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { games } from "../../games/index.js";
import { createApp } from "../../worker/app.js";
import type { Env, NotifyMessage } from "../../worker/env.js";
import worker from "../../worker/index.js";
import { htmlCsp, MAX_BODY_BYTES } from "../../worker/middleware.js";
import { addressHash } from "../../worker/notify/addresses.js";
import { unsubscribeToken } from "../../worker/notify/links.js";
import { clientKey } from "../../worker/ratelimit.js";
import { BOT_STALL_MS } from "../../worker/bot-policy.js";
import { runCron } from "../../jobs/cron.js";
import { botsFor, d1Of, withDelivery, withJobs } from "./helpers.js";
import { checked } from "../openapi/recorder.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";

const baseEnv = env as unknown as Env;
/** Local development as `npm start` runs it: the mailbox on, no PUBLIC_ORIGIN, no queue (delivery in waitUntil). */
const devEnv: Env = withDelivery({ ...baseEnv, PUBLIC_ORIGIN: undefined, NOTIFY_QUEUE: undefined }, [takeaway]);

afterEach(() => vi.restoreAllMocks());

async function request(app: ReturnType<typeof createApp>, url: string, init: RequestInit, e: Env) {
  const ctx = createExecutionContext();
  const res = await checked(new Request(url, init), (r) => Promise.resolve(app.request(r, undefined, e, ctx)));
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const seats = [
  { name: "Ana", contact: "ana@example.org" },
  { name: "Bo", contact: "bo@example.org" },
];
/** Seats whose addresses are new to the server, so each test's first message (the confirmation) is sent afresh. */
const freshSeats = () => seats.map((s) => ({ ...s, contact: `${crypto.randomUUID()}@example.org` }));
const rowsOf = async (table: "outbox" | "mailbox", id: string) =>
  // the mailbox is in the directory database (DB), the outbox in the match's own (db/shards.ts)
  (await (table === "mailbox" ? env.DB : d1Of(id)).prepare(`SELECT * FROM ${table} WHERE match_id = ? ORDER BY id`).bind(id).all<any>())
    .results;

describe("links in messages come only from a trusted origin", () => {
  const app = createApp({ games: [takeaway], notify: "auto" });

  /** Creates a match at `url`, lets seat 0 move so seat 1 is told, and returns what was stored and sent. */
  async function play(url: string, e: Env) {
    const m = await request(app, `${url}/api/matches`, json({ game: "takeaway", seats: freshSeats() }), e);
    expect(m.status, m.text).toBe(201);
    const moved = await request(
      app,
      `${url}/api/matches/${m.body.id}/moves`,
      json({ seq: 0, move: { type: "take", n: 1 } }, { authorization: `Bearer ${m.body.seats[0].secret}` }),
      e,
    );
    expect(moved.status, moved.text).toBe(201);
    return { id: m.body.id as string, outbox: await rowsOf("outbox", m.body.id), mailbox: await rowsOf("mailbox", m.body.id) };
  }

  it("a request with Host: evil.example never reaches a stored or sent link (local development)", async () => {
    const r = await play("http://evil.example", devEnv);
    expect(r.outbox.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.outbox)).not.toContain("evil.example");
    expect(JSON.stringify(r.mailbox)).not.toContain("evil.example");
    expect(r.mailbox).toEqual([]); // nothing trusted to link to: nothing sent, and the reason is on the row
    expect(r.outbox.every((o) => o.status === "retry" && /loopback/.test(o.last_error))).toBe(true);
  });

  it("in local development a loopback origin is used for the mailbox links", async () => {
    const r = await play("http://127.0.0.1:8787", devEnv);
    expect(r.mailbox.length).toBeGreaterThan(0);
    // the next seat's first message is its address's confirmation; every link in it is on the loopback origin
    expect(r.mailbox.every((x) => x.link.startsWith("http://127.0.0.1:8787/"))).toBe(true);
  });

  it("with PUBLIC_ORIGIN every link uses it, whatever the Host", async () => {
    const r = await play("http://evil.example", { ...devEnv, PUBLIC_ORIGIN: "https://waka.example.org" });
    expect(r.mailbox.length).toBeGreaterThan(0);
    expect(JSON.stringify([r.outbox, r.mailbox])).not.toContain("evil.example");
    expect(r.mailbox.every((x) => x.link.startsWith("https://waka.example.org/"))).toBe(true);
  });

  it("outside local development without PUBLIC_ORIGIN nothing is sent, and the log and GET /api/config say why", async () => {
    const prod: Env = { ...devEnv, MAILBOX: undefined };
    const send = vi.spyOn(globalThis, "fetch");
    const warn = vi.spyOn(console, "warn");
    const r = await play("https://waka.example.org", prod);
    expect(send).not.toHaveBeenCalled();
    expect(
      r.outbox.filter((o) => o.channel === "email").every((o) => o.status === "retry" && /PUBLIC_ORIGIN is not set/.test(o.last_error)),
    ).toBe(true);
    expect(warn.mock.calls.some((c) => /PUBLIC_ORIGIN is not set/.test(String(c[0])))).toBe(true);
    const cfg = await request(app, "https://waka.example.org/api/config", {}, prod);
    expect(cfg.body.messages).toEqual({ origin: null, problem: expect.stringContaining("PUBLIC_ORIGIN is not set") });
    const bad = await request(app, "https://waka.example.org/api/config", {}, { ...prod, PUBLIC_ORIGIN: "waka.example.org/x" });
    expect(bad.body.messages.problem).toContain("not an http(s) origin");
    const good = await request(app, "https://waka.example.org/api/config", {}, { ...prod, PUBLIC_ORIGIN: "https://waka.example.org" });
    expect(good.body.messages).toEqual({ origin: "https://waka.example.org", problem: null });
  });
});

describe("request bodies over 64 KiB", () => {
  const app = createApp({ games: [takeaway], notify: "off" });

  /** A chunked body (no Content-Length) of `size` bytes; `read()` tells how much of it the server pulled. */
  function chunked(size: number) {
    const chunk = new TextEncoder().encode("x".repeat(1024)); // small chunks: what is left after the limit is seen
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled >= size) return c.close();
        c.enqueue(chunk);
        pulled += chunk.byteLength;
      },
    });
    return { stream, pulled: () => pulled };
  }

  for (const size of [70 * 1024, 5 * 1024 * 1024]) {
    it(`a chunked body of ${size} bytes gets 413 after being read to its end, and the next request succeeds`, async () => {
      const body = chunked(size);
      const r = await request(
        app,
        "http://waka.test/api/matches",
        { method: "POST", headers: { "content-type": "application/json" }, body: body.stream, duplex: "half" } as RequestInit,
        baseEnv,
      );
      expect(r.status).toBe(413);
      expect(r.body.error.code).toBe("body_too_large");
      expect(body.pulled()).toBeGreaterThanOrEqual(size); // drained, not left half-read
      const next = await request(app, "http://waka.test/api/matches", json({ game: "takeaway", seats }), baseEnv);
      expect(next.status, next.text).toBe(201);
    });
  }

  it("a body whose Content-Length understates it is still cut at the limit", async () => {
    const big = "x".repeat(MAX_BODY_BYTES + 10);
    const r = await request(
      app,
      "http://waka.test/api/matches",
      { method: "POST", headers: { "content-type": "application/json" }, body: big },
      baseEnv,
    );
    expect(r.status).toBe(413);
  });
});

describe("the write limiter", () => {
  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe(clientKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9"); // mapped, in hex: the same client (issue #42)
    expect(clientKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey(undefined)).toBe("local");
  });

  it("limits addresses of one IPv6 /64 together", async () => {
    const app = createApp({ games: [takeaway], notify: "off", rateLimitPerMinute: 3 });
    const e = { ...baseEnv, WRITE_LIMITER: undefined };
    const from = (ip: string) =>
      request(app, "http://waka.test/api/matches", json({ game: "takeaway", seats }, { "cf-connecting-ip": ip }), e);
    for (let i = 1; i <= 3; i++) expect((await from(`2001:db8:77:1::${i}`)).status).toBe(201);
    const r = await from("2001:db8:77:1:dead:beef:0:9");
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("2001:db8:77:2::1")).status).toBe(201);
  });

  it("asks the rate limiting binding first, keyed by client, and refuses when it does", async () => {
    const keys: string[] = [];
    const binding = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length <= 2 }) };
    const app = createApp({ games: [takeaway], notify: "off" });
    const e = { ...baseEnv, RATE_LIMIT_WRITES_PER_MINUTE: "120", WRITE_LIMITER: binding } as Env;
    const from = () =>
      request(app, "http://waka.test/api/matches", json({ game: "takeaway", seats }, { "cf-connecting-ip": "2001:db8:5:6::7" }), e);
    expect((await from()).status).toBe(201);
    expect((await from()).status).toBe(201);
    const r = await from();
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("60");
    expect(keys).toEqual(Array(3).fill("writes:2001:db8:5:6::/64"));
  });

  it("is simulated in the Workers pool by the binding from wrangler.toml", async () => {
    expect(typeof baseEnv.WRITE_LIMITER?.limit).toBe("function");
    expect(typeof baseEnv.BOT_LIMITER?.limit).toBe("function");
    const outcomes: boolean[] = [];
    for (let i = 0; i < 125; i++) outcomes.push((await baseEnv.WRITE_LIMITER!.limit({ key: "pool-check" })).success);
    expect(outcomes.slice(0, 120).every(Boolean)).toBe(true); // simple = { limit = 120, period = 60 }
    expect(outcomes.slice(120).some((ok) => !ok)).toBe(true);
  });
});

describe("the bot-work budget", () => {
  const budget = (n: number): Env => ({ ...baseEnv, NOTIFY_QUEUE: undefined, BOT_LIMITER: undefined, BOT_MOVES_PER_MINUTE: String(n) });
  const allBots = { game: "tonga-bonga", seats: [{ bot: "easy" }, { bot: "easy" }, { bot: "easy" }] };
  const botMoves = async (id: string) =>
    Number(await d1Of(id).prepare("SELECT COUNT(*) AS n FROM moves WHERE match_id = ?").bind(id).first("n"));

  it("limits the bot moves one client's creations cause per minute; another client still gets its bots", async () => {
    const app = createApp({ games, botPlayers: botsFor(games), notify: "off" });
    const e = budget(6);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await request(app, "http://waka.test/api/matches", json(allBots, { "cf-connecting-ip": "198.51.100.7" }), e);
      expect(r.status, r.text).toBe(201);
      ids.push(r.body.id);
    }
    const played = (await Promise.all(ids.map(botMoves))).reduce((a, b) => a + b, 0);
    expect(played).toBe(6); // without the budget each creation plays BOT_INLINE_LIMIT (10) decisions at once
    const other = await request(app, "http://waka.test/api/matches", json(allBots, { "cf-connecting-ip": "198.51.100.8" }), e);
    expect(await botMoves(other.body.id)).toBeGreaterThan(0);
  });

  it("the cron charges a stalled match's bot work to the client that caused it, not to a key every sweep shares (#28.3)", async () => {
    const app = createApp({ games, botPlayers: botsFor(games), notify: "off", bots: "off" });
    const spender = "198.51.100.21";
    const created = await request(app, "http://waka.test/api/matches", json(allBots, { "cf-connecting-ip": spender }), baseEnv);
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const later = Date.now() + BOT_STALL_MS + 1_000;
    // with a queue: the sweep's message names the client
    const sent: NotifyMessage[] = [];
    const queue = {
      send: async () => {},
      sendBatch: async (msgs: { body: NotifyMessage }[]) => void sent.push(...msgs.map((m) => m.body)),
    };
    await runCron({ games, botPlayers: botsFor(games), env: { ...baseEnv, NOTIFY_QUEUE: queue as never }, now: later, deliver: false });
    expect(sent.filter((m) => m.kind === "bot" && m.matchId === id)).toEqual([{ kind: "bot", matchId: id, seq: 0, client: spender }]);
    // without one: the cron plays it itself, and the spender's spent budget holds there too
    const refusing = { limit: async ({ key }: { key: string }) => ({ success: key !== `bots:${spender}` }) };
    const e: Env = { ...baseEnv, NOTIFY_QUEUE: undefined, BOT_MOVES_PER_MINUTE: "120", BOT_LIMITER: refusing as never };
    await runCron({ games, botPlayers: botsFor(games), env: e, now: later, deliver: false, botMoves: 3 });
    expect(await botMoves(id)).toBe(0);
    // and a queue message without a client (one queued before clients were kept) charges the match's client as well
    const batch = createMessageBatch<NotifyMessage>("waka-notify", [
      { id: "m0", timestamp: new Date(), attempts: 1, body: { kind: "bot", matchId: id, seq: 0 } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, withJobs(e));
    expect((await getQueueResult(batch, ctx)).retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["m0"]);
    expect(await botMoves(id)).toBe(0);
  });

  it("sends a queued decision over its client's budget back to the queue", async () => {
    const app = createApp({ games, botPlayers: botsFor(games), notify: "off", bots: "off" });
    const created = await request(app, "http://waka.test/api/matches", json(allBots), baseEnv);
    const msg: NotifyMessage = { kind: "bot", matchId: created.body.id, seq: 0, client: "198.51.100.99" };
    const refusing = { limit: async ({ key }: { key: string }) => ({ success: key !== "bots:198.51.100.99" }) };
    const batch = createMessageBatch<NotifyMessage>("waka-notify", [{ id: "m1", timestamp: new Date(), attempts: 1, body: msg }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, withJobs({ ...baseEnv, BOT_MOVES_PER_MINUTE: "120", BOT_LIMITER: refusing as never }));
    const res = await getQueueResult(batch, ctx);
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["m1"]);
    expect(res.explicitAcks).toEqual([]);
    expect(await botMoves(created.body.id)).toBe(0);
  });
});

describe("the development mailbox", () => {
  const app = createApp({ games: [takeaway], notify: "off" });

  it("answers only loopback requests, without CORS", async () => {
    const local = await request(app, "http://127.0.0.1:8787/api/dev/mailbox", { headers: { origin: "https://evil.example" } }, devEnv);
    expect(local.status).toBe(200);
    expect(local.headers.get("access-control-allow-origin")).toBeNull();
    const pre = await request(
      app,
      "http://127.0.0.1:8787/api/dev/mailbox",
      { method: "OPTIONS", headers: { origin: "https://evil.example", "access-control-request-method": "GET" } },
      devEnv,
    );
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    const rebound = await request(app, "http://evil.example/api/dev/mailbox", {}, devEnv); // DNS rebinding keeps its Host
    expect(rebound.status).toBe(403);
    expect(rebound.body.error.code).toBe("loopback_only");
    const lan = await request(app, "http://127.0.0.1:8787/api/dev/mailbox", { headers: { "cf-connecting-ip": "192.168.1.20" } }, devEnv);
    expect(lan.status).toBe(403);
    expect((await request(app, "http://[::1]:8787/api/dev/mailbox", { headers: { "cf-connecting-ip": "::1" } }, devEnv)).status).toBe(200);
    expect(
      (await request(app, "http://localhost:8787/api/games", { headers: { origin: "https://evil.example" } }, devEnv)).headers.get(
        "access-control-allow-origin",
      ),
    ).toBe("*");
  });
});

describe("server-rendered HTML pages", () => {
  const app = createApp({ games: [takeaway], notify: "off" });

  it("allow exactly their own inline styles by hash, and carry HSTS", async () => {
    const m = await request(app, "http://waka.test/api/matches", json({ game: "takeaway", seats }), baseEnv);
    const t = await unsubscribeToken(baseEnv.SEAT_LINK_KEY!, m.body.id, 0, await addressHash("ana@example.org"));
    const page = await request(app, `http://waka.test/api/matches/${m.body.id}/seats/0/unsubscribe?t=${t}`, {}, baseEnv);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toBe(await htmlCsp(page.text));
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const styles = [...page.text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>|\sstyle="([^"]*)"/g)].map((x) => x[1] ?? x[2]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const s of styles) {
      const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
      expect(csp).toContain(`'sha256-${btoa(String.fromCharCode(...d))}'`);
    }
    expect((await request(app, "http://waka.test/api/games", {}, baseEnv)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("hash <style> elements and style attributes; a page without styles allows none", async () => {
    const both = await htmlCsp(`<style>p{color:red}</style><p style="margin:0">x</p>`);
    expect(both).toMatch(/style-src 'unsafe-hashes' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(await htmlCsp(`<style>p{color:red}</style>`)).not.toContain("unsafe-hashes");
    expect(await htmlCsp(`<p>plain</p>`)).not.toContain("style-src");
    expect(await htmlCsp(`<p>plain</p>`)).toContain("form-action 'self'");
  });
});
