/**
 * The probe's abuse scenarios (issue #28), run by scripts/probe.ts against its `wrangler dev`:
 *
 * - live-room flood: one client opens FLOOD upgrades to one match's room, 20 at a time, while a seat's page watches;
 *   only the per-client cap may get in, the seat hears a move's ping quickly and a few presence frames (not one per
 *   open), an oversized frame and a protocol error close their sockets, and the log shows no uncaught exception;
 * - chat race: 40 lines posted at once from one seat store exactly the per-minute limit;
 * - mail-bomb: an address whose owner confirmed it (for a match of their own) is named in matches someone else creates
 *   and plays; it receives no move of theirs, only invitations (at most one client's daily share), none with their words.
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { INVITES_PER_CLIENT_PER_DAY } from "../worker/notify/invite-limits.js";

export interface Probe {
  base: string;
  log: string;
  call: (
    method: string,
    path: string,
    init?: { body?: string; headers?: Record<string, string>; secret?: string },
  ) => Promise<{ status: number; text: string; body: any; allow?: string | null }>;
  failed: (what: string) => void;
  /** Counts a request the probe made outside `call` (socket upgrades). */
  counted: () => void;
}

const FLOOD = Number(process.env.PROBE_FLOOD ?? 200);
const json = (v: unknown) => ({ body: JSON.stringify(v), headers: { "content-type": "application/json" } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A socket to the match's room, and every text message it got with its arrival time. */
async function socket(
  p: Probe,
  id: string,
  ticket?: string,
): Promise<{ ws: WebSocket | null; got: { at: number; m: any }[]; closed: Promise<number> }> {
  p.counted();
  const got: { at: number; m: any }[] = [];
  const ws = new WebSocket(
    `${p.base.replace("http", "ws")}/api/matches/${id}/live`,
    ticket ? ["waka.live.1", `ticket.${ticket}`] : ["waka.live.1"],
  );
  const closed = new Promise<number>((r) => ws.addEventListener("close", (e) => r(e.code)));
  ws.addEventListener(
    "message",
    (e) => typeof e.data === "string" && e.data !== "pong" && got.push({ at: performance.now(), m: JSON.parse(e.data) }),
  );
  const open = await Promise.race([
    new Promise<boolean>((r) => ws.addEventListener("open", () => r(true))),
    new Promise<boolean>((r) => ws.addEventListener("error", () => r(false))),
    sleep(15_000).then(() => false),
  ]);
  return { ws: open ? ws : null, got, closed };
}

/** A frame no WebSocket client sends (reserved opcode 0x3), written on a raw upgraded connection. */
function protocolError(p: Probe, id: string): Promise<void> {
  p.counted();
  const url = new URL(p.base);
  return new Promise((resolve) => {
    const s = connect(Number(url.port), url.hostname, () => {
      s.write(
        `GET /api/matches/${id}/live HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${Buffer.from("waka-probe-key-1").toString("base64")}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: waka.live.1\r\n\r\n`,
      );
    });
    s.once("data", () => {
      s.write(Buffer.from([0x83, 0x84, 1, 2, 3, 4, 0x70, 0x6b, 0x6e, 0x67])); // FIN + opcode 3, masked, 4 bytes
      setTimeout(() => s.destroy(), 500);
    });
    s.on("close", () => resolve());
    s.on("error", () => resolve());
    setTimeout(() => (s.destroy(), resolve()), 5_000);
  });
}

export async function liveFlood(p: Probe): Promise<string> {
  const created = await p.call("POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: "A" }, { name: "B" }] }));
  if (created.status !== 201) throw new Error(`flood match: ${created.status} ${created.text}`);
  const id: string = created.body.id;
  const secrets: string[] = created.body.seats.map((s: any) => s.secret);
  const ticket = await p.call("POST", `/api/matches/${id}/live/ticket`, { secret: secrets[1] });
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${ticket.text}`);
  const seat = await socket(p, id, ticket.body.ticket);
  if (!seat.ws) return `live flood: the seat's socket did not open`;
  if ((await socket(p, id, ticket.body.ticket)).ws) p.failed("a used ticket opened a second socket");
  await sleep(1_500);
  const mark = seat.got.length;
  const t0 = performance.now();
  const opened: WebSocket[] = [];
  for (let i = 0; i < FLOOD; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, FLOOD - i) }, () => socket(p, id)));
    for (const b of batch) if (b.ws) opened.push(b.ws);
  }
  const floodMs = performance.now() - t0;
  // a move while the flood's sockets are open: how long until the seat's page hears of it
  const g = await p.call("GET", `/api/matches/${id}`, { secret: secrets[0] });
  const mover = g.body.activeSeats[0];
  const mine = mover === 0 ? g : await p.call("GET", `/api/matches/${id}`, { secret: secrets[mover] });
  const sent = performance.now();
  const moved = await p.call("POST", `/api/matches/${id}/moves`, {
    ...json({ seq: 0, move: mine.body.legalMoves[0] }),
    secret: secrets[mover],
  });
  if (moved.status !== 201) p.failed(`a move during the flood: ${moved.status}`);
  for (let i = 0; i < 100 && !seat.got.some((x) => x.m.type === "seq" && x.m.seq === 1); i++) await sleep(50);
  const ping = seat.got.find((x) => x.m.type === "seq" && x.m.seq === 1);
  for (const ws of opened) ws.close(1000);
  await sleep(1_500);
  // an oversized frame and a protocol error close only their own sockets, and the log shows no uncaught exception
  const big = await socket(p, id);
  if (!big.ws) p.failed("no socket for the oversized frame");
  big.ws?.send("x".repeat(2 * 1024 * 1024));
  await protocolError(p, id);
  await Promise.race([big.closed, sleep(5_000)]);
  await sleep(1_000);
  const presence = seat.got.slice(mark).filter((x) => x.m.type === "presence").length;
  if (opened.length > 12) p.failed(`one client held ${opened.length} sockets in one room (cap 12)`);
  if (!ping) p.failed("the seat's page never heard of the move during the flood");
  if (presence > Math.ceil((performance.now() - t0) / 1000) + 2) p.failed(`${presence} presence frames to one seat during the flood`);
  const log = readFileSync(p.log, "utf8");
  if (/Uncaught exception/i.test(log)) p.failed("the dev server's log has an uncaught exception (live sockets)");
  seat.ws.close(1000);
  return (
    `live flood: ${FLOOD} upgrades from one client in ${Math.round(floodMs)} ms, ${opened.length} got in; ` +
    `the seat heard the move ${ping ? Math.round(ping.at - sent) : "never"} ms after it was sent; ${presence} presence frames to the seat`
  );
}

