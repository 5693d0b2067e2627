// Issue 29, items 2 and 3: names of the form's maximum length (40 characters) never make the page wider than a phone,
// are shortened with an ellipsis where space is short (the whole name on hover and for screen readers), and the
// standings show every number: at 390 px, and in their panel at 1280×800, in all four languages.
import type { Page } from "@playwright/test";
import { createMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, screens, sleep, test } from "./fixtures.js";
import { overflowing } from "./geometry.js";

// 40 characters each: with spaces, without any, and wide letters
const LONG = [
  "Wolfgang Amadeus Theophilus Mozartberger",
  "Maximiliana-Konstantinopoulou-Schwarzenb",
  "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
];
const LANGS = ["en", "fr", "de", "it"] as const;

/** Standings cells that do not show whole inside the standings' panel (cut, or only reached by scrolling). */
const hiddenCells = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll(".standings")) {
      const panel = table.closest(".panel")!.getBoundingClientRect();
      for (const cell of table.querySelectorAll("td, thead th")) {
        const r = cell.getBoundingClientRect();
        if (r.left < panel.left - 0.5 || r.right > panel.right + 0.5)
          out.push(
            `"${cell.textContent}" [${Math.round(r.left)}, ${Math.round(r.right)}] in [${Math.round(panel.left)}, ${Math.round(panel.right)}]`,
          );
      }
    }
    return out.slice(0, 6);
  });

async function setLang(page: Page, lang: string) {
  if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
  await sleep(250);
}

test("40-character names: no element wider than 390 px, names shortened with the whole name kept, every standings number shown", async ({
  newPage,
}) => {
  expect(LONG.every((n) => n.length === 40)).toBe(true);
  const created = (await createMatch({ game: "tongiaki", seats: LONG.map((name) => ({ name })) })).body;
  const page = await newPage(PHONE, "long-names");
  const bad: string[] = [];
  for (const [who, url] of [
    ["seat", local(seatOf(created, 1).link)],
    ["on-turn", local(seatOf(created, 0).link)],
    ["spectator", `/m/${created.id}`],
  ] as const) {
    await page.goto(url);
    await page.locator(".standings").first().waitFor();
    for (const lang of LANGS) {
      await setLang(page, lang);
      const o = await overflowing(page);
      if (o.out.length > 0 || o.scroll > o.vw) bad.push(`${lang} ${who}: page ${o.scroll} px in ${o.vw}: ${o.out.join(", ")}`);
      const cut = await hiddenCells(page);
      if (cut.length > 0) bad.push(`${lang} ${who}: standings cut: ${cut.join(", ")}`);
      if (who === "seat") await page.screenshot({ path: `${screens}/29-2-long-names-${lang}-390.png`, fullPage: true });
    }
  }
  expect(bad, "layout faults with 40-character names").toEqual([]);
  // a shortened name keeps the whole one for a pointer's hover and for screen readers
  await setLang(page, "en");
  const names = await page
    .locator(".players li .name")
    .evaluateAll((els) => els.map((el) => ({ title: el.getAttribute("title"), text: el.textContent })));
  expect(
    names.map((n) => n.title),
    "the players' whole names",
  ).toEqual(LONG);
  expect(
    names.map((n) => n.text),
    "the players' names in the page's text",
  ).toEqual(LONG);
  const rows = await page.locator(".standings tbody th .who").evaluateAll((els) => els.map((el) => el.getAttribute("title")));
  expect(rows, "the standings' whole names").toEqual(LONG);
});

test("the standings fit their panel at 1280×800 in every language, with short and long names", async ({ newPage }) => {
  const short = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }] })).body;
  const long = (await createMatch({ game: "tongiaki", seats: LONG.map((name) => ({ name })) })).body;
  const page = await newPage(LAPTOP, "standings");
  const bad: string[] = [];
  for (const [which, m] of [
    ["short", short],
    ["long", long],
  ] as const) {
    await page.goto(local(seatOf(m, 0).link));
    await page.locator(".standings").first().waitFor();
    for (const lang of LANGS) {
      await setLang(page, lang);
      const cut = await hiddenCells(page);
      if (cut.length > 0) bad.push(`${lang}, ${which} names: ${cut.join(", ")}`);
      await page
        .locator(".standings")
        .first()
        .screenshot({ path: `${screens}/29-3-standings-${which}-${lang}-1280.png` });
    }
  }
  expect(bad, "standings cells outside their panel").toEqual([]);
});
