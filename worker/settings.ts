/** A seat's own settings: notification channels, vacation, and the unsubscribe link of its e-mails. */
import type { SeatRow } from "../db/schema.js";
import { setSeatLanguage } from "../db/languages.js";
import { loadMatch } from "../db/matches.js";
import { clearSeatEmail, updateSeatChannels, updateSeatClock } from "../db/seats.js";
import { endVacation, onVacation, parseClock, startVacation, vacationLeftMs } from "./clock.js";
import type { Env } from "./env.js";
import { ApiError } from "./errors.js";
import type { Credential } from "./host/caller.js";
import type { Host } from "./host/host.js";
import { load, seatClockOf } from "./host/load.js";
import { channels } from "./notify/dispatch.js";
import { addressHash, addressStatus } from "./notify/addresses.js";
import { consentOf } from "./notify/consent.js";
import { addressLinks, sameToken, unsubscribeAllToken, unsubscribeToken } from "./notify/links.js";
import type { NotificationsInput, NotificationsOutput, VacationOutput } from "./api-shapes.js";

/** The channels seats may choose: the delivery Worker's (worker/notify/dispatch.ts), and e-mail into the local mailbox. */
export async function serverConfig(env: Env) {
  const can = await channels(env);
  return { mailbox: env.MAILBOX === "on", email: env.MAILBOX === "on" || can.email, push: can.push };
}

async function mySeat(h: Host, id: string, credential: Credential) {
  const l = await load(h, id, credential);
  if (l.caller.seat === null) throw new ApiError(403, "secret_required", "This needs the seat's secret: Authorization: Bearer <secret>.");
  return { l, me: l.seats.find((s) => s.seat === l.caller.seat)! };
}

/**
 * What the seat may know of its address (issue #39 item 2): only what that address's owner said in this match. The
 * creator of a match holds every seat's secret and typed the addresses, so nothing here may tell an address confirmed
 * in another match from a new one — not the answer, not its timing: before the owner accepts or declines this seat
 * the status is "asked" whatever the directory knows of the address, and the directory is not read. Once accepted,
 * the seat is the owner's, and it may learn that the address has since unsubscribed from all of Waka.
 */
async function emailStatusOf(h: Host, me: SeatRow): Promise<NotificationsOutput["emailStatus"]> {
  if (!me.email) return null;
  const said = consentOf(me);
  if (said === "declined") return "declined";
  if (said !== "accepted") return "asked";
  return (await addressStatus(h.shards.directory, me.email)) === "unsubscribed" ? "unsubscribed" : "accepted";
}

const notificationsOf = async (h: Host, me: SeatRow, env: Env): Promise<NotificationsOutput> => {
  const cfg = await serverConfig(env);
  return {
    seat: me.seat,
    email: me.email,
    emailStatus: await emailStatusOf(h, me),
    webhook: me.webhook,
    push: me.push !== null,
    digest: me.digest === 1,
    lang: me.lang,
    timeZone: me.timeZone,
    available: { email: cfg.email, push: cfg.push },
  };
};

export async function getNotifications(h: Host, env: Env, id: string, credential: Credential): Promise<NotificationsOutput> {
  return notificationsOf(h, (await mySeat(h, id, credential)).me, env);
}

export async function putNotifications(
  h: Host,
  env: Env,
  id: string,
  credential: Credential,
  input: NotificationsInput,
): Promise<NotificationsOutput> {
  const { me } = await mySeat(h, id, credential);
  const next: SeatRow = {
    ...me,
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.webhook !== undefined ? { webhook: input.webhook } : {}),
    ...(input.push !== undefined ? { push: input.push === null ? null : JSON.stringify(input.push) } : {}),
    ...(input.digest !== undefined ? { digest: input.digest ? 1 : 0 } : {}),
    ...(input.lang !== undefined ? { lang: input.lang } : {}),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  };
  await updateSeatChannels(h.db, id, me.seat, {
    email: next.email,
    webhook: next.webhook,
    push: next.push,
    digest: next.digest,
  });
  if (next.lang !== me.lang || next.timeZone !== me.timeZone)
    await setSeatLanguage(h.db, id, me.seat, { lang: next.lang, timeZone: next.timeZone });
  return notificationsOf(h, next, env);
}

function vacationOf(l: Awaited<ReturnType<typeof mySeat>>["l"], me: SeatRow, now: number): VacationOutput {
  const clock = parseClock(l.match.clock);
  const sc = seatClockOf(me);
  return {
    seat: me.seat,
    daysPerYear: clock?.vacationDays ?? 0,
    leftMs: clock ? vacationLeftMs(clock, sc, now) : 0,
    until: onVacation(sc, now) ? sc.vacationUntil : null,
    deadline: sc.deadline,
  };
}

/** Starts (days > 0) or ends (0) the seat's vacation; its deadline moves with it. */
export async function putVacation(h: Host, id: string, credential: Credential, days: number): Promise<VacationOutput> {
  const { l, me } = await mySeat(h, id, credential);
  if (l.match.status !== "active") throw new ApiError(409, "match_not_active", "Vacation applies to running matches only.");
  const now = h.now();
  const clock = parseClock(l.match.clock);
  const before = seatClockOf(me);
  let after = before;
  if (days === 0) after = endVacation(before, now);
  else {
    const r = startVacation(clock, before, now, days);
    if (!r.ok) throw new ApiError(409, r.code, r.message);
    after = r.seat;
  }
  const ok = await updateSeatClock(h.db, id, me.seat, before.turnStartedAt, after, now);
  if (!ok) throw new ApiError(409, "stale_seq", "The match moved on meanwhile; try again.");
  return vacationOf(l, { ...me, ...after }, now);
}

/**
 * Checks the token of a seat's unsubscribe link (an HMAC: no seat secret needed) against the address the seat uses
 * now: a link mailed to an address the seat has since replaced is refused. Returns that address.
 */
export async function checkUnsubscribe(h: Host, id: string, seat: number, token: string): Promise<string> {
  const bad = new ApiError(
    403,
    "bad_token",
    "This unsubscribe link is not valid, or this seat no longer sends e-mail to the address it was sent to.",
  );
  const email = (await loadMatch(h.db, id))?.seats.find((s) => s.seat === seat)?.email;
  if (!h.linkKey || !email) throw bad;
  if (!sameToken(token, await unsubscribeToken(h.linkKey, id, seat, await addressHash(email)))) throw bad;
  return email;
}

/** The seat's "unsubscribe from all of Waka" path (with its token) while the seat has an address, for its page. */
export async function unsubscribeAllPath(h: Host, id: string, seat: number): Promise<string | null> {
  const found = await loadMatch(h.db, id);
  const email = found?.seats.find((s) => s.seat === seat)?.email;
  if (!email || !h.linkKey) return null;
  const hash = await addressHash(email);
  return addressLinks("", hash).unsubscribeAll(await unsubscribeAllToken(h.linkKey, hash)); // origin "": a same-origin path
}

/** The language of a seat's messages, for the pages its links open (null: no such seat). */
export async function seatLang(h: Host, id: string, seat: number): Promise<string | null> {
  return (await loadMatch(h.db, id))?.seats.find((s) => s.seat === seat)?.lang ?? null;
}

/** The unsubscribe link of an e-mail (its POST): turns e-mail off for that seat. */
export async function unsubscribe(h: Host, id: string, seat: number, token: string): Promise<void> {
  const email = await checkUnsubscribe(h, id, seat, token);
  await clearSeatEmail(h.db, id, seat, email);
}
