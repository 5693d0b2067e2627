/** Cross-cutting HTTP concerns: security headers, body size, per-client write rate limit. */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { ApiError } from "./errors.js";

/** Largest request body accepted (a move or a match creation is a few hundred bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

export const security = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    referrerPolicy: "no-referrer",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // a page that sets its own CSP (the e-mail link pages: a nonce for their style, forms to this origin) keeps it
    overwrite: false,
  });

export const limitBody = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, "body_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
    },
  });

/**
 * Token bucket per client IP (CF-Connecting-IP; "local" when absent, as under wrangler dev), kept in the
 * isolate's memory. `perMinute` writes may burst, refilled continuously. Memory-based on purpose: it costs
 * no D1 write per request; the price is that each isolate counts separately, so it is a per-isolate
 * brake against floods and scripts gone wrong, not an exact global quota (put a Cloudflare rate limiting
 * rule in front for that).
 */
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Takes one token; returns 0 when allowed, else the seconds to wait. */
  take(key: string, now: number): number {
    const rate = this.perMinute / 60_000;
    const b = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    b.at = now;
    if (this.buckets.size >= this.maxKeys && !this.buckets.has(key)) this.evict(now);
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / rate / 1000);
  }

  private evict(now: number): void {
    // Full buckets carry no information: drop them first, then the oldest entries.
    for (const [k, v] of this.buckets) if (v.tokens + (now - v.at) * (this.perMinute / 60_000) >= this.perMinute) this.buckets.delete(k);
    while (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
  }
}

/** Applies to writes only (POST/PUT/PATCH/DELETE); reads are cheap and cached with ETags. */
export const rateLimitWrites = (getBuckets: (c: Parameters<MiddlewareHandler>[0]) => TokenBuckets | null): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const buckets = getBuckets(c);
    if (buckets) {
      const key = c.req.header("cf-connecting-ip") ?? "local";
      const wait = buckets.take(key, Date.now());
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        throw new ApiError(429, "rate_limited", `Too many writes from this address; retry in ${wait} s.`);
      }
    }
    return next();
  };
