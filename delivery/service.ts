/**
 * The delivery Worker's methods over its bindings and the games it tells: what delivery/index.ts exposes by RPC. A
 * function of its own so the worker tests can bind the very same service in their isolate, with fixture games.
 */
import type { AnyGame } from "../engine/core/game.js";
import { createDb } from "../db/queries.js";
import type { DeliveryService, SharedSettings } from "../protocol/delivery.js";
import type { DeliveryEnv } from "./env.js";
import { channelsOf } from "./channels.js";
import { deliverMany, sweepOutbox, type NotifyDeps } from "./deliver.js";

/** The delivery Worker's own bindings: the database and the channels' settings (the shared ones come per call). */
export interface DeliveryBindings extends Omit<DeliveryEnv, keyof SharedSettings> {
  DB: D1Database;
}

export function deliveryService(bindings: DeliveryBindings, games: readonly AnyGame[]): DeliveryService {
  const deps = (shared: SharedSettings, at: number | undefined): NotifyDeps => ({
    db: createDb(bindings.DB),
    games,
    env: { ...bindings, MAILBOX: shared.MAILBOX, SEAT_LINK_KEY: shared.SEAT_LINK_KEY, PUBLIC_ORIGIN: shared.PUBLIC_ORIGIN },
    now: at === undefined ? Date.now : () => at,
  });
  return {
    deliver: (outboxIds, shared, at) => deliverMany(deps(shared, at), outboxIds),
    sweep: (shared, at) => sweepOutbox(deps(shared, at)),
    channels: async () => channelsOf(bindings),
  };
}
