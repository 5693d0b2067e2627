/**
 * Live updates (npm run bench:live). Starts its own `wrangler dev` (local D1 and the live room's Durable Object, no
 * account) on a free loopback port with a temporary --persist-to directory, creates one Tongiaki match with 4 seats,
 * opens 100 WebSockets to its room (one per seat, 96 spectators), and has 1 mover play random legal moves for the
 * seat on turn. It measures on this machine:
 *   1. receipt: from the mover's 201 to each socket's receipt of its message — "the match is at seq N" for seats, the
 *      public match itself for watchers (negative when it overtakes the response: the room is told in waitUntil,
 *      while the response is on its way) — p50/p95 for the other seats and for the watchers, and for the last socket
 *      of each move;
 *   2. view: the same, up to the moment each page has its new view (a seat's page fetches its own with its ETag
 *      after the ping; a watcher's has it on receipt);
 *   3. throughput: the mover plays back to back; messages per second the room sends (all sockets' receipts / time).
 * Needs node's WebSocket client (`--experimental-websocket` on node 20, set by the npm script). Wrangler is stopped
 * at the end (and on errors).
 */
import { readFileSync } from "node:fs";
import { startDevServer } from "../scripts/devserver.js";
import { pct, prng } from "./stats.js";

const SEATS = 4;
const SOCKETS = 100;
const MOVES = 40;
const BURST = 60;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Socket {
  seat: number | null;
  ws: WebSocket;
  etag: string | null;
  /** seq → when the ping arrived, and when the page had its new view. */
  pinged: Map<number, number>;
  viewed: Map<number, number>;
  received: number;
}

async function openSocket(
  base: string,
  id: string,
  seat: number | null,
  secret: string | null,
  fetchViews: { on: boolean },
): Promise<Socket> {
  // a seat's socket opens with a single-use ticket had for its secret (POST …/live/ticket), as the page does
  const ticket = secret
    ? (
        (await (
          await fetch(`${base}/api/matches/${id}/live/ticket`, { method: "POST", headers: { authorization: `Bearer ${secret}` } })
        ).json()) as { ticket: string }
      ).ticket
    : null;
  const ws = new WebSocket(
    `${base.replace("http", "ws")}/api/matches/${id}/live`,
    ticket ? ["waka.live.1", `ticket.${ticket}`] : ["waka.live.1"],
  );
  const s: Socket = { seat, ws, etag: null, pinged: new Map(), viewed: new Map(), received: 0 };
  ws.addEventListener("message", (e) => {
    s.received++;
    const m = JSON.parse(String(e.data));
    if (m.type === "match") {
      // a spectator's socket: the match itself arrives, nothing to fetch
      const now = performance.now();
      s.pinged.set(m.seq, now);
      s.viewed.set(m.seq, now);
      return;
    }
    if (m.type !== "seq") return;
    s.pinged.set(m.seq, performance.now());
    if (!fetchViews.on) return;
    const headers: Record<string, string> = secret ? { authorization: `Bearer ${secret}` } : {};
    if (s.etag) headers["if-none-match"] = s.etag;
    void fetch(`${base}/api/matches/${id}`, { headers }).then(async (r) => {
      await r.arrayBuffer();
      s.etag = r.headers.get("etag");
      s.viewed.set(m.seq, performance.now());
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", () => reject(new Error("socket failed")), { once: true });
  });
  return s;
}

/** Plays one random legal move for the seat on turn; returns its seq and when the 201 arrived. */
async function move(base: string, id: string, secrets: string[], rnd: () => number): Promise<{ seq: number; at: number } | null> {
  const spect = (await (await fetch(`${base}/api/matches/${id}`)).json()) as { status: string; activeSeats: number[] };
  if (spect.status !== "active") return null;
  const seat = spect.activeSeats[0]!;
  const auth = { authorization: `Bearer ${secrets[seat]}` };
  const mine = (await (await fetch(`${base}/api/matches/${id}`, { headers: auth })).json()) as { seq: number; legalMoves: unknown[] };
  const legal = mine.legalMoves;
  const r = await fetch(`${base}/api/matches/${id}/moves`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ seq: mine.seq, move: legal[Math.floor(rnd() * legal.length)] }),
  });
  const at = performance.now();
  if (r.status !== 201) throw new Error(`move: ${r.status} ${await r.text()}`);
  return { seq: ((await r.json()) as { seq: number }).seq, at };
}

