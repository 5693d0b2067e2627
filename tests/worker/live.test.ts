/**
 * Live updates through the match's Durable Object room: sockets are upgraded only after the seat secret is checked,
 * carry nothing but "the match is at seq N", presence and chat lines (never a view), are cleaned up when they close,
 * and a room that is evicted loses nothing (D1 is the record; the room stores nothing of its own).
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { games as registry } from "../../games/index.js";
import { runBotMessage } from "../../jobs/bots.js";
import type { Env } from "../../worker/env.js";
import { MESSAGES_PER_MINUTE, SOCKETS_PER_CLIENT, TICKET_TTL_MS } from "../../protocol/live.js";
import { botsFor, client, prng, worker } from "./helpers.js";
import { checked } from "../openapi/recorder.js";

/** An open socket of a page and every message it received. */
interface Page {
  ws: WebSocket;
  got: string[];
  /** Resolves with the first message (after `from`) that satisfies `pred`. */
  next(pred: (m: any) => boolean, from?: number): Promise<any>;
  close(): Promise<void>;
}

/** A seat's ticket for its socket (POST …/live/ticket with the seat secret), or the failed answer. */
async function ticketFor(id: string, secret: string, ip = "203.0.113.1") {
  const req = new Request(`http://waka.test/api/matches/${id}/live/ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "cf-connecting-ip": ip },
  });
  const res = await checked(req, (r) => worker.fetch(r));
  return { status: res.status, body: (await res.json()) as any };
}

/** Opens a page's socket: a seat's with a fresh ticket, a spectator's without; `ticket` opens it with that one. */
async function open(
  id: string,
  secret?: string,
  opts: { ip?: string; ticket?: string } = {},
): Promise<{ status: number; page: Page | null; body: string }> {
  const ip = opts.ip ?? "203.0.113.1";
  let ticket = opts.ticket;
  if (secret !== undefined && ticket === undefined) {
    const t = await ticketFor(id, secret, ip);
    if (t.status !== 201) return { status: t.status, page: null, body: JSON.stringify(t.body) };
    ticket = t.body.ticket;
  }
  const protocols = ["waka.live.1", ...(ticket ? [`ticket.${ticket}`] : [])].join(", ");
  const headers = { upgrade: "websocket", "sec-websocket-protocol": protocols, "cf-connecting-ip": ip };
  const res = await checked(new Request(`http://waka.test/api/matches/${id}/live`, { headers }), (r) => worker.fetch(r));
  if (!res.webSocket) return { status: res.status, page: null, body: await res.text() };
  const ws = res.webSocket;
  ws.accept();
  const got: string[] = [];
  const waiters: { pred: (m: any) => boolean; from: number; resolve: (m: any) => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      const hit = got
        .slice(w.from)
        .map((t) => JSON.parse(t))
        .find(w.pred);
      if (hit) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(hit);
      }
    }
  };
  ws.addEventListener("message", (e) => {
    got.push(String(e.data));
    check();
  });
  const closed = new Promise<void>((r) => ws.addEventListener("close", () => r()));
  const page: Page = {
    ws,
    got,
    next: (pred, from = 0) =>
      new Promise((resolve, reject) => {
        waiters.push({ pred, from, resolve });
        check();
        setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(got).slice(0, 2000)}`)), 10_000);
      }),
    close: async () => {
      ws.close(1000, "done");
      await Promise.race([closed, new Promise((r) => setTimeout(r, 200))]);
    },
  };
  return { status: res.status, page, body: "" };
}

const roomStub = (id: string) => env.LIVE!.get(env.LIVE!.idFromName(id));

/** Waits until the room's presence satisfies `pred` (closing is asynchronous). */
async function presenceUntil(id: string, pred: (p: { seats: number[]; spectators: number }) => boolean) {
  for (let i = 0; i < 250; i++) {
    const p = await roomStub(id).presence();
    if (pred(p)) return p;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`presence never matched: ${JSON.stringify(await roomStub(id).presence())}`);
}

const api = client(registry, { notify: "off", bots: "off" });

async function wongar() {
  const created = await api.post("/api/matches", { game: "wongar", seats: [{ name: "Ana" }, { name: "Ben" }, { name: "Cy" }] });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id as string, secrets: created.body.seats.map((s: any) => s.secret) as string[] };
}

afterEach(async () => {
  await abortAllDurableObjects();
});

describe("the live socket", () => {
  it("opens only with a valid seat secret or as a spectator, asking for the live subprotocol", async () => {
    const { id, secrets } = await wongar();
    const bad = await open(id, "x".repeat(43));
    expect(bad.status).toBe(403);
    expect(JSON.parse(bad.body).error.code).toBe("bad_secret");
    expect((await open("nosuchmatch1", undefined)).status).toBe(404);
    const plain = await checked(new Request(`http://waka.test/api/matches/${id}/live`), (r) => worker.fetch(r));
    expect(plain.status).toBe(426);
    const noProto = await checked(new Request(`http://waka.test/api/matches/${id}/live`, { headers: { upgrade: "websocket" } }), (r) =>
      worker.fetch(r),
    );
    expect(noProto.status).toBe(400);
    const seat = await open(id, secrets[1]);
    expect(seat.status).toBe(101);
    const spectator = await open(id);
    expect(spectator.status).toBe(101);
    await seat.page!.close();
    await spectator.page!.close();
  });

  it("without the LIVE binding answers 404 live_unavailable, so pages poll", async () => {
    const { id } = await wongar();
    const off = client(registry, { notify: "off", bots: "off" }, { LIVE: undefined });
    const r = await off.get(`/api/matches/${id}/live`, { headers: { upgrade: "websocket", "sec-websocket-protocol": "waka.live.1" } });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("live_unavailable");
  });

  it("a seat's socket never receives a view (only seq pings, presence and chat); a spectator's gets exactly what a spectator's GET shows, in a Wongar match", async () => {
    const { id, secrets } = await wongar();
    const pages = [await open(id, secrets[0]), await open(id, secrets[1]), await open(id, secrets[2]), await open(id)].map((o) => o.page!);
    await pages[3]!.next((m) => m.type === "presence" && m.seats.length === 3 && m.spectators === 1);
    const rnd = prng(16);
    const hands = new Set<string>();
    let seq = 0;
    for (let i = 0; i < 25; i++) {
      const g = await api.get(`/api/matches/${id}`);
      if (g.body.status !== "active") break;
      const seat = g.body.activeSeats[0];
      const mine = await api.get(`/api/matches/${id}`, { secret: secrets[seat] });
      hands.add(JSON.stringify(mine.body.view.hands[seat]));
      const r = await api.post(
        `/api/matches/${id}/moves`,
        { seq, move: mine.body.legalMoves[Math.floor(rnd() * mine.body.legalMoves.length)] },
        { secret: secrets[seat] },
      );
      expect(r.status, r.text).toBe(201);
      seq = r.body.seq;
      // every seat's page hears of the move without asking; the spectator's gets the match as a spectator's GET shows it
      for (const p of pages.slice(0, 3)) await p.next((m) => m.type === "seq" && m.seq === seq);
      const pushed = await pages[3]!.next((m) => m.type === "match" && m.seq === seq);
      expect(pushed.match).toEqual((await api.get(`/api/matches/${id}`)).body);
    }
    const said = await api.post(`/api/matches/${id}/chat`, { text: "gut gespielt" }, { secret: secrets[0] });
    expect(said.status, said.text).toBe(201);
    for (const p of pages) await p.next((m) => m.type === "chat" && m.line.text === "gut gespielt");
    for (const [n, p] of pages.entries()) {
      for (const text of p.got) {
        const m = JSON.parse(text);
        expect(n === 3 ? ["match", "presence", "chat"] : ["seq", "presence", "chat"], text).toContain(m.type);
        const keys = {
          seq: ["seq", "type"],
          match: ["match", "seq", "type"],
          chat: ["line", "type"],
          presence: ["seats", "spectators", "type"],
        }[m.type as string];
        expect(Object.keys(m).sort(), text).toEqual(keys);
        if (m.type === "match") expect(m.match.view.hands.every((h: unknown) => h === null)).toBe(true);
        for (const s of secrets) expect(text).not.toContain(s);
        // the small frames of seat sockets carry no card name at all; the spectator's push was compared with its GET above
        if (m.type !== "match") for (const h of hands) if (h !== "[]") expect(text, `page ${n}`).not.toContain(h.slice(1, -1));
      }
    }
    for (const p of pages) await p.close();
  });

  it("a closed socket is cleaned up: presence clears for everyone and the room holds no socket for it", async () => {
    const { id, secrets } = await wongar();
    const a = (await open(id, secrets[0])).page!;
    const b = (await open(id, secrets[1])).page!;
    const watcher = (await open(id)).page!;
    await watcher.next((m) => m.type === "presence" && m.seats.join() === "0,1" && m.spectators === 1);
    const mark = watcher.got.length;
    await b.close();
    await watcher.next((m) => m.type === "presence" && m.seats.join() === "0", mark);
    await presenceUntil(id, (p) => p.seats.join() === "0" && p.spectators === 1);
    const sockets = await runInDurableObject(roomStub(id), async (_room, state) => state.getWebSockets().length);
    expect(sockets).toBe(2);
    await a.close();
    await watcher.close();
    await presenceUntil(id, (p) => p.seats.length === 0 && p.spectators === 0);
    expect(await runInDurableObject(roomStub(id), async (_room, state) => state.getWebSockets().length)).toBe(0);
  });

  it("the room closes sockets silent for longer than the presence window", async () => {
    const { id, secrets } = await wongar();
    const a = (await open(id, secrets[0])).page!;
    await presenceUntil(id, (p) => p.seats.join() === "0");
    // the socket opened "two minutes ago" and never sent a heartbeat
    await runInDurableObject(roomStub(id), async (_room, state) => {
      for (const ws of state.getWebSockets()) ws.serializeAttachment({ ...ws.deserializeAttachment(), openedAt: Date.now() - 120_000 });
    });
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    await presenceUntil(id, (p) => p.seats.length === 0);
    await a.close();
  });

  it("a room that was evicted loses nothing: it stores nothing, and after it is gone pages reconnect to the same match", async () => {
    const { id, secrets } = await wongar();
    const a = (await open(id, secrets[0])).page!;
    const first = (await api.get(`/api/matches/${id}`)).body.activeSeats[0];
    const g = await api.get(`/api/matches/${id}`, { secret: secrets[first] });
    const r = await api.post(`/api/matches/${id}/moves`, { seq: 0, move: g.body.legalMoves[0] }, { secret: secrets[first] });
    expect(r.status, r.text).toBe(201);
    await a.next((m) => m.type === "seq" && m.seq === 1);
    const said = await api.post(`/api/matches/${id}/chat`, { text: "hello" }, { secret: secrets[first] });
    expect(said.status).toBe(201);
    // nothing in the room's own storage but the sweep alarm
    expect(await runInDurableObject(roomStub(id), async (_room, state) => [...(await state.storage.list()).keys()])).toEqual([]);
    await abortAllDurableObjects();
    // the match and its talk are all in D1; a page that comes back finds them and hears of the next move
    const b = (await open(id, secrets[1])).page!;
    const after = await api.get(`/api/matches/${id}`, { secret: secrets[1] });
    expect(after.body.seq).toBe(1);
    expect((await api.get(`/api/matches/${id}/chat`)).body.lines.map((l: any) => l.text)).toEqual(["hello"]);
    const seat = after.body.activeSeats[0];
    const mine = await api.get(`/api/matches/${id}`, { secret: secrets[seat] });
    expect((await api.post(`/api/matches/${id}/moves`, { seq: 1, move: mine.body.legalMoves[0] }, { secret: secrets[seat] })).status).toBe(
      201,
    );
    await b.next((m) => m.type === "seq" && m.seq === 2);
    await b.close();
  });

  it("joins and bot moves reach the room the same way as a human move", async () => {
    const created = await api.post("/api/matches", { game: "wongar", seats: [{ name: "Ana" }, { open: true }, { bot: "easy" }] });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const watcher = (await open(id)).page!;
    await watcher.next((m) => m.type === "presence" && m.spectators === 1);
    const joined = await api.post(`/api/matches/${id}/join`, { invite: created.body.invite.token, name: "Ben" });
    expect(joined.status, joined.text).toBe(201);
    await watcher.next((m) => m.type === "seq" && m.seq === 0);
    const secrets = [created.body.seats[0].secret, joined.body.secret];
    // play humans until the bot is on turn, then let the bot decide as the queue consumer would
    for (let i = 0; i < 20; i++) {
      const g = await api.get(`/api/matches/${id}`);
      const seat = g.body.activeSeats[0];
      if (seat === 2) break;
      const mine = await api.get(`/api/matches/${id}`, { secret: secrets[seat] });
      expect(
        (await api.post(`/api/matches/${id}/moves`, { seq: g.body.seq, move: mine.body.legalMoves[0] }, { secret: secrets[seat] })).status,
      ).toBe(201);
    }
    const at = (await api.get(`/api/matches/${id}`)).body;
    expect(at.activeSeats).toEqual([2]);
    const mark = watcher.got.length;
    const r = await runBotMessage(
      { games: registry, botPlayers: botsFor(registry), env: env as unknown as Env, now: Date.now },
      { kind: "bot", matchId: id, seq: at.seq },
    );
    expect(r.status).toBe("played");
    await watcher.next((m) => m.type === "match" && m.seq === at.seq + 1, mark);
    await watcher.close();
  });
});

