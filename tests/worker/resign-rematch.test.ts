/**
 * Issue #30 item 6: a seat resigns (two players: the other wins; more: the game goes on with the seat played for as
 * the timeout policy says, and it ranks last), and "Play again" starts a new match of the same game, options and
 * seats, tells each other seat by its own channels, and links the two matches.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { verifyRecord } from "../../scripts/verify-record.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAddresses, confirmAndAccept, d1Of, notifyDepsFor } from "./helpers.js";

const T0 = Date.UTC(2026, 4, 2, 10, 0);
let clockNow = T0;
const now = () => clockNow;
const mailEnv = { ...(env as unknown as Env), NOTIFY_QUEUE: undefined };
const api = client([takeaway], { now, notify: "off", bots: "auto" }, { NOTIFY_QUEUE: undefined });

afterEach(() => {
  clockNow = T0;
});

const outboxOf = async (match: string) =>
  (await d1Of(match).prepare("SELECT * FROM outbox WHERE match_id = ? ORDER BY id").bind(match).all<any>()).results;
const mailOf = async (match: string) =>
  (await env.DB.prepare("SELECT * FROM mailbox WHERE match_id = ? ORDER BY id").bind(match).all<any>()).results;
const deliverAll = async (match: string, games = [takeaway]) => {
  for (const r of await outboxOf(match))
    if (r.status === "pending") await deliverOutbox(notifyDepsFor(match, { games, env: mailEnv, now }), r.id);
};
const movesOf = async (match: string) =>
  (await d1Of(match).prepare("SELECT * FROM moves WHERE match_id = ? ORDER BY seq").bind(match).all<any>()).results;

async function create(names: string[], extra: Record<string, unknown> = {}) {
  const mails = names.map((n) => `${n.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.org`);
  await confirmAndAccept(...mails);
  const r = await api.post("/api/matches", { game: "takeaway", seats: names.map((name, i) => ({ name, email: mails[i] })), ...extra });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id as string, secrets: r.body.seats.map((s: { secret: string }) => s.secret) as string[], mails };
}
const take = (id: string, secret: string, seq: number) =>
  api.post(`/api/matches/${id}/moves`, { seq, move: { type: "take", n: 1 } }, { secret });
/** `npm run replay`'s checks on the match's record (scripts/verify-record.ts): all pass, none lacking. */
const recordVerifies = async (id: string) => {
  const v = await verifyRecord((await api.get(`/api/matches/${id}/record`)).body, (g) => (g === "takeaway" ? takeaway : undefined));
  expect(v.checks.filter((c) => c.status !== "ok")).toEqual([]);
};
const resign = (id: string, secret: string | undefined, seq: unknown) =>
  api.post(`/api/matches/${id}/resign`, { seq }, secret ? { secret } : {});

