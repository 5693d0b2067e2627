/**
 * Scale (npm run bench:scale): the same reads at a small and a large local D1. Starts its own `wrangler dev`
 * of the bench Worker (bench/worker/index.ts: rows counted, the /api/__bench/ routes; local D1 and R2, no account), plays two real Tongiaki matches through the API (one
 * running on a clock, whose seats share an address; one to its end), grows the database through SQL with synthetic
 * matches (80 % active, 20 % finished; db/bench-scale.ts) to SMALL and then to SCALE_MATCHES (default 50,000), and
 * prints with a verdict against issue #32's targets:
 *   - D1 rows read by one cron sweep (jobs/cron.ts, the outbox sweep's reads, retention) with nothing due and with
 *     k reminders due, and its time at both sizes (median of 5, measured in the Worker around the sweep) as a ratio;
 *   - rows read by the links lookup ("send me my links") per seat found;
 *   - rows read by each request route (X-D1-Rows) at both sizes;
 *   - bytes the finished match holds in D1 before and after archiving it (worker/archive/);
 *   - then, on a second server with two match databases (db/shards.ts), the sweep's rows at SMALL and the links
 *     lookup for an address with a seat in each.
 * wrangler is stopped by its process group at the end (and on errors).
 */
import { startDevServer, type DevServer } from "../scripts/devserver.js";
import { parseRowsHeader, ROWS_HEADER } from "./worker/rowcount.js";
import { prng } from "./stats.js";

const LARGE = Number(process.env.SCALE_MATCHES ?? 50_000);
const SMALL = 100;
const CHUNK = 5_000;
const ADDRESS = "bench-links@example.org";
const DAY = 86_400_000;

let base = "";
const now = Date.now();

interface Answer {
  status: number;
  body: any;
  read: number;
}

