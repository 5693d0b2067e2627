/**
 * Handing outbox rows to delivery. The main Worker writes the rows; the delivery Worker (delivery/index.ts, reached
 * through the DELIVERY service binding) renders and sends them, so the message texts in four languages and the
 * channels' code stay out of this Worker's bundle. The settings both Workers must agree on (the local mailbox, the
 * link key, the public origin) go with every call. Without the binding nothing is sent: rows stay pending, each call
 * logs why, and the cron sweep delivers them once the binding is there.
 */
import type { Channels, Delivery, Env, SharedSettings } from "../env.js";

const shared = (env: Env): SharedSettings => ({ MAILBOX: env.MAILBOX, SEAT_LINK_KEY: env.SEAT_LINK_KEY, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN });

const missing = (what: string) => console.warn(`${what}: no DELIVERY binding (the delivery Worker, delivery/wrangler.jsonc); the rows stay pending`);

/** Delivers these rows now, through the delivery Worker; what became of each (none without the binding). `at`: the cron's clock. */
export async function deliverRows(env: Env, ids: readonly number[], at?: number): Promise<Delivery[]> {
  if (ids.length === 0) return [];
  if (!env.DELIVERY) {
    missing(`outbox ${ids.join(", ")}`);
    return [];
  }
  return env.DELIVERY.deliver([...ids], shared(env), at);
}

/** The cron's sweep at its scheduled time (rows a lost waitUntil or queue message left behind, due retries, stale claims). */
export async function sweepRows(env: Env, at: number): Promise<Delivery[]> {
  if (!env.DELIVERY) {
    missing("outbox sweep");
    return [];
  }
  return env.DELIVERY.sweep(shared(env), at);
}

/**
 * After a write commits: hand its rows to the queue when there is one (its consumer calls the delivery Worker),
 * else to the delivery Worker right away (in waitUntil), on the writer's clock `at`. Either way the cron sweep picks up whatever is left pending.
 */
export async function dispatch(env: Env, ids: readonly number[], at?: number): Promise<void> {
  if (ids.length === 0) return;
  const queue = env.NOTIFY_QUEUE;
  if (queue) {
    try {
      await queue.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
      return;
    } catch (e) {
      console.warn(`queue send failed, delivering directly: ${(e as Error).message}`);
    }
  }
  await deliverRows(env, ids, at);
}

/** The channels seats may choose: what the delivery Worker can send by (none without it). */
export async function channels(env: Env): Promise<Channels> {
  if (!env.DELIVERY) return { email: false, push: null };
  return env.DELIVERY.channels();
}
