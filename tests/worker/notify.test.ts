/**
 * Notifications and clocks in workerd with D1: outbox rows written with the move, exactly-once delivery, each
 * channel's payload (fetch mocked), settings, unsubscribe, reminders / timeouts / vacation / digest with an
 * injected clock, and no leak of hidden information or other seats' contacts in any message.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobsService } from "../../protocol/jobs.js";
import type { AnyGame } from "../../engine/core/game.js";
import { games as registry } from "../../games/index.js";
import { DAY } from "../../worker/clock.js";
import { runCron } from "../../jobs/cron.js";
import worker from "../../worker/index.js";
import { deliverOutbox, MAX_ATTEMPTS } from "../../delivery/deliver.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import {
  client,
  confirmAndAccept,
  d1Of,
  everyD1,
  notifyDepsFor,
  prng,
  testShards,
  withDelivery,
  type BothEnv,
  withJobs,
} from "./helpers.js";
import { checked } from "../openapi/recorder.js";
import { LANGS } from "../../i18n/core.js";
import { de as wongarDe } from "../../games/wongar/texts/de.js";
import { en as wongarEn } from "../../games/wongar/texts/en.js";
import { fr as wongarFr } from "../../games/wongar/texts/fr.js";
import { it as wongarIt } from "../../games/wongar/texts/it.js";

const wongarTexts = { en: wongarEn, fr: wongarFr, de: wongarDe, it: wongarIt };
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const T0 = Date.UTC(2026, 0, 30, 22, 0); // 30 January, 22:00 UTC: deadlines fall in February
let clockNow = T0;
const now = () => clockNow;
const api = client([takeaway], { now });
/** The tests' environment, delivery bound in this isolate for the fixture game (tests/worker/helpers.ts withDelivery). */
const mailboxEnv = withDelivery(env as unknown as BothEnv, [takeaway]);
/** The production configuration: no mailbox; e-mail through an HTTP API. */
const prodEnv: BothEnv = {
  ...mailboxEnv,
  MAILBOX: undefined,
  EMAIL_API_URL: "https://mail.example.net/emails",
  EMAIL_API_KEY: "key-123",
  EMAIL_FROM: "Waka <waka@example.net>",
};
/** Delivery of a match's rows (in its database, tests/worker/helpers.ts notifyDepsFor). */
const deps = (match: string, e: BothEnv = mailboxEnv, games: readonly AnyGame[] = [takeaway]) =>
  notifyDepsFor(match, { games, env: e, now });

// these tests are about what happens once addresses are confirmed (confirmation: email-confirmation.test.ts)
beforeEach(() =>
  confirmAndAccept(
    "ana@example.org",
    "bo@example.org",
    "cy@example.org",
    "noa@example.org",
    "a@example.org",
    "b@example.org",
    "c@example.org",
  ),
);

afterEach(() => {
  vi.restoreAllMocks();
  clockNow = T0;
});

async function newMatch(
  seats: unknown[] = [
    { name: "Ana", contact: "ana@example.org" },
    { name: "Bo", contact: "bo@example.org" },
  ],
  extra: Record<string, unknown> = {},
) {
  clockNow = T0;
  const r = await api.post("/api/matches", { game: "takeaway", seats, ...extra });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; seats: { seat: number; secret: string }[] };
}

/** The match's notices; the invitations written at creation (issue #31) are tests/worker/invitations.test.ts's. */
const outboxOf = async (id: string) =>
  (await d1Of(id).prepare("SELECT * FROM outbox WHERE match_id = ? AND kind != 'invite' ORDER BY id").bind(id).all<any>()).results;
const mailOf = async (id: string) =>
  (await env.DB.prepare("SELECT * FROM mailbox WHERE match_id = ? ORDER BY id").bind(id).all<any>()).results;
const seatRow = async (id: string, seat: number) =>
  d1Of(id).prepare("SELECT * FROM seats WHERE match_id = ? AND seat = ?").bind(id, seat).first<any>();
const move = (id: string, secret: string, seq: number, n: number) =>
  api.post(`/api/matches/${id}/moves`, { seq, move: { type: "take", n } }, { secret });

