import DOCUMENT from "../../worker/openapi.json";
import { describe, expect, it } from "vitest";
import { replay } from "../../engine/core/replay.js";
import { sha256Hex, verifyChain } from "../../worker/chain.js";
import { takeaway } from "../fixtures/games/takeaway/rules/index.js";
import { client, d1Of, playToEnd, prng } from "./helpers.js";

const api = client([takeaway]);
const twoSeats = [
  { name: "Ana", contact: "ana@example.org" },
  { name: "Bo", contact: "https://hooks.example.org/bo" },
];

async function newMatch(extra: Record<string, unknown> = {}) {
  const r = await api.post("/api/matches", { game: "takeaway", seats: twoSeats, ...extra });
  expect(r.status, r.text).toBe(201);
  return r.body as {
    id: string;
    seats: { seat: number; secret: string; link: string; name: string }[];
    spectatorLink: string;
    seedHash: string;
    status: string;
    invite?: { token: string; link: string };
  };
}

const move = (id: string, secret: string | undefined, seq: unknown, m: unknown) =>
  api.call("POST", `/api/matches/${id}/moves`, { body: { seq, move: m }, ...(secret ? { secret } : {}) });

const expectError = (r: { status: number; body: any; text: string }, status: number, code?: string) => {
  expect(r.status, r.text).toBe(status);
  expect(typeof r.body?.error?.code, r.text).toBe("string");
  expect(typeof r.body?.error?.message, r.text).toBe("string");
  if (code) expect(r.body.error.code).toBe(code);
};

describe("GET /api/games", () => {
  it("lists the catalogue with option defaults", async () => {
    const r = await api.get("/api/games");
    expect(r.status).toBe(200);
    expect(r.body.games).toEqual([
      {
        id: "takeaway",
        title: "Take-away",
        summary: expect.any(String),
        players: { min: 2, max: 4 },
        rulesVersion: 1,
        options: { defaults: { pile: 21 } },
        bots: ["easy", "strong"], // its bot (tests/fixtures/games/takeaway/bot), at every level the server runs
      },
    ]);
  });
});