describe("one client cannot swamp a live room (issue #28 item 1)", () => {
  it(`caps a client's sockets in one room at ${SOCKETS_PER_CLIENT}; another client still gets in`, async () => {
    const { id } = await wongar();
    const flood = await Promise.all(Array.from({ length: SOCKETS_PER_CLIENT + 8 }, () => open(id, undefined, { ip: "198.51.100.40" })));
    expect(flood.filter((o) => o.status === 101)).toHaveLength(SOCKETS_PER_CLIENT);
    const refused = flood.filter((o) => o.status !== 101);
    expect(refused.map((o) => [o.status, JSON.parse(o.body).error.code])).toEqual(refused.map(() => [429, "too_many_sockets"]));
    const other = await open(id, undefined, { ip: "198.51.100.41" });
    expect(other.status).toBe(101);
    // a closed socket frees its place
    await flood.find((o) => o.page)!.page!.close();
    await presenceUntil(id, (p) => p.spectators === SOCKETS_PER_CLIENT);
    expect((await open(id, undefined, { ip: "198.51.100.40" })).status).toBe(101);
    for (const o of [...flood, other]) await o.page?.close();
  });

  it("coalesces presence: a burst of opens and closes reaches a watching page as a few frames, not one per change", async () => {
    const { id } = await wongar();
    const watcher = (await open(id, undefined, { ip: "198.51.100.50" })).page!;
    await watcher.next((m) => m.type === "presence" && m.spectators === 1);
    const mark = watcher.got.length;
    for (let round = 0; round < 3; round++) {
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => open(id, undefined, { ip: `198.51.100.${60 + i}` })));
      for (const o of burst) await o.page!.close();
    }
    await presenceUntil(id, (p) => p.spectators === 1);
    await new Promise((r) => setTimeout(r, 1_200));
    const frames = watcher.got.slice(mark).filter((t) => JSON.parse(t).type === "presence");
    // 48 changes; at most one frame a second (the burst takes a few seconds here), and the last one is the truth
    expect(frames.length).toBeLessThanOrEqual(8);
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ spectators: 1 });
    await watcher.close();
  });

  it(`closes a socket that sends more than ${MESSAGES_PER_MINUTE} messages a minute other than the heartbeat`, async () => {
    const { id } = await wongar();
    const page = (await open(id, undefined, { ip: "198.51.100.70" })).page!;
    const closed = new Promise<number>((r) => page.ws.addEventListener("close", (e) => r(e.code)));
    for (let i = 0; i < 5; i++) page.ws.send("ping"); // heartbeats are free
    for (let i = 0; i < MESSAGES_PER_MINUTE + 5; i++) page.ws.send(`hello ${i}`);
    expect(await closed).toBe(1008);
    await presenceUntil(id, (p) => p.spectators === 0);
  });

  it("closes a socket that sends what pages never send (a binary frame), and tells the others it left (issue #28 item 7)", async () => {
    const { id } = await wongar();
    const watcher = (await open(id, undefined, { ip: "198.51.100.90" })).page!;
    const page = (await open(id, undefined, { ip: "198.51.100.91" })).page!;
    await presenceUntil(id, (p) => p.spectators === 2);
    const closed = new Promise<number>((r) => page.ws.addEventListener("close", (e) => r(e.code)));
    page.ws.send(new Uint8Array([1, 2, 3]));
    expect(await closed).toBe(1008);
    await watcher.next((m) => m.type === "presence" && m.spectators === 1);
    await watcher.close();
  });

  it("counts upgrades against the client's write limit", async () => {
    const { id } = await wongar();
    const limited = client(registry, { notify: "off", bots: "off", rateLimitPerMinute: 2 }, { WRITE_LIMITER: undefined });
    const up = () =>
      limited.get(`/api/matches/${id}/live`, {
        headers: { upgrade: "websocket", "sec-websocket-protocol": "waka.live.1", "cf-connecting-ip": "198.51.100.80" },
      });
    expect((await up()).status).toBe(101);
    expect((await up()).status).toBe(101);
    const third = await up();
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("rate_limited");
  });
});

