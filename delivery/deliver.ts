/**
 * Delivery of outbox rows: claim a row atomically (only one worker can move it from pending/retry to sending),
 * render it, hand it to its channel, then mark it sent — or schedule a retry with back-off, or dead after
 * MAX_ATTEMPTS. A failing provider never touches the move that caused the row; a row is never sent twice by us
 * (the e-mail API also gets the row id as Idempotency-Key for the rare crash between send and mark).
 */
import type { AnyGame } from "../engine/core/game.js";
import * as addresses from "../db/addresses.js";
import { lastMoveOf } from "../db/notices.js";
import type { OutboxInsert, OutboxRow, SeatRow } from "../db/schema.js";
import type { Consent } from "../db/enums.js";
import type { Delivery } from "../protocol/delivery.js";
import type { DeliveryEnv } from "./env.js";
import { addressHash, normalizeEmail, confirmEverywhere } from "../worker/notify/addresses.js";
import * as invitations from "../db/invitations.js";
import { consentOf, INVITES_PER_ADDRESS_PER_DAY, INVITES_PER_CLIENT_PER_DAY, mayEmail } from "../worker/notify/consent.js";
import { DeliveryError, sendEmail, sendPush, sendWebhook } from "./channels.js";
import { isLoopbackReceiver, localReceiversOn } from "../checks/local-receivers.js";
import { linkKey } from "../worker/notify/links.js";
import type { Payload } from "../worker/notify/outbox.js";
import { quietDropReason } from "../worker/notify/quiet.js";
import { gather } from "./gather.js";
import { render, type Message, type Rendered } from "./render.js";
import type { GatherDeps } from "./links.js";
import { isLocalDevelopment, sendOrigin } from "../worker/origin.js";
import type { Db } from "../db/client.js";
import type { Shards } from "../db/shards.js";
import { claimOutbox, dueOutbox, finishOutbox, insertOutboxRows, releaseStaleSending, retryOutbox } from "../db/outbox.js";
import { dropPush } from "../db/seats.js";
import { loadMatch } from "../db/matches.js";
import { recordMailbox } from "../db/mailbox.js";
import { withChoices } from "./inbound/notice.js";
import { mailboxExtras } from "./inbound/mailbox.js";

/** A row's message: its context gathered from storage (links signed), then rendered by a pure function. */
export async function compose(deps: GatherDeps, row: OutboxRow): Promise<Rendered> {
  const g = await gather(deps, row);
  return g.ok ? render(g.context) : g;
}

export const MAX_ATTEMPTS = 6;
/** Wait before attempt n + 1 after n failed attempts. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const backoff = (attempts: number): number => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
/** A row left in 'sending' this long (the worker died mid-send) is tried again. */
export const STALE_SENDING_MS = 10 * 60_000;

export interface NotifyDeps {
  /** The database of the rows delivered (db/shards.ts), number `shard`; the directory and the others in `shards`. */
  db: Db;
  shard: number;
  shards: Shards;
  games: readonly AnyGame[];
  env: DeliveryEnv;
  now: () => number;
}

export type { Delivery };

const DAY = 86_400_000;

