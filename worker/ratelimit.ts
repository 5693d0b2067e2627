/**
 * Per-client limits in two lines. The first is Cloudflare's rate limiting binding (`"ratelimits"` in
 * wrangler.toml): counted across the isolates of a Cloudflare location, simulated by `wrangler dev` and the
 * vitest pool. The second is a token bucket in the isolate's memory: it holds when the binding is absent (a config
 * without it) or fails, and costs no I/O. A request passes only if both allow it.
 *
 * A client is its address (CF-Connecting-IP), an IPv6 address by its /64: one subscriber usually gets a whole /64
 * and can rotate through it at will.
 */
import ipaddr from "ipaddr.js";

/**
 * The key a client is counted under: IPv4 as is (also when it comes mapped into IPv6, in any spelling), IPv6 as its
 * /64, "local" without the header. ipaddr.js reads the address; a header that is no address is its own key.
 */
export function clientKey(ip: string | null | undefined): string {
  const a = ip?.trim().toLowerCase();
  if (!a) return "local";
  if (!ipaddr.isValid(a)) return a;
  const addr = ipaddr.process(a);
  if (addr instanceof ipaddr.IPv4) return addr.toString();
  return `${new ipaddr.IPv6([...addr.parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/**
 * Token bucket per key in the isolate's memory: `perMinute` may burst, refilled continuously. Bounded to `maxKeys`
 * entries (full buckets, which carry no information, are dropped first).
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
    for (const [k, v] of this.buckets) if (v.tokens + (now - v.at) * (this.perMinute / 60_000) >= this.perMinute) this.buckets.delete(k);
    while (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
  }
}

/** The binding's window (`simple.period` in wrangler.toml): the wait announced when it refuses. */
export const BINDING_PERIOD_S = 60;

const shared = new Map<string, TokenBuckets>();
/** The isolate's buckets for one named limit at one rate (kept across requests, whatever env object they carry). */
export function isolateBuckets(name: string, perMinute: number): TokenBuckets | null {
  if (!(Number.isFinite(perMinute) && perMinute > 0)) return null;
  const id = `${name}/${perMinute}`;
  let b = shared.get(id);
  if (!b) shared.set(id, (b = new TokenBuckets(perMinute)));
  return b;
}

/**
 * One limit in two lines: the binding (when configured) and the isolate's buckets. No buckets means the limit is
 * off (its per-minute setting is 0), binding included. Returns 0 when both allow, else the seconds to wait.
 */
export async function takeToken(binding: RateLimit | undefined, buckets: TokenBuckets | null, key: string, now: number): Promise<number> {
  if (!buckets) return 0;
  if (binding) {
    try {
      if (!(await binding.limit({ key })).success) return BINDING_PERIOD_S;
    } catch (e) {
      console.warn(`rate limiting binding failed, the in-memory brake alone holds: ${(e as Error).message}`);
    }
  }
  return buckets.take(key, now);
}

/** A per-minute setting: a whole number ≥ 0, else `fallback`. */
export const perMinute = (value: string | undefined, fallback: number): number => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
