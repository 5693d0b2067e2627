/**
 * The delivery Worker's methods over its bindings and the games it tells: what delivery/index.ts exposes by RPC. A
 * function of its own so the worker tests can bind the very same service in their isolate, with fixture games.
 */
import type { AnyGame } from "../engine/core/game.js";
import type { DeliveryService, SharedSettings } from "../protocol/delivery.js";
import type { DeliveryEnv } from "./env.js";
import { channelsOf } from "./channels.js";
import { renderPage } from "./pages.js";
import { deliverMany, onShard, sweepOutbox, type NotifyDeps } from "./deliver.js";
import { shardsFromEnv } from "../worker/shards.js";
import { answerReply } from "./inbound/answer.js";
import { readReply } from "./inbound/read.js";

/** The server whose Authentication-Results header a reply's DMARC/DKIM verdict is read from (Cloudflare Email Routing's). */
export const DEFAULT_AUTHSERV_ID = "mx.cloudflare.net";

/**
 * The delivery Worker's own bindings: the databases and the channels' settings (the shared ones come per call,
 * among them which bindings hold matches, worker/shards.ts: this Worker binds the same D1 databases under the same
 * names as the main Worker).
 */
export interface DeliveryBindings extends Omit<DeliveryEnv, keyof SharedSettings> {
  DB: D1Database;
}

export function deliveryService(bindings: DeliveryBindings, games: readonly AnyGame[]): DeliveryService {
  const deps = (shared: SharedSettings, at: number | undefined): NotifyDeps => {
    const shards = shardsFromEnv({ ...bindings, D1_SHARDS: shared.D1_SHARDS, D1_DIRECTORY: shared.D1_DIRECTORY, D1_OPEN: shared.D1_OPEN });
    return {
      db: shards.all[0]!,
      shard: 0,
      shards,
      games,
      env: {
        ...bindings,
        MAILBOX: shared.MAILBOX,
        LOCAL_RECEIVERS: shared.LOCAL_RECEIVERS,
        SEAT_LINK_KEY: shared.SEAT_LINK_KEY,
        PUBLIC_ORIGIN: shared.PUBLIC_ORIGIN,
      },
      now: at === undefined ? Date.now : () => at,
    };
  };
  return {
    deliver: (outboxIds, shared, at, shard = 0) => deliverMany(onShard(deps(shared, at), shard), outboxIds),
    sweep: (shared, at) => sweepOutbox(deps(shared, at)),
    channels: async () => channelsOf(bindings),
    page: async (page) => renderPage(page),
    readReply: (raw, envelopeFrom) => readReply(raw, envelopeFrom, bindings.MAIL_AUTHSERV_ID ?? DEFAULT_AUTHSERV_ID),
    answerReply: (answer, shared, at) => {
      const d = deps(shared, at);
      return answerReply({ shards: d.shards, games, env: d.env, now: d.now }, answer);
    },
  };
}