describe("POST /api/matches", () => {
  it("creates an active match with one secret per seat, a spectator link and a seed hash", async () => {
    const m = await newMatch();
    // 12 random characters, then two naming the database on any but the first (db/shards.ts)
    expect(m.id).toMatch(/^[A-Za-z0-9_-]{12}([A-Za-z0-9_-]{2})?$/);
    expect(m.status).toBe("active");
    expect(m.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.seats.map((s) => s.seat)).toEqual([0, 1]);
    for (const s of m.seats) {
      expect(s.secret.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
      expect(s.link).toContain(s.secret);
    }
    expect(m.spectatorLink).toBe(`http://waka.test/m/${m.id}`);
    // Only hashes are stored; the row has no secret in it.
    const rows = await d1Of(m.id)
      .prepare("SELECT token_hash FROM seats WHERE match_id = ? ORDER BY seat")
      .bind(m.id)
      .all<{ token_hash: string }>();
    expect(rows.results.map((r) => r.token_hash)).toEqual(await Promise.all(m.seats.map((s) => sha256Hex(s.secret))));
    const match = await d1Of(m.id)
      .prepare("SELECT seed, seed_hash FROM matches WHERE id = ?")
      .bind(m.id)
      .first<{ seed: string; seed_hash: string }>();
    expect(match!.seed).toMatch(/^[0-9a-f]{32}$/); // 128 bits
    expect(await sha256Hex(match!.seed)).toBe(match!.seed_hash);
  });

  it("queues 'your_turn' for the first active seat, and the invitation of a seat created with an address (issue #31)", async () => {
    const m = await newMatch();
    const rows = await d1Of(m.id)
      .prepare("SELECT seq, seat, kind, channel, status FROM outbox WHERE match_id = ? ORDER BY id")
      .bind(m.id)
      .all();
    expect(rows.results).toEqual([
      { seq: 0, seat: 0, kind: "invite", channel: "email", status: "pending" },
      { seq: 0, seat: 0, kind: "your_turn", channel: "email", status: "pending" },
    ]);
  });

  it("applies option defaults and refuses bad options, unknown games and wrong player counts with 400", async () => {
    const m = await newMatch({ options: { pile: 5 } });
    const g = await api.get(`/api/matches/${m.id}`);
    expect(g.body.view.pile).toBe(5);
    expectError(await api.post("/api/matches", { game: "takeaway", seats: twoSeats, options: { pile: 1 } }), 400, "bad_options");
    expectError(await api.post("/api/matches", { game: "takeaway", seats: twoSeats, options: { nope: 1 } }), 400, "bad_options");
    expectError(await api.post("/api/matches", { game: "chess", seats: twoSeats }), 400, "unknown_game");
    expectError(await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Solo" }] }), 400, "bad_players");
    expectError(await api.post("/api/matches", { game: "takeaway", seats: Array(5).fill({ name: "X" }) }), 400, "bad_players");
  });

  it.each([
    ["junk JSON", { raw: "{not json" }, 400],
    ["an empty body", { raw: "" }, 400],
    ["a JSON array", { raw: "[]" }, 400],
    ["a JSON string", { raw: '"hello"' }, 400],
    ["null", { raw: "null" }, 400],
    ["seats of the wrong type", { body: { game: "takeaway", seats: "two" } }, 400],
    ["a number as game", { body: { game: 7, seats: twoSeats } }, 400],
    ["an unknown field", { body: { game: "takeaway", seats: twoSeats, admin: true } }, 400],
    ["an empty name", { body: { game: "takeaway", seats: [{ name: "" }, { name: "B" }] } }, 400],
    ["a control character in a name", { body: { game: "takeaway", seats: [{ name: "A\u0007" }, { name: "B" }] } }, 400],
    ["a bad contact", { body: { game: "takeaway", seats: [{ name: "A", contact: "javascript:alert(1)" }, { name: "B" }] } }, 400],
    ["an http (not https) webhook", { body: { game: "takeaway", seats: [{ name: "A", contact: "http://x.org/h" }, { name: "B" }] } }, 400],
    ["options that are not an object", { body: { game: "takeaway", seats: twoSeats, options: 3 } }, 400],
    ["a bad clock", { body: { game: "takeaway", seats: twoSeats, clock: { hoursPerMove: -1 } } }, 400],
    ["form data", { raw: "game=takeaway", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a huge body", { raw: JSON.stringify({ game: "takeaway", seats: twoSeats, options: { pad: "x".repeat(100_000) } }) }, 413],
  ])("answers %s with a JSON 4xx", async (_name, init, status) => {
    const r = await api.call("POST", "/api/matches", init as any);
    expectError(r, status);
  });
});

describe("GET /api/matches/:id", () => {
  it("shows a spectator the public view, no legal moves, no secrets, no contacts", async () => {
    const m = await newMatch();
    const r = await api.get(`/api/matches/${m.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: m.id,
      game: "takeaway",
      status: "active",
      seq: 0,
      activeSeats: [0],
      outcome: null,
      seedHash: m.seedHash,
    });
    expect(r.body.players).toEqual([
      { seat: 0, name: "Ana", open: false, deadline: null, vacationUntil: null },
      { seat: 1, name: "Bo", open: false, deadline: null, vacationUntil: null },
    ]);
    expect(r.body.legalMoves).toBeUndefined();
    expect(r.body.you).toBeUndefined();
    expect(r.body.view.bonus).toEqual([null, null]);
    for (const secret of [...m.seats.map((s) => s.secret), "ana@example.org", "hooks.example.org"]) expect(r.text).not.toContain(secret);
  });

  it("shows a seat its own view, its legal moves and its own contact only", async () => {
    const m = await newMatch();
    const a = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret });
    expect(a.body.you).toEqual({ seat: 0, name: "Ana", contact: "ana@example.org", unread: 0 });
    expect(a.body.legalMoves).toEqual([
      { type: "take", n: 1 },
      { type: "take", n: 2 },
      { type: "take", n: 3 },
    ]);
    expect(a.body.view.bonus[0]).toEqual(expect.any(Number));
    expect(a.body.view.bonus[1]).toBeNull();
    expect(a.text).not.toContain("hooks.example.org");
    const b = await api.get(`/api/matches/${m.id}`, { secret: m.seats[1]!.secret });
    expect(b.body.legalMoves).toEqual([]);
    expect(b.body.view.bonus[0]).toBeNull();
    expect(b.text).not.toContain("ana@example.org");
  });

  it("answers 404 for an unknown match or a malformed id (a path that could name none) and 403 for a wrong secret", async () => {
    expectError(await api.get("/api/matches/AAAAAAAAAAAA"), 404, "match_not_found");
    expectError(await api.get("/api/matches/no!"), 404, "not_found");
    const m = await newMatch();
    expectError(await api.get(`/api/matches/${m.id}`, { secret: "x".repeat(43) }), 403, "bad_secret");
    expectError(await api.get(`/api/matches/${m.id}`, { headers: { authorization: "Basic abc" } }), 403, "bad_secret");
    const other = await newMatch();
    expectError(await api.get(`/api/matches/${m.id}`, { secret: other.seats[0]!.secret }), 403, "bad_secret");
  });

  it("sends an ETag per seq and viewer and answers 304 to If-None-Match", async () => {
    const m = await newMatch();
    const s = await api.get(`/api/matches/${m.id}`);
    const a = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret });
    const etag = s.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(a.headers.get("etag")).not.toBe(etag); // a seat and a spectator never share a cache entry
    expect(s.headers.get("vary")).toContain("Authorization");
    const again = await api.get(`/api/matches/${m.id}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // The seat's own ETag does not validate the spectator's entry, and vice versa.
    expect((await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret, headers: { "if-none-match": etag } })).status).toBe(200);
    await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 1 });
    const after = await api.get(`/api/matches/${m.id}`, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });
});

describe("open seats and invites", () => {
  it("keeps the match open until every seat is claimed, then starts it", async () => {
    const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Host" }, { open: true }, { open: true }] });
    expect(r.status, r.text).toBe(201);
    const m = r.body;
    expect(m.status).toBe("open");
    expect(m.seats[1]).toEqual({ seat: 1, name: null, open: true });
    expect(m.invite.token.length).toBeGreaterThanOrEqual(43);
    expect(m.invite.link).toContain(m.invite.token);
    const host = m.seats[0].secret;

    const g = await api.get(`/api/matches/${m.id}`, { secret: host });
    expect(g.body.status).toBe("open");
    expect(g.body.activeSeats).toEqual([]);
    expect(g.body.legalMoves).toEqual([]);
    expectError(await move(m.id, host, 0, { type: "take", n: 1 }), 409, "match_not_started");
    const etagOpen = g.headers.get("etag");

    expectError(await api.post(`/api/matches/${m.id}/join`, { invite: "y".repeat(43), name: "Eve" }), 403, "bad_invite");
    expectError(await api.post(`/api/matches/${m.id}/join`, { invite: m.invite.token }), 400);
    expectError(await api.post("/api/matches/AAAAAAAAAAAA/join", { invite: m.invite.token, name: "Eve" }), 404);
    expectError(await api.post(`/api/matches/${m.id}/join`, { invite: m.invite.token, name: "Cy", seat: 0 }), 409, "seat_taken");

    const j1 = await api.post(`/api/matches/${m.id}/join`, { invite: m.invite.token, name: "Cy", contact: "cy@example.org", seat: 2 });
    expect(j1.status, j1.text).toBe(201);
    expect(j1.body).toMatchObject({ id: m.id, seat: 2, status: "open" });
    const g2 = await api.get(`/api/matches/${m.id}`, { secret: host, headers: { "if-none-match": etagOpen! } });
    expect(g2.status).toBe(200); // a join changes the ETag
    expect(g2.body.players[2]).toEqual({ seat: 2, name: "Cy", open: false, deadline: null, vacationUntil: null });
    expect(g2.text).not.toContain("cy@example.org");
    expect(await d1Of(m.id).prepare("SELECT count(*) AS n FROM outbox WHERE match_id = ?").bind(m.id).first("n")).toBe(0);

    const j2 = await api.post(`/api/matches/${m.id}/join`, { invite: m.invite.token, name: "Di" });
    expect(j2.status, j2.text).toBe(201);
    expect(j2.body).toMatchObject({ seat: 1, status: "active" });
    const me = await api.get(`/api/matches/${m.id}`, { secret: j2.body.secret });
    expect(me.body.you).toEqual({ seat: 1, name: "Di", contact: null, unread: 0 });
    expect(me.body.status).toBe("active");
    const outbox = await d1Of(m.id).prepare("SELECT seq, seat, kind FROM outbox WHERE match_id = ?").bind(m.id).all();
    expect(outbox.results).toEqual([{ seq: 0, seat: 0, kind: "your_turn" }]);

    expectError(await api.post(`/api/matches/${m.id}/join`, { invite: m.invite.token, name: "Late" }), 403, "bad_invite");
    expect((await move(m.id, host, 0, { type: "take", n: 1 })).status).toBe(201);
  });

  it("lets exactly one of two racing joiners take the last seat", async () => {
    const r = await api.post("/api/matches", { game: "takeaway", seats: [{ name: "Host" }, { open: true }] });
    const joins = await Promise.all(
      ["P", "Q", "R"].map((name) => api.post(`/api/matches/${r.body.id}/join`, { invite: r.body.invite.token, name, seat: 1 })),
    );
    expect(joins.filter((j) => j.status === 201)).toHaveLength(1);
    for (const j of joins.filter((j) => j.status !== 201)) expect([403, 409]).toContain(j.status);
    const outbox = await d1Of(r.body.id).prepare("SELECT count(*) AS n FROM outbox WHERE match_id = ?").bind(r.body.id).first("n");
    expect(outbox).toBe(1);
  });
});

describe("POST /api/matches/:id/moves", () => {
  it("plays a legal move: 201 with the mover's new view, and queues the next seat", async () => {
    const m = await newMatch();
    const r = await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 2 });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ seq: 1, activeSeats: [1], you: { seat: 0 }, legalMoves: [] });
    expect(r.body.view.pile).toBe(19);
    const rows = await d1Of(m.id)
      .prepare("SELECT seq, seat, kind, channel FROM outbox WHERE match_id = ? AND kind != 'invite' ORDER BY seq")
      .bind(m.id)
      .all();
    expect(rows.results).toEqual([
      { seq: 0, seat: 0, kind: "your_turn", channel: "email" },
      { seq: 1, seat: 1, kind: "your_turn", channel: "webhook" },
    ]);
  });

  it("refuses a stale seq with 409 and the current seq", async () => {
    const m = await newMatch();
    await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 1 });
    const r = await move(m.id, m.seats[1]!.secret, 0, { type: "take", n: 1 });
    expectError(r, 409, "stale_seq");
    expect(r.body.seq).toBe(1);
    // The current match comes along, as the caller (seat 1) may see it, so no extra GET is needed.
    expect(r.body.match).toMatchObject({ seq: 1, activeSeats: [1], you: { seat: 1 }, legalMoves: expect.any(Array) });
    expect(r.body.match.view.bonus[0]).toBeNull();
    expectError(await move(m.id, m.seats[1]!.secret, 7, { type: "take", n: 1 }), 409, "stale_seq");
  });

  it("refuses an illegal move with 422 and the engine's rule", async () => {
    const m = await newMatch();
    const r = await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 4 });
    expectError(r, 422, "bad_count");
    expect(r.body.error.rule).toBe("§2");
    expectError(await move(m.id, m.seats[0]!.secret, 0, { type: "fly" }), 422, "bad_move");
    expectError(await move(m.id, m.seats[0]!.secret, 0, "take"), 422, "bad_move");
    expect((await api.get(`/api/matches/${m.id}`)).body.seq).toBe(0);
  });

  it("refuses foreign seats, missing and wrong secrets with 403", async () => {
    const m = await newMatch();
    expectError(await move(m.id, m.seats[1]!.secret, 0, { type: "take", n: 1 }), 403, "not_your_turn");
    expectError(await move(m.id, undefined, 0, { type: "take", n: 1 }), 403, "secret_required");
    expectError(await move(m.id, "z".repeat(43), 0, { type: "take", n: 1 }), 403, "bad_secret");
    const other = await newMatch();
    expectError(await move(m.id, other.seats[0]!.secret, 0, { type: "take", n: 1 }), 403, "bad_secret");
  });

  it("answers 404 for an unknown match", async () => {
    expectError(await move("AAAAAAAAAAAA", "z".repeat(43), 0, { type: "take", n: 1 }), 404, "match_not_found");
  });

  it.each([
    ["junk JSON", { raw: "{{{" }],
    ["no move", { body: { seq: 0 } }],
    ["a string seq", { body: { seq: "0", move: { type: "take", n: 1 } } }],
    ["a fractional seq", { body: { seq: 0.5, move: { type: "take", n: 1 } } }],
    ["a negative seq", { body: { seq: -1, move: { type: "take", n: 1 } } }],
    ["an extra field", { body: { seq: 0, move: { type: "take", n: 1 }, seat: 1 } }],
    ["a deeply nested move", { raw: `{"seq":0,"move":${"[".repeat(5000)}${"]".repeat(5000)}}` }],
  ])("answers %s with a JSON 4xx, never 500", async (_name, init) => {
    const m = await newMatch();
    const r = await api.call("POST", `/api/matches/${m.id}/moves`, { ...(init as any), secret: m.seats[0]!.secret });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expectError(r, r.status);
  });

  it("lets exactly one of several racing posts of the same seq land", async () => {
    const m = await newMatch();
    const racers = await Promise.all([1, 2, 3, 1, 2].map((n) => move(m.id, m.seats[0]!.secret, 0, { type: "take", n })));
    expect(racers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of racers.filter((r) => r.status !== 201)) expectError(r, 409, "stale_seq");
    const log = await api.get(`/api/matches/${m.id}/log`);
    expect(log.body.entries).toHaveLength(1);
    const match = await d1Of(m.id).prepare("SELECT seq FROM matches WHERE id = ?").bind(m.id).first("seq");
    expect(match).toBe(1);
    const outbox = await d1Of(m.id).prepare("SELECT count(*) AS n FROM outbox WHERE match_id = ? AND seq = 1").bind(m.id).first("n");
    expect(outbox).toBe(1); // the losers' outbox rows were rolled back with their moves
  });

  it("refuses moves after the end with 409", async () => {
    const m = await newMatch({ options: { pile: 3 } });
    expect((await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 3 })).status).toBe(201);
    expectError(await move(m.id, m.seats[1]!.secret, 1, { type: "take", n: 1 }), 409, "match_over");
    const rows = await d1Of(m.id).prepare("SELECT seat, kind FROM outbox WHERE match_id = ? AND seq = 1 ORDER BY seat").bind(m.id).all();
    expect(rows.results).toEqual([
      { seat: 0, kind: "match_over" },
      { seat: 1, kind: "match_over" },
    ]);
  });
});

