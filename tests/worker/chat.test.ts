/**
 * Table talk: seats write, everyone reads; lines are stored in D1 (append-only, outside the hash chain), limited in
 * length and rate, sent live through the room except to seats that muted the writer, and counted as unread in the
 * writer's opponents' next turn notice.
 */
import { abortAllDurableObjects } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.js";
import { CHAT_MAX_CHARS, CHAT_MAX_LINES, CHAT_PER_MINUTE } from "../../worker/live/chat.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAndAccept, d1Of, notifyDepsFor } from "./helpers.js";

let clockNow = Date.UTC(2026, 2, 1, 12, 0);
const now = () => clockNow;
const api = client([takeaway], { now });

afterEach(async () => {
  await abortAllDurableObjects();
});

async function newMatch() {
  const r = await api.post("/api/matches", {
    game: "takeaway",
    seats: [{ name: "Ana", contact: "ana@example.org" }, { name: "Bo", contact: "bo@example.org" }, { name: "Cy" }],
  });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id as string, secrets: r.body.seats.map((s: any) => s.secret) as string[] };
}
const say = (id: string, secret: string | undefined, text: unknown) =>
  api.post(`/api/matches/${id}/chat`, { text }, secret ? { secret } : {});

describe("table talk", () => {
  it("seats write, spectators and seats read, oldest first; spectators may not write", async () => {
    const { id, secrets } = await newMatch();
    expect((await say(id, secrets[0], "  hello  ")).status).toBe(201);
    expect((await say(id, secrets[1], "hi Ana")).status).toBe(201);
    const spect = await say(id, undefined, "me too");
    expect(spect.status).toBe(403);
    expect(spect.body.error.code).toBe("secret_required");
    const read = await api.get(`/api/matches/${id}/chat`);
    expect(read.status).toBe(200);
    expect(read.body.lines.map((l: any) => [l.seat, l.text])).toEqual([
      [0, "hello"],
      [1, "hi Ana"],
    ]);
    expect(read.body.muted).toBeUndefined();
    const asSeat = await api.get(`/api/matches/${id}/chat`, { secret: secrets[2] });
    expect(asSeat.body.unread).toBe(2);
    expect((await api.get(`/api/matches/nosuchmatch1/chat`)).status).toBe(404);
  });

  it("refuses empty, over-long and control-character lines with 400, and markup stays text", async () => {
    const { id, secrets } = await newMatch();
    for (const bad of ["", "   ", "x".repeat(CHAT_MAX_CHARS + 1), "bell\u0007", "rtl\u202e", 42, null]) {
      const r = await say(id, secrets[0], bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
    }
    expect((await say(id, secrets[0], "x".repeat(CHAT_MAX_CHARS))).status).toBe(201);
    expect((await say(id, secrets[0], "two\nlines")).status).toBe(201);
    const html = await say(id, secrets[0], "<img src=x onerror=alert(1)>");
    expect(html.status).toBe(201);
    // stored and served as the exact text, as JSON (the page renders it as a text node)
    expect(html.body.text).toBe("<img src=x onerror=alert(1)>");
    expect((await api.post(`/api/matches/${id}/chat`, { text: "hi", extra: 1 }, { secret: secrets[0] })).status).toBe(400);
  });

  it(`allows ${CHAT_PER_MINUTE} lines a minute per seat, then 429 until the minute has passed`, async () => {
    const { id, secrets } = await newMatch();
    for (let i = 0; i < CHAT_PER_MINUTE; i++) expect((await say(id, secrets[0], `line ${i}`)).status).toBe(201);
    const over = await say(id, secrets[0], "one more");
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("chat_rate_limited");
    expect((await say(id, secrets[1], "another seat still may")).status).toBe(201);
    clockNow += 61_000;
    expect((await say(id, secrets[0], "later")).status).toBe(201);
  });

  it("40 lines posted at once from one seat store exactly the per-minute limit (count and insert are one statement)", async () => {
    const { id, secrets } = await newMatch();
    const all = await Promise.all(Array.from({ length: 40 }, (_, i) => say(id, secrets[0], `race ${i}`)));
    expect(all.filter((r) => r.status === 201)).toHaveLength(CHAT_PER_MINUTE);
    expect(all.filter((r) => r.status === 429).every((r) => r.body.error.code === "chat_rate_limited")).toBe(true);
    const stored = await d1Of(id).prepare("SELECT count(*) AS n FROM chat_lines WHERE match_id = ?").bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(CHAT_PER_MINUTE);
  });

  it(`holds the ${CHAT_MAX_LINES}-line cap of a match against lines racing for the last places`, async () => {
    const { id, secrets } = await newMatch();
    // fill the table up to 3 short of the cap, long ago (outside every seat's minute)
    await d1Of(id)
      .prepare(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO chat_lines (match_id, seat, text, created_at) SELECT ?, 2, 'old', 1 FROM n",
      )
      .bind(CHAT_MAX_LINES - 3, id)
      .run();
    const all = await Promise.all([0, 1, 0, 1, 0, 1, 0, 1].map((seat, i) => say(id, secrets[seat], `last ${i}`)));
    expect(all.filter((r) => r.status === 201)).toHaveLength(3);
    expect(all.filter((r) => r.status === 409).every((r) => r.body.error.code === "chat_full")).toBe(true);
    const stored = await d1Of(id).prepare("SELECT count(*) AS n FROM chat_lines WHERE match_id = ?").bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(CHAT_MAX_LINES);
  });

  it("a muted seat's lines are neither listed nor sent live to the seat that muted it", async () => {
    const { id, secrets } = await newMatch();
    const bad = await api.call("PUT", `/api/matches/${id}/chat/mutes`, { secret: secrets[0], body: { seat: 0, muted: true } });
    expect(bad.status).toBe(400);
    expect((await api.call("PUT", `/api/matches/${id}/chat/mutes`, { body: { seat: 1, muted: true } })).status).toBe(403);
    const m = await api.call("PUT", `/api/matches/${id}/chat/mutes`, { secret: secrets[0], body: { seat: 1, muted: true } });
    expect(m.body).toEqual({ muted: [1] });
    const sockets = await Promise.all(
      [secrets[0], secrets[2]].map(async (s) => {
        const ticket = (await api.post(`/api/matches/${id}/live/ticket`, undefined, { secret: s })).body.ticket;
        const protocol = `waka.live.1, ticket.${ticket}`;
        const res = await api.app!.request(
          `http://waka.test/api/matches/${id}/live`,
          { headers: { upgrade: "websocket", "sec-websocket-protocol": protocol } },
          env,
        );
        const ws = res.webSocket!;
        ws.accept();
        const got: string[] = [];
        ws.addEventListener("message", (e) => {
          got.push(String(e.data));
        });
        return { ws, got };
      }),
    );
    await say(id, secrets[1], "you will not hear this");
    await say(id, secrets[2], "but this");
    for (let i = 0; i < 250 && !sockets[0]!.got.some((t) => t.includes("but this")); i++) await new Promise((r) => setTimeout(r, 20));
    const chatOf = (got: string[]) =>
      got
        .map((t) => JSON.parse(t))
        .filter((x) => x.type === "chat")
        .map((x) => x.line.text);
    expect(chatOf(sockets[0]!.got)).toEqual(["but this"]);
    for (let i = 0; i < 250 && chatOf(sockets[1]!.got).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(chatOf(sockets[1]!.got)).toEqual(["you will not hear this", "but this"]);
    expect((await api.get(`/api/matches/${id}/chat`, { secret: secrets[0] })).body.lines.map((l: any) => l.text)).toEqual(["but this"]);
    const un = await api.call("PUT", `/api/matches/${id}/chat/mutes`, { secret: secrets[0], body: { seat: 1, muted: false } });
    expect(un.body).toEqual({ muted: [] });
    expect((await api.get(`/api/matches/${id}/chat`, { secret: secrets[0] })).body.lines).toHaveLength(2);
    for (const s of sockets) s.ws.close(1000);
  });

  it("a seat's next turn notice counts the lines it has not read", async () => {
    await confirmAndAccept("bo@example.org"); // a notice goes only to a confirmed address
    const { id, secrets } = await newMatch();
    await say(id, secrets[0], "good luck");
    await say(id, secrets[2], "you too");
    // Bo reads nothing; Ana moves, so Bo's turn notice is written
    const mv = await api.post(`/api/matches/${id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: secrets[0] });
    expect(mv.status, mv.text).toBe(201);
    const row = await d1Of(id)
      .prepare("SELECT id FROM outbox WHERE match_id = ? AND seat = 1 AND kind = 'your_turn'")
      .bind(id)
      .first<{ id: number }>();
    const deps = notifyDepsFor(id, { games: [takeaway], env: env as unknown as Env, now });
    await deliverOutbox(deps, row!.id);
    const mail = await env.DB.prepare("SELECT body FROM mailbox WHERE match_id = ? AND seat = 1").bind(id).first<{ body: string }>();
    expect(mail!.body).toContain("2 unread messages at the table");
    // after reading, the next notice says nothing of the table
    const lines = (await api.get(`/api/matches/${id}/chat`, { secret: secrets[1] })).body.lines;
    expect((await api.call("PUT", `/api/matches/${id}/chat/read`, { secret: secrets[1], body: { upTo: lines.at(-1).id } })).body).toEqual({
      unread: 0,
    });
    expect((await api.post(`/api/matches/${id}/moves`, { seq: 1, move: { type: "take", n: 1 } }, { secret: secrets[1] })).status).toBe(201);
    expect((await api.post(`/api/matches/${id}/moves`, { seq: 2, move: { type: "take", n: 1 } }, { secret: secrets[2] })).status).toBe(201);
    expect((await api.post(`/api/matches/${id}/moves`, { seq: 3, move: { type: "take", n: 1 } }, { secret: secrets[0] })).status).toBe(201);
    const next = await d1Of(id)
      .prepare("SELECT id FROM outbox WHERE match_id = ? AND seat = 1 AND kind = 'your_turn' AND seq = 4")
      .bind(id)
      .first<{ id: number }>();
    await deliverOutbox(deps, next!.id);
    const last = await env.DB.prepare("SELECT body FROM mailbox WHERE match_id = ? AND seat = 1 ORDER BY id DESC")
      .bind(id)
      .first<{ body: string }>();
    expect(last!.body).toContain("It is your turn");
    expect(last!.body).not.toContain("at the table");
  });

  it("the match answer tells a seat its unread lines (My matches, issue #31); its ETag moves with every line and read mark", async () => {
    const { id, secrets } = await newMatch();
    const get = (secret?: string, etag?: string) =>
      api.get(`/api/matches/${id}`, { ...(secret ? { secret } : {}), ...(etag ? { headers: { "if-none-match": etag } } : {}) });
    const first = await get(secrets[1]);
    expect(first.body.you.unread).toBe(0);
    const etag0 = first.headers.get("etag")!;
    expect((await get(secrets[1], etag0)).status).toBe(304);
    expect((await say(id, secrets[1], "my own line is never unread")).status).toBe(201);
    expect((await say(id, secrets[0], "good luck")).status).toBe(201);
    const second = await get(secrets[1], etag0);
    expect(second.status, `a new line left the ETag as it was: ${etag0} ${second.headers.get("etag")}`).toBe(200);
    expect(second.body.you.unread).toBe(1);
    // muting the writer takes its lines out of the count
    await api.call("PUT", `/api/matches/${id}/chat/mutes`, { secret: secrets[1], body: { seat: 0, muted: true } });
    expect((await get(secrets[1])).body.you.unread).toBe(0);
    await api.call("PUT", `/api/matches/${id}/chat/mutes`, { secret: secrets[1], body: { seat: 0, muted: false } });
    const etag1 = (await get(secrets[1])).headers.get("etag")!;
    const lines = (await api.get(`/api/matches/${id}/chat`, { secret: secrets[1] })).body.lines;
    const marked = await api.call("PUT", `/api/matches/${id}/chat/read`, { secret: secrets[1], body: { upTo: lines.at(-1).id } });
    expect(marked.status).toBe(200);
    const read = await get(secrets[1], etag1);
    expect(read.status, "the read mark left the ETag as it was").toBe(200);
    expect(read.body.you.unread).toBe(0);
    expect((await get(secrets[2])).body.you.unread).toBe(2);
    expect((await get()).body.you, "a spectator has no seat, and no count").toBeUndefined();
  });
});