export async function deliverOutbox(deps: NotifyDeps, id: number): Promise<Delivery> {
  const now = deps.now();
  const row = await claimOutbox(deps.db, id, now);
  if (!row) return { status: "not_claimed" };
  try {
    if (row.channel === "none" && !isLocalDevelopment(deps.env)) {
      await finishOutbox(deps.db, id, "skipped", now, "the seat has no channel");
      return { status: "skipped" };
    }
    // links only from a trusted origin (worker/origin.ts); without one the message waits for the operator to set it
    const origin = sendOrigin(deps.env, (JSON.parse(row.payload) as Payload).origin);
    if (!origin.ok) {
      console.warn(`outbox ${id} (${row.kind} via ${row.channel}) not sent: ${origin.reason}`);
      throw new DeliveryError(origin.reason, true);
    }
    const needless = await quietNeedless(deps, row);
    if (needless) {
      await finishOutbox(deps.db, id, "skipped", now, needless);
      return { status: "skipped" };
    }
    const r = await compose(
      { db: deps.db, shards: deps.shards, games: deps.games, linkKey: linkKey(deps.env), origin: origin.origin },
      row,
    );
    if (!r.ok) {
      await finishOutbox(deps.db, id, "skipped", now, r.reason);
      return { status: "skipped" };
    }
    if (row.channel === "email" && r.to) {
      const gated = (await gateEmail(deps, row, r.to, now)) ?? (r.seat ? await gateConsent(deps, row, r.seat, r.to, now) : null);
      if (gated) return gated;
    }
    // a turn e-mail that goes out carries the board, the seat's choices and its reply address (issue #43)
    if (r.seat) r.message = await withChoices({ ...deps, key: linkKey(deps.env) }, row, r.seat, r.message);
    if (isLocalDevelopment(deps.env)) {
      // a receiver on this machine, where allowed, gets it for real first (checks/local-receivers.ts); the mailbox always
      if (toLocalReceiver(deps.env, row, r.to, r.seat?.push ?? null)) await send(deps, row, r.to, r.seat?.push ?? null, r.message);
      await record(deps, row, r.to, r.message, now);
    } else if (!(await send(deps, row, r.to, r.seat?.push ?? null, r.message))) {
      await finishOutbox(deps.db, id, "skipped", now, "the seat has no channel");
      return { status: "skipped" };
    }
    await finishOutbox(deps.db, id, "sent", deps.now(), null);
    return { status: "sent" };
  } catch (e) {
    const err = e instanceof DeliveryError ? e : new DeliveryError((e as Error)?.message ?? String(e), true);
    if (err.gone && row.channel === "push") await dropPush(deps.db, row.matchId, row.seat);
    if (!err.retryable || row.attempts >= MAX_ATTEMPTS) {
      console.warn(`outbox ${id} (${row.kind} via ${row.channel}) dead after ${row.attempts} attempt(s): ${err.message}`);
      await finishOutbox(deps.db, id, "dead", now, err.message);
      return { status: "dead" };
    }
    const inMs = backoff(row.attempts);
    await retryOutbox(deps.db, id, now + inMs, err.message);
    return { status: "retry", inMs };
  }
}

/** Hands the message to the row's channel; false when the row has none. Throws a DeliveryError on failure. */
async function send(deps: NotifyDeps, row: OutboxRow, to: string | null, push: string | null, m: Message): Promise<boolean> {
  switch (row.channel) {
    case "email":
      if (!m.unsubscribe) throw new DeliveryError("e-mail needs SEAT_LINK_KEY (for the unsubscribe link)", false);
      await sendEmail(deps.env, to!, m, `waka-outbox-${row.id}`);
      return true;
    case "webhook":
      await sendWebhook(deps.env, to!, m);
      return true;
    case "push":
      await sendPush(deps.env, push!, m);
      return true;
    default:
      return false;
  }
}

/** Local development: a webhook or push row whose receiver is on this machine, with LOCAL_RECEIVERS on. */
function toLocalReceiver(env: DeliveryEnv, row: OutboxRow, to: string | null, push: string | null): boolean {
  if (!localReceiversOn(env)) return false;
  if (row.channel === "webhook") return to !== null && isLoopbackReceiver(to);
  if (row.channel !== "push" || !push) return false;
  try {
    return isLoopbackReceiver(String((JSON.parse(push) as { endpoint?: unknown }).endpoint));
  } catch {
    return false;
  }
}

/** A turn notice held while the seat's page was open: the reason it is no longer needed, or null (notify/quiet.ts). */
async function quietNeedless(deps: NotifyDeps, row: OutboxRow): Promise<string | null> {
  const p = JSON.parse(row.payload) as Payload;
  if (!p.quiet) return null;
  const found = await loadMatch(deps.db, row.matchId);
  const onTurn = found?.match.status === "active" && found.match.activeSeats.includes(row.seat);
  return quietDropReason(p, await lastMoveOf(deps.db, row.matchId, row.seat, Number.MAX_SAFE_INTEGER), onTurn);
}

