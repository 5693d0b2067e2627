import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { AnyGame } from "../../engine/core/game.js";
import { createApp, type AppOptions } from "../../worker/app.js";

export interface Call {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface CallInit {
  body?: unknown;
  /** A raw body string (sent as is). */
  raw?: string;
  secret?: string;
  headers?: Record<string, string>;
}

/** A client for an app built with the given games, running inside workerd with the test D1. */
export function client(games: readonly AnyGame[], extra: Partial<AppOptions> = {}) {
  const app = createApp({ games, ...extra });
  const call = async (method: string, path: string, init: CallInit = {}): Promise<Call> => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.secret !== undefined) headers.authorization = `Bearer ${init.secret}`;
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !("content-type" in headers)) headers["content-type"] = "application/json";
    const ctx = createExecutionContext();
    const res = await app.request(`http://waka.test${path}`, { method, headers, body }, env, ctx);
    await waitOnExecutionContext(ctx);
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
  return {
    app,
    call,
    get: (path: string, init?: CallInit) => call("GET", path, init),
    post: (path: string, body: unknown, init: CallInit = {}) => call("POST", path, { ...init, body }),
  };
}

/** A small seeded PRNG (mulberry32) so random clients are reproducible; never Math.random. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
