// Issue #43 item 5: every channel proven end to end. A server of its own (both Workers, wrangler dev) with the local
// mailbox and LOCAL_RECEIVERS on (checks/local-receivers.ts) and VAPID keys made for this test; a seat whose push
// subscription comes from web-push-testing's mock push service and whose webhook is a receiver in this process. A
// move makes the seat's turn: the delivery Worker really POSTs to both over HTTP, the push service checks the VAPID
// signature and decrypts the aes128gcm payload, and the push and the webhook tell the story the e-mail tells, in the
// seat's language (French). A subscription the service says is gone (410) is dropped from the seat.
import type { APIRequestContext } from "@playwright/test";
import { type DevServer, startDevServer } from "../../scripts/devserver.js";
import { expect, test, until } from "./fixtures.js";
import { startPushService, startWebhookReceiver } from "./receivers.js";

interface Mail {
  seat: number;
  channel: string;
  subject: string;
  body: string;
  link: string | null;
}

interface Match {
  seq: number;
  activeSeats: number[];
  legalMoves?: unknown[];
}

/** Generic webhook JSON (docs/notifications.md): the fields this test reads. */
interface Hook {
  subject: string;
  type: string;
  lang: string;
  match: string;
  seq: number;
  seat: number;
  moves: { seq: number; seat: number; text: string }[];
  text: string;
  link: string;
}

const b64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("base64url");

/** A VAPID key pair as the delivery Worker takes it: the raw public key and the private key's d, base64url. */
async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: b64url(await crypto.subtle.exportKey("raw", pair.publicKey)), privateKey: jwk.d! };
}

let server: DevServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let api: APIRequestContext;
let vapid: Awaited<ReturnType<typeof vapidKeys>>;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  [push, hooks, vapid] = await Promise.all([startPushService(), startWebhookReceiver(), vapidKeys()]);
  server = await startDevServer(
    { MAILBOX: "on", LOCAL_RECEIVERS: "on", RATE_LIMIT_WRITES_PER_MINUTE: "0", BOT_MOVES_PER_MINUTE: "0" },
    {
      workers: true,
      log: "test-results/e2e-channels-wrangler.log",
      deliveryVars: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:e2e@example.org" },
    },
  );
  api = await playwright.request.newContext({ baseURL: server.base });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await Promise.all([push?.close(), hooks?.close()]);
});

