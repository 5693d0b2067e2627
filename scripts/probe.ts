/**
 * `npm run probe`: the API probed as an attacker would, against its own `wrangler dev` (scripts/devserver.ts: fresh
 * local D1, free loopback port, local development with the mailbox, write limit off so the probe is not throttled).
 *
 * 1. Bodies over the limit: 70 KiB and 5 MB chunked bodies and a 70 KiB declared one must get 413, each followed by a
 *    normal request that must succeed (the runtime once hung or restarted after them).
 * 2. Fuzz: every route of /api/openapi.json, PROBE_FUZZ (default 10,000) malformed requests: wrong types, mutated
 *    valid bodies, sizes near and over 64 KiB, deep nesting, odd unicode, prototype keys, broken JSON, wrong content
 *    types, a few chunked bodies over the limit, junk path parameters. Every answer must be < 500, and every 4xx
 *    from /api must be JSON `{ error: { code, message } }`.
 * 3. Matches: PROBE_MATCHES (default 1) of each game, 3 seats with e-mail and webhook contacts, played by a random
 *    client choosing from `legalMoves`, reading as spectator and as seats (match, log, at/:seq, record, own settings).
 *    A leak is any read that shows a seat secret to someone else, a contact to anyone but its seat, the seed before
 *    the end, or a view or event that differs from what the engine gives that viewer (hidden cards, piles, decks):
 *    the record's seed, revealed at the end, replays the match so every view can be checked exactly.
 *
 * 4. Abuse (scripts/probe-abuse.ts, issue #28): a one-client flood of one match's live room, 40 racing chat lines,
 *    and matches played to mail-bomb a confirmed address.
 *
 * Prints `N requests, N 5xx, N leaks` and exits non-zero when there is a 5xx (or no answer), a leak, a 4xx without the
 * error shape, or a failed check (a body not refused, a match not finished, the mailbox open to a foreign Host).
 */
import { readFileSync } from "node:fs";
import type { AnyGame, Seat, Viewer } from "../engine/core/game.js";
import { replay, type GameRecord } from "../engine/core/replay.js";
import { seedRng, randomInt } from "../engine/core/rng.js";
import { games } from "../games/index.js";
import { startDevServer } from "./devserver.js";
import { chatRace, liveFlood, mailBomb, type Probe } from "./probe-abuse.js";
import { crossSite, lobbyFlood } from "./probe-edge.js";
import { urlFamilies } from "./probe-urls.js";
import { chunked, enc, json, malformed, STRANGE } from "./probe-bodies.js";
import { FETCH_FORBIDS, rawGet, viaHttp } from "./probe-http.js";

/**
 * `--short` (CI, .ci/run): the same checks on a fixed seed in about two thousand requests — 1,000 fuzzed, 1,000 of the
 * URL families, one match of the first game, and issue #39's limits; the live-room flood and the mail bomb are left
 * to the full run.
 */
const SHORT = process.argv.includes("--short");
const FUZZ = Number(process.env.PROBE_FUZZ ?? (SHORT ? 1_000 : 10_000));
const URLS = Number(process.env.PROBE_URLS ?? (SHORT ? 1_000 : Number.POSITIVE_INFINITY));
const MATCHES = Number(process.env.PROBE_MATCHES ?? 1);
const CONCURRENCY = 8;
const MAX_MOVES = Number(process.env.PROBE_MAX_MOVES ?? 3000);
const rng = seedRng(process.env.PROBE_SEED ?? "waka-probe");
const rand = (n: number) => randomInt(rng, n);
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;

const stats = { requests: 0, fivexx: 0, leaks: 0, badErrors: 0, failedChecks: 0 };
const samples: string[] = [];
const note = (kind: string, what: string) => {
  if (samples.length < 40) samples.push(`${kind}: ${what.slice(0, 300)}`);
};
const failed = (what: string) => {
  stats.failedChecks++;
  note("check", what);
};

interface Answer {
  status: number;
  text: string;
  body: any;
  allow?: string | null;
}

