/** Cross-cutting HTTP concerns: security headers, body size, per-client write rate limit. */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.js";
import { ApiError } from "./errors.js";
import { clientKey, takeToken, type TokenBuckets } from "./ratelimit.js";

/** Largest request body accepted (a move or a match creation is a few hundred bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/** HSTS for everything this origin serves: the Worker's answers here, the web app's pages in web/public/_headers. */
export const HSTS = "max-age=31536000; includeSubDomains";

const sha256Base64 = async (text: string): Promise<string> => {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let bin = "";
  for (const b of d) bin += String.fromCharCode(b);
  return btoa(bin);
};

/**
 * The CSP of an HTML page the Worker renders itself (the unsubscribe page, the pointer at /): nothing but its own
 * inline styles, each allowed by its hash — `<style>` elements, and `style="…"` attributes through 'unsafe-hashes'
 * (which admits only those exact declarations, never script) — and forms that post back to this origin.
 */
export async function htmlCsp(html: string): Promise<string> {
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  const attrs = [...html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => m[1] ?? m[2]!);
  const hashes = [...new Set(await Promise.all([...blocks, ...attrs].map(sha256Base64)))].map((h) => `'sha256-${h}'`);
  const style = hashes.length ? `; style-src ${attrs.length ? "'unsafe-hashes' " : ""}${hashes.join(" ")}` : "";
  return `default-src 'none'${style}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;
}

/**
 * The security headers of every answer, as hono/secure-headers wrote them for this configuration (its defaults plus a
 * CSP that allows nothing, no referrer, no framing, no camera, microphone or location): a fixed list, so written out
 * rather than built at each cold start by the middleware's general machinery (nonces, reporting), which none of it uses.
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", HSTS],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

export const security = (): MiddlewareHandler => async (c, next) => {
  await next();
  // a route that sets one of these itself keeps it (the board pictures: embeddable, own CSP)
  for (const [name, value] of SECURITY_HEADERS) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  c.res.headers.delete("X-Powered-By");
  if (c.res.headers.get("content-type")?.startsWith("text/html")) {
    const csp = await htmlCsp(await c.res.clone().text());
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Content-Security-Policy", csp);
  }
};

const tooLarge = () => new ApiError(413, "body_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);

/** Reads the rest of a body and throws it away (nothing is kept; the platform caps a request body's size). */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await reader.read()).done) return;
}

/**
 * Reads every request body before anything else may answer, and refuses one over MAX_BODY_BYTES with 413 once its
 * bytes pass the limit, whatever Content-Length claims; the rest is read and discarded first. Answering while a body
 * was still unread (hono's bodyLimit), or cancelling the stream, left the runtime waiting on the half-read request:
 * under wrangler dev the next request from anyone hung, and a 5 MB body got 503 "worker restarted mid-request".
 * Runs before the rate limiter and the routes so that no early refusal (429, 403, 404) leaves a body unread.
 */
export const limitBody = (): MiddlewareHandler => async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await drain(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    all.set(ch, at);
    at += ch.byteLength;
  }
  c.req.raw = new Request(c.req.raw, { body: all });
  return next();
};

/** Default writes per client per minute (RATE_LIMIT_WRITES_PER_MINUTE). */
export const WRITES_PER_MINUTE = 120;

/**
 * Writes (POST/PUT/PATCH/DELETE) per client per minute, in two lines (worker/ratelimit.ts): the WRITE_LIMITER
 * binding, then the isolate's buckets. A WebSocket upgrade (GET …/live) counts as a write: it wakes a live room and
 * holds a socket there. Reads are not limited: they are cheap and answered 304 while nothing changed.
 */
export const rateLimitWrites =
  (getBuckets: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => TokenBuckets | null): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const upgrade = c.req.header("upgrade")?.toLowerCase() === "websocket";
    if ((c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") && !upgrade) return next();
    const wait = await takeToken(c.env.WRITE_LIMITER, getBuckets(c), `writes:${clientKey(c.req.header("cf-connecting-ip"))}`, Date.now());
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new ApiError(429, "rate_limited", `Too many writes from this address; retry in ${wait} s.`);
    }
    return next();
  };
