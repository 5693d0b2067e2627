// End-to-end tests of the web app in real headless Chromium against `wrangler dev` on a fresh local D1.
// Builds the app, applies migrations to a temporary --persist-to directory, starts its own wrangler on a free
// loopback port, runs the scenarios, stops wrangler by its process id. Screenshots go to test-results/e2e/.
// Prints "e2e: N passed, N failed" and exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => join(root, "node_modules/.bin", name);
const out = join(root, "test-results/e2e");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };

mkdirSync(out, { recursive: true });

function step(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", timeout: 180_000, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status ?? r.signal})`);
}

const freePort = () =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(fn, { timeout = 20_000, interval = 200, what = "condition" } = {}) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await sleep(interval);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ""}`);
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// ------------------------------------------------------------------------------------------------ server

if (!existsSync(CHROMIUM)) {
  console.error(`e2e: ${CHROMIUM} is missing (apt-get install -y chromium)`);
  console.log("e2e: 0 passed, 1 failed");
  process.exit(1);
}

console.log("e2e: building the web app");
step(bin("vite"), ["build", "--logLevel", "warn"]);

const persist = mkdtempSync(join(tmpdir(), "waka-e2e-"));
console.log(`e2e: migrations into ${persist}`);
step(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  env: { ...process.env, CI: "1" },
  stdio: ["ignore", "ignore", "inherit"],
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const logFd = openSync(join(out, "wrangler.log"), "w");
const wrangler = spawn(
  bin("wrangler"),
  ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--var", "RATE_LIMIT_WRITES_PER_MINUTE:0", "--var", "MAILBOX:on", "--show-interactive-dev-session=false"],
  { cwd: root, stdio: ["ignore", logFd, logFd], env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" } },
);
let wranglerExited = false;
wrangler.on("exit", () => (wranglerExited = true));

let browser;
async function shutdown() {
  try {
    await browser?.close();
  } catch {}
  if (!wranglerExited) {
    wrangler.kill("SIGTERM");
    const end = Date.now() + 10_000;
    while (!wranglerExited && Date.now() < end) await sleep(100);
    if (!wranglerExited) wrangler.kill("SIGKILL");
  }
  rmSync(persist, { recursive: true, force: true });
}
process.on("SIGINT", async () => {
  await shutdown();
  process.exit(130);
});

const results = [];
async function test(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n    ${String(e?.stack ?? e).split("\n").slice(0, 4).join("\n    ")}`);
  }
}

const api = async (path, init) => {
  const r = await fetch(base + path, init);
  return { status: r.status, headers: r.headers, body: r.headers.get("content-type")?.includes("json") ? await r.json() : await r.text() };
};