describe("outbox rows", () => {
  it("are written with the move, one per channel, and not at all when the move is refused", async () => {
    const m = await newMatch([
      { name: "Ana", contact: "ana@example.org" },
      { name: "Bo", contact: "https://hooks.example.org/bo" },
    ]);
    await api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[1]!.secret, body: { email: "bo@example.org" } });
    expect((await move(m.id, m.seats[0]!.secret, 0, 9)).status).toBe(422);
    expect((await move(m.id, m.seats[1]!.secret, 0, 1)).status).toBe(403);
    expect((await outboxOf(m.id)).map((r) => [r.seq, r.seat, r.kind, r.channel])).toEqual([[0, 0, "your_turn", "email"]]);
    expect((await move(m.id, m.seats[0]!.secret, 0, 2)).status).toBe(201);
    const rows = await outboxOf(m.id);
    expect(rows.map((r) => [r.seq, r.seat, r.kind, r.channel, r.status])).toEqual([
      [0, 0, "your_turn", "email", "pending"],
      [1, 1, "your_turn", "email", "pending"],
      [1, 1, "your_turn", "webhook", "pending"],
    ]);
  });

  it("are handed to the queue after the batch commits, or delivered in waitUntil when there is no queue", async () => {
    const app = client([takeaway], { now, notify: "auto" }).app!;
    const create = (e: BothEnv) => {
      const ctx = createExecutionContext();
      const init = {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }] }),
      };
      return checked(new Request("http://waka.test/api/matches", init), (r) => Promise.resolve(app.request(r, undefined, e, ctx))).then(
        async (r: Response) => {
          await waitOnExecutionContext(ctx);
          return (await r.json()) as { id: string };
        },
      );
    };
    const sent = vi.spyOn(mailboxEnv.NOTIFY_QUEUE!, "sendBatch").mockResolvedValue(undefined as never);
    const q = await create(mailboxEnv);
    const [row] = await outboxOf(q.id);
    // the message names the row's database when it is not the first (db/shards.ts)
    const shard = testShards().indexOf(q.id);
    expect(sent).toHaveBeenCalledWith([{ body: shard === 0 ? { outboxId: row.id } : { outboxId: row.id, shard } }]);
    expect(row.status).toBe("pending"); // the consumer's job now
    const direct = await create({ ...mailboxEnv, NOTIFY_QUEUE: undefined });
    expect((await outboxOf(direct.id))[0].status).toBe("sent");
    const mail = await mailOf(direct.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ seat: 0, channel: "none", recipient: null });
    expect(mail[0].subject).toBe(`Waka: Your turn in Take-away (${direct.id})`);
  });
});