async function call(
  base: string,
  method: string,
  path: string,
  init: { body?: RequestInit["body"]; headers?: Record<string, string>; secret?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.secret) headers.authorization = `Bearer ${init.secret}`;
  // HTTP header values are bytes: junk is sent with its non-printable characters replaced
  for (const [k, v] of Object.entries(headers)) headers[k] = v.replace(/[^\t\x20-\x7e]/g, "?");
  stats.requests++;
  try {
    const send = FETCH_FORBIDS.has(method) ? viaHttp : fetch;
    const res = await send(base + path, {
      method,
      headers,
      body: init.body,
      signal: AbortSignal.timeout(30_000),
      ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (res.status >= 500) {
      stats.fivexx++;
      note("5xx", `${method} ${path} → ${res.status} ${text}`);
    } else if (
      res.status >= 400 &&
      method !== "HEAD" && // a HEAD answer has no body
      path.startsWith("/api/") &&
      !(typeof body?.error?.code === "string" && typeof body?.error?.message === "string")
    ) {
      stats.badErrors++;
      note("error shape", `${method} ${path} → ${res.status} ${text}`);
    }
    return { status: res.status, text, body, allow: res.headers.get("allow") };
  } catch (e) {
    stats.fivexx++; // no answer at all (hang, reset) is worse than a 5xx
    note("no answer", `${method} ${path}: ${(e as Error).message}`);
    return { status: 0, text: "", body: undefined };
  }
}

// ------------------------------------------------------------------------------------------------ 1. bodies

async function bodies(base: string): Promise<void> {
  const cases: [string, () => { body: RequestInit["body"]; headers: Record<string, string> }][] = [
    ["70 KiB chunked", () => ({ body: chunked(70 * 1024), headers: { "content-type": "application/json" } })],
    ["5 MB chunked", () => ({ body: chunked(5 * 1024 * 1024), headers: { "content-type": "application/json" } })],
    ["70 KiB with Content-Length", () => ({ body: "x".repeat(70 * 1024), headers: { "content-type": "application/json" } })],
  ];
  for (const [name, make] of cases) {
    const r = await call(base, "POST", "/api/matches", make());
    if (r.status !== 413) failed(`${name}: ${r.status}, not 413`);
    const next = await call(base, "POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: "A" }, { name: "B" }] }));
    if (next.status !== 201) failed(`the normal request after ${name}: ${next.status}, not 201`);
  }
}

// ------------------------------------------------------------------------------------------------ 2. fuzz

interface Target {
  id: string;
  secret: string;
  invite: string;
}

/** Fuzzes every route; returns its target match and the description's paths, for the URL families. */
async function fuzz(base: string): Promise<{ target: Target; paths: string[] }> {
  const created = await call(
    base,
    "POST",
    "/api/matches",
    json({ game: "tongiaki", seats: [{ name: "A", contact: "fuzz-a@example.org" }, { open: true }, { name: "C" }] }),
  );
  if (created.status !== 201) throw new Error(`fuzz target: ${created.status} ${created.text}`);
  const t: Target = { id: created.body.id, secret: created.body.seats[0].secret, invite: created.body.invite.token };
  // the description as the build serves it (the asset server's copy of this file; no build needed to probe)
  const doc = JSON.parse(readFileSync(new URL("../worker/openapi.json", import.meta.url), "utf8"));
  const routes: { method: string; path: string }[] = [];
  for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths))
    for (const method of Object.keys(ops)) routes.push({ method: method.toUpperCase(), path });
  const valid = (method: string, path: string): unknown => {
    if (path === "/api/matches")
      return {
        game: pick(games.map((g) => g.id)),
        seats: [{ name: "A", contact: "a@example.org" }, { open: true }, { bot: pick(["easy", "strong"]) }],
        clock: { daysPerMove: 3 },
      };
    if (path.endsWith("/join")) return { invite: t.invite, name: "J", contact: "j@example.org" };
    if (path.endsWith("/moves")) return { seq: 0, move: { type: "pass" } };
    if (path.endsWith("/notifications")) return { email: "n@example.org", webhook: null, digest: true };
    if (path.endsWith("/vacation")) return { days: 1 };
    return method === "GET" ? undefined : {};
  };
  const fill = (path: string): string =>
    path
      .replace("{id}", rand(5) === 0 ? enc(pick(STRANGE).slice(0, 200)) : t.id)
      .replace("{seat}", String(rand(6) === 0 ? pick(["-1", "99", "1e3", "x"]) : rand(3)))
      .replace("{seq}", String(rand(6) === 0 ? pick(["-1", "1.5", "9999999999", "NaN"]) : rand(3)))
      .replace(/\{[^}]+\}/g, "x") +
    (rand(3) === 0
      ? `?t=${enc(pick(STRANGE).slice(0, 300))}&limit=${pick(["-1", "0", "1e9", "x"])}&seat=${pick(["-1", "x", "2"])}&match=${enc(pick(STRANGE).slice(0, 40))}`
      : "");
  let i = 0;
  const worker = async () => {
    while (i < FUZZ) {
      const n = i++;
      const r = routes[n % routes.length]!;
      const m = malformed(rand, valid(r.method, r.path) ?? {}, n);
      const secret = rand(2) === 0 ? t.secret : rand(4) === 0 ? pick(STRANGE).slice(0, 100) : undefined;
      if (r.method === "GET")
        await call(base, "GET", fill(r.path), { secret, headers: rand(8) === 0 ? { "if-none-match": pick(STRANGE).slice(0, 50) } : {} });
      else await call(base, r.method, fill(r.path), { ...m, secret });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { target: t, paths: Object.keys(doc.paths) };
}

// ------------------------------------------------------------------------------------------------ 3. matches

/** Key-order-free comparison of two JSON values. */
const canon = (v: unknown): string =>
  v === null || typeof v !== "object"
    ? JSON.stringify(v)
    : Array.isArray(v)
      ? `[${v.map(canon).join(",")}]`
      : `{${Object.keys(v)
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`)
          .join(",")}}`;

interface Seen {
  viewer: Viewer;
  kind: "match" | "at" | "log" | "record" | "settings";
  seq: number;
  text: string;
  body: any;
  finished: boolean;
}

async function playMatch(base: string, game: AnyGame, n: number): Promise<void> {
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  const contacts = Array.from({ length: players }, (_, s) =>
    s === 1 ? `https://hooks.example.org/probe-${n}-${game.id}-${s}` : `probe-${n}-${s}-${game.id}@example.org`,
  );
  const created = await call(
    base,
    "POST",
    "/api/matches",
    json({ game: game.id, seats: contacts.map((contact, s) => ({ name: `P${s}`, contact })) }),
  );
  if (created.status !== 201) throw new Error(`create ${game.id}: ${created.status} ${created.text}`);
  const id: string = created.body.id;
  const secrets: string[] = created.body.seats.map((s: any) => s.secret);
  const seen: Seen[] = [];
  let over = false;
  const read = async (viewer: Viewer, kind: Seen["kind"], path: string, seq: number) => {
    const secret = "seat" in viewer ? secrets[viewer.seat] : undefined;
    const r = await call(base, "GET", path, { secret });
    if (r.status === 200) seen.push({ viewer, kind, seq, text: r.text, body: r.body, finished: over });
    return r;
  };
  let seq = 0;
  let now: { status: string; activeSeats: Seat[] } = { status: created.body.status, activeSeats: [] }; // read at the first step
  for (let step = 0; step < MAX_MOVES; step++) {
    if (step % 3 === 0 || now.activeSeats.length === 0) {
      const spect = await read({ spectator: true }, "match", `/api/matches/${id}`, seq);
      now = spect.body;
    }
    if (now?.status !== "active") {
      over = true;
      break;
    }
    const seat: Seat = pick(now.activeSeats);
    const mine = await read({ seat }, "match", `/api/matches/${id}`, seq);
    const legal: unknown[] = mine.body?.legalMoves ?? [];
    if (legal.length === 0) throw new Error(`${game.id} ${id}: seat ${seat} on turn at ${seq} without legal moves`);
    if (rand(10) === 0) await read(pick<Viewer>([{ spectator: true }, { seat: rand(players) }]), "log", `/api/matches/${id}/log`, seq);
    if (rand(10) === 0) {
      const at = rand(seq + 1);
      await read(pick<Viewer>([{ spectator: true }, { seat: rand(players) }]), "at", `/api/matches/${id}/at/${at}`, at);
    }
    if (rand(10) === 0) {
      // a run of positions: each must be what GET /at answers, the engine's view for that viewer
      const viewer = pick<Viewer>([{ spectator: true }, { seat: rand(players) }]);
      const from = rand(seq + 1);
      const r = await call(base, "GET", `/api/matches/${id}/views?from=${from}&to=${from + rand(20)}`, {
        secret: "seat" in viewer ? secrets[viewer.seat] : undefined,
      });
      if (r.status === 200)
        for (const v of r.body.views) seen.push({ viewer, kind: "at", seq: v.seq, text: JSON.stringify(v), body: v, finished: over });
    }
    if (rand(25) === 0) await read({ seat: rand(players) }, "settings", `/api/matches/${id}/seats/me/notifications`, seq);
    if (rand(25) === 0) await read({ spectator: true }, "record", `/api/matches/${id}/record`, seq);
    const posted = await call(base, "POST", `/api/matches/${id}/moves`, { ...json({ seq, move: pick(legal) }), secret: secrets[seat] });
    if (posted.status !== 201) throw new Error(`${game.id} ${id}: move at ${seq}: ${posted.status} ${posted.text}`);
    seq = posted.body.seq;
    now = posted.body;
    seen.push({ viewer: { seat }, kind: "match", seq, text: posted.text, body: posted.body, finished: false });
  }
  const rec = await read({ spectator: true }, "record", `/api/matches/${id}/record`, seq);
  for (let s = 0; s < players; s++) await read({ seat: s }, "log", `/api/matches/${id}/log`, seq);
  if (!over || typeof rec.body?.seed !== "string")
    failed(`${game.id} ${id}: not finished within ${MAX_MOVES} moves, or its record has no seed`);
  checkLeaks(game, id, secrets, contacts, seen, over ? (rec.body as GameRecord) : null);
}

