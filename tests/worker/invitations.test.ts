/**
 * Issue #28 item 4: anyone may type any address into a seat, so a confirmed address gets a match's turn notices only
 * after its owner accepted the seat. The first notice becomes one invitation (no words a stranger typed), at most
 * INVITES_PER_ADDRESS_PER_DAY a day to one address; declined or ignored, nothing more comes; accepting (which opens the
 * seat) lets the notices through; a seat that changes its address starts over.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.js";
import { addressHash } from "../../worker/notify/addresses.js";
import { INVITES_PER_ADDRESS_PER_DAY, INVITES_PER_CLIENT_PER_DAY } from "../../worker/notify/consent.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { inviteToken } from "../../worker/notify/links.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAddresses, d1Of, notifyDepsFor } from "./helpers.js";

const api = client([takeaway]);
const deps = { games: [takeaway], env: env as unknown as Env, now: Date.now };
const KEY = (env as unknown as Env).SEAT_LINK_KEY!;
const SPAM = "Buy now at evil.example/deal";

/** An attacker's match: seat 0 is theirs (no address), seat 1 the victim's address; returns the secrets. */
async function attack(victim: string, ip = "192.0.2.66") {
  const r = await api.post(
    "/api/matches",
    {
      game: "takeaway",
      options: { pile: 40 },
      seats: [{ name: SPAM }, { name: SPAM, email: victim }],
    },
    { headers: { "cf-connecting-ip": ip } },
  );
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id as string, secrets: r.body.seats.map((s: any) => s.secret) as string[] };
}

/** Plays `n` moves (both seats are the attacker's) and delivers every row the match has. */
async function playAndDeliver(id: string, secrets: string[], n: number) {
  let seq = (await api.get(`/api/matches/${id}`)).body.seq as number;
  for (let i = 0; i < n; i++) {
    const seat = (await api.get(`/api/matches/${id}`)).body.activeSeats[0];
    const r = await api.post(`/api/matches/${id}/moves`, { seq, move: { type: "take", n: 1 } }, { secret: secrets[seat] });
    expect(r.status, r.text).toBe(201);
    seq = r.body.seq;
  }
  await deliverPending(id);
}

async function deliverPending(id: string) {
  const rows = await d1Of(id)
    .prepare("SELECT id FROM outbox WHERE match_id = ? AND status = 'pending' ORDER BY id")
    .bind(id)
    .all<{ id: number }>();
  for (const row of rows.results) await deliverOutbox(notifyDepsFor(id, deps), row.id);
}

const mailTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT subject, body, link, match_id AS matchId FROM mailbox WHERE recipient = ? ORDER BY id")
      .bind(address)
      .all<any>()
  ).results;

const invitationPath = async (id: string, seat: number, address: string) =>
  `/api/matches/${id}/seats/${seat}/invitation?t=${await inviteToken(KEY, id, seat, await addressHash(address))}`;

