// Issue #41 (the match page, round 3): every name readable in the standings, the board's numbers whole in every
// language. Measured in Chromium at 390×844 and 1280×800, in the four languages.
import type { Page } from "@playwright/test";
import { api, bearer, createMatch, getMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, screens, sleep, test } from "./fixtures.js";
import { playUntil } from "./play-to-end.js";

const LANGS = ["en", "fr", "de", "it"] as const;

async function setLang(page: Page, lang: string) {
  if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
  await sleep(250);
}

/** Standings names cut (shorter on screen than in full) or squeezed, with their widths. */
const cutNames = (page: Page) =>
  page
    .locator(".standings tbody th .who")
    .evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().width < 48)
        .map((el) => `"${el.textContent?.trim()}" ${Math.round(el.getBoundingClientRect().width)} px (needs ${el.scrollWidth})`),
    );

/** Cells of the standings outside their panel (only reached by scrolling the table). */
const outsidePanel = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll(".standings")) {
      const panel = table.closest(".panel")!.getBoundingClientRect();
      for (const cell of table.querySelectorAll("td, th")) {
        const r = cell.getBoundingClientRect();
        if (r.left < panel.left - 0.5 || r.right > panel.right + 0.5) out.push(`"${cell.textContent}"`);
      }
    }
    return out.slice(0, 6);
  });

