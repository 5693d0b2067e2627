// Issue 29, item 1: a click that opens a choice ("add boats or found a royal island?") shows it where the player is
// looking: the board and its controls fit the laptop screen under the header, the choice opens inside the board's
// box with the focus in it, the clicked island stays marked, and Escape closes it and gives the focus back.
import type { Page } from "@playwright/test";
import { createMatch, local, seatOf } from "./api.js";
import { LAPTOP, expect, screens, sleep, test } from "./fixtures.js";
import { clickBoard } from "./click-board.js";
import { playUntil } from "./play-to-end.js";

type Mv = { type: string; island?: string };

/** The bottom of every visible board control (the box, its zoom buttons, the bars under the drawing), in CSS px. */
const controlsBottom = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll(".board-box, .board-box button, .land-colours, .orient-bar, .choice")].map(
        (el) => el.getBoundingClientRect().bottom,
      ),
    ),
  );

test("a choice opens in view at 1280×800, focused, its island marked; Escape closes it; the board fits under the header", async ({
  newPage,
}) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }] })).body;
  // a position where one island offers two moves: add boats there, or crown it (§10)
  const found = await playUntil(created.id, created.seats, (legal) => {
    const ms = legal as Mv[];
    return ms.some((k) => k.type === "king" && ms.some((a) => a.type === "add" && a.island === k.island));
  });
  const island = (found.match.legalMoves as Mv[]).find((m) => m.type === "king")!.island!;
  const page = await newPage(LAPTOP, "choice");
  await page.goto(local(seatOf(created, found.seat).link));
  await page.locator(".banner.turn").waitFor();
  const target = page.locator(`.board-svg [data-target="island:${island}"]`);
  await target.waitFor();
  expect(await controlsBottom(page), "the board or its controls reach below the fold at 1280×800").toBeLessThanOrEqual(LAPTOP.height);

  await target.click();
  const choice = page.locator(".choice");
  await choice.waitFor();
  const box = (await choice.boundingBox())!;
  expect(box.y >= 0 && box.y + box.height <= LAPTOP.height, `the choice opened outside the screen: ${JSON.stringify(box)}`).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.closest(".choice") !== null), "the focus did not move into the choice").toBe(
    true,
  );
  expect(await target.getAttribute("class"), "the clicked island is not marked while its choice is open").toContain("chosen");
  await page.screenshot({ path: `${screens}/29-1-choice-1280.png` });

  await page.keyboard.press("Escape");
  await expect(choice).toHaveCount(0);
  expect(
    await page.evaluate((k) => document.activeElement?.getAttribute("data-target") === k, `island:${island}`),
    "the focus did not go back to the island",
  ).toBe(true);
  expect(await target.getAttribute("class"), "the island stays marked after Escape").not.toContain("chosen");

  // the choice plays: the royal island is founded
  await target.click();
  const posted = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await page.locator(".choice button").filter({ hasText: /royal/i }).click();
  expect((await posted).status(), "the chosen move").toBe(201);
});

test("a Tongiaki game played by clicks at 1280×800 never leaves a control it needs below the fold", async ({ newPage }) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] })).body;
  const pages = [];
  for (const s of created.seats) {
    const p = await newPage(LAPTOP, `fold-${s.seat}`);
    await p.goto(local(s.link));
    await p.locator(".banner").waitFor();
    pages.push(p);
  }
  const seen = new Set<string>();
  let picks = 0;
  for (let step = 0; step < 400 && picks < 60; step++) {
    const page = pages.find((_, i) => i === step % 2)!;
    if ((await page.locator(".banner.turn").count()) === 0 || (await page.locator(".board-svg .target, .orient-bar").count()) === 0) {
      await sleep(150);
      continue;
    }
    // the page as it lays out (Playwright's own clicks may have scrolled it to reach a target)
    await page.evaluate(() => window.scrollTo(0, 0));
    const phase = (await page.locator(".banner.turn span").first().innerText()).slice(0, 40);
    seen.add(phase);
    const bottom = await controlsBottom(page);
    const outside = await page.evaluate(
      () =>
        [...document.querySelectorAll(".board-svg .target, .orient-bar button, .land-colours button")]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.bottom > innerHeight || r.top < 0).length,
    );
    if (bottom > LAPTOP.height || outside > 0) await page.screenshot({ path: `${screens}/29-1-fold-fault-1280.png` });
    expect(bottom, `controls below the fold at "${phase}"`).toBeLessThanOrEqual(LAPTOP.height);
    expect(outside, `board targets or bar buttons off screen at "${phase}"`).toBe(0);
    await clickBoard(page);
    picks++;
  }
  console.log(`    ${picks} picks at 1280×800, every control on screen; prompts met: ${seen.size}`);
  expect(picks, "the game went on").toBeGreaterThan(20);
});