describe("resigning", () => {
  it("with two players ends the match: the other seat wins, everyone is told, the seat is marked", async () => {
    const { id, secrets } = await create(["Ana", "Bo"]);
    expect((await take(id, secrets[0]!, 0)).status).toBe(201);
    const r = await resign(id, secrets[0], 1);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      status: "finished",
      activeSeats: [],
      outcome: { reason: "resigned", ranking: [[1], [0]], details: { seat: 0 } },
    });
    expect(r.body.players[0].resigned).toBe(T0);
    expect(r.body.players[1].resigned).toBeUndefined();
    await deliverAll(id);
    const over = (await mailOf(id)).filter((m) => /is over/.test(m.subject));
    expect(over.map((m) => m.seat).sort()).toEqual([0, 1]);
    expect(over[0].body).toContain("The match is over: Ana resigned. Ranking:\n1. Bo\n2. Ana");
    // the match is over: no more moves, no second resignation
    expect((await take(id, secrets[1]!, 1)).body.error.code).toBe("match_over");
    expect((await resign(id, secrets[1], 1)).body.error.code).toBe("match_over");
    // the record proves the ending (issue #40: the resignation is in its hash chain; tests/worker/records.test.ts)
    await recordVerifies(id);
  });

  it("is refused without a seat, with a stale seq, or with a bad body (JSON errors, nothing changes)", async () => {
    const { id, secrets } = await create(["Ana", "Bo"]);
    expect((await resign(id, undefined, 0)).status).toBe(403);
    const stale = await resign(id, secrets[1], 3);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: "stale_seq" }, seq: 0 });
    const bad = await resign(id, secrets[1], "zero");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await api.post(`/api/matches/${id}/resign`, { seq: 0, extra: 1 }, { secret: secrets[1] })).status).toBe(400);
    expect((await api.post(`/api/matches/nosuchmatch1/resign`, { seq: 0 }, { secret: secrets[1] })).status).toBe(404);
    expect((await api.get(`/api/matches/${id}`)).body.status).toBe("active");
  });

  it("with three players the game goes on: the resigned seat is played for at once (fallback policy), logged as such, and ranks last", async () => {
    const { id, secrets } = await create(["Ana", "Bo", "Cy"], { clock: { daysPerMove: 3, timeout: "fallback" } });
    expect((await take(id, secrets[0]!, 0)).status).toBe(201);
    // Bo resigns on his turn: the server plays his move at once, and it is Cy's turn
    const r = await resign(id, secrets[1], 1);
    expect(r.status, r.text).toBe(200);
    expect(r.body.players[1].resigned).toBe(T0);
    expect(r.body.players[1].deadline).toBeNull();
    const after = (await api.get(`/api/matches/${id}`)).body;
    expect(after.status).toBe("active");
    expect(after.activeSeats).toEqual([2]);
    const log = (await api.get(`/api/matches/${id}/log`)).body.entries;
    expect(log[1]).toMatchObject({ seat: 1, by: "resigned" });
    // his secret no longer takes the seat back (a takeover after a timeout would end)
    expect((await api.get(`/api/matches/${id}`, { secret: secrets[1] })).body.players[1].resigned).toBe(T0);
    expect((await resign(id, secrets[1], after.seq)).body.error.code).toBe("already_resigned");
    // play to the end: Bo ranks last whatever his score
    let m = after;
    for (let i = 0; i < 100 && m.status === "active"; i++) {
      const seat = m.activeSeats[0];
      expect(seat).not.toBe(1);
      expect((await take(id, secrets[seat]!, m.seq)).status).toBe(201);
      m = (await api.get(`/api/matches/${id}`)).body;
    }
    expect(m.status).toBe("finished");
    expect(m.outcome.ranking[m.outcome.ranking.length - 1]).toEqual([1]);
    expect((await movesOf(id)).filter((x) => x.seat === 1).every((x) => x.by === "resigned")).toBe(true);
    await recordVerifies(id);
  });

  it("ends the match when the last other human resigns (the rest in play share first place)", async () => {
    const { id, secrets } = await create(["Ana", "Bo", "Cy"]);
    expect((await resign(id, secrets[2], 0)).body.status).toBe("active");
    clockNow = T0 + 60_000;
    const r = await resign(id, secrets[1], (await api.get(`/api/matches/${id}`)).body.seq);
    expect(r.body).toMatchObject({ status: "finished", outcome: { reason: "resigned", ranking: [[0], [1], [2]] } });
    // the latest resignation ranks before the earlier one
    await recordVerifies(id);
  });
});