/**
 * Nothing but a confirmation goes to an address nobody confirmed: the row waits ('unconfirmed') and, at most once a
 * day per address, a confirmation row is written and dispatched. An address that unsubscribed from all of Waka gets
 * nothing. Returns what became of the row, or null when it may be sent.
 */
async function gateEmail(deps: NotifyDeps, row: OutboxRow, to: string, now: number): Promise<Delivery | null> {
  const hash = await addressHash(to);
  const known = await addresses.emailAddress(deps.shards.directory, hash);
  const skip = async (reason: string): Promise<Delivery> => {
    await finishOutbox(deps.db, row.id, "skipped", now, reason);
    return { status: "skipped" };
  };
  if (known?.unsubscribedAt) return skip("the address unsubscribed from all of Waka");
  if (row.kind === "confirm") return known?.confirmedAt ? skip("the address is already confirmed") : null;
  if (known?.confirmedAt) return null;
  await addresses.waitForConfirmation(deps.db, row.id, hash);
  if (await addresses.claimConfirmation(deps.shards.directory, hash, now)) {
    const p = JSON.parse(row.payload) as Payload;
    const confirmation: OutboxInsert = {
      matchId: row.matchId,
      seq: Math.floor(now / DAY), // one confirmation row per seat and day at most (the address's own limit is stricter)
      seat: row.seat,
      kind: "confirm",
      channel: "email",
      payload: JSON.stringify({ ...p, email: to, confirm: hash } satisfies Payload),
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    };
    await dispatch(deps, await insertOutboxRows(deps.db, [confirmation]));
  }
  // confirmed between our read and the wait: release what waits (this row included) ourselves
  if ((await addresses.emailAddress(deps.shards.directory, hash))?.confirmedAt) {
    for (const r of await confirmEverywhere(deps.shards, hash, now)) await dispatch(onShard(deps, r.shard), r.ids);
  }
  return { status: "unconfirmed" };
}

/**
 * A notice goes to a seat's e-mail only once the address's owner accepted the seat (consent.ts mayEmail). The first
 * notice of a seat not asked yet becomes its invitation instead (at most INVITES_PER_ADDRESS_PER_DAY to one address;
 * at the cap the seat stays unasked and a later notice asks); after an invitation, declined or not answered, nothing.
 * Returns what became of the row, or null when it may be sent.
 */
