/**
 * Issue #43: a reply to a turn e-mail plays the seat's move (jobs/inbound/email.ts), through the same host path as
 * POST /moves; every other message moves nothing, and robots are never answered. The fixture game, with the delivery
 * Worker's service bound in this isolate for it (helpers.ts withDelivery).
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { deliverOutbox } from "../../delivery/deliver.js";
import type { Env } from "../../worker/env.js";
import { receiveEmail, type Inbound } from "../../jobs/inbound/email.js";
import { readReplyAddress, replyAddress } from "../../worker/notify/reply-token.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAddresses, confirmAndAccept, d1Of, notifyDepsFor, withDelivery, type BothEnv } from "./helpers.js";

const T0 = Date.UTC(2026, 5, 1, 9, 0);
let clockNow = T0;
const now = () => clockNow;
afterEach(() => {
  clockNow = T0;
});

const games = [takeaway];
const mailEnv = withDelivery({ ...(env as unknown as BothEnv), NOTIFY_QUEUE: undefined }, games) as unknown as Env;
const api = client(games, { now }, { NOTIFY_QUEUE: undefined });
const KEY = "test-seat-link-key-0123456789abcdef";

let n = 0;
/** A two-seat match, both seats mailed at confirmed addresses that accepted them; the first notice delivered. */
async function match(): Promise<{ id: string; mails: string[]; secrets: string[] }> {
  n++;
  const mails = [`ana.${n}@example.org`, `bo.${n}@example.org`];
  await confirmAndAccept(...mails);
  const r = await api.post("/api/matches", {
    game: "takeaway",
    seats: [
      { name: "Ana", email: mails[0] },
      { name: "Bo", email: mails[1] },
    ],
    options: { pile: 5 },
  });
  expect(r.status, r.text).toBe(201);
  await deliverAll(r.body.id);
  return { id: r.body.id, mails, secrets: r.body.seats.map((s: { secret: string }) => s.secret) };
}

async function deliverAll(id: string): Promise<void> {
  const rows = (await d1Of(id).prepare("SELECT id, status FROM outbox WHERE match_id = ? ORDER BY id").bind(id).all<any>()).results;
  for (const r of rows) if (r.status === "pending") await deliverOutbox(notifyDepsFor(id, { games, env: mailEnv as any, now }), r.id);
}

const mailbox = async (id: string) =>
  (await env.DB.prepare("SELECT * FROM mailbox WHERE match_id = ? ORDER BY id").bind(id).all<any>()).results;

