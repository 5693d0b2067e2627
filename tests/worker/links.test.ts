/**
 * "Send me my links" (POST /api/links): one e-mail listing every match under way where the address is a seat's
 * contact, each with that seat's own link, only to a confirmed address (an unconfirmed one gets the confirmation
 * first, the list after confirming); the same answer for any address; limits per client and per address.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { games } from "../../games/index.js";
import { LINKS_PER_ADDRESS, LINKS_WINDOW_MS, requestLinks } from "../../worker/notify/mylinks-request.js";
import { LINKS_ANSWER, LINKS_PER_CLIENT_PER_MINUTE } from "../../worker/routes/links.js";
import { IMPORT_TOKEN_TTL_MS, importToken } from "../../worker/notify/import-token.js";
import { client, confirmAndAccept, d1Of, everyD1, testShards } from "./helpers.js";

// matches are created without delivering their own notices; the links requests deliver theirs (into the mailbox,
// in waitUntil: without the queue)
const quiet = client(games);
const api = client(games, { notify: "auto" }, { NOTIFY_QUEUE: undefined });

let ip = 0;
/** Each request from its own client, unless a test is about the per-client limit. */
const ask = (email: string, from = `198.51.100.${++ip}`) => api.post("/api/links", { email }, { headers: { "cf-connecting-ip": from } });

async function create(seats: unknown[]) {
  const r = await quiet.post("/api/matches", { game: "tongiaki", seats });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const mailTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT subject, body FROM mailbox WHERE recipient = ? ORDER BY id")
      .bind(address)
      .all<{ subject: string; body: string }>()
  ).results;