try {
  console.log(`e2e: waiting for wrangler dev on ${base}`);
  await waitFor(async () => !wranglerExited && (await fetch(`${base}/api/games`)).ok, { timeout: 90_000, interval: 500, what: "wrangler dev" });

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check"],
  });

  const problems = [];
  const newPage = async (viewport, label) => {
    const context = await browser.newContext({ viewport, locale: "en-GB", deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on("console", (m) => {
      if (m.type() === "error" && !/Failed to load resource/.test(m.text())) problems.push(`${label}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${label}: ${e.message}`));
    return page;
  };
  const shot = async (page, name) => page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  const shotAt = async (page, name, sizes = [MOBILE, DESKTOP]) => {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await sleep(150);
      await shot(page, `${name}-${size.width}`);
    }
  };

  const ctx = {};

  await test("home page: empty state, language from the browser, 404 page", async () => {
    const page = await newPage(MOBILE, "home");
    await page.goto(base + "/");
    await page.getByRole("heading", { name: "No matches yet" }).waitFor();
    await shotAt(page, "01-home-empty");
    await page.goto(base + "/no/such/page");
    await page.getByRole("heading", { name: "Nothing here" }).waitFor();
    await shotAt(page, "02-not-found");
    const ctxFr = await browser.newContext({ viewport: MOBILE, locale: "fr-FR" });
    const pfr = await ctxFr.newPage();
    await pfr.goto(base + "/");
    await pfr.getByRole("heading", { name: "Pas encore de partie" }).waitFor();
    await ctxFr.close();
    await page.context().close();
  });

  await test("pages carry a strict CSP, no-referrer and nosniff", async () => {
    for (const path of ["/", "/m/abcdefgh12"]) {
      const r = await fetch(base + path);
      assert(r.ok, `${path} answered ${r.status}`);
      const csp = r.headers.get("content-security-policy") ?? "";
      assert(/script-src 'self'/.test(csp) && !/unsafe-inline/.test(csp), `${path} CSP: ${csp}`);
      assert(r.headers.get("referrer-policy") === "no-referrer", `${path} Referrer-Policy`);
      assert(r.headers.get("x-content-type-options") === "nosniff", `${path} nosniff`);
    }
  });

  await test("create a Tongiaki match in the UI and see the seat, spectator links", async () => {
    const page = await newPage(DESKTOP, "creator");
    ctx.creator = page;
    await page.goto(base + "/new");
    await page.getByRole("radio", { name: /Tongiaki/ }).waitFor();
    await shotAt(page, "03-new-match");
    // three seats by default: keep two players
    await page.getByRole("button", { name: "Remove a player" }).click();
    await page.fill('input[name="seat-0"]', "Ana");
    await page.fill('input[name="seat-1"]', "Bo <b>&amp;</b>");
    await page.check('input[name="freeTiles"]');
    await page.selectOption('select[name="clock"]', "2");
    await page.selectOption('select[name="vacation"]', "7");
    await page.getByRole("button", { name: "Create the match" }).click();
    await page.waitForURL(/\/created\//);
    await page.getByText("Seat links are private.").waitFor();
    ctx.seat0 = await page.inputValue("#seat-link-0");
    ctx.seat1 = await page.inputValue("#seat-link-1");
    ctx.spectator = await page.inputValue("#spectator-link");
    assert(/\/m\/[A-Za-z0-9_-]+#seat=/.test(ctx.seat0), `seat link ${ctx.seat0}`);
    ctx.id = /\/m\/([A-Za-z0-9_-]+)/.exec(ctx.spectator)[1];
    // names are escaped, never interpreted as markup
    assert((await page.locator("b").count()) === 0, "a player's name became markup");
    await page.getByText("Bo <b>&amp;</b>", { exact: false }).first().waitFor();
    await shotAt(page, "04-created");
  });

  await test("each seat opens its link; the secret leaves the address bar and is remembered", async () => {
    assert(ctx.id, "no match");
    ctx.a = await newPage(MOBILE, "seat0");
    ctx.b = await newPage(DESKTOP, "seat1");
    for (const [page, link] of [[ctx.a, ctx.seat0], [ctx.b, ctx.seat1]]) {
      await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
      await page.locator(".banner").waitFor();
      await waitFor(async () => !page.url().includes("#seat="), { what: "fragment removed" });
      const stored = await page.evaluate(() => localStorage.getItem("waka.seats"));
      assert(stored && stored.includes(ctx.id), "seat not stored");
    }
    await ctx.a.getByText("Your turn").first().waitFor();
    await ctx.b.getByText("Waiting for Ana").first().waitFor();
    await shotAt(ctx.a, "05-seat-start");
  });

  await test("a spectator sees the board without moves", async () => {
    ctx.s = await newPage(MOBILE, "spectator");
    await ctx.s.goto(ctx.spectator.replace(/^https?:\/\/[^/]+/, base));
    await ctx.s.locator(".board-svg").waitFor();
    await ctx.s.getByText("You are watching").waitFor();
    assert((await ctx.s.locator(".move-list").count()) === 0, "spectator has a move list");
    assert((await ctx.s.locator(".board-svg .target").count()) === 0, "spectator has clickable targets");
  });

  const whoseTurn = async () =>
    waitFor(
      async () => {
        for (const p of [ctx.a, ctx.b]) if ((await p.locator(".banner.turn").count()) > 0) return p;
        return null;
      },
      { timeout: 30_000, interval: 250, what: "a seat's turn" },
    );

  // Clicks one board target (never the button list) and waits for the server's answer.
  async function clickBoard(page) {
    const orient = page.getByRole("button", { name: "Place it like this" });
    const choose = async (sel) => {
      const loc = page.locator(sel);
      const n = await loc.count();
      return n > 0 ? loc.nth(Math.floor(Math.random() * n)) : null;
    };
    let kind;
    let target;
    if ((await orient.count()) > 0) {
      await page.locator('.board-svg [data-target="ghost"]').click();
      kind = "orient";
      target = orient;
    } else {
      target =
        (await choose('.board-svg .target[data-target^="dock:"]')) ??
        (await choose('.board-svg .target[data-target^="island:"]')) ??
        (await choose('.board-svg .target[data-target^="beach:"]')) ??
        (await choose('.board-svg .target[data-target^="space:"]'));
      kind = target ? await target.getAttribute("data-target") : null;
    }
    assert(target, "no clickable board target on the seat's turn");
    const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST", { timeout: 15_000 });
    await target.click();
    const choice = page.locator(".choice button");
    if ((await choice.count()) > 0) await choice.first().click();
    const r = await answer;
    assert(r.status() === 201, `move answered ${r.status()}: ${await r.text()}`);
    return kind;
  }

  await test("play by clicking the board until an expedition has sailed (a depart)", async () => {
    // sailed = departed and come to its end (with free tiles a voyage spans several moves: the player turns each tile)
    const ended = new Set(["arrive", "wrecked", "lost", "turnedBack"]);
    const hasDepart = async () => {
      const log = await api(`/api/matches/${ctx.id}/log`);
      const events = log.body.entries.flatMap((e) => e.events);
      const at = events.findIndex((ev) => ev.type === "depart");
      return at >= 0 && events.slice(at).some((ev) => ended.has(ev.type));
    };
    let moves = 0;
    while (!(await hasDepart())) {
      assert(moves < 80, "no expedition after 80 moves");
      const page = await whoseTurn();
      await clickBoard(page);
      moves++;
      await page.locator(".banner").waitFor();
    }
    ctx.movesPlayed = moves;
    console.log(`    ${moves} moves clicked on the board`);
    const page = await whoseTurn();
    await shotAt(page, "06-seat-after-expedition");
  });

  await test("the spectator page follows the match by itself", async () => {
    const readSeq = async () => (await ctx.s.locator(".recent li").first().innerText().catch(() => "")) + "|" + (await ctx.s.locator(".board-svg circle.boat").count());
    await waitFor(async () => (await ctx.s.locator(".recent li").count()) > 0, { what: "spectator log", timeout: 20_000 });
    const before = await readSeq();
    const page = await whoseTurn();
    await clickBoard(page);
    await waitFor(async () => (await readSeq()) !== before, { timeout: 25_000, what: "the spectator board to change" });
    await shotAt(ctx.s, "07-spectator");
  });

  await test("the log tells the expedition in words", async () => {
    await ctx.s.getByRole("link", { name: "Replay", exact: true }).click();
    await ctx.s.locator(".replay-bar").waitFor();
    await waitFor(async () => /expedition from Tonga/.test(await ctx.s.locator(".log.full").innerText()), { what: "an expedition sentence" });
  });

  await test("replay: step back, to the start, and to a move from the list", async () => {
    const s = ctx.s;
    const pos = async () => (await s.locator(".replay-pos").innerText()).trim();
    const m = /Move (\d+) of (\d+)/.exec(await pos());
    assert(m && m[1] === m[2], `replay does not start at the latest move: ${await pos()}`);
    const total = Number(m[2]);
    await s.getByRole("button", { name: "Previous move" }).click();
    await waitFor(async () => (await pos()) === `Move ${total - 1} of ${total}`, { what: "previous move" });
    await s.getByRole("button", { name: "First position" }).click();
    await waitFor(async () => (await pos()) === `Move 0 of ${total}`, { what: "first position" });
    await waitFor(async () => (await s.locator(".replay-board .board-svg .tile").count()) === 1 && (await s.locator(".replay-board circle.boat").count()) === 0, {
      what: "the empty start board",
    });
    await s.locator(".log.full .entry").nth(3).click();
    await waitFor(async () => (await pos()) === `Move 3 of ${total}`, { what: "move 3 from the list" });
    await waitFor(async () => (await s.locator(".replay-board circle.boat").count()) === 3, { what: "three boats after move 3" });
    await s.getByRole("button", { name: "Latest move" }).click();
    await waitFor(async () => (await pos()) === `Move ${total} of ${total}`, { what: "latest move" });
    await shotAt(s, "08-replay");
  });

  await test("errors are shown in plain words: a stale move (409) and a broken rule (422)", async () => {
    const page = await whoseTurn();
    let mode = "409";
    await page.route("**/api/matches/*/moves", (route) =>
      route.fulfill(
        mode === "409"
          ? { status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "stale_seq", message: "The match is at seq 99, not 98." }, seq: 99 }) }
          : { status: 422, contentType: "application/json", body: JSON.stringify({ error: { code: "beach_full", message: "beach 2 of Tonga is full", rule: "§4.2" } }) },
      ),
    );
    await page.locator(".move-list button").first().click();
    await page.getByText("The match moved on before your move arrived").waitFor();
    await page.locator(".error").getByRole("button", { name: "Refresh" }).waitFor();
    await shot(page, "09-error-409");
    await page.locator(".error").getByRole("button", { name: "Dismiss" }).click();
    mode = "422";
    await page.locator(".move-list button").first().click();
    await page.getByText("That move is not allowed.").waitFor();
    await page.getByText("Rulebook: §4.2").waitFor();
    await page.getByText("beach 2 of Tonga is full").waitFor();
    await shot(page, "10-error-422");
    await page.unroute("**/api/matches/*/moves");
    await page.locator(".error").getByRole("button", { name: "Dismiss" }).click();
  });

  await test("switch language: French, German, Italian, kept after reload", async () => {
    const page = ctx.b;
    await page.selectOption('select[name="lang"]', "fr");
    await page.getByRole("link", { name: "Mes parties", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Classement" }).waitFor();
    await shotAt(page, "11-french");
    await page.reload();
    await page.getByRole("link", { name: "Mes parties", exact: true }).waitFor();
    assert((await page.getAttribute("html", "lang")) === "fr", "html lang is not fr");
    await page.selectOption('select[name="lang"]', "de");
    await page.getByRole("link", { name: "Meine Partien", exact: true }).waitFor();
    await page.selectOption('select[name="lang"]', "it");
    await page.getByRole("link", { name: "Le mie partite", exact: true }).waitFor();
    await shot(page, "12-italian");
    await page.selectOption('select[name="lang"]', "en");
    await page.getByRole("link", { name: "My matches", exact: true }).waitFor();
  });

  await test("My matches lists the seat with whose turn it is and the deadline", async () => {
    const page = ctx.a;
    await page.goto(base + "/");
    await page.locator(".match-card").first().waitFor();
    await waitFor(async () => /Your turn|Waiting for Bo/.test(await page.locator(".match-card").first().innerText()), { what: "turn status" });
    await page.getByText("Deadline:").first().waitFor();
    await shotAt(page, "13-my-matches");
  });

  await test("an invite link claims an open seat and starts the match", async () => {
    const created = await api("/api/matches", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Host" }, { open: true }] }),
    });
    assert(created.status === 201, `create answered ${created.status}`);
    const page = await newPage(MOBILE, "joiner");
    await page.goto(created.body.invite.link.replace(/^https?:\/\/[^/]+/, base));
    await page.getByRole("heading", { name: "Join the match" }).waitFor();
    assert(!page.url().includes("#invite="), "invite token left in the address bar");
    await shotAt(page, "14-join");
    await page.fill('input[name="name"]', "Guest");
    await page.getByRole("button", { name: "Take the seat" }).click();
    await page.waitForURL(new RegExp(`/m/${created.body.id}`));
    await page.getByText("Waiting for Host").first().waitFor();
    await page.context().close();
  });

  await test("a move brings the next seat a message in the local mailbox; the seat saves its notification settings", async () => {
    const created = await api("/api/matches", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Mia" }, { name: "Noa", contact: "noa@example.org" }], clock: { daysPerMove: 3, vacationDays: 7 } }),
    });
    assert(created.status === 201, `create answered ${created.status}`);
    const { id, seats } = created.body;
    const page = await newPage(DESKTOP, "mailbox");
    await page.goto(seats[0].link.replace(/^https?:\/\/[^/]+/, base));
    await page.getByText("Your turn").first().waitFor();
    const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
    await page.locator(".move-list button").first().click();
    assert((await answer).status() === 201, "the move was not accepted");
    // delivered after the response (queue consumer under wrangler dev): Noa's e-mail lands in the mailbox
    const mail = await waitFor(
      async () => {
        const r = await api(`/api/dev/mailbox?match=${id}&seat=1`);
        return r.body.messages?.find((m) => m.subject.startsWith("Waka: Your turn in Tongiaki"));
      },
      { timeout: 30_000, interval: 500, what: "a message for seat 1 in the mailbox" },
    );
    assert(mail.to === "noa@example.org" && /Mia played: /.test(mail.body) && /Your deadline: /.test(mail.body), `message: ${JSON.stringify(mail)}`);
    assert(!mail.body.includes(seats[0].secret), "seat 0's secret in seat 1's message");
    await page.getByRole("link", { name: "Mailbox" }).click();
    await page.getByRole("heading", { name: "Local mailbox" }).waitFor();
    await page.getByText(mail.subject).first().waitFor();
    await shotAt(page, "15-mailbox");
    // the e-mail's link is Noa's own seat link: it opens her seat, with her settings panel
    const noa = await newPage(MOBILE, "noa");
    await noa.goto(mail.link.replace(/^https?:\/\/[^/]+/, base));
    await noa.getByText("Your turn").first().waitFor();
    await noa.getByRole("heading", { name: "Your clock and notifications" }).waitFor();
    await noa.getByText("7 vacation days left this year").waitFor();
    await waitFor(async () => (await noa.inputValue('input[name="notify-email"]')) === "noa@example.org", { what: "the seat's e-mail in the form" });
    await noa.fill('input[name="notify-email"]', "noa@example.net");
    await noa.fill('input[name="notify-webhook"]', "https://discord.com/api/webhooks/1/abc");
    await noa.check('input[name="notify-digest"]');
    await noa.getByRole("button", { name: "Save" }).click();
    await noa.getByText("Saved.").waitFor();
    const saved = await api(`/api/matches/${id}/seats/me/notifications`, { headers: { authorization: `Bearer ${seats[1].secret}` } });
    assert(saved.body.email === "noa@example.net" && saved.body.digest === true && saved.body.webhook === "https://discord.com/api/webhooks/1/abc", JSON.stringify(saved.body));
    await noa.getByRole("button", { name: "Take a vacation" }).click();
    await noa.getByText("Your clock is paused until").waitFor();
    await shotAt(noa, "16-seat-settings");
    await page.goto(`${base}/m/${id}`);
    await page.getByText("on vacation until").waitFor();
    await noa.context().close();
    await page.context().close();
  });

  await test("a match against an easy bot created in the UI: the human moves, the bot's reply appears", async () => {
    const page = await newPage(DESKTOP, "bot-match");
    await page.goto(base + "/new");
    await page.getByRole("radio", { name: /Tongiaki/ }).check();
    await page.getByRole("button", { name: "Remove a player" }).click();
    await page.fill('input[name="seat-0"]', "Ana");
    await page.selectOption('select[name="kind-1"]', "easy");
    await page.getByRole("button", { name: "Create the match" }).click();
    await page.waitForURL(/\/created\//);
    await page.getByText("bot · easy").first().waitFor();
    const link = await page.inputValue("#seat-link-0");
    const id = /\/m\/([A-Za-z0-9_-]+)/.exec(link)[1];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
    await page.locator(".players .bot-mark").first().waitFor();
    assert((await page.locator(".players").innerText()).includes("bot · easy"), "the players row shows no bot");
    await page.getByText("Your turn").first().waitFor({ timeout: 30_000 }); // the bot may open: it plays at once
    // the human plays its whole turn (one decision after the other)
    let mine = 0;
    let lastSeq = 0;
    while ((await page.locator(".banner.turn").count()) > 0) {
      assert(mine < 40, "the human's turn does not end");
      const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
      await page.locator(".move-list button").first().click();
      const r = await answer;
      assert(r.status() === 201, `move answered ${r.status()}`);
      lastSeq = (await r.json()).seq;
      mine++;
      await sleep(300);
    }
    // the bot answers through the queue, after the human's response; the page follows by itself
    const reply = await waitFor(
      async () => (await api(`/api/matches/${id}/log`)).body.entries.find((e) => e.seq > lastSeq && e.seat === 1 && e.by === "bot"),
      { timeout: 30_000, interval: 300, what: "the bot's reply in the log" },
    );
    assert(reply.seat === 1, JSON.stringify(reply));
    await page.getByText("Your turn").first().waitFor({ timeout: 30_000 });
    console.log(`    ${mine} human decisions, then the bot replied (move ${reply.seq})`);
    await shotAt(page, "17-bot-match");
    await page.context().close();
  });

  await test("Tonga Bonga: a wage is any amount of the purse, from a labelled slider or number field (keyboard too)", async () => {
    const created = await api("/api/matches", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ game: "tonga-bonga", seats: [{ name: "Ana" }, { name: "Ben" }, { name: "Cy" }] }),
    });
    assert(created.status === 201, `create answered ${created.status}`);
    const page = await newPage(DESKTOP, "wages");
    await page.goto(created.body.seats[0].link.replace(/^https?:\/\/[^/]+/, base));
    // 20 ducats: the captain's wage runs from 1 to 19 (one ducat stays for the helmsman)
    const field = page.getByRole("spinbutton", { name: "Wage for the captain, in ducats (1 to 19)" });
    await field.waitFor();
    const slider = page.getByRole("slider", { name: "Wage for the captain" });
    assert((await slider.getAttribute("min")) === "1" && (await slider.getAttribute("max")) === "19", "the slider does not span the purse");
    // the list beside the board offers a ladder of the 19 amounts (1–6, 8, 10, 12, 15 and the highest, 19)
    await waitFor(async () => (await page.locator(".move-list button").count()) === 11, { what: "a ladder of wages in the move list" });
    await page.locator(".move-list button", { hasText: "captain: 19 ducats" }).waitFor();
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await waitFor(async () => (await field.inputValue()) === "3", { what: "the field following the slider" });
    await field.fill("17");
    await page.getByRole("button", { name: "Offer 17 ducats to the captain" }).waitFor();
    const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
    await field.press("Enter");
    const response = await answer;
    assert(response.status() === 201, `the bid answered ${response.status()}`);
    assert(JSON.stringify(JSON.parse(response.request().postData() ?? "{}").move) === JSON.stringify({ type: "bid", role: "captain", amount: 17 }), "the bid sent another amount");
    await page.getByRole("spinbutton", { name: "Wage for the helmsman, in ducats (1 to 3)" }).waitFor();
    await shotAt(page, "20-tonga-bonga-wage", [DESKTOP]);
    await page.context().close();
  });

  await test("the match page loads at most 60 KB of gzipped JavaScript", async () => {
    const page = await newPage(MOBILE, "budget");
    const scripts = new Map();
    page.on("response", async (r) => {
      if (r.request().resourceType() === "script") scripts.set(r.url(), gzipSync(await r.body(), { level: 9 }).length);
    });
    await page.goto(ctx.spectator.replace(/^https?:\/\/[^/]+/, base));
    await page.locator(".board-svg").waitFor();
    await page.waitForLoadState("networkidle");
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`    match page JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    assert(scripts.size > 0 && total <= 60 * 1024, `${total} bytes gzipped`);
    await page.context().close();
  });

  await test("no console errors or CSP violations on any page", async () => {
    assert(problems.length === 0, problems.slice(0, 5).join("\n"));
  });
} catch (e) {
  console.error(e);
  results.push({ name: "setup", ok: false });
} finally {
  await shutdown();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
