// Issue 29, item 8: the replay's log tells every move as a sentence about what happened ("Ana placed Samoa."), never
// by the prompt that offered it ("Empty space at (1, 0)", "Place the tile turned 180°"), in all four languages.
import { createMatch, logOf } from "./api.js";
import { DESKTOP, expect, test } from "./fixtures.js";
import { playUntil } from "./play-to-end.js";

test("the replay tells every Tongiaki move as a sentence in every language, tile placings included", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] })).body;
  // two tiles placed (a colonization or an expedition each): the moves whose lines were prompts
  await playUntil(created.id, created.seats, (_, m) => ((m.view as { board?: unknown[] }).board?.length ?? 0) >= 3, { seed: 7 });
  const entries = await logOf(created.id);
  expect(entries.some((e) => e.move.type === "orient") && entries.some((e) => e.move.type === "place"), "tiles were placed").toBe(true);
  const page = await newPage(DESKTOP, "log-sentences");
  await page.goto(`/m/${created.id}/replay`);
  await page.locator(".log.full .entry").nth(entries.length).waitFor();
  const bad: string[] = [];
  for (const lang of ["en", "fr", "de", "it"]) {
    if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const told = await page
      .locator(".log.full li:not(:first-child) .entry")
      .evaluateAll((els) => els.map((el) => [...el.querySelectorAll(".line")].map((l) => l.textContent ?? "")));
    expect(told.length, "one entry a move").toBe(entries.length);
    told.forEach((lines, i) => {
      if (lines.length === 0 || lines.some((l) => !/[.!]$/.test(l.trim())))
        bad.push(`${lang} move ${i + 1} (${entries[i]!.move.type}): ${JSON.stringify(lines)}`);
    });
  }
  expect(bad.slice(0, 8), "log lines that are not sentences").toEqual([]);
});