describe("delivery", () => {
  it("sends each row exactly once, whatever the number of concurrent attempts and duplicate queue messages", async () => {
    const m = await newMatch();
    expect((await move(m.id, m.seats[0]!.secret, 0, 1)).status).toBe(201);
    const ids = (await outboxOf(m.id)).map((r) => r.id as number);
    const results = await Promise.all([...ids, ...ids, ...ids].map((id) => deliverOutbox(deps(m.id), id)));
    expect(results.filter((r) => r.status === "sent")).toHaveLength(ids.length);
    expect(results.filter((r) => r.status === "not_claimed")).toHaveLength(2 * ids.length);
    // the queue consumer, given the same ids twice more, acks them and sends nothing
    const batch = createMessageBatch(
      "waka-notify",
      [...ids, ...ids].map((outboxId, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: { outboxId } })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<{ outboxId: number }>, mailboxEnv);
    const q = await getQueueResult(batch, ctx);
    expect(q.explicitAcks).toHaveLength(2 * ids.length);
    expect(q.retryMessages).toHaveLength(0);
    expect(await mailOf(m.id)).toHaveLength(ids.length);
    expect((await outboxOf(m.id)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("retries a failing provider with back-off, dead after the last attempt; the move stays", async () => {
    const m = await newMatch();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("busy", { status: 503 }));
    const [row] = await outboxOf(m.id);
    const seen: string[] = [];
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const r = await deliverOutbox(deps(m.id, prodEnv), row.id);
      seen.push(r.status);
      expect(await deliverOutbox(deps(m.id, prodEnv), row.id)).toEqual({ status: "not_claimed" }); // not due yet
      if (r.status === "retry") clockNow += r.inMs;
    }
    expect(seen).toEqual(["retry", "retry", "retry", "retry", "retry", "dead"]);
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    const after = (await outboxOf(m.id))[0];
    expect(after).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS });
    expect(after.last_error).toContain("503");
    const g = await api.get(`/api/matches/${m.id}`);
    expect(g.body.status).toBe("active");
  });

  it("e-mail: the HTTP API gets the seat's own link, an unsubscribe link and an idempotency key — nobody else's contact", async () => {
    const m = await newMatch(
      [
        { name: "Ana", contact: "ana@example.org" },
        { name: "Bo", contact: "bo@example.org" },
      ],
      { clock: { daysPerMove: 3 } },
    );
    expect((await move(m.id, m.seats[0]!.secret, 0, 2)).status).toBe(201);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_1" }));
    const row = (await outboxOf(m.id)).find((r) => r.seq === 1)!;
    expect(await deliverOutbox(deps(m.id, prodEnv), row.id)).toEqual({ status: "sent" });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://mail.example.net/emails");
    const headers = init!.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer key-123");
    expect(headers["idempotency-key"]).toBe(`waka-outbox-${row.id}`);
    const body = JSON.parse(String(init!.body));
    expect(body.to).toEqual(["bo@example.org"]);
    expect(body.from).toBe("Waka <waka@example.net>");
    expect(body.subject).toBe(`Waka: Your turn in Take-away (${m.id})`);
    expect(body.text).toContain("Ana played: take 2 (move 1)");
    expect(body.text).toContain("It is your turn now.");
    expect(body.text).toContain("Your deadline: Mon, Feb 2, 10:00 PM UTC.");
    expect(body.text).not.toContain("ana@example.org");
    expect(body.html).toContain("Open your seat");
    expect(body.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // the link opens Bo's seat, and only Bo's
    const link = /Open your seat: (\S+)/.exec(body.text)![1]!;
    const secret = /#seat=([A-Za-z0-9_-]+)$/.exec(link)![1]!;
    expect(secret).toBe(m.seats[1]!.secret);
    expect(body.text).not.toContain(m.seats[0]!.secret);
    const me = await api.get(`/api/matches/${m.id}`, { secret });
    expect(me.body.you.seat).toBe(1);
    // unsubscribe: e-mail off for Bo without his secret; a wrong token is refused
    const unsub = new URL(/Stop these e-mails for this seat: (\S+)/.exec(body.text)![1]!);
    expect((await api.get(`${unsub.pathname}?t=${"x".repeat(43)}`)).status).toBe(403);
    expect((await api.get(`${unsub.pathname}${unsub.search}`)).status).toBe(200); // a page with a button: nothing changes yet
    expect((await seatRow(m.id, 1)).email).toBe("bo@example.org");
    const u = await api.call("POST", `${unsub.pathname}${unsub.search}`, {
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(u.status).toBe(200);
    expect((await seatRow(m.id, 1)).email).toBeNull();
    expect((await seatRow(m.id, 0)).email).toBe("ana@example.org");
  });

  it("e-mail without a SEAT_LINK_KEY-derived secret (legacy seats) links to the seat on the player's browser", async () => {
    const m = await newMatch();
    await d1Of(m.id).prepare("UPDATE seats SET link_salt = NULL WHERE match_id = ?").bind(m.id).run();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_2" }));
    const row = (await outboxOf(m.id))[0];
    expect(await deliverOutbox(deps(m.id, prodEnv), row.id)).toEqual({ status: "sent" });
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body.text).toContain(`/m/${m.id}?seat=0`);
    expect(body.text).not.toContain("#seat=");
  });

  it("webhooks: Discord, Slack and generic JSON formats, never with a seat secret", async () => {
    const hooks = ["https://discord.com/api/webhooks/1/abc", "https://hooks.slack.com/services/T/B/x", "https://example.org/waka-hook"];
    const m = await newMatch([{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }]);
    for (const [seat, hook] of hooks.entries()) {
      await api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[seat]!.secret, body: { webhook: hook } });
    }
    expect((await move(m.id, m.seats[0]!.secret, 0, 3)).status).toBe(201);
    expect((await move(m.id, m.seats[1]!.secret, 1, 1)).status).toBe(201);
    expect((await move(m.id, m.seats[2]!.secret, 2, 1)).status).toBe(201);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    for (const r of (await outboxOf(m.id)).filter((r) => r.channel === "webhook" && r.seq > 0)) {
      expect(await deliverOutbox(deps(m.id, prodEnv), r.id)).toEqual({ status: "sent" });
    }
    const calls = Object.fromEntries(fetchSpy.mock.calls.map(([u, i]) => [String(u), JSON.parse(String(i!.body))]));
    const discord = calls[hooks[0]!];
    expect(discord.content).toContain("**Waka: Your turn in Take-away");
    expect(discord.content).toContain("Cy played: take 1");
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(calls[hooks[1]!].text).toContain(`<http://waka.test/m/${m.id}?seat=1|Open your seat>`);
    const generic = calls[hooks[2]!];
    expect(generic).toMatchObject({
      type: "your_turn",
      match: m.id,
      game: "takeaway",
      seq: 2,
      seat: 2,
      link: `http://waka.test/m/${m.id}?seat=2`,
    });
    // Cy has not moved yet: its first turn notice tells every move so far (the story since its last move)
    expect(generic.moves.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect(generic.moves[1]).toMatchObject({ seq: 2, seat: 1, text: "take 1" });
    const all = JSON.stringify(calls);
    expect(all).not.toContain("#seat=");
    for (const s of m.seats) expect(all).not.toContain(s.secret);
    // Ana drew a secret bonus card with "take 3": the others' messages show the event without its value
    const drew = await d1Of(m.id).prepare("SELECT events FROM moves WHERE match_id = ? AND seq = 1").bind(m.id).first<{ events: string }>();
    expect(JSON.parse(drew!.events)[1]).toMatchObject({ type: "drew", seat: 0, value: expect.any(Number) });
    expect(JSON.stringify(generic)).not.toMatch(/"value"/);
  });

  it("web push: VAPID-signed aes128gcm to the subscription; a gone subscription is dropped", async () => {
    const vapid = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", vapid.privateKey)) as JsonWebKey;
    const b64 = (b: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const pushEnv: BothEnv = {
      ...prodEnv,
      VAPID_PUBLIC_KEY: b64((await crypto.subtle.exportKey("raw", vapid.publicKey)) as ArrayBuffer),
      VAPID_PRIVATE_KEY: jwk.d!,
      VAPID_SUBJECT: "mailto:ops@example.net",
    };
    const client = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
    const sub = {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: {
        p256dh: b64((await crypto.subtle.exportKey("raw", client.publicKey)) as ArrayBuffer),
        auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      },
    };
    const m = await newMatch([{ name: "Ana" }, { name: "Bo" }]);
    const put = await api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[1]!.secret, body: { push: sub } });
    expect(put.body).toMatchObject({ push: true, email: null });
    expect((await move(m.id, m.seats[0]!.secret, 0, 1)).status).toBe(201);
    const row = (await outboxOf(m.id)).find((r) => r.channel === "push")!;
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response(null, { status: 201 }))
      .mockResolvedValueOnce(new Response("gone", { status: 410 }));
    expect(await deliverOutbox(deps(m.id, pushEnv), row.id)).toEqual({ status: "sent" });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(sub.endpoint);
    const h = init!.headers as Record<string, string>;
    expect(h.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(h["content-encoding"]).toBe("aes128gcm");
    expect((init!.body as Uint8Array).byteLength).toBeGreaterThan(100);
    // the next message finds the subscription gone (410): dead, and the seat's push is removed
    expect((await move(m.id, m.seats[1]!.secret, 1, 1)).status).toBe(201);
    expect((await move(m.id, m.seats[0]!.secret, 2, 1)).status).toBe(201);
    const next = (await outboxOf(m.id)).find((r) => r.channel === "push" && r.seq === 3)!;
    expect(await deliverOutbox(deps(m.id, pushEnv), next.id)).toEqual({ status: "dead" });
    expect((await seatRow(m.id, 1)).push).toBeNull();
  });
});