async function newMatch(base: string) {
  const r = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "tongiaki", seats: Array.from({ length: SEATS }, (_, i) => ({ name: `P${i}` })) }),
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${await r.text()}`);
  const m = (await r.json()) as { id: string; seats: { secret: string }[] };
  return { id: m.id, secrets: m.seats.map((s) => s.secret) };
}

/** Latencies (ms after the 201) per socket kind, and of the last socket per move. */
function latencies(sockets: Socket[], moves: { seq: number; at: number }[], of: "pinged" | "viewed") {
  const seats: number[] = [];
  const watchers: number[] = [];
  const last: number[] = [];
  let missing = 0;
  for (const mv of moves) {
    let worst = -Infinity;
    for (const s of sockets) {
      const t = s[of].get(mv.seq);
      if (t === undefined) {
        missing++;
        continue;
      }
      (s.seat === null ? watchers : seats).push(t - mv.at);
      worst = Math.max(worst, t - mv.at);
    }
    last.push(worst);
  }
  return { seats, watchers, last, missing };
}

async function main() {
  // the bench's 100 sockets all come from this machine: no per-client cap on sockets (protocol/live.ts)
  const server = await startDevServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0", LIVE_SOCKETS_PER_CLIENT: "0" });
  const base = server.base;
  const sockets: Socket[] = [];
  try {
    const fetchViews = { on: false };
    const rnd = prng(16);
    // warm-up: every path compiled once
    const warm = await newMatch(base);
    const w = await openSocket(base, warm.id, 0, warm.secrets[0]!, fetchViews);
    for (let i = 0; i < 5; i++) await move(base, warm.id, warm.secrets, rnd);
    w.ws.close();

    const { id, secrets } = await newMatch(base);
    for (let i = 0; i < SOCKETS; i++)
      sockets.push(await openSocket(base, id, i < SEATS ? i : null, i < SEATS ? secrets[i]! : null, fetchViews));
    await sleep(500);

    /** Up to MOVES random moves, `pause` ms apart (fewer if the game ends): when each was sent. */
    const playMoves = async (pause: number): Promise<{ seq: number; at: number }[]> => {
      const played: { seq: number; at: number }[] = [];
      for (let i = 0; i < MOVES; i++) {
        const mv = await move(base, id, secrets, rnd);
        if (!mv) break;
        played.push(mv);
        await sleep(pause);
      }
      return played;
    };
    const pingMoves = await playMoves(150);
    fetchViews.on = true;
    const viewMoves = await playMoves(400);
    fetchViews.on = false;
    await sleep(500);
    const before = sockets.reduce((a, s) => a + s.received, 0);
    const t0 = performance.now();
    let burst = 0;
    for (let i = 0; i < BURST; i++) if (await move(base, id, secrets, rnd)) burst++;
    await sleep(300);
    const secs = (performance.now() - t0) / 1000;
    const sent = sockets.reduce((a, s) => a + s.received, 0) - before;

    const p = latencies(sockets, pingMoves, "pinged");
    const v = latencies(sockets, viewMoves, "viewed");
    const f = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms`;
    console.log(
      `\nWaka live bench — 1 Tongiaki match, ${SEATS} seats, ${SOCKETS} sockets (${SEATS} seats + ${SOCKETS - SEATS} watchers), wrangler dev on ${base}`,
    );
    console.log(
      `receipt after the mover's 201 (${pingMoves.length} moves; seats: the ping, watchers: the public match; negative: it overtook the response)`,
    );
    console.log(`  other seats:          ${f(p.seats)}`);
    console.log(`  watchers:             ${f(p.watchers)}`);
    console.log(`  last socket per move: ${f(p.last)}${p.missing ? `, ${p.missing} pings missing` : ""}`);
    console.log(`new view on every page after the mover's 201 (seats: ping, then a GET with the ETag; ${viewMoves.length} moves)`);
    console.log(`  other seats:          ${f(v.seats)}`);
    console.log(`  watchers:             ${f(v.watchers)}`);
    console.log(`  last page per move:   ${f(v.last)}${v.missing ? `, ${v.missing} views missing` : ""}`);
    console.log(
      `throughput: ${burst} moves back to back in ${secs.toFixed(1)} s → the room sent ${(sent / secs).toFixed(0)} messages/s (${(burst / secs).toFixed(1)} moves/s × ${SOCKETS} sockets)`,
    );
  } catch (e) {
    console.error(readFileSync(server.log, "utf8").slice(-4000));
    throw e;
  } finally {
    for (const s of sockets) s.ws.close();
    await server.stop();
  }
}

await main();
