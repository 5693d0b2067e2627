/**
 * Receivers on this machine for tests/e2e/channels.spec.ts: web-push-testing's mock push service (it checks the
 * VAPID signature, decrypts aes128gcm and keeps what it received) and a tiny webhook receiver. Both listen on
 * 127.0.0.1 only, on a free port, and are closed by the test.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** What a push subscription from web-push-testing looks like (PushSubscriptionJSON plus its clientHash). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** web-push-testing's server in this process (its CLI would start a daemon on a fixed port, on every interface). */
export async function startPushService() {
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => { notifyUrl: string } };
  const TestingServer = require("web-push-testing/src/server.js") as new (
    model: unknown,
    port: number,
  ) => { _app: { listen: (port: number, host: string) => Server }; setRequestHandlers: () => void };
  const model = new PushApiModel();
  const testing = new TestingServer(model, 0);
  testing.setRequestHandlers();
  const server = createServer(testing._app as unknown as Parameters<typeof createServer>[0]);
  const port = await listen(server);
  const base = `http://127.0.0.1:${port}`;
  model.notifyUrl = `${base}/notify/`; // the endpoints it hands out: the address it listens on
  const call = async <T>(path: string, body: unknown = {}): Promise<{ status: number; body: T }> => {
    const r = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = r.headers.get("content-type")?.includes("json");
    return { status: r.status, body: (json ? await r.json() : await r.text()) as T };
  };
  return {
    base,
    /** A browser's PushManager.subscribe() against this service, for the server's VAPID public key. */
    subscribe: async (applicationServerKey: string) =>
      (await call<{ data: TestSubscription }>("/subscribe", { userVisibleOnly: "true", applicationServerKey })).body.data,
    /** The payloads received for a subscription, decrypted by the service, oldest first. */
    received: async (clientHash: string) =>
      (await call<{ data: { messages: string[] } }>("/get-notifications", { clientHash })).body.data.messages,
    /** The subscription is gone: the service answers 410 to what comes next. */
    expire: async (clientHash: string) => (await call(`/expire-subscription/${clientHash}`)).status,
    close: () => close(server),
  };
}

/** A webhook receiver: every POST's path, headers and JSON body, in order. */
export async function startWebhookReceiver() {
  const posts: { path: string; contentType: string | undefined; body: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* kept as text: the test says what it expected */
      }
      if (req.method === "POST") posts.push({ path: req.url ?? "", contentType: req.headers["content-type"], body });
      res.writeHead(204).end();
    });
  });
  const port = await listen(server);
  return { base: `http://127.0.0.1:${port}`, posts, close: () => close(server) };
}