describe("send me my links", () => {
  it("lists only that address's seats in matches under way, with ONE link that imports exactly them", async () => {
    const me = "pat.links@mail.example";
    const a = await create([
      { name: "Pat", email: me },
      { name: "Quinn", email: "quinn.links@mail.example" },
    ]);
    const b = await create([{ name: "Rae" }, { name: "Sam" }, { name: "Pat again", email: " Pat.Links@Mail.example " }]);
    const over = await create([{ name: "Pat", email: me }, { name: "Tay" }]);
    await d1Of(over.id).prepare("UPDATE matches SET status = 'finished' WHERE id = ?").bind(over.id).run();
    await confirmAndAccept(me);

    const r = await ask(me);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ message: LINKS_ANSWER });
    const mails = await mailTo(me);
    expect(mails).toHaveLength(1);
    const { subject, body } = mails[0]!;
    expect(subject).toBe("Waka: your links (2 matches)");
    expect(body).toContain(`Tongiaki (${a.id}), as Pat`);
    expect(body).toContain(`Tongiaki (${b.id}), as Pat again`);
    // no seat secret in the message at all, no other seat's contact, no match that is over
    for (const s of [...a.seats, ...b.seats, ...over.seats]) expect(body).not.toContain(s.secret);
    expect(body).not.toContain("quinn.links@mail.example");
    expect(body).not.toContain(over.id);
    // the one link: its token only in the fragment, never in a path or query a server logs
    const links = [...body.matchAll(/http:\/\/waka\.test\/links#import=([\w.-]+)/g)].map((m) => m[1]!);
    expect(new Set(links).size).toBe(1);
    const imported = await api.post("/api/links/import", { token: links[0] });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.seats).toEqual([
      { match: a.id, seat: 0, secret: a.seats[0].secret },
      { match: b.id, seat: 2, secret: b.seats[2].secret },
    ]);
  });

  it("refuses a forged, altered, malformed or expired import token with 403", async () => {
    const me = "forge.links@mail.example";
    await create([
      { name: "Fay", email: me },
      { name: "Gil", email: "gil.links@mail.example" },
    ]);
    const key = env.SEAT_LINK_KEY as string;
    const good = await importToken(key, me, Date.now());
    expect((await api.post("/api/links/import", { token: good })).body.seats).toHaveLength(1);
    const [addr, exp, mac] = good.split(".");
    const other = btoa("gil.links@mail.example").replace(/=+$/, "");
    const expired = await importToken(key, me, Date.now() - IMPORT_TOKEN_TTL_MS - 1000);
    const later = (parseInt(exp!, 36) + 3_600_000).toString(36);
    const forged = await importToken("another-key-0123456789abcdef", me, Date.now());
    const altered = [`${other}.${exp}.${mac}`, `${addr}.${later}.${mac}`];
    for (const token of [forged, ...altered, expired, "garbage", `${addr}.${exp}`, `${good}.x`, "%%%.1.x"]) {
      const r = await api.post("/api/links/import", { token });
      expect(r.status, token).toBe(403);
      expect(r.body.error.code).toBe("bad_token");
    }
    expect((await api.post("/api/links/import", { token: "" })).status).toBe(400);
  });

  it("speaks the language of the first listed seat (the oldest match)", async () => {
    const me = "lang.links@mail.example";
    const older = await quiet.post("/api/matches", {
      game: "tongiaki",
      lang: "de",
      seats: [{ name: "Pat", email: me }, { name: "Quinn" }],
    });
    const newer = await quiet.post("/api/matches", { game: "tongiaki", lang: "fr", seats: [{ name: "Rae" }, { name: "Pat", email: me }] });
    // the two matches may be in different databases (db/shards.ts): the address's seats are gathered from all
    for (const d1 of everyD1()) {
      await d1
        .prepare("UPDATE matches SET created_at = CASE id WHEN ? THEN 1 ELSE 2 END WHERE id IN (?, ?)")
        .bind(older.body.id, older.body.id, newer.body.id)
        .run();
    }
    await confirmAndAccept(me);
    expect((await ask(me)).status).toBe(202);
    const [mail] = await mailTo(me);
    expect(mail!.subject).toBe("Waka: deine Links (2 Partien)");
    expect(mail!.body).toContain(`Tongiaki (${older.body.id}), als Pat, du bist am Zug`);
    expect(mail!.body).toContain(`Tongiaki (${newer.body.id}), als Pat`);
    expect(mail!.body).toContain("Öffne den Link unten");
  });

  it("gives the same answer for an unknown address, and sends nothing there", async () => {
    const known = await ask("pat.links@mail.example");
    const unknown = await ask("nobody.links@mail.example");
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(await mailTo("nobody.links@mail.example")).toEqual([]);
  });

  it("sends an unconfirmed address the confirmation first, and the list once it is confirmed", async () => {
    const me = "una.links@mail.example";
    const m = await create([{ name: "Una", email: me }, { name: "Vic" }]);
    const r = await ask(me);
    expect(r.status).toBe(202);
    expect(r.text).toBe((await ask("nobody.links@mail.example")).text);
    const first = await mailTo(me);
    expect(first.map((x) => x.subject)).toEqual(["Waka: confirm your e-mail address"]);
    expect(first[0]!.body).not.toContain(m.seats[0].secret);
    expect(first[0]!.body).toContain("to send this address the links of its matches"); // not "the notices of a match"
    const confirm = /http:\/\/waka\.test(\/api\/email\/[0-9a-f]{64}\/confirm\?t=[\w-]+)/.exec(first[0]!.body)![1]!;
    expect((await api.post(confirm, undefined)).status).toBe(200);
    const after = await mailTo(me);
    expect(after.map((x) => x.subject)).toEqual(["Waka: confirm your e-mail address", "Waka: your links (1 match)"]);
    expect(after[1]!.body).toContain(`Tongiaki (${m.id}), as Una`);
    expect(after[1]!.body).toContain("http://waka.test/links#import=");
  });

  it("refuses a malformed address with the error shape", async () => {
    for (const email of ["not-an-address", "", "a@b".padEnd(300, "x")]) {
      const r = await ask(email);
      expect(r.status, email).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
    }
  });

  it("limits requests per client", async () => {
    const from = "203.0.113.77";
    for (let i = 0; i < LINKS_PER_CLIENT_PER_MINUTE; i++) expect((await ask(`client${i}.links@mail.example`, from)).status).toBe(202);
    const over = await ask("client-last.links@mail.example", from);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // another client is not held back
    expect((await ask("client-last.links@mail.example")).status).toBe(202);
  });

  it("limits messages per address, known or not, across a day", async () => {
    const me = "wren.links@mail.example";
    await create([{ name: "Wren", email: me }, { name: "Xan" }]);
    let t = 5_000_000_000_000;
    const deps = { shards: testShards(), games, now: () => t, dispatch: () => {} };
    for (let i = 0; i < LINKS_PER_ADDRESS; i++) {
      expect(await requestLinks(deps, me, null)).toBe("queued");
      t += 11 * 60_000;
    }
    expect(await requestLinks(deps, me, null)).toBe("address_limited");
    expect(await requestLinks(deps, "nobody.else@mail.example", null)).toBe("no_seats");
    t += LINKS_WINDOW_MS;
    expect(await requestLinks(deps, me, null)).toBe("queued");
    for (let i = 0; i < LINKS_PER_ADDRESS; i++) await requestLinks(deps, "stranger.links@mail.example", null);
    expect(await requestLinks(deps, "stranger.links@mail.example", null)).toBe("address_limited");
  });
});
