// Waka as an installed app (docs/install.md): the manifest and its icons, the service worker that controls the page
// and keeps the app shell, a match opened before that shows its last position offline and catches up after, no seat
// secret in any cache or IndexedDB record, and the iOS explanation for push. The rest of the suite runs without the
// service worker (playwright.config.ts); these scenarios turn it on.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { base, createMatch, getMatch, local, postMove, seatOf, type Created } from "./api.js";
import { LAPTOP, PHONE, expect, shotAt, test, until } from "./fixtures.js";

/** A page in its own English context with the service worker allowed, console errors into `problems`. */
async function appPage(browser: Browser, problems: string[], label: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: PHONE,
    locale: "en-GB",
    deviceScaleFactor: 1,
    serviceWorkers: "allow",
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(60_000);
  page.on("console", (m) => {
    // requests refused while offline are the scenario, not a fault
    const expected = /Failed to load resource|ERR_INTERNET_DISCONNECTED|WebSocket connection/.test(m.text());
    if (m.type() === "error" && !expected) problems.push(`${label}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${label}: ${e.message}`));
  return page;
}

/** The width and height a PNG's header gives. */
const pngSize = (b: Buffer): string => {
  expect(b.subarray(1, 4).toString("latin1"), "PNG signature").toBe("PNG");
  return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
};

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

/** The active seat plays its first legal move (through the API, beside the browser). */
async function playOne(created: Created): Promise<number> {
  const m = await getMatch(created.id);
  const seat = seatOf(created, m.activeSeats[0]!);
  const mine = await getMatch(created.id, seat.secret);
  const r = await postMove(created.id, seat.secret, mine.seq, mine.legalMoves![0]);
  expect(r.status, `move: ${JSON.stringify(r.body)}`).toBe(201);
  return r.body.seq;
}

/** The seq of the last view the page kept for match `id` (state/offline.ts), or null. */
const keptSeq = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open("waka-offline");
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("views")) return resolve(null);
          const get = db.transaction("views").objectStore("views").get(key);
          get.onsuccess = () => resolve((get.result as { match?: { seq: number } } | undefined)?.match?.seq ?? null);
          get.onerror = () => resolve(null);
        };
      }),
    key,
  );

