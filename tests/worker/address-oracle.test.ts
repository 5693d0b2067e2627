/**
 * Issue #39 items 2 and 5. The creator of a match holds every seat's secret and typed its addresses: nothing a seat's
 * secret reads may tell an address confirmed in another match from a new one until its owner answers in this match.
 * And a browser's cross-site post (a form on another site) is refused on every write, the pages' forms included.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.js";
import { deliverOutbox } from "../../delivery/deliver.js";
import { addressHash } from "../../worker/notify/addresses.js";
import { inviteToken } from "../../worker/notify/links.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, confirmAddresses, d1Of, notifyDepsFor } from "./helpers.js";

const api = client([takeaway]);
const deps = { games: [takeaway], env: env as unknown as Env, now: Date.now };
const KEY = (env as unknown as Env).SEAT_LINK_KEY!;

async function deliverPending(id: string) {
  const rows = await d1Of(id)
    .prepare("SELECT id FROM outbox WHERE match_id = ? AND status = 'pending' ORDER BY id")
    .bind(id)
    .all<{ id: number }>();
  for (const row of rows.results) await deliverOutbox(notifyDepsFor(id, deps), row.id);
}

const invitationPath = async (id: string, seat: number, address: string) =>
  `/api/matches/${id}/seats/${seat}/invitation?t=${await inviteToken(KEY, id, seat, await addressHash(address))}`;

/** A match whose seat 1 has an address confirmed elsewhere and seat 2 a new one; its rows delivered. */
async function twoAddresses() {
  const [known, fresh] = [0, 1].map(() => `${crypto.randomUUID()}@example.org`) as [string, string];
  await confirmAddresses(known);
  const r = await api.post("/api/matches", {
    game: "takeaway",
    options: { pile: 40 },
    seats: [{ name: "Ana" }, { name: "Bo", email: known }, { name: "Cy", email: fresh }],
  });
  expect(r.status, r.text).toBe(201);
  const id = r.body.id as string;
  await deliverPending(id);
  return { id, known, fresh, secrets: r.body.seats.map((s: any) => s.secret) as string[], creatorToken: r.body.creatorToken as string };
}

/** What a seat's secret reads about its own address, with the seat number and the address itself taken out. */
async function seatSees(id: string, secret: string) {
  const settings = await api.get(`/api/matches/${id}/seats/me/notifications`, { secret });
  expect(settings.status, settings.text).toBe(200);
  const match = await api.get(`/api/matches/${id}`, { secret });
  expect(match.status).toBe(200);
  const { seat: _s, email: _e, ...rest } = settings.body;
  const { seat: _ys, contact: _yc, name: _yn, ...you } = match.body.you;
  return { settings: rest, you };
}

describe("no address oracle (issue #39 item 2)", () => {
  it("a seat cannot tell an address confirmed elsewhere from a new one until its owner answers here", async () => {
    const m = await twoAddresses();
    const knownSees = await seatSees(m.id, m.secrets[1]!);
    const freshSees = await seatSees(m.id, m.secrets[2]!);
    expect(knownSees).toEqual(freshSees);
    expect(knownSees.settings.emailStatus).toBe("asked");
    const invitations = await api.get(`/api/matches/${m.id}/invitations`, { secret: m.creatorToken });
    expect(invitations.body.seats.map((s: any) => s.invitation)).toEqual([null, "invited", "invited"]);
    // the owner answers in this match: now the seat may know
    expect((await api.call("POST", `${await invitationPath(m.id, 1, m.known)}&answer=accept`, { raw: "" })).status).toBe(303);
    expect((await seatSees(m.id, m.secrets[1]!)).settings.emailStatus).toBe("accepted");
  });

  it("an address that declined here shows declined; one unsubscribed from all of Waka elsewhere still shows asked", async () => {
    const m = await twoAddresses();
    expect((await api.call("POST", `${await invitationPath(m.id, 1, m.known)}&answer=decline`, { raw: "" })).status).toBe(200);
    expect((await seatSees(m.id, m.secrets[1]!)).settings.emailStatus).toBe("declined");
    await env.DB.prepare("UPDATE email_addresses SET unsubscribed_at = 1 WHERE hash = ?")
      .bind(await addressHash(m.fresh))
      .run();
    expect((await seatSees(m.id, m.secrets[2]!)).settings.emailStatus).toBe("asked");
  });
});

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("cross-site posts are refused (issue #39 item 5)", () => {
  it("an invitation's accept from another site is refused and changes nothing; from this site it opens the seat", async () => {
    const m = await twoAddresses();
    const accept = `${await invitationPath(m.id, 1, m.known)}&answer=accept`;
    for (const headers of [
      { ...form, origin: "https://evil.example" },
      { ...form, origin: "null" },
      { ...form, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { ...form, "sec-fetch-site": "same-site" },
    ]) {
      const r = await api.call("POST", accept, { raw: "", headers });
      expect([JSON.stringify(headers), r.status]).toEqual([JSON.stringify(headers), 403]);
      expect(r.body.error.code).toBe("cross_site");
    }
    expect((await seatSees(m.id, m.secrets[1]!)).settings.emailStatus).toBe("asked");
    const ok = await api.call("POST", accept, { raw: "", headers: { ...form, "sec-fetch-site": "same-origin", origin: "null" } });
    expect(ok.status).toBe(303);
  });

  it("so are an address's confirmation and a seat's unsubscribe from another site; a mail provider's one-click post passes", async () => {
    const m = await twoAddresses();
    const confirmation = (await env.DB.prepare("SELECT body FROM mailbox WHERE recipient = ? ORDER BY id")
      .bind(m.fresh)
      .first<{ body: string }>())!.body;
    const link = /http:\/\/waka\.test(\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(confirmation)![1]!;
    expect((await api.call("POST", link, { raw: "", headers: { ...form, origin: "https://evil.example" } })).status).toBe(403);
    expect((await api.call("POST", link, { raw: "", headers: { ...form, origin: "http://waka.test" } })).status).toBe(200);
    const stop = link.replace("/confirm?", "/unsubscribe?");
    expect(
      (await api.call("POST", stop, { raw: "List-Unsubscribe=One-Click", headers: { ...form, "sec-fetch-site": "cross-site" } })).status,
    ).toBe(403);
  });

  it("every other write too (a JSON post from another site's script), while API clients without those headers pass", async () => {
    const body = { game: "takeaway", seats: [{ name: "A" }, { name: "B" }] };
    expect((await api.post("/api/matches", body, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await api.post("/api/matches", body, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await api.post("/api/matches", body, { headers: { "sec-fetch-site": "same-origin" } })).status).toBe(201);
    expect((await api.post("/api/matches", body)).status).toBe(201);
    // reads stay open to other sites (spectator widgets)
    expect((await api.get("/api/games", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(200);
  });
});