describe("a whole match, log, replay and record", () => {
  it("plays to the end through legalMoves only; replay at every seq equals the live views; the record verifies", async () => {
    const m = await newMatch({ options: { pile: 40 } });
    const played = await playToEnd(api, m, prng(7));
    expect(played.final.status).toBe("finished");
    expect(played.final.outcome.scores).toHaveLength(2);
    expect(played.final.activeSeats).toEqual([]);
    // Everyone's bonus is public at the end (the fixture's rule), so the final view shows both.
    expect(played.final.view.bonus.every((b: unknown) => typeof b === "number")).toBe(true);

    // Replay at every seq, for the spectator and for the seat that was live then, equals what was served.
    for (let seq = 0; seq < played.live.length; seq++) {
      const l = played.live[seq]!;
      const spect = await api.get(`/api/matches/${m.id}/at/${seq}`);
      expect(spect.status, spect.text).toBe(200);
      expect(spect.body.view).toEqual(l.spectator);
      const seat = await api.get(`/api/matches/${m.id}/at/${seq}`, { secret: m.seats[l.seat]!.secret });
      expect(seat.body.view).toEqual(l.seatView);
    }
    const end = await api.get(`/api/matches/${m.id}/at/${played.seq}`);
    expect(end.body.view).toEqual(played.final.view);
    expect(end.body.outcome).toEqual(played.final.outcome);
    expectError(await api.get(`/api/matches/${m.id}/at/${played.seq + 1}`), 404, "no_such_seq");
    expectError(await api.get(`/api/matches/${m.id}/at/minus`), 404, "not_found");

    // The record: seed revealed, sha256(seed) == seedHash, the chain verifies, the engine replays it to the same outcome.
    const rec = (await api.get(`/api/matches/${m.id}/record`)).body;
    expect(rec.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(await sha256Hex(rec.seed)).toBe(m.seedHash);
    expect(rec.seats).toEqual([
      { seat: 0, name: "Ana" },
      { seat: 1, name: "Bo" },
    ]);
    expect(JSON.stringify(rec)).not.toContain("example.org");
    const chain = await verifyChain(
      { match: rec.id, game: rec.game, rulesVersion: rec.rulesVersion, players: rec.players, options: rec.options, seedHash: rec.seedHash },
      rec.moves,
    );
    expect(chain).toEqual({ ok: true, head: rec.headHash });
    const r = replay<any>(takeaway, rec);
    expect(r.ok).toBe(true);
    if (r.ok) expect(takeaway.outcome(r.value.states.at(-1))).toEqual(played.final.outcome);
    // Tampering with any move breaks the chain.
    const forged = structuredClone(rec.moves);
    forged[0].move.n = forged[0].move.n === 1 ? 2 : 1;
    expect((await verifyChain({ ...rec, match: rec.id }, forged)).ok).toBe(false);
  });

  it("keeps the seed secret in the record until the end, and filters events per viewer in the log", async () => {
    const m = await newMatch();
    await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 3 }); // draws a secret bonus card
    const rec = await api.get(`/api/matches/${m.id}/record`);
    expect(rec.body.seed).toBeUndefined();
    const seed = await d1Of(m.id).prepare("SELECT seed FROM matches WHERE id = ?").bind(m.id).first<string>("seed");
    const contacts = ["ana@example.org", "hooks.example.org/bo"];
    for (const who of [undefined, 0, 1]) {
      for (const path of ["", "/log", "/record", "/at/0", "/at/1"]) {
        const r = await api.get(`/api/matches/${m.id}${path}`, who === undefined ? {} : { secret: m.seats[who]!.secret });
        expect(r.status).toBe(200);
        expect(r.text).not.toContain(seed!);
        for (const s of m.seats) expect(r.text).not.toContain(s.secret);
        // A seat sees its own contact (in `you`), nobody else's; a spectator sees none.
        contacts.forEach((c, seat) => (seat === who ? null : expect(r.text).not.toContain(c)));
      }
    }
    const drew = (body: any) => body.entries[0].events.find((e: any) => e.type === "drew");
    const own = await api.get(`/api/matches/${m.id}/log`, { secret: m.seats[0]!.secret });
    expect(drew(own.body).value).toEqual(expect.any(Number));
    expect(own.body.entries[0]).toMatchObject({ seq: 1, seat: 0, move: { type: "take", n: 3 }, text: "take 3" });
    expect(drew((await api.get(`/api/matches/${m.id}/log`, { secret: m.seats[1]!.secret })).body)).toEqual({ type: "drew", seat: 0 });
    expect(drew((await api.get(`/api/matches/${m.id}/log`)).body)).toEqual({ type: "drew", seat: 0 });
    const at = await api.get(`/api/matches/${m.id}/at/1`, { secret: m.seats[1]!.secret });
    expect(at.body.events).toEqual([
      { type: "took", seat: 0, n: 3 },
      { type: "drew", seat: 0 },
    ]);
  });

  it("rebuilds a lost snapshot from the log", async () => {
    const m = await newMatch();
    await move(m.id, m.seats[0]!.secret, 0, { type: "take", n: 3 });
    await move(m.id, m.seats[1]!.secret, 1, { type: "take", n: 2 });
    const before = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret });
    await d1Of(m.id).prepare("UPDATE matches SET state = NULL WHERE id = ?").bind(m.id).run();
    const after = await api.get(`/api/matches/${m.id}`, { secret: m.seats[0]!.secret });
    expect(after.body).toEqual(before.body);
    expect(await d1Of(m.id).prepare("SELECT state IS NOT NULL AS cached FROM matches WHERE id = ?").bind(m.id).first("cached")).toBe(1);
    expect((await move(m.id, m.seats[0]!.secret, 2, { type: "take", n: 1 })).status).toBe(201);
  });
});