describe("a confirmed address gets a stranger's match only after accepting it", () => {
  it("a match played to bomb an address sends it one invitation, with none of the match's words, and nothing more", async () => {
    const victim = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(victim);
    const { id, secrets } = await attack(victim);
    await playAndDeliver(id, secrets, 12);
    const got = await mailTo(victim);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toContain("a seat for you in a game of Take-away");
    expect(got[0].body).not.toContain("evil.example");
    expect(got[0].body).toContain(`/api/matches/${id}/seats/1/invitation?t=`);
    // ignored: more moves send nothing more
    await playAndDeliver(id, secrets, 6);
    expect(await mailTo(victim)).toHaveLength(1);
    const skipped = await d1Of(id)
      .prepare("SELECT count(*) AS n FROM outbox WHERE match_id = ? AND seat = 1 AND status = 'skipped'")
      .bind(id)
      .first<{ n: number }>();
    expect(skipped!.n).toBeGreaterThan(0);
  });

  it(`invites one address at most ${INVITES_PER_ADDRESS_PER_DAY} times a day, whatever the number of matches and clients`, async () => {
    const victim = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(victim);
    // a client may cause INVITES_PER_CLIENT_PER_DAY of them: enough clients to reach the address's day and pass it
    for (let i = 0; i < INVITES_PER_ADDRESS_PER_DAY + 3; i++) {
      const { id, secrets } = await attack(victim, `192.0.2.${100 + i}`);
      await playAndDeliver(id, secrets, 2);
    }
    expect(await mailTo(victim)).toHaveLength(INVITES_PER_ADDRESS_PER_DAY);
  });

  it(`a stranger's flood does not starve a friend's invitation: one client causes ${INVITES_PER_CLIENT_PER_DAY} a day to an address (#39)`, async () => {
    const victim = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(victim);
    // the stranger: seven matches (rematches, or new ones) naming the address, all from one client
    for (let i = 0; i < 7; i++) await deliverPending((await attack(victim, "192.0.2.66")).id);
    expect(await mailTo(victim)).toHaveLength(INVITES_PER_CLIENT_PER_DAY);
    // a client's addresses in one IPv6 /64 are one client
    for (let i = 0; i < 4; i++) await deliverPending((await attack(victim, `2001:db8:66:66::${i + 2}`)).id);
    expect(await mailTo(victim)).toHaveLength(2 * INVITES_PER_CLIENT_PER_DAY);
    // the friend, from their own connection, the same day: invited
    const friend = await api.post(
      "/api/matches",
      { game: "takeaway", seats: [{ name: "Friend" }, { name: "You", email: victim }] },
      { headers: { "cf-connecting-ip": "203.0.113.50" } },
    );
    expect(friend.status, friend.text).toBe(201);
    await deliverPending(friend.body.id);
    const got = await mailTo(victim);
    expect(got).toHaveLength(2 * INVITES_PER_CLIENT_PER_DAY + 1);
    expect(got.at(-1).matchId).toBe(friend.body.id);
  });

  it("accepting (a GET shows the page and changes nothing; the POST opens the seat) lets the turn notices through", async () => {
    const victim = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(victim);
    const { id, secrets } = await attack(victim);
    await playAndDeliver(id, secrets, 1);
    const path = await invitationPath(id, 1, victim);
    expect((await mailTo(victim))[0].link).toBe(`http://waka.test${path}`);
    const page = await api.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Accept and open my seat");
    expect((await api.get(path.replace(/t=[\w-]+/, `t=${"x".repeat(43)}`))).status).toBe(403);
    await playAndDeliver(id, secrets, 2);
    expect(await mailTo(victim)).toHaveLength(1);
    const accepted = await api.call("POST", `${path}&answer=accept`, {
      raw: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(accepted.status).toBe(303);
    const seatLink = accepted.headers.get("location")!;
    expect(seatLink).toMatch(new RegExp(`^/m/${id}#seat=[\\w-]{43}$`));
    expect((await api.get(`/api/matches/${id}`, { secret: seatLink.split("#seat=")[1] })).body.you.seat).toBe(1);
    await playAndDeliver(id, secrets, 2);
    const after = await mailTo(victim);
    expect(after.length).toBeGreaterThan(1);
    expect(after.at(-1).subject).not.toContain("a seat for you");
  });

  it("declining sends nothing more; a seat that changes its address starts over, and an old link no longer answers", async () => {
    const victim = `${crypto.randomUUID()}@example.org`;
    const other = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(victim, other);
    const { id, secrets } = await attack(victim);
    await playAndDeliver(id, secrets, 1);
    const path = await invitationPath(id, 1, victim);
    const declined = await api.call("POST", `${path}&answer=decline`, {
      raw: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain("Declined");
    await playAndDeliver(id, secrets, 4);
    expect(await mailTo(victim)).toHaveLength(1);
    // the seat moves to another address: asked afresh, and the first address's link is void
    const put = await api.call("PUT", `/api/matches/${id}/seats/me/notifications`, { secret: secrets[1], body: { email: other } });
    expect(put.status, put.text).toBe(200);
    await playAndDeliver(id, secrets, 2);
    expect((await mailTo(other)).map((m) => m.subject)).toEqual([expect.stringContaining("a seat for you")]);
    expect((await api.call("POST", `${path}&answer=accept`, { raw: "" })).status).toBe(403);
  });
});

/** Issue #31: a seat given an address at creation is invited at once; its mail names the game, and no name typed. */
describe("a seat created with an e-mail address is invited at once", () => {
  const create = async (address: string) => {
    const r = await api.post("/api/matches", {
      game: "takeaway",
      options: { pile: 40 },
      seats: [{ name: "Ana" }, { name: "Bo", email: address }],
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    await deliverPending(id);
    return { id, secrets: r.body.seats.map((s: any) => s.secret) as string[] };
  };

  it("a new address: the confirmation says the creator invited it to a game of…; once confirmed, the invitation, off turn", async () => {
    const guest = `${crypto.randomUUID()}@example.org`;
    const { id, secrets } = await create(guest);
    const [confirmation] = await mailTo(guest);
    expect(confirmation.body).toContain("The creator of a match invited this address to a seat in a game of Take-away");
    const link = /http:\/\/waka\.test(\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(confirmation.body)![1]!;
    expect(link).not.toContain("&m="); // confirming accepts no seat: the invitation asks
    // seat 0 (Ana) is on turn: Bo's invitation follows the confirmation all the same
    const confirmed = await api.call("POST", link, { raw: "", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(confirmed.status, confirmed.text).toBe(200);
    await deliverPending(id);
    const got = await mailTo(guest);
    expect(got.map((m) => m.subject)).toEqual([expect.any(String), expect.stringContaining("a seat for you in a game of Take-away")]);
    expect(got[1].body).toContain("The creator of a match invited you to a seat in a game of Take-away");
    expect(got[1].link).toBe(`http://waka.test${await invitationPath(id, 1, guest)}`);
    // no turn notice before accepting
    await playAndDeliver(id, secrets, 3);
    expect(await mailTo(guest)).toHaveLength(2);
    const accepted = await api.call("POST", `${await invitationPath(id, 1, guest)}&answer=accept`, { raw: "" });
    expect(accepted.status).toBe(303);
    await playAndDeliver(id, secrets, 2);
    expect((await mailTo(guest)).length).toBeGreaterThan(2);
  });

  it("the invitation from the creation asks, even when a turn notice is delivered before it", async () => {
    // the address is confirmed before this match's rows run, and Bo's turn notice is delivered first (a queue that
    // ran the move's message before the creation's, as the e2e suite met under load)
    const guest = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(guest);
    const r = await api.post("/api/matches", {
      game: "takeaway",
      options: { pile: 40 },
      seats: [{ name: "Ana" }, { name: "Bo", email: guest }],
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    const moved = await api.post(`/api/matches/${id}/moves`, { seq: 0, move: { type: "take", n: 1 } }, { secret: r.body.seats[0].secret });
    expect(moved.status, moved.text).toBe(201);
    const rows = await d1Of(id)
      .prepare("SELECT id FROM outbox WHERE match_id = ? AND status = 'pending' ORDER BY id DESC")
      .bind(id)
      .all<{ id: number }>();
    for (const row of rows.results) await deliverOutbox(notifyDepsFor(id, deps), row.id);
    await deliverPending(id);
    const got = await mailTo(guest);
    expect(got.map((m) => m.subject)).toEqual([expect.stringContaining("a seat for you in a game of Take-away")]);
    expect(got[0].body).toContain("The creator of a match invited you to a seat in a game of Take-away");
  });

  it("a confirmed address gets the invitation at creation; declining stops all mail for the match", async () => {
    const guest = `${crypto.randomUUID()}@example.org`;
    await confirmAddresses(guest);
    const { id, secrets } = await create(guest);
    const got = await mailTo(guest);
    expect(got).toHaveLength(1);
    expect(got[0].body).not.toContain("Ana");
    expect(got[0].body).toContain("The creator of a match invited you to a seat in a game of Take-away");
    const declined = await api.call("POST", `${await invitationPath(id, 1, guest)}&answer=decline`, { raw: "" });
    expect(declined.status).toBe(200);
    await playAndDeliver(id, secrets, 6);
    expect(await mailTo(guest)).toHaveLength(1);
  });
});

/** Issue #31: the creator's page shows each seat as invited / confirmed / accepted / declined, and no address. */
describe("the creator reads each seat's invitation with the creator token", () => {
  const statuses = async (id: string, token: string) => {
    const r = await api.get(`/api/matches/${id}/invitations`, { secret: token });
    expect(r.status, r.text).toBe(200);
    return r.body.seats.map((s: any) => s.invitation);
  };

  it("invited → confirmed → accepted for a new address, declined for another; a known address shows no more than invited", async () => {
    const [fresh, known, nay] = [0, 1, 2].map(() => `${crypto.randomUUID()}@example.org`);
    await confirmAddresses(known!, nay!);
    const r = await api.post("/api/matches", {
      game: "takeaway",
      options: { pile: 40 },
      seats: [{ name: "Ana" }, { name: "Bo", email: fresh }, { name: "Cy", email: known }, { name: "Di", email: nay }],
    });
    expect(r.status, r.text).toBe(201);
    const { id, creatorToken } = r.body as { id: string; creatorToken: string };
    expect(creatorToken).toMatch(/^[\w-]{43}$/);
    const stored = await d1Of(id).prepare("SELECT creator_hash AS h FROM matches WHERE id = ?").bind(id).first<{ h: string }>();
    expect(stored!.h).toMatch(/^[0-9a-f]{64}$/); // only its hash
    await deliverPending(id);
    expect(await statuses(id, creatorToken)).toEqual([null, "invited", "invited", "invited"]);
    // Bo confirms his new address (the confirmation mail's link): confirmed, not yet accepted
    const confirmation = (await mailTo(fresh!))[0];
    const link = /http:\/\/waka\.test(\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(confirmation.body)![1]!;
    expect((await api.call("POST", link, { raw: "", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(200);
    await deliverPending(id);
    expect(await statuses(id, creatorToken)).toEqual([null, "confirmed", "invited", "invited"]);
    expect((await api.call("POST", `${await invitationPath(id, 1, fresh!)}&answer=accept`, { raw: "" })).status).toBe(303);
    expect((await api.call("POST", `${await invitationPath(id, 3, nay!)}&answer=decline`, { raw: "" })).status).toBe(200);
    const after = await api.get(`/api/matches/${id}/invitations`, { secret: creatorToken });
    const named = after.body.seats.map((s: any) => [s.name, s.invitation]);
    expect(named).toEqual([
      ["Ana", null],
      ["Bo", "accepted"],
      ["Cy", "invited"],
      ["Di", "declined"],
    ]);
    for (const address of [fresh!, known!, nay!]) expect(after.text).not.toContain(address);
  });

  it("a seat secret, a wrong or malformed token and no token are refused; an unknown match is a 404", async () => {
    const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Ana" }, { open: true }] });
    const { id, creatorToken, seats } = r.body as { id: string; creatorToken: string; seats: { secret?: string }[] };
    const open = (await api.get(`/api/matches/${id}/invitations`, { secret: creatorToken })).body.seats[1];
    expect(open).toEqual({ seat: 1, name: null, open: true, invitation: null });
    for (const secret of [seats[0]!.secret!, "x".repeat(43), undefined]) {
      const refused = await api.get(`/api/matches/${id}/invitations`, secret === undefined ? {} : { secret });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("not_creator");
    }
    expect((await api.get(`/api/matches/${id}/invitations`, { headers: { authorization: "Basic abc" } })).status).toBe(403);
    expect((await api.get(`/api/matches/nosuchmatch1/invitations`, { secret: creatorToken })).status).toBe(404);
  });
});