test("push and webhook reach receivers on this machine and tell the e-mail's story, in the seat's language", async () => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const bo = `bo-${stamp}@example.org`;
  const webhook = `${hooks.base}/hook/bo`;
  const created = await api.post("/api/matches", {
    data: { game: "tongiaki", lang: "en", seats: [{ name: "Ana" }, { name: "Bo", email: bo, webhook }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, seats } = (await created.json()) as { id: string; seats: { seat: number; secret: string }[] };
  const [ana, boSecret] = [seats[0]!.secret, seats[1]!.secret];
  const auth = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const mailbox = async () => ((await (await api.get(`/api/dev/mailbox?match=${id}&seat=1`)).json()) as { messages: Mail[] }).messages;
  const mailOf = (what: string, pick: (m: Mail) => boolean) =>
    until(async () => (await mailbox()).find(pick), what, { timeout: 60_000, interval: 300 });

  // Bo confirms the address and accepts the seat (as in invitations.spec.ts), then reads French and subscribes
  const confirmation = await mailOf("the confirmation", (m) => m.subject === "Waka: confirm your e-mail address");
  expect((await api.post(confirmation.link!)).status()).toBeLessThan(400);
  const invite = await mailOf("the invitation", (m) => m.subject.includes("a seat for you"));
  expect((await api.post(`${invite.link!}&answer=accept`, { maxRedirects: 0 })).status()).toBe(303);
  const settings = await api.get(`/api/matches/${id}/seats/me/notifications`, { headers: auth(boSecret) });
  const offered = ((await settings.json()) as { available: { push: { publicKey: string } | null } }).available.push;
  expect(offered, "push is offered, with the delivery Worker's VAPID key").toEqual({ publicKey: vapid.publicKey });
  const subscription = await push.subscribe(offered!.publicKey);
  expect(subscription.endpoint.startsWith(`${push.base}/notify/`)).toBe(true);
  const put = await api.put(`/api/matches/${id}/seats/me/notifications`, {
    headers: auth(boSecret),
    data: { lang: "fr", push: { endpoint: subscription.endpoint, keys: subscription.keys } },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect(await put.json()).toMatchObject({ webhook, push: true, lang: "fr" });

  // Ana plays until it is Bo's turn
  const playUntil = async (secret: string, seat: number, next: number) => {
    for (;;) {
      const m = (await (await api.get(`/api/matches/${id}`, { headers: auth(secret) })).json()) as Match;
      if (m.activeSeats.includes(next) && !m.activeSeats.includes(seat)) return m.seq;
      const r = await api.post(`/api/matches/${id}/moves`, { headers: auth(secret), data: { seq: m.seq, move: m.legalMoves![0] } });
      expect(r.status(), await r.text()).toBe(201);
    }
  };
  const seq = await playUntil(ana, 0, 1);

  // the e-mail: Bo's turn notice, in French
  const mail = await mailOf("Bo's turn e-mail", (m) => m.channel === "email" && m.subject.startsWith("Waka: À vous de jouer"));
  expect(mail.subject).toBe(`Waka: À vous de jouer à Tongiaki (${id})`);
  // the story: the lines between the greeting and "your turn" ("Ana a joué (coup 1) :", "• Ana a placé un bateau…")
  const lines = mail.body.split("\n").map((line) => line.trim());
  const told = lines.slice(lines.indexOf("Bonjour Bo,") + 1, lines.indexOf("C'est maintenant à vous de jouer.")).filter(Boolean);
  expect(told[0], `the e-mail tells Ana's moves:\n${mail.body}`).toMatch(/^Ana a joué \(coups? /);
  expect(
    told.slice(1).every((line) => line.startsWith("• Ana ")),
    mail.body,
  ).toBe(true);

  // the webhook: the documented generic JSON, with the same subject and story, linking to the seat without its secret
  const hook = (await until(async () => hooks.posts.find((p) => (p.body as Hook).seq === seq), "the webhook", { timeout: 60_000 })) as {
    path: string;
    contentType: string | undefined;
    body: Hook;
  };
  expect(hook.path).toBe("/hook/bo");
  expect(hook.contentType).toBe("application/json");
  expect(Object.keys(hook.body).sort()).toEqual(
    ["active", "deadline", "game", "lang", "link", "match", "moves", "seat", "seq", "status", "subject", "text", "type"].sort(),
  );
  expect(hook.body).toMatchObject({ subject: mail.subject, type: "your_turn", lang: "fr", match: id, game: "tongiaki", seat: 1 });
  expect(hook.body.link).toBe(`${server.base}/m/${id}?seat=1`);
  for (const line of told) expect(hook.body.text).toContain(line);
  expect(hook.body.text).toContain("C'est maintenant à vous de jouer.");
  expect(hook.body.moves.map((m) => m.seat)).toContain(0);

  // the push: delivered to the push service, VAPID-signed and decrypted there; title and body tell the same story
  const payloads = await until(
    async () => {
      const got = await push.received(subscription.clientHash);
      return got.length ? got : null;
    },
    "the push notification",
    { timeout: 60_000 },
  );
  expect(payloads).toHaveLength(1);
  const shown = JSON.parse(payloads[0]!) as { title: string; body: string; url: string; tag: string };
  expect(shown.title).toBe(`À vous de jouer à Tongiaki (${id})`);
  expect(shown.body.split("\n").map((line) => line.trim())).toEqual([...told, "C'est maintenant à vous de jouer."].slice(0, 3));
  expect(shown.url).toBe(`${server.base}/m/${id}?seat=1`);
  expect(shown.tag).toBe(`waka-${id}`);

  // the subscription goes away: the next push gets 410 and the seat's subscription is dropped; the webhook goes on
  expect(await push.expire(subscription.clientHash)).toBe(200);
  await playUntil(boSecret, 1, 0);
  const again = await playUntil(ana, 0, 1);
  await until(async () => hooks.posts.find((p) => (p.body as Hook).seq === again), "the second webhook", { timeout: 60_000 });
  await until(
    async () => {
      const r = await api.get(`/api/matches/${id}/seats/me/notifications`, { headers: auth(boSecret) });
      return ((await r.json()) as { push: boolean }).push === false;
    },
    "the gone subscription dropped",
    { timeout: 60_000 },
  );
  expect(await push.received(subscription.clientHash)).toHaveLength(1);
});