test("Wongar and Tongiaki standings show every short name whole at 390 and 1280 wide, in four languages (issue #41 item 1)", async ({
  newPage,
}) => {
  const bad: string[] = [];
  for (const [game, names] of [
    ["wongar", ["Dana", "Emil", "Gus", "Bruno", "Carla"]],
    ["tongiaki", ["Bruno", "Carla", "Dana", "Emil"]],
  ] as const) {
    const created = (await createMatch({ game, seats: names.map((name) => ({ name })) })).body;
    for (const size of [PHONE, LAPTOP]) {
      const page = await newPage(size, `${game}-standings-${size.width}`);
      await page.goto(local(seatOf(created, 0).link));
      await page.locator(".standings").first().waitFor();
      for (const lang of LANGS) {
        await setLang(page, lang);
        for (const c of await cutNames(page)) bad.push(`${game} ${lang} ${size.width}: name ${c}`);
        for (const c of await outsidePanel(page)) bad.push(`${game} ${lang} ${size.width}: cell ${c} outside its panel`);
      }
      await page.locator(".standings").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screens}/41-1-${game}-standings-${size.width}.png` });
      await page.context().close();
    }
  }
  expect(bad, "standings names cut or cells outside the panel").toEqual([]);
});

test("the Wongar board's pile counts stay whole inside their area in every language (issue #41 item 4)", async ({ newPage }) => {
  const created = (await createMatch({ game: "wongar", seats: ["Dana", "Emil", "Gus"].map((name) => ({ name })) })).body;
  const bad: string[] = [];
  for (const size of [LAPTOP, PHONE]) {
    const page = await newPage(size, `wongar-piles-${size.width}`);
    await page.goto(local(seatOf(created, 0).link));
    await page.locator(".wg-area .wg-pile").first().waitFor();
    for (const lang of LANGS) {
      await setLang(page, lang);
      const outside = await page.locator(".wg-area").evaluateAll((areas) =>
        areas.flatMap((a) => {
          const ground = a.querySelector(".wg-ground")!.getBoundingClientRect();
          const pile = a.querySelector(".wg-pile")!.getBoundingClientRect();
          return pile.left < ground.left - 0.5 || pile.right > ground.right + 0.5
            ? [
                `${(a as HTMLElement).dataset.area}: "${a.querySelector(".wg-pile")!.textContent}" overruns by ${Math.round(pile.right - ground.right)} px`,
              ]
            : [];
        }),
      );
      for (const o of outside) bad.push(`${lang} ${size.width}: ${o}`);
      if (lang === "it") await page.screenshot({ path: `${screens}/41-4-wongar-piles-it-${size.width}.png` });
    }
    await page.context().close(); // one page of the seat open at a time, as a player has
  }
  expect(bad, "pile counts running out of their area (cut by the next one)").toEqual([]);
});

test("/robots.txt is a robots file, not the app's page (issue #41)", async ({ request }) => {
  const r = await request.get("/robots.txt");
  expect(r.status()).toBe(200);
  expect(r.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await r.text();
  expect(text).not.toContain("<html");
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
});

test("after 'Place it like this' the keyboard's focus lands on the board's next part, not on <body> (issue #41)", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Kai" }, { name: "Lea" }] })).body;
  const { seat } = await playUntil(created.id, created.seats, (legal) => legal.some((m) => (m as { type: string }).type === "orient"));
  // on a phone the bar under the drawn tile is on the first screen (it ran to y=854 of 844)
  const phone = await newPage(PHONE, "orient-phone");
  await phone.goto(local(seatOf(created, seat).link));
  const bar = await phone.locator(".orient-bar").boundingBox();
  expect(bar!.y + bar!.height, "the orient bar's foot").toBeLessThanOrEqual(PHONE.height);
  await phone.screenshot({ path: `${screens}/41-orient-390.png` });
  await phone.context().close();
  const page = await newPage(LAPTOP, "orient-focus");
  await page.goto(local(seatOf(created, seat).link));
  const place = page.locator(".orient-bar button.primary");
  await place.focus();
  const answered = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(201);
  await expect(place).toHaveCount(0);
  await sleep(300);
  const focused = await page.evaluate(() => {
    const a = document.activeElement;
    return !a || a === document.body ? "body" : `${a.tagName.toLowerCase()}${a.closest(".board-box") ? " in the board" : ""}`;
  });
  expect(focused, "where the focus went after placing the tile").toMatch(/in the board$/);
});

test("how-to-play pages and the created page have their own titles (issue #41)", async ({ newPage }) => {
  const page = await newPage(LAPTOP, "titles");
  await page.goto("/how-to-play/wongar");
  await page.locator("h1").waitFor();
  await expect(page).toHaveTitle("How to play Wongar — Waka");
  await page.goto("/how-to-play");
  await expect(page).toHaveTitle("How to play — Waka");
  await page.goto("/new");
  for (const [i, name] of ["Ana", "Bo", "Cy"].entries()) await page.fill(`input[name="seat-${i}"]`, name);
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.waitForURL(/\/created\//);
  await expect(page.locator("h1")).toHaveText("Your Tongiaki match is ready");
  await expect(page).toHaveTitle("Your Tongiaki match is ready — Waka");
});

test("a resigned seat says 'resigned' only, not that a bot plays until its player is back (issue #41)", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: ["Ana", "Bo", "Cy"].map((name) => ({ name })) })).body;
  const seq = (await getMatch(created.id)).seq;
  const resigned = await api(`/api/matches/${created.id}/resign`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(seatOf(created, 1).secret) },
    body: JSON.stringify({ seq }),
  });
  expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
  const page = await newPage(LAPTOP, "resigned-seat");
  await page.goto(`/m/${created.id}`);
  const bo = page.locator(".players li").nth(1);
  await expect(bo.locator(".resigned-mark")).toHaveText("resigned");
  await expect(bo).not.toContainText("until its player is back");
});

test("at 1280×800 the unread-lines pill covers no standings row (issue #41)", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: ["Ana", "Bo", "Cy", "Di"].map((name) => ({ name })) })).body;
  const page = await newPage(LAPTOP, "pill");
  await page.goto(local(seatOf(created, 0).link));
  await page.locator(".chat").waitFor();
  await page.locator(".standings").waitFor();
  await sleep(1000); // the live room
  const said = await api(`/api/matches/${created.id}/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(seatOf(created, 1).secret) },
    body: JSON.stringify({ text: "Kia ora!" }),
  });
  expect(said.status).toBe(201);
  const pill = page.locator(".unread-link");
  await expect(pill).toBeInViewport();
  const covered = await page.evaluate(() => {
    const p = document.querySelector(".unread-link")!.getBoundingClientRect();
    return [...document.querySelectorAll(".standings tr")]
      .map((tr) => tr.getBoundingClientRect())
      .filter((r) => r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom).length;
  });
  expect(covered, "standings rows under the pill").toBe(0);
  await page.screenshot({ path: `${screens}/41-pill-1280.png` });
});