function checkLeaks(game: AnyGame, id: string, secrets: string[], contacts: string[], seen: Seen[], record: GameRecord | null): void {
  const leak = (x: Seen, what: string) => {
    stats.leaks++;
    note("leak", `${game.id} ${id} ${x.kind} at ${x.seq} to ${JSON.stringify(x.viewer)}: ${what}`);
  };
  const replayed = record ? replay(game, { ...record, moves: record.moves.map((m: any) => ({ seat: m.seat, move: m.move })) }) : null;
  if (replayed && !replayed.ok) note("replay", `${game.id} ${id}: ${replayed.error.message}`);
  const states = replayed?.ok ? (replayed.value.states as unknown[]) : null;
  const events = replayed?.ok ? replayed.value.events : null;
  for (const x of seen) {
    const me = "seat" in x.viewer ? x.viewer.seat : null;
    secrets.forEach((s, seat) => seat !== me && x.text.includes(s) && leak(x, `seat ${seat}'s secret`));
    contacts.forEach((c, seat) => seat !== me && x.text.includes(c) && leak(x, `seat ${seat}'s contact`));
    if (record && !x.finished && x.text.includes(record.seed)) leak(x, "the seed before the end");
    if (!states || !events) continue;
    if ((x.kind === "match" || x.kind === "at") && x.body?.view !== undefined) {
      const expected = JSON.parse(JSON.stringify(game.view(states[x.seq], x.viewer)));
      if (canon(x.body.view) !== canon(expected)) leak(x, "a view that is not the engine's view for this viewer");
    }
    if (x.kind === "log") {
      for (const e of x.body.entries as { seq: number; events: unknown[] }[]) {
        const full = events[e.seq - 1] ?? [];
        const expected = JSON.parse(JSON.stringify(full.map((ev) => game.viewEvent(ev, x.viewer))));
        if (canon(e.events) !== canon(expected)) leak(x, `move ${e.seq}'s events are not the engine's events for this viewer`);
      }
    }
  }
}