describe("a seat's notification settings", () => {
  it("are read and changed with the seat's secret only", async () => {
    const m = await newMatch();
    const path = `/api/matches/${m.id}/seats/me/notifications`;
    const g = await api.get(path, { secret: m.seats[1]!.secret });
    expect(g.body).toEqual({
      seat: 1,
      email: "bo@example.org",
      emailStatus: "accepted",
      webhook: null,
      push: false,
      digest: false,
      lang: "en",
      timeZone: null,
      available: { email: true, push: null },
    });
    expect(g.text).not.toContain("ana@example.org");
    expect((await api.get(path)).status).toBe(403);
    expect((await api.get(path, { secret: "x".repeat(43) })).status).toBe(403);
    expect((await api.call("PUT", path, { secret: m.seats[1]!.secret, body: { email: "not an address" } })).status).toBe(400);
    expect((await api.call("PUT", path, { secret: m.seats[1]!.secret, body: { webhook: "http://insecure.example.org" } })).status).toBe(
      400,
    );
    const p = await api.call("PUT", path, {
      secret: m.seats[1]!.secret,
      body: { email: null, webhook: "https://example.org/h", digest: true },
    });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ email: null, webhook: "https://example.org/h", digest: true });
    expect((await api.get(`/api/matches/${m.id}`, { secret: m.seats[1]!.secret })).body.you.contact).toBe("https://example.org/h");
    // the language and time zone of the seat's messages: one of the four, an IANA zone, or null for UTC
    for (const bad of [{ lang: "es" }, { lang: "EN" }, { timeZone: "Mars/Olympus" }, { timeZone: "x".repeat(65) }]) {
      expect((await api.call("PUT", path, { secret: m.seats[1]!.secret, body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    const l = await api.call("PUT", path, { secret: m.seats[1]!.secret, body: { lang: "de", timeZone: "Europe/Berlin" } });
    expect(l.body).toMatchObject({ lang: "de", timeZone: "Europe/Berlin", webhook: "https://example.org/h", digest: true });
    expect(await seatRow(m.id, 1)).toMatchObject({ lang: "de", time_zone: "Europe/Berlin" });
    expect((await api.call("PUT", path, { secret: m.seats[1]!.secret, body: { timeZone: null } })).body).toMatchObject({
      lang: "de",
      timeZone: null,
    });
    expect(await seatRow(m.id, 0)).toMatchObject({ lang: "en", time_zone: null });
  });

  it("a channel turned off before delivery is skipped, not sent", async () => {
    const m = await newMatch();
    await api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[0]!.secret, body: { email: null } });
    const row = (await outboxOf(m.id))[0];
    expect(await deliverOutbox(deps(m.id, prodEnv), row.id)).toEqual({ status: "skipped" });
  });
});

describe("the scheduled job", () => {
  // fresh databases per file: each test here sees only its own running matches, in either database
  const quiet = () =>
    Promise.all(everyD1().map((d1) => d1.prepare("UPDATE matches SET status = 'finished' WHERE status = 'active'").run()));
  beforeEach(quiet);
  afterEach(quiet);
  const cron = (at: number, extra: Partial<Parameters<typeof runCron>[0]> = {}) => {
    clockNow = at;
    return runCron({ games: [takeaway], env: mailboxEnv, now: at, ...extra });
  };

  it("reminds at 50 % and 80 %, once each, across a month boundary, then plays the fallback at the deadline", async () => {
    const m = await newMatch(undefined, { clock: { daysPerMove: 2 } });
    const g0 = await api.get(`/api/matches/${m.id}`);
    expect(g0.body.deadline).toBe(T0 + 2 * DAY);
    expect(g0.body.players[0].deadline).toBe(T0 + 2 * DAY);
    expect(g0.body.clock).toEqual({ daysPerMove: 2, totalDays: null, timeout: "fallback", vacationDays: 0 });
    await cron(T0 + 0.9 * DAY);
    expect((await outboxOf(m.id)).map((r) => r.kind)).toEqual(["your_turn"]);
    expect((await cron(T0 + DAY)).reminders).toBe(1);
    expect((await cron(T0 + DAY + 60_000)).reminders).toBe(0);
    expect((await cron(T0 + 1.6 * DAY)).reminders).toBe(1);
    expect((await outboxOf(m.id)).map((r) => [r.kind, r.status])).toEqual([
      ["your_turn", "sent"],
      ["reminder50", "sent"],
      ["reminder80", "sent"],
    ]);
    const mail = await mailOf(m.id);
    expect(mail[1].body).toContain("Half of your time");
    expect(mail[2].body).toContain("Your deadline: Sun, Feb 1, 10:00 PM UTC.");
    // the deadline (1 February, 22:00): the fallback plays for Ana, marked in the log; Bo's turn starts
    const r = await cron(T0 + 2 * DAY + 5 * 60_000);
    expect(r.timeouts).toBe(1);
    const log = await api.get(`/api/matches/${m.id}/log`);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({ seq: 1, seat: 0, by: "timeout" });
    const g = await api.get(`/api/matches/${m.id}`);
    expect(g.body.activeSeats).toEqual([1]);
    expect(g.body.deadline).toBe(T0 + 4 * DAY + 5 * 60_000);
    const kinds = (await outboxOf(m.id)).map((x) => [x.seq, x.seat, x.kind]);
    expect(kinds).toContainEqual([1, 0, "timeout"]);
    expect(kinds).toContainEqual([1, 1, "your_turn"]);
    const msgs = await mailOf(m.id);
    expect(msgs.find((x) => x.seat === 0 && x.subject.includes("Time ran out"))!.body).toMatch(
      /Time ran out for you; played for you: take \d \(move 1\)/,
    );
    expect((await cron(T0 + 2 * DAY + 10 * 60_000)).timeouts).toBe(0); // nothing twice
    // the record replays with the timeout move in it
    const rec = await api.get(`/api/matches/${m.id}/record`);
    expect(rec.body.moves[0].by).toBe("timeout");
  });

  it("chooses the fallback move reproducibly, and takes a custom fallback (the bot extension point)", async () => {
    const a = await newMatch(undefined, { clock: { daysPerMove: 1 } });
    await d1Of(a.id).prepare("UPDATE matches SET seed = 'fixed-seed' WHERE id = ?").bind(a.id).run();
    const b = await newMatch(undefined, { clock: { daysPerMove: 1 } });
    await d1Of(b.id).prepare("UPDATE matches SET seed = 'fixed-seed' WHERE id = ?").bind(b.id).run();
    await cron(T0 + DAY);
    const ma = (await api.get(`/api/matches/${a.id}/log`)).body.entries[0].move;
    const mb = (await api.get(`/api/matches/${b.id}/log`)).body.entries[0].move;
    expect(ma).toEqual(mb);
    const c = await newMatch(undefined, { clock: { daysPerMove: 1 } });
    const fallback = vi.fn(({ legal }: { legal: readonly { type: string }[] }) => legal[legal.length - 1]!);
    await cron(T0 + DAY, { fallback });
    expect(fallback).toHaveBeenCalled();
    expect((await api.get(`/api/matches/${c.id}/log`)).body.entries[0].move).toEqual({ type: "take", n: 3 });
  });

  it("abandons the match when that is the policy: status, outcome, everyone told, seed revealed", async () => {
    const m = await newMatch(undefined, { clock: { daysPerMove: 3, timeout: "abandon" } });
    expect((await move(m.id, m.seats[0]!.secret, 0, 1)).status).toBe(201);
    expect((await cron(T0 + 3 * DAY - 1)).abandoned).toBe(0);
    expect((await cron(T0 + 3 * DAY)).abandoned).toBe(1);
    const g = await api.get(`/api/matches/${m.id}`);
    expect(g.body).toMatchObject({
      status: "abandoned",
      activeSeats: [],
      deadline: null,
      outcome: { reason: "abandoned", details: { seat: 1 } },
    });
    const over = (await outboxOf(m.id)).filter((r) => r.kind === "match_over");
    expect(over.map((r) => r.seat)).toEqual([0, 1]);
    expect((await mailOf(m.id)).find((x) => x.seat === 0 && x.subject.includes("is over"))!.body).toContain(
      "The match was abandoned: Bo did not move before the deadline.",
    );
    expect((await api.get(`/api/matches/${m.id}/record`)).body.seed).toMatch(/^[0-9a-f]{32}$/);
    expect((await move(m.id, m.seats[1]!.secret, 1, 1)).status).toBe(409);
    expect((await cron(T0 + 4 * DAY)).abandoned).toBe(0);
  });

  it("pauses for a vacation: visible to everyone, no reminder or timeout meanwhile, deadline moved", async () => {
    const m = await newMatch(undefined, { clock: { daysPerMove: 2, vacationDays: 5 } });
    clockNow = T0 + 0.5 * DAY;
    const v = await api.call("PUT", `/api/matches/${m.id}/seats/me/vacation`, { secret: m.seats[0]!.secret, body: { days: 3 } });
    expect(v.status, v.text).toBe(200);
    expect(v.body).toEqual({ seat: 0, daysPerYear: 5, leftMs: 2 * DAY, until: T0 + 3.5 * DAY, deadline: T0 + 5 * DAY });
    const spect = await api.get(`/api/matches/${m.id}`);
    expect(spect.body.players[0]).toMatchObject({ vacationUntil: T0 + 3.5 * DAY, deadline: T0 + 5 * DAY });
    expect(spect.body.deadline).toBe(T0 + 5 * DAY);
    expect((await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret })).body.you.vacation).toEqual({
      leftMs: 2 * DAY,
      until: T0 + 3.5 * DAY,
    });
    const quiet = await cron(T0 + 2 * DAY);
    expect(quiet.reminders + quiet.timeouts).toBe(0);
    expect((await cron(T0 + 4 * DAY)).reminders).toBe(1); // 0.5 + 0.5 days of thinking after the vacation: 50 %
    expect((await cron(T0 + 5 * DAY)).timeouts).toBe(1);
    // a second vacation is capped by what is left; none at all in a match without vacation
    const n = await newMatch(undefined, { clock: { daysPerMove: 2 } });
    const refused = await api.call("PUT", `/api/matches/${n.id}/seats/me/vacation`, { secret: n.seats[0]!.secret, body: { days: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("vacation_unavailable");
  });

  it("ends a vacation early, or when the seat moves", async () => {
    const m = await newMatch(undefined, { clock: { daysPerMove: 2, vacationDays: 5 } });
    const path = `/api/matches/${m.id}/seats/me/vacation`;
    await api.call("PUT", path, { secret: m.seats[0]!.secret, body: { days: 4 } });
    clockNow = T0 + DAY;
    const back = await api.call("PUT", path, { secret: m.seats[0]!.secret, body: { days: 0 } });
    expect(back.body).toMatchObject({ until: null, leftMs: 4 * DAY, deadline: T0 + 3 * DAY });
    await api.call("PUT", path, { secret: m.seats[0]!.secret, body: { days: 2 } });
    clockNow = T0 + 1.5 * DAY;
    expect((await move(m.id, m.seats[0]!.secret, 0, 1)).status).toBe(201);
    const seat = await seatRow(m.id, 0);
    expect(seat.vacation_until).toBe(T0 + 1.5 * DAY);
    expect(seat.vacation_used_ms).toBe(1.5 * DAY);
    expect(seat.deadline).toBeNull();
  });

  it("sends one daily digest per address instead of one e-mail per turn", async () => {
    const a = await newMatch([
      { name: "Ana", contact: "ana@example.org" },
      { name: "Bo", contact: "bo@example.org" },
    ]);
    const b = await newMatch([{ name: "Ana", contact: "ana@example.org" }, { name: "Cy" }]);
    for (const id of [a.id, b.id]) {
      const secret = (id === a.id ? a : b).seats[0]!.secret;
      await api.call("PUT", `/api/matches/${id}/seats/me/notifications`, { secret, body: { digest: true } });
    }
    // the turns of digest seats created from now on are held
    expect((await move(a.id, a.seats[0]!.secret, 0, 1)).status).toBe(201);
    expect((await move(a.id, a.seats[1]!.secret, 1, 1)).status).toBe(201);
    expect((await outboxOf(a.id)).filter((r) => r.seq === 2).map((r) => r.status)).toEqual(["held"]);
    await d1Of(b.id).prepare("UPDATE outbox SET status = 'held' WHERE match_id = ? AND seq = 0").bind(b.id).run();
    const seven = Date.UTC(2026, 1, 3, 7, 0);
    expect((await cron(seven - 3_600_000)).digests).toBe(0); // not the digest hour
    expect((await cron(seven)).digests).toBe(1);
    expect((await cron(seven + 5 * 60_000)).digests).toBe(0);
    const digest = (
      await env.DB.prepare(
        "SELECT * FROM mailbox WHERE subject LIKE 'Waka: your turn in 2 matches' AND recipient = 'ana@example.org'",
      ).all<any>()
    ).results;
    expect(digest).toHaveLength(1);
    expect(digest[0].body).toContain(`(${a.id}) as Ana`);
    expect(digest[0].body).toContain(`(${b.id}) as Ana`);
    expect(digest[0].body).not.toContain("bo@example.org");
    expect((await outboxOf(a.id)).filter((r) => r.status === "held")).toHaveLength(0);
  });

  it("runs from the Worker's scheduled handler, in the jobs Worker, with the main Worker's settings", async () => {
    const ctx = createExecutionContext();
    const runs: [number, Record<string, string>][] = [];
    const jobs = withJobs(mailboxEnv).JOBS as unknown as JobsService;
    const spied = { ...jobs, cron: (at: number, settings: Record<string, string>) => (runs.push([at, settings]), jobs.cron(at, settings)) };
    await worker.scheduled(
      createScheduledController({ scheduledTime: T0, cron: "*/5 * * * *" }),
      { ...mailboxEnv, JOBS: spied as never },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(runs).toHaveLength(1);
    expect(runs[0]![0]).toBe(T0);
    expect(runs[0]![1].SEAT_LINK_KEY).toBe(mailboxEnv.SEAT_LINK_KEY);
    expect(Object.values(runs[0]![1]).every((v) => typeof v === "string")).toBe(true);
    // without the jobs Worker nothing runs, and the log says why
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ scheduledTime: T0, cron: "*/5 * * * *" }), { ...mailboxEnv, JOBS: undefined }, ctx);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/no JOBS binding/);
  });
});