export async function chatRace(p: Probe): Promise<string> {
  const created = await p.call("POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: "A" }, { name: "B" }] }));
  const id: string = created.body.id;
  const secret: string = created.body.seats[0].secret;
  const all = await Promise.all(
    Array.from({ length: 40 }, (_, i) => p.call("POST", `/api/matches/${id}/chat`, { ...json({ text: `race ${i}` }), secret })),
  );
  const stored = (await p.call("GET", `/api/matches/${id}/chat`)).body.lines.length;
  if (stored !== 10) p.failed(`40 racing chat lines stored ${stored}, not 10`);
  return `chat race: 40 lines at once, ${all.filter((r) => r.status === 201).length} accepted, ${stored} stored (limit 10)`;
}

export async function mailBomb(p: Probe): Promise<string> {
  const victim = `victim-${Date.now()}@example.org`;
  const mail = async () => ((await p.call("GET", "/api/dev/mailbox?limit=500")).body.messages as any[]).filter((m) => m.to === victim);
  // the victim's own match: the confirmation comes, and its owner confirms
  const own = await p.call("POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: "Vic", email: victim }, { name: "Friend" }] }));
  let confirm: string | undefined;
  for (let i = 0; i < 60 && !confirm; i++, await sleep(250))
    confirm = /(http:\/\/\S+\/api\/email\/[0-9a-f]{64}\/confirm\?\S+)/.exec((await mail())[0]?.body ?? "")?.[1];
  if (!confirm || own.status !== 201) return "mail-bomb: the victim's confirmation never came";
  const u = new URL(confirm);
  if ((await p.call("POST", u.pathname + u.search)).status !== 200) p.failed("the victim could not confirm its address");
  const ownId = own.body.id as string;
  // the attacker: matches naming the victim, both seats played by the attacker, the moves carrying an advert
  const SPAM = "Buy now at evil.example/deal";
  for (let n = 0; n < 8; n++) {
    const m = await p.call("POST", "/api/matches", json({ game: "tongiaki", seats: [{ name: SPAM }, { name: SPAM, email: victim }] }));
    if (m.status !== 201) throw new Error(`mail-bomb match: ${m.status} ${m.text}`);
    const secrets: string[] = m.body.seats.map((s: any) => s.secret);
    for (let k = 0; k < 6; k++) {
      const g = await p.call("GET", `/api/matches/${m.body.id}`);
      const s = g.body.activeSeats[0];
      const mine = await p.call("GET", `/api/matches/${m.body.id}`, { secret: secrets[s] });
      if (!mine.body.legalMoves?.length) break;
      await p.call("POST", `/api/matches/${m.body.id}/moves`, {
        ...json({ seq: g.body.seq, move: mine.body.legalMoves[0] }),
        secret: secrets[s],
      });
    }
  }
  // delivery runs after each response: wait until the victim's mailbox stops changing
  let got: any[] = [];
  for (let i = 0, last = -1; i < 40 && got.length !== last; i++) {
    last = got.length;
    await sleep(1_000);
    got = (await mail()).filter((m) => m.match !== ownId); // the victim's own match (and its confirmation) is theirs
  }
  const spam = got.filter((m) => m.body.includes("evil.example") || m.subject.includes("evil.example"));
  const notInvites = got.filter((m) => !m.subject.includes("a seat for you"));
  if (spam.length > 0) p.failed(`the victim received ${spam.length} message(s) with the attacker's words`);
  // every match here comes from the probe's one client: its share of the address's day (issue #39)
  if (got.length > INVITES_PER_CLIENT_PER_DAY || notInvites.length > 0)
    p.failed(`the victim received ${got.length} messages (${notInvites.length} not invitations)`);
  return `mail-bomb: 8 matches × 6 moves naming a confirmed address sent it ${got.length} messages (invitations; one client causes at most ${INVITES_PER_CLIENT_PER_DAY} a day), ${spam.length} with the attacker's words`;
}