async function gateConsent(deps: NotifyDeps, row: OutboxRow, seat: SeatRow, to: string, now: number): Promise<Delivery | null> {
  const skip = async (reason: string): Promise<Delivery> => {
    await finishOutbox(deps.db, row.id, "skipped", now, reason);
    return { status: "skipped" };
  };
  const said = consentOf(seat);
  if (row.kind === "invite") return inviteAtCreation(deps, row, to, said, now, skip);
  if (mayEmail(seat, row.kind)) return null;
  if (said === "declined") return skip("the address declined this seat");
  if (said === "invited") return skip("the address has not accepted this seat");
  // a seat given its address at creation is asked by that invitation, which says the match's creator asks: a notice
  // that runs first (its address was confirmed before that row's turn came) leaves the asking to it
  if (await invitations.invitationAtCreationAhead(deps.db, row.matchId, row.seat)) {
    return skip("the address has not accepted this seat; its invitation from the match's creation goes first");
  }
  const email = normalizeEmail(to);
  if (!(await claimInvitation(deps, row, to, now))) {
    return skip("the address has not accepted this seat; no invitation now (asked already, or its daily limit)");
  }
  const p = JSON.parse(row.payload) as Payload;
  const invite: OutboxInsert = {
    matchId: row.matchId,
    seq: row.seq,
    seat: row.seat,
    kind: "invite",
    channel: "email",
    payload: JSON.stringify({ ...p, email } satisfies Payload),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  await dispatch(deps, await insertOutboxRows(deps.db, [invite]));
  return skip("the address has not accepted this seat: invited");
}

/**
 * An invitation: one written at the match's creation (payload.atCreation, issue #31) takes the seat's one invitation
 * now, within the daily limit; one written by gateConsent took it already. Neither goes to an address that declined.
 */
async function inviteAtCreation(
  deps: NotifyDeps,
  row: OutboxRow,
  to: string,
  said: Consent | null,
  now: number,
  skip: (reason: string) => Promise<Delivery>,
): Promise<Delivery | null> {
  if (said === "declined") return skip("the address declined this seat");
  if (!(JSON.parse(row.payload) as Payload).atCreation) return null;
  return (await claimInvitation(deps, row, to, now)) ? null : skip("no invitation now (asked already, or the address's daily limit)");
}

/**
 * Takes the seat's one invitation to `to`: the address's daily count in the directory database, then the seat in its
 * match's own (db/invitations.ts). True when taken.
 */
async function claimInvitation(deps: NotifyDeps, row: OutboxRow, to: string, now: number): Promise<boolean> {
  const hash = await addressHash(to);
  // the client that caused the row first (its own small share), then the address's day; a row written outside a
  // request (the cron) counts as its match's
  const sender = (JSON.parse(row.payload) as Payload).sender ?? `match:${row.matchId}`;
  if (!(await invitations.takeSenderSlot(deps.shards.directory, hash, sender, INVITES_PER_CLIENT_PER_DAY, now))) return false;
  const taken = await invitations.takeInvitationSlot(deps.shards.directory, hash, INVITES_PER_ADDRESS_PER_DAY, now);
  return taken && (await invitations.markInvited(deps.db, row.matchId, row.seat, normalizeEmail(to)));
}

async function record(deps: NotifyDeps, row: OutboxRow, to: string | null, m: Message, now: number): Promise<void> {
  const recipient = row.channel === "push" ? "web push (the seat's browser)" : row.channel === "none" ? null : to;
  await recordMailbox(deps.shards.directory, {
    shard: deps.shard,
    outboxId: row.id,
    matchId: row.matchId,
    seat: row.seat,
    channel: row.channel,
    recipient,
    subject: m.subject,
    body: m.text,
    link: m.link,
    createdAt: now,
    ...mailboxExtras(row.channel, m),
  });
  console.log(`[mailbox] ${row.kind} → seat ${row.seat} via ${row.channel}${recipient ? ` <${recipient}>` : ""}: ${m.subject} — ${m.link}`);
}

/** Delivers several rows one after the other (waitUntil fallback, cron sweep). */
export async function deliverMany(deps: NotifyDeps, ids: readonly number[]): Promise<Delivery[]> {
  const out: Delivery[] = [];
  for (const id of ids) {
    try {
      out.push(await deliverOutbox(deps, id));
    } catch (e) {
      console.error(`outbox ${id}: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * Rows a delivery created (an address's confirmation, the rows it released) are delivered right here: this is the
 * delivery Worker already. Whatever fails is retried by the cron's sweep like any row.
 */
async function dispatch(deps: NotifyDeps, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await deliverMany(deps, ids);
}

/** The same dependencies for the rows of database number `shard`. */
export const onShard = (deps: NotifyDeps, shard: number): NotifyDeps => ({ ...deps, shard, db: deps.shards.all[shard]! });

/** Cron: rows a lost waitUntil or queue message left behind, retries that are due, and stale claims, in every database. */
export async function sweepOutbox(deps: NotifyDeps, limit = 100): Promise<Delivery[]> {
  const now = deps.now();
  const out: Delivery[] = [];
  for (const shard of deps.shards.all.keys()) {
    const d = onShard(deps, shard);
    await releaseStaleSending(d.db, now - STALE_SENDING_MS, now);
    out.push(...(await deliverMany(d, await dueOutbox(d.db, now, limit))));
  }
  return out;
}
