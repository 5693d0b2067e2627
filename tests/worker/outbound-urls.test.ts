/**
 * Issue #13 item 4: webhooks and push endpoints never reach internal addresses. Only https URLs on a public DNS
 * name are accepted (no IP literal in any spelling, no single-label, internal or metadata name), checked again at
 * delivery; redirects are never followed and an answer's body is read only up to a cap. Push endpoints must
 * belong to a known push service.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../../worker/env.js";
import { MAX_RESPONSE_READ } from "../../delivery/channels.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of, notifyDepsFor } from "./helpers.js";

const api = client([takeaway]);
const prodEnv: Env = { ...(env as unknown as Env), MAILBOX: undefined, NOTIFY_QUEUE: undefined };
const deps = (match: string) => notifyDepsFor(match, { games: [takeaway], env: prodEnv, now: Date.now });

afterEach(() => vi.restoreAllMocks());

const match = async () => {
  const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { name: "Bo" }] });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; seats: { secret: string }[] };
};
const put = (m: { id: string; seats: { secret: string }[] }, body: unknown) =>
  api.call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[0]!.secret, body });

const INTERNAL = [
  "https://127.0.0.1/hook",
  "https://127.1/hook",
  "https://2130706433/hook", // decimal
  "https://0x7f000001/hook", // hex
  "https://0177.0.0.1/hook", // octal
  "https://0x7f.0.0.1/hook",
  "https://10.0.0.8/hook",
  "https://192.168.1.1/hook",
  "https://169.254.169.254/latest/meta-data/",
  "https://[::1]/hook",
  "https://[::ffff:169.254.169.254]/hook",
  "https://[fd00::1]/hook",
  "https://localhost/hook",
  "https://localhost./hook",
  "https://api.localhost/hook",
  "https://printer.local/hook",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://instance-data/latest",
  "https://metadata/",
  "https://intranet/hook",
  "https://db.corp/hook",
  "https://router.home.arpa/hook",
  "https://127.0.0.1.nip.io/hook",
  "https://10-0-0-1.sslip.io/hook",
  "https://hooks.example.org:443@127.0.0.1/hook",
  "https://user:pw@example.org/hook",
  "http://example.org/hook",
  "ftp://example.org/hook",
];

describe("webhook URLs", () => {
  it("refuses every internal, IP-literal, single-label, metadata or non-https URL with a 400 that says why", async () => {
    const m = await match();
    for (const url of INTERNAL) {
      const r = await put(m, { webhook: url });
      expect(r.status, url).toBe(400);
      expect(r.body.error.message, url).toMatch(/webhook: /);
    }
    const created = await api.post("/api/matches", {
      game: "takeaway",
      seats: [{ name: "Ana", webhook: "https://169.254.169.254/" }, { name: "Bo" }],
    });
    expect(created.status).toBe(400);
  });

  it("accepts https URLs on public host names", async () => {
    const m = await match();
    for (const url of [
      "https://discord.com/api/webhooks/1/abc",
      "https://hooks.slack.com/services/T/B/x",
      "https://bots.example.org:8443/waka?k=1",
    ]) {
      const r = await put(m, { webhook: url });
      expect(r.status, url).toBe(200);
      expect(r.body.webhook).toBe(url);
    }
  });

  it("are checked again at delivery: a stored internal URL is never fetched", async () => {
    const m = await match();
    await d1Of(m.id)
      .prepare("UPDATE seats SET webhook = 'https://169.254.169.254/latest' WHERE match_id = ? AND seat = 0")
      .bind(m.id)
      .run();
    const move = await api.post(`/api/matches/${m.id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: m.seats[0]!.secret });
    expect(move.status).toBe(201);
    await d1Of(m.id).prepare("UPDATE seats SET webhook = 'https://[::1]/x' WHERE match_id = ? AND seat = 1").bind(m.id).run();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const row = await d1Of(m.id)
      .prepare("SELECT id FROM outbox WHERE match_id = ? AND seat = 1 AND seq = 1")
      .bind(m.id)
      .first<{ id: number }>();
    await d1Of(m.id).prepare("UPDATE outbox SET channel = 'webhook' WHERE id = ?").bind(row!.id).run();
    expect(await deliverOutbox(deps(m.id), row!.id)).toEqual({ status: "dead" });
    expect(fetchSpy).not.toHaveBeenCalled();
    const after = await d1Of(m.id).prepare("SELECT last_error FROM outbox WHERE id = ?").bind(row!.id).first<{ last_error: string }>();
    expect(after!.last_error).toContain("an IP address (IPv6, loopback) is not allowed");
  });

  it("never follow a redirect, and read at most a capped part of the answer", async () => {
    const m = await match();
    expect((await put(m, { webhook: "https://hooks.example.org/a" })).status).toBe(200);
    const rows = async () =>
      (
        await d1Of(m.id)
          .prepare("SELECT id FROM outbox WHERE match_id = ? AND seat = 0 AND channel = 'webhook'")
          .bind(m.id)
          .all<{ id: number }>()
      ).results;
    // the match's first notice predates the webhook: write one for it
    await d1Of(m.id)
      .prepare(
        "INSERT INTO outbox (match_id, seq, seat, kind, channel, payload, status, attempts, next_attempt_at, created_at) SELECT match_id, 99, seat, 'your_turn', 'webhook', payload, 'pending', 0, 0, created_at FROM outbox WHERE match_id = ? AND seat = 0",
      )
      .bind(m.id)
      .run();
    const [row] = await rows();
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response(null, { status: 302, headers: { location: "https://169.254.169.254/" } }));
    expect(await deliverOutbox(deps(m.id), row!.id)).toEqual({ status: "dead" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect((fetchSpy.mock.calls[0]![1] as RequestInit).redirect).toBe("manual");

    // a 500 whose body never ends: we stop reading after the cap
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled += 4096;
        c.enqueue(new Uint8Array(4096).fill(65));
      },
    });
    await d1Of(m.id).prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE id = ?").bind(row!.id).run();
    fetchSpy.mockResolvedValueOnce(new Response(endless, { status: 500 }));
    expect((await deliverOutbox(deps(m.id), row!.id)).status).toBe("retry");
    expect(pulled).toBeLessThanOrEqual(MAX_RESPONSE_READ + 3 * 4096);
    const after = await d1Of(m.id).prepare("SELECT last_error FROM outbox WHERE id = ?").bind(row!.id).first<{ last_error: string }>();
    expect(after!.last_error.length).toBeLessThan(300);
  });
});

describe("push endpoints", () => {
  const sub = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } });
  it("belong to a known push service: FCM, Mozilla, Apple or Windows", async () => {
    const m = await match();
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect((await put(m, { push: sub(ok) })).status, ok).toBe(200);
    }
    for (const bad of [
      "https://push.example.net/send/abc",
      "https://127.0.0.1/push",
      "https://fcm.googleapis.com.evil.example.org/x",
      "http://fcm.googleapis.com/fcm/send/abc",
    ]) {
      const r = await put(m, { push: sub(bad) });
      expect(r.status, bad).toBe(400);
      expect(r.body.error.message).toMatch(/endpoint: /);
    }
  });
});

describe("receivers on this machine (LOCAL_RECEIVERS, local development only)", () => {
  const LOOPBACK_HOOK = "http://127.0.0.1:9/hook";
  const loopbackPush = {
    endpoint: "http://localhost:9/notify/abc",
    expirationTime: null,
    keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
  };
  const putWith = (patch: Record<string, unknown>, m: { id: string; seats: { secret: string }[] }, body: unknown) =>
    client([takeaway], {}, patch).call("PUT", `/api/matches/${m.id}/seats/me/notifications`, { secret: m.seats[0]!.secret, body });

  it("are refused unless both MAILBOX and LOCAL_RECEIVERS are on, and then only on a loopback address", async () => {
    const m = await match();
    for (const patch of [{ MAILBOX: "on" }, { MAILBOX: undefined, LOCAL_RECEIVERS: "on" }, { MAILBOX: "on", LOCAL_RECEIVERS: "yes" }]) {
      expect((await putWith(patch, m, { webhook: LOOPBACK_HOOK })).status, JSON.stringify(patch)).toBe(400);
      expect((await putWith(patch, m, { push: loopbackPush })).status, JSON.stringify(patch)).toBe(400);
    }
    const local = { MAILBOX: "on", LOCAL_RECEIVERS: "on" };
    for (const url of [LOOPBACK_HOOK, "http://localhost:8080/x", "http://[::1]:3000/x"]) {
      const r = await putWith(local, m, { webhook: url });
      expect(r.status, url).toBe(200);
      expect(r.body.webhook).toBe(url);
    }
    expect((await putWith(local, m, { push: loopbackPush })).status).toBe(200);
    for (const url of ["http://10.0.0.8/hook", "http://192.168.1.1/hook", "https://169.254.169.254/", "http://user:pw@127.0.0.1:9/x"]) {
      expect((await putWith(local, m, { webhook: url })).status, url).toBe(400);
    }
    // the allowance ends with the request: the same server's next request without it refuses again
    expect((await putWith({ MAILBOX: "on" }, m, { webhook: LOOPBACK_HOOK })).status).toBe(400);
  });

  it("are delivered to (and recorded) only with both switches on; a stored one is never fetched in production", async () => {
    const m = await match();
    await d1Of(m.id).prepare("UPDATE seats SET webhook = ? WHERE match_id = ? AND seat = 1").bind(LOOPBACK_HOOK, m.id).run();
    const move = await api.post(`/api/matches/${m.id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: m.seats[0]!.secret });
    expect(move.status).toBe(201);
    const row = await d1Of(m.id)
      .prepare("SELECT id FROM outbox WHERE match_id = ? AND seat = 1 AND channel = 'webhook'")
      .bind(m.id)
      .first<{ id: number }>();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    const depsWith = (patch: Record<string, unknown>) =>
      notifyDepsFor(m.id, { games: [takeaway], env: { ...prodEnv, ...patch } as Env, now: Date.now });
    // production with the switch set by mistake: the loopback URL is refused, never fetched
    expect(await deliverOutbox(depsWith({ LOCAL_RECEIVERS: "on" }), row!.id)).toEqual({ status: "dead" });
    expect(fetchSpy).not.toHaveBeenCalled();
    await d1Of(m.id).prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE id = ?").bind(row!.id).run();
    expect(await deliverOutbox(depsWith({ MAILBOX: "on", LOCAL_RECEIVERS: "on" }), row!.id)).toEqual({ status: "sent" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(LOOPBACK_HOOK);
    const recorded = await env.DB.prepare("SELECT channel, recipient FROM mailbox WHERE outbox_id = ? AND match_id = ?")
      .bind(row!.id, m.id)
      .first();
    expect(recorded).toEqual({ channel: "webhook", recipient: LOOPBACK_HOOK });
  });
});