const INSTALLS = "the app installs: a valid manifest whose icons load, on every page, and a service worker that controls the page";
test(INSTALLS, async ({ playwright, problems }, info) => {
  // Chromium offers no install in an incognito profile, which a new browser context is: this one has a profile
  const profile = mkdtempSync(join(tmpdir(), "waka-pwa-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...info.project.use.launchOptions,
    baseURL: base,
    viewport: LAPTOP,
    locale: "en-GB",
    serviceWorkers: "allow",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (e) => problems.push(`install: ${e.message}`));
  // a cache of an older build, there before this build's worker takes over: it must go when the worker activates
  await page.addInitScript(() => void caches.open("waka-shell-an-older-build").then((c) => c.put("/old", new Response("old"))));
  await page.goto("/");
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  type Icon = { src: string; sizes: string; type: string; purpose?: string };
  const manifest = (await res.json()) as Record<string, unknown> & { icons: Icon[] };
  const fields = { short_name: "Waka", start_url: "/", scope: "/", display: "standalone" };
  expect(manifest).toMatchObject({ name: expect.stringContaining("Waka"), ...fields });
  expect(manifest.theme_color, "the page's theme colour").toBe(await page.locator('meta[name="theme-color"]').getAttribute("content"));
  expect(manifest.background_color, "the page's background").toBe("#eef7f6");
  const sizes: string[] = [];
  for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
    const r = await page.request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(pngSize(await r.body()), icon.src).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose ?? "any"}`);
  }
  expect(sizes.sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(pngSize(await (await page.request.get(touch!)).body()), "apple-touch-icon").toBe("180x180");
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");

  // Chromium's own verdict: the manifest parses without errors and nothing stands in the way of installing
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
  expect(parsed.errors, "manifest errors").toEqual([]);
  expect(parsed.url).toBe(`${base}/manifest.webmanifest`);
  expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, "installability errors").toEqual([]);

  // one cache, this build's: the old build's went on activate, and the page and its assets are in it
  const build = /const BUILD = "([0-9a-f]+)"/.exec(await (await page.request.get("/sw.js")).text())?.[1];
  const cached = await page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
  expect(Object.keys(cached)).toEqual([`waka-shell-${build}`]);
  const shell = cached[`waka-shell-${build}`]!;
  expect(shell).toContain("/");
  expect(shell.filter((p) => p.startsWith("/assets/")).length, "scripts and styles kept").toBeGreaterThan(10);

  // a page the Worker fills with link-preview tags links the manifest too
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Mia" }, { name: "Noa" }] });
  const html = await (await page.request.get(`/m/${created.body.id}`)).text();
  expect(html).toContain('property="og:title"');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

const OFFLINE =
  "a match opened before shows its last position offline with a banner, read-only, then catches up; no cache holds the seat's secret";
test(OFFLINE, async ({ browser, problems }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Mia" }, { name: "Noa" }] })).body;
  const { id } = created;
  const first = await playOne(created);
  const noa = seatOf(created, (await getMatch(id)).activeSeats[0]!);
  const page = await appPage(browser, problems, "offline");
  await page.goto(local(noa.link));
  await page.locator(".banner").first().waitFor();
  await controlled(page);
  const key = `${id}/${noa.seat}`;
  await until(async () => (await keptSeq(page, key)) === first, "the page keeping its view");

  await page.context().setOffline(true);
  await page.reload();
  // the app shell from the service worker's cache: the network's page would carry the Worker's link-preview tags
  expect(await page.locator('meta[property="og:title"]').count(), "a page from the network while offline").toBe(0);
  const banner = page.locator(".banner.offline");
  await expect(banner).toContainText(`Offline — showing move ${first}`);
  await expect(page.locator("h1"), "the game's name, from the catalogue kept offline").toContainText("Tongiaki");
  await expect(page.locator(".board-col svg").first(), "the board").toBeVisible();
  await expect(page.locator(".move-list button"), "moves offered offline").toHaveCount(0);
  // the chat says why it is empty and offers no input; the turn banner does not prompt a move it cannot take
  await expect(page.locator(".chat")).toContainText("Table talk shows again once the connection is back.");
  await expect(page.locator(".chat-form")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await shotAt(page, "35-offline", [PHONE, LAPTOP]);
  // a match this browser never opened has nothing to show: the usual error, not an empty board
  await page.goto(`/m/${created.id.slice(0, -1)}${created.id.endsWith("x") ? "y" : "x"}`);
  await expect(page.getByText("The server cannot be reached")).toBeVisible();
  await page.goBack();
  await expect(banner).toBeVisible();

  // the match moves on while this browser is offline; once back, the page shows the new position by itself
  const next = await playOne(created);
  await page.context().setOffline(false);
  await expect(banner).toBeHidden({ timeout: 30_000 });
  await until(async () => (await keptSeq(page, key)) === next, "the page catching up to the new move", { timeout: 30_000 });

  // every cache entry (its URL, headers and body) and every IndexedDB record, searched for the seat's secret; the
  // match id is found, so the search sees what is stored
  const found = await page.evaluate(
    async ({ secret, id }) => {
      const hits: Record<string, string[]> = { secret: [], id: [] };
      const look = (where: string, text: string) => {
        if (text.includes(secret)) hits.secret!.push(where);
        if (text.includes(id)) hits.id!.push(where);
      };
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          look(`cache ${name} key`, req.url + JSON.stringify([...req.headers]));
          const res = (await cache.match(req))!;
          look(`cache ${name} ${req.url}`, res.url + JSON.stringify([...res.headers]) + (await res.text()));
        }
      }
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name!);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of db.objectStoreNames) {
          const all = (r: IDBRequest) => new Promise<unknown>((resolve) => (r.onsuccess = () => resolve(r.result)));
          const os = db.transaction(store).objectStore(store);
          look(`indexedDB ${name}/${store}`, JSON.stringify([await all(os.getAllKeys()), await all(os.getAll())]));
        }
      }
      return hits;
    },
    { secret: noa.secret, id },
  );
  expect(found.secret, "places holding the seat's secret").toEqual([]);
  expect(found.id, "the kept view").toContain("indexedDB waka-offline/views");
  await page.context().close();
});

/** Safari on an iPhone, in a tab (not opened from the home screen). */
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const IOS =
  "on an iPhone, the seat's settings say that push needs Waka on the home screen and how, in its language; installed, the switch is there";
test(IOS, async ({ browser, problems }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Mia" }, { name: "Noa" }] })).body;
  const mia = seatOf(created, 0);
  const open = async (lang: string, standalone: boolean) => {
    const page = await appPage(browser, problems, `ios ${lang}`, {
      userAgent: IPHONE_SAFARI,
      hasTouch: true,
      isMobile: true,
      locale: lang,
      // the note needs no worker: five fresh contexts each installing one would only load the machine
      serviceWorkers: "block",
    });
    // the suite's server has no VAPID keys: the settings are answered as by a server that offers push
    await page.route(/\/seats\/me\/notifications$/, async (route) => {
      const r = await route.fetch();
      const body = await r.json();
      const push = { publicKey: "BExamplePublicKeyForTheScenarioOnly" };
      await route.fulfill({ response: r, json: { ...body, available: { ...body.available, push } } });
    });
    // iOS says so in navigator.standalone when the page was opened from the home screen
    if (standalone) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await page.goto(local(mia.link));
    await page.locator(".seat-settings form").waitFor();
    return page;
  };
  const titles: Record<string, string> = {
    "en-GB": "Notifications on iPhone and iPad",
    "fr-FR": "Notifications sur iPhone et iPad",
    "de-DE": "Benachrichtigungen auf iPhone und iPad",
    "it-IT": "Notifiche su iPhone e iPad",
  };
  for (const [lang, title] of Object.entries(titles)) {
    const page = await open(lang, false);
    const note = page.locator(".home-screen-push");
    await expect(note.getByRole("heading")).toHaveText(title);
    await expect(note.locator("li")).toHaveCount(3);
    await expect(page.locator('input[name="notify-push"]'), "a push switch that cannot work").toHaveCount(0);
    if (lang === "en-GB") {
      await note.scrollIntoViewIfNeeded();
      await shotAt(page, "35-ios-push", [PHONE, LAPTOP]);
    }
    await page.context().close();
  }
  const installed = await open("en-GB", true);
  await expect(installed.locator('input[name="notify-push"]')).toBeVisible();
  await expect(installed.locator(".home-screen-push")).toHaveCount(0);
  await installed.context().close();
});