async function call(method: string, path: string, body?: unknown, secret?: string): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (secret) headers.authorization = `Bearer ${secret}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  const read = parseRowsHeader(res.headers.get(ROWS_HEADER))?.read ?? NaN;
  return { status: res.status, body: text ? JSON.parse(text) : null, read };
}
const benchRoute = async (what: string, body: Record<string, unknown> = {}) =>
  (await call("POST", `/api/__bench/${what}`, { now, ...body })).body;

/** Grows the synthetic matches from `have` to `total` (80 % active, 20 % finished). */
async function growTo(have: { active: number; finished: number }, total: number): Promise<void> {
  const active = Math.round(total * 0.8);
  for (const [status, want] of [
    ["active", active],
    ["finished", total - active],
  ] as const) {
    while (have[status] < want) {
      const from = (status === "active" ? 0 : 10_000_000) + have[status] + 1;
      const n = Math.min(CHUNK, want - have[status]);
      await benchRoute("grow", { from, to: from + n - 1, status });
      have[status] += n;
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function sweep(runs: number): Promise<{ cron: number; outbox: number; retention: number; ms: number }> {
  const out: { cron: number; outbox: number; retention: number; ms: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await benchRoute("sweep");
    out.push({ cron: r.cron.read, outbox: r.outbox.read, retention: r.retention.read, ms: r.ms });
    const work = r.retention.outbox + r.retention.mailbox + r.retention.linkRequests;
    if (work > 0) throw new Error(`retention had work: ${JSON.stringify(r.retention)}`);
  }
  const of = (k: keyof (typeof out)[number]) => median(out.map((x) => x[k]));
  return { cron: of("cron"), outbox: of("outbox"), retention: of("retention"), ms: of("ms") };
}

interface Seated {
  id: string;
  secrets: string[];
}

async function create(body: Record<string, unknown>): Promise<Seated> {
  const r = await call("POST", "/api/matches", { game: "tongiaki", ...body });
  return { id: r.body.id, secrets: r.body.seats.map((s: { secret: string }) => s.secret) };
}

/** One random legal move of the seat on turn; false once the match is over. */
async function step(m: Seated, rnd: () => number): Promise<boolean> {
  const spect = (await call("GET", `/api/matches/${m.id}`)).body;
  if (spect.status !== "active") return false;
  const seat = spect.activeSeats[0] as number;
  const mine = (await call("GET", `/api/matches/${m.id}`, undefined, m.secrets[seat])).body;
  const move = mine.legalMoves[Math.floor(rnd() * mine.legalMoves.length)];
  await call("POST", `/api/matches/${m.id}/moves`, { seq: spect.seq, move }, m.secrets[seat]);
  return true;
}

/**
 * Rows read per request route at the database's current size: a fresh match (so that both sizes read the same
 * position: its setup, then its first move), and the finished match (unchanged between the sizes).
 */
async function routes(finished: Seated): Promise<Record<string, number>> {
  const m = await create({ seats: [{ name: "Eve" }, { name: "Fay" }], clock: { daysPerMove: 3 } });
  const out: Record<string, number> = {};
  const get = async (name: string, path: string, secret?: string) => (out[name] = (await call("GET", path, undefined, secret)).read);
  await get("GET match (spectator)", `/api/matches/${m.id}`);
  const seat = (await call("GET", `/api/matches/${m.id}`)).body.activeSeats[0] as number;
  await get("GET match (seat)", `/api/matches/${m.id}`, m.secrets[seat]);
  const mine = (await call("GET", `/api/matches/${m.id}`, undefined, m.secrets[seat])).body;
  out["POST move"] = (await call("POST", `/api/matches/${m.id}/moves`, { seq: 0, move: mine.legalMoves[0] }, m.secrets[seat])).read;
  await get("GET log (1 move)", `/api/matches/${m.id}/log`);
  await get("GET at/1", `/api/matches/${m.id}/at/1`);
  await get("GET views 0-1", `/api/matches/${m.id}/views?from=0&to=1`);
  await get("GET record (1 move)", `/api/matches/${m.id}/record`);
  await get("GET log (finished)", `/api/matches/${finished.id}/log`);
  await get("GET record (finished)", `/api/matches/${finished.id}/record`);
  await get("GET at/50 (finished)", `/api/matches/${finished.id}/at/50`);
  return out;
}

/**
 * The fewest rows each route read over three fresh matches. A read of a match's rows also counts the index entry
 * just past them when another match's entry follows (so one or two rows more or fewer by where the random id
 * sorts); the synthetic ids are spread over the id alphabet so that one follows at both sizes.
 */
async function routesMin(finished: Seated): Promise<Record<string, number>> {
  const runs = [await routes(finished), await routes(finished), await routes(finished)];
  return Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, Math.min(...runs.map((r) => r[k]!))]));
}

const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");

async function main(): Promise<void> {
  let server: DevServer | null = null;
  try {
    const vars = { MAILBOX: "on", RATE_LIMIT_WRITES_PER_MINUTE: "0", BOT_MOVES_PER_MINUTE: "0" };
    server = await startDevServer(vars, { entry: "bench/worker/index.ts" });
    base = server.base;
    report(await measure());
    await server.stop();
    server = null;
    await twoDatabases(vars);
  } finally {
    await server?.stop();
  }
}

/**
 * Everything measured on one database: two real matches played, then the reads at SMALL and at LARGE matches, the
 * sweep with reminders due and with a retention backlog, and the finished match's bytes before and after archiving.
 */
async function measure() {
  const rnd = prng(32);
  const seats = [
    { name: "Ana", email: ADDRESS },
    { name: "Bo", email: ADDRESS.toUpperCase() },
  ];
  const running = await create({ seats, clock: { daysPerMove: 3 } });
  for (let i = 0; i < 10; i++) await step(running, rnd);
  const finished = await create({ seats: [{ name: "Cy" }, { name: "Di" }] });
  let moves = 0;
  while (await step(finished, rnd)) moves++;

  const have = { active: 0, finished: 0 };
  await growTo(have, SMALL - 2);
  const small = { routes: await routesMin(finished), sweep: await sweep(5), links: await benchRoute("links", { email: ADDRESS }) };
  const smallLinksPost = (await call("POST", "/api/links", { email: ADDRESS })).read;
  await growTo(have, LARGE - 2);
  const large = { routes: await routesMin(finished), sweep: await sweep(5), links: await benchRoute("links", { email: ADDRESS }) };
  // POST /api/links answers before its lookup (measured above through the bench route): its own rows, once a size
  small.routes["POST links"] = smallLinksPost;
  large.routes["POST links"] = (await call("POST", "/api/links", { email: ADDRESS })).read;
  const due: { k: number; read: number; reminders: number }[] = [];
  let next = 1;
  for (const k of [10, 50]) {
    await benchRoute("due", { from: next, to: next + k - 1 });
    next += k;
    const r = await benchRoute("sweep");
    due.push({ k, read: r.cron.read + r.outbox.read + r.retention.read, reminders: r.reminders });
  }

  // retention with a backlog: 1,000 delivered rows past their time, deleted 500 a run
  await benchRoute("age", { n: 1000, days: 8 });
  const backlog = await benchRoute("sweep");

  const record = await call("GET", `/api/matches/${finished.id}/record`);
  const bytesBefore = (await benchRoute("bytes", { id: finished.id })).bytes as number;
  const archived = (await benchRoute("archive", { id: finished.id, now: now + 31 * DAY })).archived as boolean;
  const bytesAfter = (await benchRoute("bytes", { id: finished.id })).bytes as number;
  const after = await call("GET", `/api/matches/${finished.id}/record`);
  const same = JSON.stringify(after.body) === JSON.stringify(record.body);
  return { small, large, due, backlog, moves, bytesBefore, bytesAfter, archived, same };
}

/** Prints what `measure` found, each figure with its verdict against issue #32's targets. */
function report(m: Awaited<ReturnType<typeof measure>>): void {
  const { small, large } = m;
  reportSweep(m);

  const lookups = [
    [SMALL, small.links],
    [LARGE, large.links],
  ] as const;
  console.log(`\nlinks lookup: ${lookups.map(([n, l]) => `${l.read} rows for ${l.seats} seats at ${n}`).join(", ")}`);
  const perSeat = large.links.read / Math.max(1, large.links.seats);
  const found = verdict(perSeat <= 10 && large.links.seats === 2);
  console.log(`  ${perSeat.toFixed(1)} rows per seat found; target ≤ 10: ${found}`);

  console.log(`\nrequest routes, rows read: at ${SMALL} | at ${LARGE}`);
  let sameRows = true;
  for (const name of Object.keys(small.routes)) {
    const a = small.routes[name]!;
    const b = large.routes[name]!;
    sameRows &&= a === b;
    console.log(`  ${name.padEnd(22)} ${String(a).padStart(5)} | ${String(b).padStart(5)}${a === b ? "" : "   DIFFERS"}`);
  }
  console.log(`  the same at both sizes: ${verdict(sameRows)}`);

  console.log(`\nfinished match (${m.moves} moves): ${m.bytesBefore} bytes in D1 before archiving, ${m.bytesAfter} after`);
  console.log(`  archived: ${m.archived}; /record the same: ${m.same}`);
  console.log(`  target ≤ 2048 bytes after: ${verdict(m.archived && m.same && m.bytesAfter <= 2048)}`);
}

/** The cron sweep's part of the report: rows read with nothing due, with reminders due, with a backlog; its time. */
function reportSweep(m: Awaited<ReturnType<typeof measure>>): void {
  const { small, large, due, backlog } = m;
  const total = (s: { cron: number; outbox: number; retention: number }) => s.cron + s.outbox + s.retention;
  console.log(`\nbench:scale — ${SMALL} and ${LARGE} matches (80 % active, 20 % finished), local D1 through wrangler dev\n`);
  console.log("cron sweep, rows read (median of 5): clock sweep + stalled bots + digest | outbox sweep | retention | total");
  for (const [name, s] of [
    [`${SMALL}`, small.sweep],
    [`${LARGE}`, large.sweep],
  ] as const) {
    console.log(`  ${name.padStart(6)} matches, nothing due: ${s.cron} | ${s.outbox} | ${s.retention} | ${total(s)}   (${s.ms} ms)`);
  }
  console.log(`  target ≤ 100 at ${LARGE}, nothing due: ${verdict(total(large.sweep) <= 100)}`);
  for (const d of due) {
    const target = 100 + 10 * d.k;
    const ok = d.read <= target && d.reminders === d.k;
    const what = `${d.read} rows (${d.reminders} reminders written)`;
    console.log(`  ${LARGE} matches, k = ${d.k} reminders due: ${what}; target ≤ ${target}: ${verdict(ok)}`);
  }
  const perDeleted = backlog.retention.read / Math.max(1, backlog.retention.outbox);
  console.log(
    `  ${LARGE} matches, 1,000 outbox rows past retention: retention read ${backlog.retention.read} rows ` +
      `to delete ${backlog.retention.outbox} ` +
      `(${perDeleted.toFixed(1)} per row deleted; the rest the next run)`,
  );
  const ratio = large.sweep.ms / Math.max(1, small.sweep.ms);
  const times = `${small.sweep.ms} ms at ${SMALL}, ${large.sweep.ms} ms at ${LARGE}`;
  console.log(`  sweep time ${times}: ratio ${ratio.toFixed(2)}; target ≤ 3: ${verdict(ratio <= 3)}`);
}

/**
 * Two match databases (D1_SHARDS = "DB,DB_2"): the sweep reads each (nothing due: the one-database figure per
 * database), and the links lookup of an address with a seat in each reads both indexes once.
 */
async function twoDatabases(vars: Record<string, string>): Promise<void> {
  const server = await startDevServer(vars, { entry: "bench/worker/index.ts", shards: 2 });
  try {
    base = server.base;
    const seats = [
      { name: "Ana", email: ADDRESS },
      { name: "Bo", email: "someone@example.org" },
    ];
    // one match of the address in each database (each creation lands in one at random; a tagged id is DB_2's)
    const made = new Set<boolean>();
    while (made.size < 2) made.add((await create({ seats })).id.length === 14);
    await growTo({ active: 0, finished: 0 }, SMALL - 2);
    const s = await sweep(5);
    const links = await benchRoute("links", { email: ADDRESS });
    const all = s.cron + s.outbox + s.retention;
    console.log(`
two match databases (${SMALL} matches in the first), cron sweep, nothing due:`);
    console.log(`  ${s.cron} | ${s.outbox} | ${s.retention} | ${all}`);
    console.log(`  ${(all / 2).toFixed(0)} rows per database; target ≤ 100 per database: ${verdict(all <= 200)}`);
    const perSeat = links.read / Math.max(1, links.seats);
    const ok = verdict(perSeat <= 10 && links.seats >= 2);
    console.log(`  links lookup: ${links.read} rows for ${links.seats} seats, one in each`);
    console.log(`  ${perSeat.toFixed(1)} rows per seat found; target ≤ 10: ${ok}`);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