describe("the local mailbox", () => {
  it("lists messages when MAILBOX is on and does not exist otherwise", async () => {
    const m = await newMatch();
    await deliverOutbox(deps(m.id), (await outboxOf(m.id))[0].id);
    const ctx = createExecutionContext();
    const r = await api.app!.request(`http://127.0.0.1:8787/api/dev/mailbox?match=${m.id}`, {}, mailboxEnv, ctx); // loopback only
    expect(r.status).toBe(200);
    const listed = ((await r.json()) as { messages: unknown[] }).messages;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ match: m.id, seat: 0, channel: "email", to: "ana@example.org" });
    expect((await api.get("/api/config")).body).toMatchObject({ mailbox: true, email: true, push: null });
    const off = await api.app!.request("http://waka.test/api/dev/mailbox", {}, { ...mailboxEnv, MAILBOX: undefined }, ctx);
    expect(off.status).toBe(404);
    const cfg = await api.app!.request("http://waka.test/api/config", {}, { ...mailboxEnv, MAILBOX: undefined }, ctx);
    expect(await cfg.json()).toMatchObject({ mailbox: false, email: false, push: null });
  });
});

describe("no hidden information in messages", () => {
  it("a Wongar match's messages never show another seat's drawn card, seat secret or contact, in any language", async () => {
    const wongar = client(registry, { now, notify: "off" });
    clockNow = T0;
    const contacts = ["a@example.org", "b@example.org", "c@example.org", "d@example.org"];
    await confirmAndAccept("d@example.org");
    const created = await wongar.post("/api/matches", { game: "wongar", seats: contacts.map((c, i) => ({ name: `P${i}`, contact: c })) });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const secrets: string[] = created.body.seats.map((s: any) => s.secret);
    // each seat reads its messages in another language
    for (const [seat, lang] of LANGS.entries()) {
      const put = await wongar.call("PUT", `/api/matches/${id}/seats/me/notifications`, { secret: secrets[seat], body: { lang } });
      expect(put.body.lang).toBe(lang);
    }
    const rnd = prng(7);
    let seq = 0;
    for (let i = 0; i < 60; i++) {
      const g = await wongar.get(`/api/matches/${id}`);
      if (g.body.status !== "active") break;
      const seat = g.body.activeSeats[0];
      const mine = await wongar.get(`/api/matches/${id}`, { secret: secrets[seat] });
      const legal = mine.body.legalMoves;
      const r = await wongar.post(
        `/api/matches/${id}/moves`,
        { seq, move: legal[Math.floor(rnd() * legal.length)] },
        { secret: secrets[seat] },
      );
      expect(r.status, r.text).toBe(201);
      seq = r.body.seq;
    }
    const draws = (
      await d1Of(id).prepare("SELECT events FROM moves WHERE match_id = ?").bind(id).all<{ events: string }>()
    ).results.flatMap((x) => (JSON.parse(x.events) as any[]).filter((e) => e.type === "draw"));
    expect(draws.length).toBeGreaterThan(0);
    for (const row of await outboxOf(id)) await deliverOutbox(deps(id, mailboxEnv, registry), row.id);
    const mail = await mailOf(id);
    expect(mail.length).toBeGreaterThan(5);
    const hiddenSeen = new Set<string>();
    for (const msg of mail) {
      for (const [seat, c] of contacts.entries()) if (seat !== msg.seat) expect(msg.body).not.toContain(c);
      for (const [seat, s] of secrets.entries()) if (seat !== msg.seat) expect(msg.body + msg.link).not.toContain(s);
      // another seat's draw is told as a hidden draw, in the recipient's language: never with the card it drew
      const lang = LANGS[msg.seat as number]!;
      const texts = wongarTexts[lang] as Record<string, string>;
      const cards = Object.keys(texts)
        .filter((k) => k.startsWith("card."))
        .map((k) => esc(texts[k]!))
        .join("|");
      // a whole log line: "P2 drew a triple." names the card, "P2 drew a ritual card." does not
      const said = (key: "e.draw" | "e.drawHidden", who: string) =>
        new RegExp(`^  • ${esc(texts[key]!).replace("\\{who\\}", who).replace("\\{card\\}", `(${cards})`)}$`);
      for (let other = 0; other < contacts.length; other++) {
        if (other === msg.seat) continue;
        for (const line of msg.body.split("\n")) {
          const hidden = said("e.drawHidden", `P${other}`).test(line);
          if (hidden) hiddenSeen.add(lang);
          else expect(line, `${lang}: P${other}'s card`).not.toMatch(said("e.draw", `P${other}`));
        }
      }
    }
    // the check above met real hidden draws (which seats' messages tell one depends on the game)
    expect(hiddenSeen.size).toBeGreaterThan(0);
  }, 60_000); // 60 Wongar moves and their messages, each turn e-mail with its board picture: seconds on a loaded 2-core machine
});
