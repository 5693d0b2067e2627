// Issue 29, item 11: the smaller faults, each where a player meets it.
import type { Page } from "@playwright/test";
import { createMatch, getMatch, local, seatOf } from "./api.js";
import { DESKTOP, PHONE, expect, screens, sleep, test } from "./fixtures.js";
import { playToEnd } from "./play-to-end.js";

async function setLang(page: Page, lang: string) {
  if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("Tonga Bonga counts the move buttons it shows, and its roles stay inside the ship cards on a phone", async ({ newPage }) => {
  const created = (await createMatch({ game: "tonga-bonga", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }] })).body;
  const on = (await getMatch(created.id)).activeSeats[0]!;
  const page = await newPage(PHONE, "tb-faults");
  await page.goto(local(seatOf(created, on).link));
  await page.locator(".move-list button").first().waitFor();
  const shown = await page.locator(".move-list button").count();
  expect(await page.locator("#moves-h").innerText(), "the heading counts the buttons below it").toContain(`(${shown})`);
  for (const lang of ["en", "fr", "de", "it"]) {
    await setLang(page, lang);
    const out = await page.locator(".tb-card .tb-role").evaluateAll((els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const card = el.closest(".tb-card")!.getBoundingClientRect();
        return r.left < card.left + 3 || r.right > card.right - 3
          ? [`${el.textContent} [${Math.round(r.left)}, ${Math.round(r.right)}] in [${Math.round(card.left)}, ${Math.round(card.right)}]`]
          : [];
      }),
    );
    expect(out, `${lang}: role labels touching or crossing the card's edge`).toEqual([]);
  }
  await page.locator(".tb-crews").screenshot({ path: `${screens}/29-11-tb-roles-de-390.png` });
});

test("the home page says the place as '3rd of 4'; Fiji has its own name; Italian says 'revisione'", async ({ newPage }) => {
  const played = await playToEnd("tongiaki", ["Ana", "Bo", "Cy", "Di"], 11);
  const m = await getMatch(played.id);
  const third = m.outcome.ranking.length >= 3 && m.outcome.ranking[2]!.length === 1 ? m.outcome.ranking[2]![0]! : null;
  const seat = third ?? m.outcome.ranking[0]![0]!;
  const place = third === null ? "1st" : "3rd";
  const page = await newPage(DESKTOP, "home-place");
  await page.goto(local(seatOf(played, seat).link));
  await page.locator(".banner.over").waitFor();
  await page.goto("/");
  await expect(page.locator(".pill.done").first()).toHaveText(`Finished — you came ${place} of 4`);
  await setLang(page, "fr");
  await expect(page.locator(".pill.done").first()).toHaveText(`Terminée — vous êtes ${place === "1st" ? "1er" : "3e"} sur 4`);
  await setLang(page, "it");
  await page.goto(`/m/${played.id}`);
  await expect(page.getByRole("link", { name: "Tutte le mosse e la revisione" })).toBeVisible();
  await setLang(page, "en");
});

test("the Wongar score track marks the laps a clan ran: 103 is +100 on space 3", async ({ newPage }) => {
  // the server seeds each match, and a game now and then ends with every clan under 50: play another (up to five)
  let played = await playToEnd("wongar", ["Ana", "Bo", "Cy"], 5);
  let scores = ((await getMatch(played.id)).view as unknown as { scores: number[] }).scores;
  for (let more = 0; more < 4 && scores.every((s) => s < 50); more++) {
    played = await playToEnd("wongar", ["Ana", "Bo", "Cy"], 5);
    scores = ((await getMatch(played.id)).view as unknown as { scores: number[] }).scores;
  }
  const page = await newPage(DESKTOP, "wongar-laps");
  await page.goto(`/m/${played.id}`);
  await page.locator(".wg-score").waitFor();
  const laps = (await page.locator(".wg-lap").allTextContents()).sort();
  const want = scores
    .filter((s) => s >= 50)
    .map((s) => `+${Math.floor(s / 50) * 50}`)
    .sort();
  expect(want.length, `a score past 50 to mark: ${scores.join(", ")}`).toBeGreaterThan(0);
  expect(laps, `laps marked for scores ${scores.join(", ")}`).toEqual(want);
  await page.locator(".wg-score").screenshot({ path: `${screens}/29-11-wongar-laps-1280.png` });
});

test("a tampered seat link offers watching and pasting the link again; a wrong invite is told from a missing one", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { open: true }] })).body;
  const link = local(seatOf(created, 0).link);
  const tampered = link.replace(/#seat=(.)/, (_, c: string) => `#seat=${c === "A" ? "B" : "A"}`);
  const page = await newPage(PHONE, "bad-links");
  await page.goto(tampered);
  await expect(page.getByText("This seat link is not valid for this match.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh" }), "a refresh cannot mend a wrong link").toHaveCount(0);
  await expect(page.getByRole("link", { name: "Watch as a spectator instead" })).toBeVisible();
  await page.screenshot({ path: `${screens}/29-11-bad-seat-390.png`, fullPage: true });
  await page.locator('textarea[name="links"]').fill(link);
  await page.getByRole("button", { name: "Add these matches" }).click();
  await expect(page.locator(".players .you")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/m/${created.id}`);

  await page.goto(`/m/${created.id}/join#invite=abc`);
  await expect(page.getByRole("heading", { name: "This invite link is not valid for this match." })).toBeVisible();
  await expect(page.getByText("The part after # is missing")).toHaveCount(0);
  await page.goto(`/m/${created.id}/join`);
  await expect(page.getByRole("heading", { name: "This invite link is incomplete" })).toBeVisible();
  await sleep(100);
});