let mid = 0;
/** A raw reply as a mail client writes it: the move on top, the notice quoted below. */
function raw(o: { from: string; to: string; body: string; headers?: Record<string, string> }): string {
  const extra = Object.entries(o.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return (
    `From: ${o.from}\r\nTo: ${o.to}\r\nSubject: Re: Waka: your turn\r\nMessage-ID: <m${++mid}@example.org>\r\n` +
    `Date: Mon, 1 Jun 2026 09:00:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n${extra}\r\n` +
    `${o.body}\r\n\r\nOn Mon, 1 Jun 2026, Waka wrote:\r\n> Reply to this e-mail with your move, one of these:\r\n>     take 1\r\n`
  );
}

async function send(o: {
  from: string;
  to: string;
  body: string;
  headers?: Record<string, string>;
  envelopeFrom?: string;
}): Promise<Inbound> {
  const bytes = new TextEncoder().encode(raw(o));
  let rejected: string | null = null;
  const waits: Promise<unknown>[] = [];
  const r = await receiveEmail(
    { games, env: mailEnv, now, waitUntil: (p) => void waits.push(p) },
    {
      from: o.envelopeFrom ?? o.from,
      to: o.to,
      raw: new Response(bytes).body!,
      rawSize: bytes.byteLength,
      setReject: (reason) => {
        rejected = reason;
      },
    },
  );
  await Promise.all(waits);
  if (r.status === "rejected") expect(rejected).toBe(r.reason);
  return r;
}

const seqOf = async (id: string, secret: string) => (await api.get(`/api/matches/${id}`, { secret })).body;

describe("the reply address", () => {
  it("names the match, seat and position, signed: any change of a letter or of the key opens nothing", async () => {
    const a = (await replyAddress(KEY, "mail.waka.test", { matchId: "AbCdEfGhIjKl", seat: 3, seq: 4711 }))!;
    expect(a).toMatch(/^play\+[a-z2-7]+@mail\.waka\.test$/);
    expect(a.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(await readReplyAddress(KEY, a)).toEqual({ matchId: "AbCdEfGhIjKl", seat: 3, seq: 4711 });
    expect(await readReplyAddress(KEY, a.toUpperCase())).toEqual({ matchId: "AbCdEfGhIjKl", seat: 3, seq: 4711 });
    const flipped = a.replace(/\+(.)/, (_, c: string) => `+${c === "a" ? "b" : "a"}`);
    expect(await readReplyAddress(KEY, flipped)).toBeNull();
    expect(await readReplyAddress("another-key-0123456789abcdef", a)).toBeNull();
    expect(await readReplyAddress(KEY, "ana@example.org")).toBeNull();
  });
});

describe("accepting a seat on turn", () => {
  it("brings the turn notice its invitation stood in for: the board, the choices, a reply address", async () => {
    n++;
    const mail = `cy.${n}@example.org`;
    await confirmAddresses(mail);
    const r = await api.post("/api/matches", {
      game: "takeaway",
      seats: [{ name: "Cy", email: mail }, { name: "Di" }],
      options: { pile: 5 },
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    await deliverAll(id);
    const invite = (await mailbox(id)).find((x) => x.subject.includes("a seat for you"));
    expect((await mailbox(id)).filter((x) => x.reply_to)).toHaveLength(0);
    const accepted = await api.call("POST", `${new URL(invite.link).pathname}${new URL(invite.link).search}&answer=accept`);
    expect(accepted.status, accepted.text).toBe(303);
    await deliverAll(id);
    const notice = (await mailbox(id)).find((x) => x.reply_to);
    expect(notice?.body).toContain("    take 1");
  });
});

describe("a reply to a turn e-mail", () => {
  it("carries a Reply-To for the seat and its choices; a reply from its address plays one of its notation and is answered", async () => {
    const m = await match();
    const mails = await mailbox(m.id);
    const notice = mails.find((x) => x.seat === 0 && x.subject.includes("turn"));
    expect(notice.reply_to).toMatch(/^play\+[a-z2-7]+@waka\.localhost$/);
    expect(notice.body).toContain("    take 1\n    take 2\n    take 3\n");
    expect(notice.html).toContain("<li><code>take 2</code></li>");
    const state = await seqOf(m.id, m.secrets[0]!);
    expect(state.notation).toEqual(["take 1", "take 2", "take 3"]);
    const r = await send({ from: `Ana <${m.mails[0]}>`, to: notice.reply_to, body: `Hi!\n${state.notation[1].toUpperCase()}` });
    expect(r).toEqual({ status: "played", moves: ["take 2"], answered: true });
    const after = await seqOf(m.id, m.secrets[0]!);
    expect(after.seq).toBe(1);
    expect(after.view.pile).toBe(3);
    const answer = (await mailbox(m.id)).find((x) => x.subject.startsWith("Re:"));
    expect(answer.recipient).toBe(m.mails[0]);
    expect(answer.subject).toBe("Re: Waka: your turn");
    // the next seat's notice went out at once, by the same path as after a move on the page
    expect((await mailbox(m.id)).filter((x) => x.seat === 1 && x.reply_to)).toHaveLength(1);
    expect(answer.body).toContain("Played: take 2.");
    expect(answer.body).toContain("Waiting for Bo.");
  });

  it("plays nothing from another address, for a stale position, when garbled, from a robot or unauthenticated", async () => {
    const m = await match();
    const to = (await mailbox(m.id)).find((x) => x.seat === 0).reply_to as string;
    const stranger = `eve.${n}@example.org`;
    await confirmAddresses(stranger);
    // another address, even a confirmed one: nothing played, one polite answer an hour, nothing of the match in it
    expect(await send({ from: stranger, to, body: "take 1" })).toMatchObject({
      status: "refused",
      reason: "not_your_address",
      answered: true,
    });
    expect(await send({ from: stranger, to, body: "take 1" })).toMatchObject({
      status: "refused",
      reason: "not_your_address",
      answered: false,
    });
    const polite = (await mailbox(m.id)).at(-1);
    expect(polite.recipient).toBe(stranger);
    expect(polite.body).not.toMatch(/Ana|Bo|take \d/);
    expect(polite.reply_to).toBeNull();
    // an address nobody confirmed gets nothing at all
    expect(await send({ from: `mallory.${n}@example.org`, to, body: "take 1" })).toMatchObject({ answered: false });
    // garbled: the reason and the choices again, with a fresh reply address
    expect(await send({ from: m.mails[0]!, to, body: "I think I'll take all of them" })).toMatchObject({
      status: "refused",
      reason: "garbled",
      answered: true,
    });
    const again = (await mailbox(m.id)).at(-1);
    expect(again.body).toContain("No move could be read");
    expect(again.body).toContain("    take 3");
    expect(again.reply_to).toBe(to);
    // an illegal move
    expect(await send({ from: m.mails[0]!, to, body: "take 4" })).toMatchObject({ status: "refused", reason: "illegal" });
    // robots: never answered, never played
    const mailsBefore = (await mailbox(m.id)).length;
    const robots: Record<string, string>[] = [{ "Auto-Submitted": "auto-replied" }, { Precedence: "bulk" }, { "X-Autoreply": "yes" }];
    for (const headers of robots) {
      expect(await send({ from: m.mails[0]!, to, body: "take 1", headers })).toMatchObject({ status: "ignored" });
    }
    expect(await send({ from: m.mails[0]!, to, body: "take 1", envelopeFrom: "" })).toMatchObject({ status: "ignored" });
    expect(await send({ from: `MAILER-DAEMON@example.org`, to, body: "take 1" })).toMatchObject({ status: "ignored" });
    // the receiving server found it forged
    const forged = { "Authentication-Results": "mx.cloudflare.net; dkim=fail; spf=fail; dmarc=fail header.from=example.org" };
    expect(await send({ from: m.mails[0]!, to, body: "take 1", headers: forged })).toMatchObject({ status: "ignored" });
    expect((await mailbox(m.id)).length).toBe(mailsBefore);
    expect((await seqOf(m.id, m.secrets[0]!)).seq).toBe(0);
    // not an address of ours: refused in the SMTP session
    expect(await send({ from: m.mails[0]!, to: "play+abcdefghijklmnopqrstuvwxyz234567@waka.localhost", body: "take 1" })).toMatchObject({
      status: "rejected",
    });
    // then the real move plays, and the same reply again is stale
    expect(await send({ from: m.mails[0]!, to, body: "take 1" })).toMatchObject({ status: "played" });
    expect(await send({ from: m.mails[0]!, to, body: "take 1" })).toMatchObject({ status: "refused", reason: "stale" });
    expect((await seqOf(m.id, m.secrets[0]!)).seq).toBe(1);
  });

  it("a whole match played by replies only, each to the latest notice", async () => {
    const m = await match();
    for (let turn = 0; turn < 10; turn++) {
      const state = await seqOf(m.id, m.secrets[0]!);
      if (state.status !== "active") break;
      const seat = state.activeSeats[0] as number;
      const notice = (await mailbox(m.id)).filter((x) => x.seat === seat && x.reply_to).at(-1);
      const mine = await seqOf(m.id, m.secrets[seat]!);
      const r = await send({ from: m.mails[seat]!, to: notice.reply_to, body: mine.notation.at(-1) });
      expect(r.status, JSON.stringify(r)).toBe("played");
      await deliverAll(m.id);
    }
    const end = await seqOf(m.id, m.secrets[0]!);
    expect(end.status).toBe("finished");
    expect((await mailbox(m.id)).filter((x) => x.subject.includes("over"))).toHaveLength(2);
  });
});