describe("seat sockets open with a single-use ticket, never the seat secret (issue #28 item 2)", () => {
  it("a ticket is had for a seat secret only, opens that seat's socket once, and the secret on the socket is refused", async () => {
    const { id, secrets } = await wongar();
    const none = await worker.fetch(new Request(`http://waka.test/api/matches/${id}/live/ticket`, { method: "POST" }));
    expect(none.status).toBe(403);
    expect(((await none.json()) as any).error.code).toBe("secret_required");
    expect((await ticketFor(id, "x".repeat(43))).status).toBe(403);
    const t = await ticketFor(id, secrets[1]!);
    expect(t.status).toBe(201);
    expect(t.body.expiresIn).toBe(TICKET_TTL_MS / 1000);
    expect(t.body.ticket).not.toBe(secrets[1]);
    // the room keeps the ticket's hash only
    const keys = await runInDurableObject(roomStub(id), async (_room, state) => [...(await state.storage.list()).keys()]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(t.body.ticket);
    const first = await open(id, undefined, { ticket: t.body.ticket });
    expect(first.status).toBe(101);
    await presenceUntil(id, (p) => p.seats.join() === "1");
    const again = await open(id, undefined, { ticket: t.body.ticket });
    expect(again.status).toBe(403);
    expect(JSON.parse(again.body).error.code).toBe("bad_ticket");
    expect((await open(id, undefined, { ticket: "made-up" })).status).toBe(403);
    const bearer = await worker.fetch(
      new Request(`http://waka.test/api/matches/${id}/live`, {
        headers: { upgrade: "websocket", "sec-websocket-protocol": `waka.live.1, bearer.${secrets[0]}` },
      }),
    );
    expect(bearer.status).toBe(400);
    expect(((await bearer.json()) as any).error.code).toBe("secret_on_socket");
    await first.page!.close();
  });

  it("a ticket not used within its time opens nothing, and the sweep drops it", async () => {
    const { id, secrets } = await wongar();
    const t = await ticketFor(id, secrets[0]!);
    await runInDurableObject(roomStub(id), async (_room, state) => {
      for (const [k, v] of await state.storage.list<{ viewer: string; expires: number }>())
        await state.storage.put(k, { ...v, expires: Date.now() - 1 });
    });
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect(await runInDurableObject(roomStub(id), async (_room, state) => (await state.storage.list()).size)).toBe(0);
    const late = await open(id, undefined, { ticket: t.body.ticket });
    expect(late.status).toBe(403);
  });
});