// ------------------------------------------------------------------------------------------------ main

const t0 = Date.now();
const server = await startDevServer({ MAILBOX: "on", RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { workers: true });
let exit = 1;
try {
  await bodies(server.base);
  console.log(`probe: oversized bodies done (${stats.requests} requests)`);
  const { target, paths: routePaths } = await fuzz(server.base);
  console.log(`probe: fuzz done (${stats.requests} requests, ${Math.round((Date.now() - t0) / 1000)} s)`);
  const mailbox = await call(server.base.replace("127.0.0.1", "localhost"), "GET", "/api/dev/mailbox?limit=1", {
    headers: { origin: "https://evil.example" },
  });
  if (mailbox.status !== 200) failed(`the mailbox from loopback: ${mailbox.status}`);
  const rebound = await rawGet(server.base, "/api/dev/mailbox", { host: "evil.example" });
  stats.requests++;
  if (rebound !== 403) failed(`the mailbox for Host: evil.example: ${rebound}, not 403`);
  const urls = await urlFamilies(
    {
      base: server.base,
      log: server.log,
      call: (method, path, init) => call(server.base, method, path, init),
      failed,
      counted: () => void stats.requests++,
    },
    routePaths,
    target,
    URLS,
    rand,
  );
  console.log(`probe: ${urls}`);
  for (let n = 0; n < MATCHES; n++) for (const game of SHORT ? games.slice(0, 1) : games) await playMatch(server.base, game, n);
  console.log(`probe: matches done (${Math.round((Date.now() - t0) / 1000)} s)`);
  const probe: Probe = {
    base: server.base,
    log: server.log,
    call: (method, path, init) => call(server.base, method, path, init),
    failed,
    counted: () => void stats.requests++,
  };
  const scenarios = SHORT ? [lobbyFlood, crossSite, chatRace] : [lobbyFlood, crossSite, liveFlood, chatRace, mailBomb];
  for (const scenario of scenarios) console.log(`probe: ${await scenario(probe)}`);
  exit = stats.fivexx + stats.leaks + stats.badErrors + stats.failedChecks > 0 ? 1 : 0;
} catch (e) {
  console.error(`probe: ${(e as Error).stack ?? e}`);
} finally {
  await server.stop();
}
for (const s of samples) console.log(`  ${s}`);
if (stats.badErrors) console.log(`${stats.badErrors} 4xx answers without the { error: { code, message } } shape`);
if (stats.failedChecks) console.log(`${stats.failedChecks} failed checks`);
console.log(`${stats.requests} requests, ${stats.fivexx} 5xx, ${stats.leaks} leaks`);
process.exit(exit);
