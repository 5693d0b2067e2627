// Texts that do not arrive: a language switch whose chunks fail keeps the page as it was and says so, a first
// language that fails falls back to English, and a page with no texts at all says it could not load them.
import type { Page } from "@playwright/test";
import { MOBILE, block, expect, shot, sleep, test } from "./fixtures.js";

/** Text chunks of the languages `langs` ("fr", "en|fr"), by the source module name Vite puts in the file name. */
const chunks = (langs: string) => new RegExp(`/assets/(${langs})-[\\w-]+\\.js(\\?.*)?$`);

const html = (page: Page) => page.locator("html");
const select = (page: Page) => page.locator('select[name="lang"]');

test("a failed import loads under a new URL once the network is back (what retrying() relies on)", async ({ newPage }) => {
  const page = await newPage(MOBILE, "import-cache");
  await page.goto("/");
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
  const url = new URL("/assets/probe-0.js", page.url()).href;
  let fail = true;
  let asked = 0;
  await page.route(/\/assets\/probe-0\.js/, (route) => {
    asked++;
    return fail ? route.abort() : route.fulfill({ contentType: "text/javascript", body: "export const ok = 1;" });
  });
  const load = (u: string) => page.evaluate(`import(${JSON.stringify(u)}).then(() => "loaded", () => "failed")`);
  expect(await load(url)).toBe("failed");
  expect(asked).toBe(1);
  fail = false;
  // Chromium up to about 150 kept a failed import's error for its URL and never fetched it again; newer ones (the
  // HTML spec no longer caches failed module fetches) fetch it again. The retry's new URL loads with either.
  const again = await load(url);
  expect(asked, "the same URL is fetched again exactly when it loads").toBe(again === "loaded" ? 2 : 1);
  const before = asked;
  expect(await load(`${url}?retry=1`), "the URL with a query").toBe("loaded");
  expect(asked).toBe(before + 1);
});

test("a language that does not load: said in the language shown, the page and the select stay, Try again switches", async ({ newPage }) => {
  const page = await newPage(MOBILE, "lang-fails");
  await page.goto("/");
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
  const fr = await block(page, chunks("fr"));
  await select(page).selectOption("fr");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/Could not load Français\. Check your connection and try again\./);
  await expect(page.getByRole("heading", { name: "No matches yet" })).toBeVisible();
  await expect(select(page), "the select shows the language shown").toHaveValue("en");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(html(page)).not.toHaveAttribute("aria-busy");
  // tried twice before the error, the second time under a new URL (see the test above)
  expect(fr.urls.filter((u) => u.includes("?retry=1")).length, fr.urls.join("\n")).toBeGreaterThan(0);
  await shot(page, "lang-error");
  // the language that did not come is not the one kept: the next page opens in English, with nothing to explain
  expect(await page.evaluate(() => localStorage.getItem("waka.lang")), "the language kept").toBe('"en"');

  // dismissed, then asked for again from the select: the same error, the select back again
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
  await select(page).selectOption("fr");
  await expect(alert).toHaveText(/Could not load Français/);
  await expect(select(page)).toHaveValue("en");
  await expect(html(page)).not.toHaveAttribute("aria-busy");

  fr.on = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await page.getByRole("heading", { name: "Pas encore de partie" }).waitFor();
  await expect(select(page)).toHaveValue("fr");
  await expect(html(page)).toHaveAttribute("lang", "fr");
  await expect(html(page)).not.toHaveAttribute("aria-busy");
  await expect(alert).toHaveCount(0);
});

test("the last language picked wins over one still loading", async ({ newPage }) => {
  const page = await newPage(MOBILE, "lang-last-wins");
  await page.goto("/");
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(chunks("fr"), async (route) => {
    await gate;
    await route.continue();
  });
  await select(page).selectOption("fr");
  await select(page).selectOption("de");
  await page.getByRole("heading", { name: "Noch keine Partien" }).waitFor();
  const frArrived = page.waitForResponse(chunks("fr"));
  release();
  await frArrived;
  await sleep(1000);
  await expect(page.getByRole("heading", { name: "Noch keine Partien" }), "the late French texts switched the page").toBeVisible();
  await expect(select(page)).toHaveValue("de");
  await expect(html(page)).toHaveAttribute("lang", "de");
  await expect(html(page)).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the preferred language does not load: the page comes up in English, and says why", async ({ newPage }) => {
  const page = await newPage(MOBILE, "first-lang-fails");
  await page.addInitScript(() => localStorage.setItem("waka.lang", JSON.stringify("fr")));
  const fr = await block(page, chunks("fr"));
  await page.goto("/");
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(select(page)).toHaveValue("en");
  await expect(page.getByRole("alert")).toHaveText(/Could not load Français/);
  fr.on = false;
  await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
  await page.getByRole("heading", { name: "Pas encore de partie" }).waitFor();
  await expect(select(page)).toHaveValue("fr");
});

test("no texts load at all: a page that says so, with a Reload button, never an empty page", async ({ newPage }) => {
  const page = await newPage(MOBILE, "no-texts");
  const all = await block(page, chunks("en|fr|de|it"));
  await page.goto("/");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Waka could not load its texts");
  await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
  await expect(page.locator("main")).not.toHaveAttribute("aria-busy");
  await shot(page, "no-texts");
  all.on = false;
  await alert.getByRole("button", { name: "Reload" }).click();
  await page.getByRole("heading", { name: "No matches yet" }).waitFor();
});
