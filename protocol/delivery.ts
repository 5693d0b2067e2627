/**
 * What the main Worker and the delivery Worker say to each other over the DELIVERY service binding (RPC): the
 * methods delivery/index.ts implements, and what travels with them. Types only, here because both Workers name them
 * and neither imports the other's code for it.
 */

/**
 * The main Worker's settings a delivery must use: the mailbox switch, the link key, the public origin, and which D1
 * bindings hold matches and the directory (worker/shards.ts; the delivery Worker binds the same names).
 */
export interface SharedSettings {
  MAILBOX?: string;
  SEAT_LINK_KEY?: string;
  PUBLIC_ORIGIN?: string;
  D1_SHARDS?: string;
  D1_DIRECTORY?: string;
  D1_OPEN?: string;
}

/** What a delivery became (delivery/deliver.ts). */
export type Delivery = { status: "sent" | "skipped" | "dead" | "not_claimed" | "unconfirmed" } | { status: "retry"; inMs: number };

/** The channels the delivery Worker can send by (GET /api/config, a seat's notification settings). */
export interface Channels {
  email: boolean;
  push: { publicKey: string } | null;
}

/** The delivery Worker's RPC methods (delivery/index.ts), as the main Worker calls them through its DELIVERY binding. */
export interface DeliveryService {
  /**
   * Delivers these outbox rows of database number `shard` (default 0, db/shards.ts) one after the other; what
   * became of each. `at`: the caller's clock (default now).
   */
  deliver(outboxIds: number[], shared: SharedSettings, at?: number, shard?: number): Promise<Delivery[]>;
  /** The cron's sweep at its scheduled time, in every database: rows left pending, retries due, stale claims. */
  sweep(shared: SharedSettings, at?: number): Promise<Delivery[]>;
  channels(): Promise<Channels>;
}