describe("HTTP hygiene", () => {
  it("sets security headers and keeps CORS to reads", async () => {
    const r = await api.get("/api/games");
    const security = Object.fromEntries([...r.headers].filter(([k]) => !/^(content-type|cache-control|access-control|etag|vary)/.test(k)));
    expect(security).toEqual({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    const w = await api.post("/api/matches", { game: "takeaway", seats: twoSeats }, { headers: { origin: "https://evil.example" } });
    expectError(w, 403, "cross_site"); // a browser's cross-site write (issue #39)
    expect(w.headers.get("access-control-allow-origin")).toBeNull();
    expect(w.headers.get("cache-control")).toBe("no-store");
    const pre = await api.call("OPTIONS", "/api/matches", {
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(pre.headers.get("access-control-allow-methods") ?? "").not.toContain("POST");
  });

  it("answers unknown routes with JSON 404, and methods a route does not answer with 405 and Allow", async () => {
    expectError(await api.get("/api/nope"), 404, "not_found");
    const r = await api.call("DELETE", "/api/games");
    expectError(r, 405, "method_not_allowed");
    expect(r.headers.get("allow")).toBe("GET, HEAD");
  });

  it("serves a pointer to the API at /", async () => {
    const r = await api.get("/");
    expect(r.status).toBe(200);
    expect(r.text).toContain("/api/openapi.json");
  });

  it("rate-limits writes per client address with 429 and Retry-After", async () => {
    const limited = client([takeaway], { rateLimitPerMinute: 3 });
    const ip = { "cf-connecting-ip": "203.0.113.9" };
    const body = { game: "takeaway", seats: twoSeats };
    for (let i = 0; i < 3; i++) expect((await limited.post("/api/matches", body, { headers: ip })).status).toBe(201);
    const r = await limited.post("/api/matches", body, { headers: ip });
    expectError(r, 429, "rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.post("/api/matches", body, { headers: { "cf-connecting-ip": "203.0.113.10" } })).status).toBe(201);
    expect((await limited.get("/api/games", { headers: ip })).status).toBe(200); // reads are not limited
  });

  it("describes the whole API in OpenAPI 3.1 (worker/openapi.json, served as a static file of the build)", async () => {
    const r = { body: DOCUMENT as any };
    expect(r.body.openapi).toBe("3.1.0");
    expect(Object.keys(r.body.paths).sort()).toEqual([
      "/api/config",
      "/api/dev/mailbox",
      "/api/email/{hash}/confirm",
      "/api/email/{hash}/unsubscribe",
      "/api/games",
      "/api/links",
      "/api/links/import",
      "/api/lobby",
      "/api/matches",
      "/api/matches/{id}",
      "/api/matches/{id}/at/{seq}",
      "/api/matches/{id}/board.png",
      "/api/matches/{id}/board.svg",
      "/api/matches/{id}/chat",
      "/api/matches/{id}/chat/mutes",
      "/api/matches/{id}/chat/read",
      "/api/matches/{id}/invitations",
      "/api/matches/{id}/join",
      "/api/matches/{id}/live",
      "/api/matches/{id}/live/ticket",
      "/api/matches/{id}/log",
      "/api/matches/{id}/moves",
      "/api/matches/{id}/record",
      "/api/matches/{id}/rematch",
      "/api/matches/{id}/resign",
      "/api/matches/{id}/seats/me/notifications",
      "/api/matches/{id}/seats/me/seen",
      "/api/matches/{id}/seats/me/vacation",
      "/api/matches/{id}/seats/{seat}/invitation",
      "/api/matches/{id}/seats/{seat}/unsubscribe",
      "/api/matches/{id}/views",
    ]);
    expect(r.body.paths["/api/matches/{id}/moves"].post.responses).toHaveProperty("409");
    expect(r.body.components.schemas).toHaveProperty("MoveRequest");
    expect(r.body.components.securitySchemes.seatSecret).toMatchObject({ type: "http", scheme: "bearer" });
    expect(JSON.stringify(r.body)).not.toContain("__bench");
  });

  it("has no bench route: those are the bench Worker's (bench/worker/)", async () => {
    expectError(await api.post("/api/__bench/raw-move", { id: "x", seq: 0 }), 404);
  });
});
