/**
 * The suite's `test`: Playwright's, plus `newPage` (a fresh browser context per page, English, watched for console
 * errors) and a check after every scenario that no page it watched logged an error or a CSP violation. Shared
 * helpers: screenshots into test-results/e2e/screens/, and `until` for conditions the server decides.
 */
import { test as playwrightTest, expect, type Browser, type Page } from "@playwright/test";
import { base } from "./api.js";

export { expect };

export interface Size {
  width: number;
  height: number;
}
export const MOBILE: Size = { width: 360, height: 780 };
export const DESKTOP: Size = { width: 1280, height: 860 };
export const PHONE: Size = { width: 390, height: 844 };
export const LAPTOP: Size = { width: 1280, height: 800 };

export const screens = "test-results/e2e/screens";

/** Opens a page in its own English context whose console errors and page errors land in `problems`. */
export async function watchedPage(browser: Browser, problems: string[], viewport: Size, label: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport, locale: "en-GB", deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(45_000); // as playwright.config.ts: wrangler dev has held one answer 16.7 s
  // a page load waits for its stylesheet and scripts, which `wrangler dev` has served in 20 s on a loaded machine
  page.setDefaultNavigationTimeout(60_000);
  // a request the page makes while a scenario has cut the network (setOffline) fails with ERR_INTERNET_DISCONNECTED,
  // a live socket's reconnection among them: Chromium logs it, and the page cannot keep it quiet
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(m.text()))
      problems.push(`${label}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${label}: ${e.message}`));
  return page;
}

interface Fixtures {
  newPage: (viewport: Size, label: string) => Promise<Page>;
  cleanConsole: void;
  conformance: void;
}

export const test = playwrightTest.extend<Fixtures, { problems: string[] }>({
  problems: [
    // Playwright reads a fixture's dependencies from its first parameter: none here
    async ({}, use) => use([]),
    { scope: "worker" },
  ],
  newPage: async ({ browser, problems }, use) => {
    const opened: Page[] = [];
    await use(async (viewport, label) => {
      const page = await watchedPage(browser, problems, viewport, label);
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
  cleanConsole: [
    async ({ problems }, use) => {
      await use();
      expect(problems.splice(0), "console errors or CSP violations on the scenario's pages").toEqual([]);
    },
    { auto: true },
  ],
  // every API exchange of the scenario (its pages' and its own calls) went through the server's conformance proxy
  // (tests/e2e/conformance-proxy.ts): one that broke the API description fails the scenario
  conformance: [
    async ({}, use) => {
      await use();
      const taken = (await (await fetch(`${base}/__conformance`)).json()) as {
        violations: { kind: string; operation: string; status: number; message: string }[];
      };
      const found = taken.violations.map((v) => `${v.kind} · ${v.operation} → ${v.status}: ${v.message}`);
      expect(found, "API exchanges that break the API description (worker/openapi.json)").toEqual([]);
    },
    { auto: true },
  ],
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fails the requests matching `pattern` while `on` (a chunk that does not arrive), and lists the URLs asked for. */
export async function block(page: Page, pattern: RegExp) {
  const blocked = { on: true, urls: [] as string[] };
  await page.route(pattern, (route) => {
    blocked.urls.push(route.request().url());
    return blocked.on ? route.abort() : route.continue();
  });
  return blocked;
}

/** Waits until `fn` returns a truthy value (a throw counts as not yet) and returns it. */
export async function until<T>(
  fn: () => Promise<T | null | undefined | false>,
  what: string,
  { timeout = 20_000, interval = 200 } = {},
): Promise<T> {
  let value: T | undefined;
  await expect(async () => {
    const v = await fn();
    expect(v, `waiting for ${what}`).toBeTruthy();
    value = v as T;
  }).toPass({ timeout, intervals: [interval] });
  return value as T;
}

// a screenshot is a record, not a check: it may take longer than an action on a busy machine (a long mailbox page)
export const shot = (page: Page, name: string) => page.screenshot({ path: `${screens}/${name}.png`, fullPage: true, timeout: 60_000 });

/** Full-page screenshots at each size (phone and desktop unless told). */
export async function shotAt(page: Page, name: string, sizes: Size[] = [MOBILE, DESKTOP]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await sleep(150);
    await shot(page, `${name}-${size.width}`);
  }
}
