/**
 * The e2e suite's validating proxy: it stands where the suite's server is (the browser's pages and the scenarios'
 * own API calls, tests/e2e/api.ts, both go through it), forwards every request to `wrangler dev`, and checks each
 * exchange under /api/ against the description that server serves (/api/openapi.json, fetched from it), with the
 * worker tests' check (tests/openapi/conformance.ts). WebSocket upgrades are piped through, their answer checked.
 *
 * `GET /__conformance` (answered here, never forwarded) hands over what was exercised since the last call: the
 * suite's fixture (tests/e2e/fixtures.ts) takes it after every scenario and fails the scenario on a violation;
 * `GET /__conformance?all` answers everything since the start, for the run's report (tests/e2e/conformance.teardown.ts).
 */
import { createServer, request, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { Conformance } from "../openapi/conformance.js";
import { STATIC, type Exercised } from "../openapi/recorder.js";

/** Headers of one hop, not of the exchange (RFC 9110 §7.6.1), and those fetch sets itself. */
const HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
  "content-length",
]);

export async function startConformanceProxy(port: number, target: string): Promise<{ close(): Promise<void> }> {
  const described = await fetch(`${target}/api/openapi.json`);
  if (!described.ok) throw new Error(`the server does not serve /api/openapi.json (${described.status})`);
  const check = new Conformance(await described.json(), STATIC);
  const all: Exercised = { exchanges: [], violations: [] };
  let since: Exercised = { exchanges: [], violations: [] };
  const record = (x: Parameters<Conformance["check"]>[0]) => {
    const { operation, violations } = check.check(x);
    for (const into of [all, since]) {
      if (operation) into.exchanges.push(`${operation} ${x.status}`);
      into.violations.push(...violations);
    }
  };
  const headersOf = (req: IncomingMessage) => {
    const h = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) h.set(k, Array.isArray(v) ? v.join(", ") : v);
    return h;
  };

  const server = createServer(async (req, res) => {
    try {
      if (req.url?.startsWith("/__conformance")) {
        const out = req.url.endsWith("?all") ? all : since;
        if (out === since) since = { exchanges: [], violations: [] };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(out));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const method = req.method ?? "GET";
      // node's http, not fetch: the Host header goes through as the browser sent it, so the links the server builds
      // from its request's origin name the proxy (fetch would put the upstream's port in it)
      const { hostname, port: to } = new URL(target);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k === "host" || !HOP.has(k)));
      const ask = (timeoutMs: number) =>
        new Promise<{ upstream: IncomingMessage; parts: Buffer[] }>((resolve, reject) => {
          // a connection per exchange (agent: false): a kept-alive socket that workerd had half-closed, or a stray
          // byte left on it, must never hand one request's answer to another (a CI run once saw a script as CSS)
          const r = request(
            {
              host: hostname,
              port: Number(to),
              method,
              path: req.url,
              agent: false,
              headers: { ...headers, "accept-encoding": "identity" },
            },
            (upstream) => {
              const parts: Buffer[] = [];
              upstream.on("data", (c: Buffer) => parts.push(c));
              upstream.on("end", () => resolve({ upstream, parts }));
              upstream.on("error", reject);
              // cut off by the timeout below after its head came: no "end" follows
              upstream.on("close", () => upstream.complete || reject(new Error("answer cut off")));
            },
          );
          if (timeoutMs) r.setTimeout(timeoutMs, () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
          r.on("error", reject);
          r.end(body);
        });
      // A built file (/assets/…: hashed, immutable) is asked for again when wrangler dev has not answered it within
      // 8 s: its asset server sometimes holds one such GET for a whole minute (seen in the suite's log as
      // "GET /assets/index-….css 200 OK (60990ms)"), a defect of the dev server that no scenario is about. Logged,
      // never silent; anything else waits as long as it takes. The same for a match's GET /api/matches/{id}, a read
      // that is safe to repeat: in two fresh-clone runs wrangler dev held one of them 16.7 s and 46.1 s while it
      // answered every other request in milliseconds (docs/testing.md); the Worker answers it in tens of ms.
      const path = (req.url ?? "").split("?")[0]!;
      const built = method === "GET" && (/^\/assets\//.test(path) || /^\/api\/matches\/[^/]+$/.test(path));
      let { upstream, parts } = await ask(built ? 8_000 : 0).catch((e: Error) => {
        if (!built) throw e;
        console.error(`conformance proxy: GET ${req.url}: ${e.message} from wrangler dev; asked again`);
        return ask(0);
      });
      // wrangler dev's own 503 (its ProxyWorker lost the connection to the Worker, a known defect of the dev server with
      // static assets and request bodies): the request never got an answer from the Worker, so it is sent once more,
      // logged, as a client honouring its `Retry-After: 0` would; our own 503s are never sent again
      if (upstream.statusCode === 503 && Buffer.concat(parts).toString("utf8").startsWith("Your worker restarted mid-request")) {
        console.error(`conformance proxy: ${method} ${req.url}: wrangler dev's own 503 ("restarted mid-request"); sent again`);
        ({ upstream, parts } = await ask(0));
      }
      const answer = Buffer.concat(parts);
      const responseHeaders = new Headers();
      for (let i = 0; i < upstream.rawHeaders.length; i += 2) responseHeaders.append(upstream.rawHeaders[i]!, upstream.rawHeaders[i + 1]!);
      const status = upstream.statusCode ?? 502;
      const type = responseHeaders.get("content-type") ?? "";
      const asset = /\.(js|css)$/.exec(new URL(req.url ?? "/", target).pathname)?.[1];
      if (status === 200 && asset && !type.includes(asset === "css" ? "css" : "javascript")) {
        // what the browser would refuse as a module script or a stylesheet, told in the server's log with its cause
        console.error(`conformance proxy: ${req.url} answered ${status} as "${type}" (${answer.length} bytes)`);
      }

      const text = /^(image\/(?!svg)|font\/|application\/(octet-stream|wasm))/.test(responseHeaders.get("content-type") ?? "")
        ? undefined
        : answer.toString("utf8");
      record({
        method,
        url: req.url ?? "/",
        requestHeaders: headersOf(req),
        requestBody: body.length ? body.toString("utf8") : undefined,
        status,
        responseHeaders,
        responseBody: text,
      });
      const out: string[] = [];
      for (let i = 0; i < upstream.rawHeaders.length; i += 2)
        if (!HOP.has(upstream.rawHeaders[i]!.toLowerCase())) out.push(upstream.rawHeaders[i]!, upstream.rawHeaders[i + 1]!);
      res.writeHead(status, out).end(answer);
    } catch (e) {
      res.writeHead(502, { "content-type": "text/plain" }).end(`conformance proxy: ${(e as Error).message}`);
    }
  });

  // a WebSocket: the upgrade request goes through as it is, the answer's status line is checked, then bytes flow
  server.on("upgrade", (req: IncomingMessage, socket, head) => {
    const { hostname, port: to } = new URL(target);
    const up = connect(Number(to), hostname, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : v}`),
      ];
      up.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) up.write(head);
      up.once("data", (first: Buffer) => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(first.toString("latin1"))?.[1] ?? 0);
        const [top, rest] = first.toString("latin1").split("\r\n\r\n");
        const responseHeaders = new Headers();
        for (const line of top!.split("\r\n").slice(1)) {
          const at = line.indexOf(":");
          if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        record({
          method: req.method ?? "GET",
          url: req.url ?? "/",
          requestHeaders: headersOf(req),
          status,
          responseHeaders,
          responseBody: status === 101 ? undefined : rest,
        });
      });
      up.pipe(socket);
      socket.pipe(up);
    });
    const end = () => {
      up.destroy();
      socket.destroy();
    };
    up.on("error", end);
    socket.on("error", end);
    up.on("close", end);
    socket.on("close", end);
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
