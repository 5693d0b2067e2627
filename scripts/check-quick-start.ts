/**
 * `npm run check:start`, the first step of `.ci/run` after the install: the README's quick start as a newcomer meets
 * it. Runs `npm start -- --port <free> --fresh` on the checkout as it is (nothing built or checked before it), waits
 * for it, asks for the pages a newcomer opens first (the app, the games, the API description and its reference, the
 * lobby, and the page of a match it creates), then stops it with SIGINT (Ctrl-C) and checks that it ended and removed
 * its --fresh database. Any other answer than 200, a start that never answers, or a stop that leaves something behind
 * fails, with the start's output.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const READY_WITHIN_MS = 240_000; // a cold vite build and three Workers on a loaded two-core machine
const STOP_WITHIN_MS = 30_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const output: string[] = [];
// npm start exactly as the README has it, in its own process group: Ctrl-C reaches the whole group, as in a terminal
const server = spawn("npm", ["start", "--", "--port", String(port), "--fresh"], {
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
  env: { ...process.env, NODE_ENV: undefined },
});
let exited: number | string | null = null;
server.on("exit", (code, signal) => (exited = code ?? signal ?? "?"));
for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk: Buffer) => output.push(chunk.toString()));

const failures: string[] = [];
const fail = (why: string) => {
  failures.push(why);
  console.log(`quick start: FAIL ${why}`);
};

async function get(path: string, init?: RequestInit) {
  const res = await fetch(base + path, { redirect: "manual", ...init });
  const body = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", body };
}

async function check(path: string, type: RegExp, init?: RequestInit) {
  const res = await get(path, init);
  if (res.status !== 200 || !type.test(res.type)) fail(`${path}: ${res.status} ${res.type}`);
  else console.log(`quick start: ok ${path} 200 ${res.type}`);
  return res;
}

const started = Date.now();
let ready = false;
while (!ready && exited === null && Date.now() - started < READY_WITHIN_MS) {
  ready = await get("/api/games").then(
    (r) => r.status === 200,
    () => false,
  );
  if (!ready) await sleep(1000);
}

if (!ready) {
  fail(exited === null ? `no answer within ${READY_WITHIN_MS / 1000} s` : `npm start ended (${exited}) before it answered`);
} else {
  console.log(`quick start: answering after ${((Date.now() - started) / 1000).toFixed(1)} s on ${base}`);
  await check("/", /text\/html/);
  await check("/api/games", /application\/json/);
  await check("/api/openapi.json", /application\/json/);
  await check("/api/docs/", /text\/html/);
  await check("/api/lobby", /application\/json/);
  const created = await fetch(`${base}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bruno" }] }),
  });
  const match = (await created.json().catch(() => null)) as { id?: string } | null;
  if (created.status !== 201 || !match?.id) fail(`POST /api/matches: ${created.status}`);
  else {
    console.log(`quick start: ok POST /api/matches 201 (${match.id})`);
    const page = await check(`/m/${match.id}`, /text\/html/);
    if (page.status === 200 && !page.body.includes('id="app"')) fail(`/m/${match.id}: not the app's page`);
    await check(`/api/matches/${match.id}`, /application\/json/);
  }
}

// stop as a newcomer does, Ctrl-C: the server and its runtime end, and the --fresh database goes with them
const fresh = /database: (\S+?), removed on exit/.exec(output.join(""))?.[1];
if (exited === null && server.pid) process.kill(-server.pid, "SIGINT");
const stopping = Date.now();
while (exited === null && Date.now() - stopping < STOP_WITHIN_MS) await sleep(200);
if (exited === null) {
  fail(`npm start did not stop within ${STOP_WITHIN_MS / 1000} s of Ctrl-C`);
  if (server.pid) process.kill(-server.pid, "SIGKILL");
}
await sleep(500);
const stillAnswering = await get("/api/games").then(
  () => true,
  () => false,
);
if (stillAnswering) fail(`something still answers on ${base} after the stop`);
if (fresh && existsSync(fresh)) fail(`the --fresh database ${fresh} is still there after the stop`);
if (ready && !fresh) fail("npm start did not say where its --fresh database is");

if (failures.length) {
  console.log("quick start: the output of `npm start`:\n" + output.join("").slice(-6000));
  console.log(`quick start: ${failures.length} failed`);
  process.exit(1);
}
console.log("quick start: npm start serves the app, the API, its reference and a match page, and stops clean");
