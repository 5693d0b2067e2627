// How to play (issue #31 item 4): each game's guide opens from the new-match form, the match page, the lobby and the
// footer in every language; a refused move links to the part of the guide that explains its rule.
import type { Page } from "@playwright/test";
import { base, createMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, screens, shotAt, sleep, test } from "./fixtures.js";

const LANGS = {
  en: { locale: "en-GB", link: (g: string) => `How to play ${g}`, goal: "The goal", house: "House rule", lobby: "How to play" },
  fr: { locale: "fr-FR", link: (g: string) => `Comment jouer à ${g}`, goal: "Le but", house: "Règle maison", lobby: "Comment jouer" },
  de: { locale: "de-DE", link: (g: string) => `So spielt man ${g}`, goal: "Das Ziel", house: "Hausregel", lobby: "So wird gespielt" },
  it: {
    locale: "it-IT",
    link: (g: string) => `Come si gioca a ${g}`,
    goal: "Lo scopo",
    house: "Regola della casa",
    lobby: "Come si gioca",
  },
} as const;

/**
 * The lobby with one open Wongar table. Answered here, not created on the server: the suite shares one server, and
 * tests/e2e/lobby.spec.ts starts from an empty lobby.
 */
async function lobbyWithOneTable(page: Page) {
  const table = {
    id: "howtoTable01",
    game: "wongar",
    options: {},
    players: 3,
    seatsFree: 2,
    seated: [{ name: "Ana", bot: false }],
    languages: ["en"],
    clock: null,
    createdAt: Date.now() - 60_000,
  };
  await page.route("**/api/lobby?*", (route) => {
    const waiting = new URL(route.request().url()).searchParams.get("list") === "waiting";
    return route.fulfill({ json: { matches: waiting ? [table] : [], next: null } });
  });
}

/** The guide is on screen: its title (the link's words), every part under its anchor, the contents linking to each. */
async function guideShown(page: Page, game: string, name: string, lang: keyof typeof LANGS) {
  await expect(page).toHaveURL(new RegExp(`/how-to-play/${game}(#.*)?$`));
  await page.getByRole("heading", { level: 1, name: LANGS[lang].link(name) }).waitFor();
  await page.locator("#goal").getByRole("heading", { name: LANGS[lang].goal }).waitFor();
  const parts = await page.locator("section.howto-part").count();
  expect(parts).toBeGreaterThanOrEqual(9);
  expect(await page.locator(".howto-toc a").count()).toBe(parts);
  await expect(page.locator(".howto .house .badge").first()).toHaveText(LANGS[lang].house);
}

for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
  test(`how to play opens from the new-match form, the match page, the lobby and the footer (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base, viewport: PHONE, locale: LANGS[lang].locale, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // the form: the guide of the game picked
    await page.goto("/new?game=wongar");
    // the form's own link, below the games (the footer has one too)
    if (lang === "en") {
      await page.locator("#main fieldset.games + .howto-link").waitFor();
      await shotAt(page, "howto-from-form", [PHONE, LAPTOP]);
    }
    await page.locator("#main fieldset.games + .howto-link").getByText(LANGS[lang].link("Wongar")).click();
    await guideShown(page, "wongar", "Wongar", lang);
    // the match page: the guide of that match's game
    const m = (await createMatch({ game: "tonga-bonga", seats: [{ name: "Ana" }, { name: "Cai" }, { name: "Eru" }] })).body;
    await page.goto(local(seatOf(m, 0).link));
    if (lang === "de") {
      await page.locator(".match-head .howto-link").waitFor();
      await page.locator(".board-svg").first().waitFor();
      await shotAt(page, "howto-from-match-de", [PHONE, LAPTOP]);
    }
    await page
      .locator(".match-head")
      .getByRole("link", { name: LANGS[lang].link("Tonga Bonga") })
      .click();
    await guideShown(page, "tonga-bonga", "Tonga Bonga", lang);
    // Tonga Bonga's round limit is Waka's, not the rulebook's: marked where the end is told
    await page.locator("#end .house").waitFor();
    // the lobby: each table's game
    await lobbyWithOneTable(page);
    await page.goto("/lobby");
    await page.locator("li.lobby-card").getByRole("link", { name: LANGS[lang].lobby, exact: true }).click();
    await guideShown(page, "wongar", "Wongar", lang);
    await page.unroute("**/api/lobby?*");
    // the site: every page's footer
    await page.goto("/");
    await page
      .locator(".footer")
      .getByRole("link", { name: LANGS[lang].link("Tongiaki") })
      .click();
    await guideShown(page, "tongiaki", "Tongiaki", lang);
    if (lang === "en") {
      for (const game of ["tongiaki", "tonga-bonga", "wongar"]) {
        await page.goto(`/how-to-play/${game}`);
        await page.locator("#house").waitFor();
        await shotAt(page, `howto-${game}`, [PHONE, LAPTOP]);
      }
    } else await shotAt(page, `howto-tongiaki-${lang}`, [PHONE, LAPTOP]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a refused move links to the part of the guide that explains its rule", async ({ newPage }) => {
  const m = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Cai" }] })).body;
  const page = await newPage(PHONE, "refusal");
  await page.goto(local(seatOf(m, 0).link));
  await page.route("**/api/matches/*/moves", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "royal_island", message: "no boat may land on a royal island", rule: "§9.4" } }),
    }),
  );
  for (let i = 0; i < 8 && (await page.locator(".error").count()) === 0; i++) {
    await page.locator(".move-list button").first().click();
    await sleep(300);
  }
  await page.getByText("Rulebook: §9.4").waitFor();
  // told in the game's own words, which its package holds (games/tongiaki/texts/play/), not the server's English
  await expect(page.locator(".error .detail")).toHaveText("No boat may be added to or land on a royal island.");
  const link = page.locator(".error").getByRole("link", { name: "How this rule works" });
  await expect(link).toHaveAttribute("href", "/how-to-play/tongiaki#royal");
  await shotAt(page, "howto-refusal", [PHONE, LAPTOP]);
  await page.setViewportSize(PHONE);
  await link.click();
  await expect(page).toHaveURL(/\/how-to-play\/tongiaki#royal$/);
  // the part is where the reader lands, not the top of the page
  await expect(page.locator("#royal h2")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // what the reader sees on arrival (not the whole page)
  await page.screenshot({ path: `${screens}/howto-refusal-target-390.png` });
});

test("an unknown game's guide is the 404 page; /how-to-play lists the games", async ({ newPage }) => {
  const page = await newPage(PHONE, "howto-404");
  await page.goto("/how-to-play/chess");
  await page.getByRole("heading", { name: "Nothing here" }).waitFor();
  await page.goto("/how-to-play");
  for (const name of ["Tongiaki", "Tonga Bonga", "Wongar"]) await page.getByRole("link", { name, exact: true }).waitFor();
});
