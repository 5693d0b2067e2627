/**
 * The delivery Worker: renders outbox rows into messages (each seat's language, its dates, its own link) and sends
 * them by e-mail, webhook or web push, or records them in the local mailbox. Reached only through the main Worker's
 * DELIVERY service binding (wrangler.toml [[services]]), by RPC; it binds the same D1 database, where it claims,
 * finishes and retries the rows (delivery/deliver.ts). It holds what would weigh on every cold start of the
 * main Worker: the message texts of every game in four languages and the channels' code (README "Size and startup").
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { games } from "../games/index.js";
import type { Channels, Delivery, DeliveryService, LinkPage, ReadReply, ReplyAnswer, SharedSettings } from "../protocol/delivery.js";
import { deliveryService, type DeliveryBindings } from "./service.js";

export default class DeliveryWorker extends WorkerEntrypoint<DeliveryBindings> implements DeliveryService {
  private readonly service = deliveryService(this.env, games);

  /** Not on the internet (workers_dev is off, no route): a plain request gets a 404. */
  override fetch(): Response {
    return Response.json(
      { error: { code: "not_found", message: "The delivery Worker answers its service binding only." } },
      { status: 404 },
    );
  }

  deliver(outboxIds: number[], shared: SharedSettings, at?: number, shard?: number): Promise<Delivery[]> {
    return this.service.deliver(outboxIds, shared, at, shard);
  }

  sweep(shared: SharedSettings, at?: number): Promise<Delivery[]> {
    return this.service.sweep(shared, at);
  }

  channels(): Promise<Channels> {
    return this.service.channels();
  }

  readReply(raw: ArrayBuffer, envelopeFrom: string): Promise<ReadReply> {
    return this.service.readReply(raw, envelopeFrom);
  }

  answerReply(answer: ReplyAnswer, shared: SharedSettings, at?: number): Promise<boolean> {
    return this.service.answerReply(answer, shared, at);
  }

  page(page: LinkPage): Promise<string> {
    return this.service.page(page);
  }
}
