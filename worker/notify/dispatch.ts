/**
 * Handing outbox rows to delivery. The main Worker writes the rows; the delivery Worker (delivery/index.ts, reached
 * through the DELIVERY service binding) renders and sends them, so the message texts in four languages and the
 * channels' code stay out of this Worker's bundle. The settings both Workers must agree on (the local mailbox, the
 * link key, the public origin) go with every call. Without the delivery Worker nothing is sent and nothing fails:
 * rows stay pending, each call logs why, and the cron's sweep delivers them once it is there.
 */
import type { Channels, Delivery, SharedSettings } from "../../protocol/delivery.js";
import type { Env } from "../env.js";

export const shared = (env: Env): SharedSettings => ({
  MAILBOX: env.MAILBOX,
  LOCAL_RECEIVERS: env.LOCAL_RECEIVERS,
  SEAT_LINK_KEY: env.SEAT_LINK_KEY,
  PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
  // the delivery Worker reads the rows in the same databases (worker/shards.ts)
  D1_SHARDS: env.D1_SHARDS,
  D1_DIRECTORY: env.D1_DIRECTORY,
  D1_OPEN: env.D1_OPEN,
});

/**
 * A call to the delivery Worker, or what its absence means: without the binding, or with one whose Worker is not
 * running (a `wrangler dev` of the main Worker alone), `absent` and a warning; the rows stay pending.
 */
async function call<T>(env: Env, what: string, absent: T, run: (delivery: NonNullable<Env["DELIVERY"]>) => Promise<unknown>): Promise<T> {
  if (!env.DELIVERY) {
    console.warn(`${what}: no DELIVERY binding (the delivery Worker, delivery/wrangler.toml); outbox rows stay pending`);
    return absent;
  }
  try {
    // an RPC call's result type adds Disposable to the plain value it carries back
    return (await run(env.DELIVERY)) as T;
  } catch (e) {
    console.warn(`${what}: the delivery Worker did not answer (${(e as Error).message}); outbox rows stay pending`);
    return absent;
  }
}

/**
 * Delivers these rows of database number `shard` (db/shards.ts) now, through the delivery Worker; what became of
 * each (none without it). `at`: the caller's clock.
 */
export async function deliverRows(env: Env, ids: readonly number[], at?: number, shard = 0): Promise<Delivery[]> {
  if (ids.length === 0) return [];
  return call<Delivery[]>(env, `outbox ${ids.join(", ")} of database ${shard}`, [], (d) => d.deliver([...ids], shared(env), at, shard));
}

/** The cron's sweep at its scheduled time (rows a lost waitUntil or queue message left behind, due retries, stale claims). */
export async function sweepRows(env: Env, at: number): Promise<Delivery[]> {
  return call<Delivery[]>(env, "outbox sweep", [], (d) => d.sweep(shared(env), at));
}

/**
 * After a write commits: hand its rows to the queue when there is one (its consumer calls the delivery Worker),
 * else to the delivery Worker right away (in waitUntil), on the writer's clock `at`. Either way the cron sweep picks up whatever is left pending.
 */
export async function dispatch(env: Env, ids: readonly number[], at?: number, shard = 0): Promise<void> {
  if (ids.length === 0) return;
  const queue = env.NOTIFY_QUEUE;
  if (queue) {
    try {
      await queue.sendBatch(ids.map((outboxId) => ({ body: shard === 0 ? { outboxId } : { outboxId, shard } })));
      return;
    } catch (e) {
      console.warn(`queue send failed, delivering directly: ${(e as Error).message}`);
    }
  }
  await deliverRows(env, ids, at, shard);
}

/** The channels seats may choose: what the delivery Worker can send by (none without it). */
export async function channels(env: Env): Promise<Channels> {
  return call<Channels>(env, "channels", { email: false, push: null }, (d) => d.channels());
}