describe("play again", () => {
  it("creates one new match with the same game, options and seats, tells the others, and links both ways", async () => {
    const { id, secrets, mails } = await create(["Ana", "Bo"], { options: { pile: 7 }, clock: { daysPerMove: 2 } });
    expect((await api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[0] })).body.error.code).toBe("match_not_over");
    expect((await resign(id, secrets[0], 0)).status).toBe(200);
    expect((await api.post(`/api/matches/${id}/rematch`, {})).status).toBe(403);
    const first = await api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[1] });
    expect(first.status, first.text).toBe(201);
    const next = first.body.id as string;
    expect(first.body).toMatchObject({ seat: 1, secret: expect.any(String), link: expect.stringContaining(`/m/${next}#seat=`) });
    expect(first.body.seats).toBeUndefined(); // with a link key, nobody gets another seat's secret
    // the other seat asks too: the same new match, its own seat
    const second = await api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[0] });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: next, seat: 0 });
    expect(second.body.secret).not.toBe(first.body.secret);
    const old = (await api.get(`/api/matches/${id}`)).body;
    const fresh = (await api.get(`/api/matches/${next}`, { secret: second.body.secret })).body;
    expect(old.rematch).toBe(next);
    expect(fresh).toMatchObject({ rematchOf: id, game: "takeaway", status: "active", seq: 0, clock: { daysPerMove: 2 } });
    expect(fresh.players.map((p: { name: string }) => p.name)).toEqual(["Ana", "Bo"]);
    expect((await d1Of(next).prepare("SELECT options FROM matches WHERE id = ?").bind(next).first<{ options: string }>())!.options).toBe(
      (await d1Of(id).prepare("SELECT options FROM matches WHERE id = ?").bind(id).first<{ options: string }>())!.options,
    );
    // Ana (who did not ask) gets her new link by e-mail, with her secret; Bo's page went there itself
    await deliverAll(next);
    const mail = await mailOf(next);
    expect(mail.map((m) => [m.seat, m.recipient])).toEqual([[0, mails[0]]]);
    expect(mail[0].subject).toBe(`Waka: Rematch of your Take-away match (${next})`);
    expect(mail[0].body).toContain("Bo asks for a rematch of your Take-away match of May 2, 2026.");
    expect(mail[0].link).toBe(second.body.link);
    // a rematch of the rematch is a new match again; the first stays linked to its own
    expect((await api.post(`/api/matches/${next}/rematch`, {}, { secret: second.body.secret })).body.error.code).toBe("match_not_over");
  });

  it("two seats asking at once make one match", async () => {
    const { id, secrets } = await create(["Ana", "Bo"]);
    expect((await resign(id, secrets[0], 0)).status).toBe(200);
    const [a, b] = await Promise.all([0, 1].map((s) => api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[s] })));
    expect([a!.status, b!.status].sort()).toEqual([200, 201]);
    expect(a!.body.id).toBe(b!.body.id);
    expect((await d1Of(id).prepare("SELECT count(*) AS n FROM matches WHERE rematch_of = ?").bind(id).first<{ n: number }>())!.n).toBe(1);
  });

  it("reaches the players of the first match as a rematch: an accepted address gets its seat link, in its language; a declined, ignored or unsubscribed one gets nothing (issue #41 item 3)", async () => {
    const names = ["Ana", "Bo", "Cy", "Dee"];
    const mails = names.map((n) => `${n.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.org`);
    await confirmAddresses(...mails); // confirmed, but no seat accepted by itself: each address answers below
    const r = await api.post("/api/matches", { game: "takeaway", seats: names.map((name, i) => ({ name, email: mails[i] })) });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const secrets = r.body.seats.map((s: { secret: string }) => s.secret) as string[];
    const said = async (seat: number, consent: string | null, lang = "en") =>
      d1Of(id)
        .prepare("UPDATE seats SET consent = ?, consent_email = ?, lang = ? WHERE match_id = ? AND seat = ?")
        .bind(consent, consent ? mails[seat] : null, lang, id, seat)
        .run();
    await said(0, "accepted", "fr"); // Ana accepted her seat, and reads French
    await said(1, "accepted"); // Bo asks for the rematch
    await said(2, "declined"); // Cy declined the first match
    await said(3, "invited"); // Dee never answered her invitation
    await d1Of(id).prepare("UPDATE matches SET status = 'finished', active_seats = '[]' WHERE id = ?").bind(id).run();
    const asked = await api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[1] });
    expect(asked.status, asked.text).toBe(201);
    const next = asked.body.id as string;
    // nothing is even written for Cy's or Dee's address; Ana's row is a rematch notice, not an invitation
    const rows = await outboxOf(next);
    expect(rows.map((x) => [x.seat, x.kind, x.channel])).toEqual([[0, "rematch", "email"]]);
    await deliverAll(next);
    const mail = await mailOf(next);
    expect(mail.map((m) => [m.seat, m.recipient])).toEqual([[0, mails[0]]]);
    expect(mail[0].subject).toBe(`Waka: Revanche de votre partie de Take-away (${next})`);
    expect(mail[0].body).toContain("Bo vous propose une revanche de votre partie de Take-away du 2 mai 2026.");
    expect(mail[0].body).not.toContain("Waka, un site"); // not the stranger's invitation
    // her seat link: the one she gets by asking with her old secret
    const hers = await api.post(`/api/matches/${id}/rematch`, {}, { secret: secrets[0] });
    expect(mail[0].link).toBe(hers.body.link);
    expect(mail[0].link).toContain(`/m/${next}#seat=`);
    // what each address said carries over to the new seats, so later turn notices follow it too
    const consents = (await d1Of(next).prepare("SELECT seat, consent FROM seats WHERE match_id = ? ORDER BY seat").bind(next).all<any>())
      .results;
    expect(consents.map((c) => c.consent)).toEqual(["accepted", "accepted", "declined", "invited"]);
  });
});
