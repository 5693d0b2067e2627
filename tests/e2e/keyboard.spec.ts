// Keyboard play (issue 14, item 7): every board target is in the tab order with a label and a visible focus
// ring, and a whole Tongiaki turn is played with Tab and Enter/Space only.
import type { Page, Response } from "@playwright/test";
import { createMatch, local, logOf } from "./api.js";
import { LAPTOP, expect, screens, sleep, test, until } from "./fixtures.js";
import { playUntil } from "./play-to-end.js";

test("keyboard only: every board target is in the tab order with a label, and a Tongiaki turn is played with Tab and Enter/Space", async ({
  newPage,
}) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Kai" }, { name: "Lea" }] });
  expect(created.status, "create").toBe(201);
  const { id, seats } = created.body;
  const pages: Page[] = [];
  for (const s of seats) {
    const p = await newPage(LAPTOP, `keyboard-${s.seat}`);
    await p.goto(local(s.link));
    await p.locator(".banner").waitFor();
    pages.push(p);
  }
  const onTurn = () =>
    until(
      async () => {
        for (const p of pages)
          if ((await p.locator(".banner.turn").count()) > 0 && (await p.locator(".board-svg .target, .orient-bar, .choice").count()) > 0)
            return p;
        return null;
      },
      "a seat on turn",
      { timeout: 20_000 },
    );
  // Tab from the top of the page until the focused element matches; only the keyboard moves the focus
  const tabTo = async (page: Page, selector: string) => {
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  const turnsDone = async () => (await logOf(id)).flatMap((e) => e.events).some((ev) => ev.type === "turn" && (ev.turn ?? 0) >= 2);
  let keyed = 0;
  let checked = false;
  while (!(await turnsDone())) {
    expect(keyed, "no whole turn after 80 keyboard moves").toBeLessThan(80);
    const page = await onTurn();
    if (!checked) {
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll<SVGElement>(".board-svg .target")].map((el) => ({
          tab: el.tabIndex,
          label: el.getAttribute("aria-label") ?? "",
          role: el.getAttribute("role"),
        })),
      );
      expect(
        targets.length > 0 && targets.every((x) => x.tab === 0 && x.label.trim().length > 2 && x.role === "button"),
        `targets not in the tab order or unlabelled: ${JSON.stringify(targets.slice(0, 3))}`,
      ).toBe(true);
    }
    // a key press either posts a move or, inside a run of picks the page stages (docs/staging.md), stages one
    let posted: Response | null = null;
    void page
      .waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST", { timeout: 15_000 })
      .then(
        (r) => (posted = r),
        () => null,
      );
    const stagedBefore = await page.locator(".staged li").count();
    if ((await page.locator(".orient-bar").count()) > 0) {
      await tabTo(page, ".orient-bar button.primary");
      await page.keyboard.press("Enter");
    } else {
      await tabTo(page, ".board-svg .target");
      if (!checked) {
        const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).filter);
        expect(ring && ring !== "none", `no visible focus ring on a board target (filter: ${ring})`).toBe(true);
        await page.screenshot({ path: `${screens}/ui-keyboard-focus-1280.png` });
        checked = true;
      }
      await page.keyboard.press(keyed % 2 ? "Enter" : "Space");
      if ((await page.locator(".choice button").count()) > 0) {
        await tabTo(page, ".choice button");
        await page.keyboard.press("Enter");
      }
    }
    for (const t0 = Date.now(); !posted && (await page.locator(".staged li").count()) <= stagedBefore; await sleep(100)) {
      expect(Date.now() - t0, "a keyboard move neither posted a move nor staged a pick").toBeLessThan(15_000);
    }
    const answer = posted as Response | null;
    if (answer) expect(answer.status(), `keyboard move answered ${answer.status()}: ${await answer.text()}`).toBe(201);
    keyed++;
    await sleep(150);
  }
  console.log(`    ${keyed} moves played with the keyboard`);
});

// Issue 29, item 6: a skip link leads to the board, the focus stays on the next sensible target after each pick and
// moves into a choice as it opens, so a keyboard player presses little more than Enter: at most 40 keys for 12 picks.
test("keyboard only: the skip link and the focus after each pick keep a Tongiaki turn under 40 keystrokes for 12 picks", async ({
  newPage,
}) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Kai" }, { name: "Lea" }] });
  expect(created.status, "create").toBe(201);
  // past the setup (one boat a turn) through the API: the picks counted are those of whole turns (§4, §5, §7)
  await playUntil(created.body.id, created.body.seats, (_, m) => m.view.phase.kind !== "setup");
  const pages: Page[] = [];
  for (const s of created.body.seats) {
    const p = await newPage(LAPTOP, `keys-${s.seat}`);
    await p.goto(local(s.link));
    await p.locator(".banner").waitFor();
    pages.push(p);
  }
  // a key on a page: counted; the page's answer (a move posted, a pick staged) is waited for by the caller
  let keys = 0;
  const press = async (page: Page, key: string) => {
    keys++;
    await page.keyboard.press(key);
  };
  // what has the focus: a part of the board that plays (or a choice's button), the skip link, or something else
  const focused = (page: Page) =>
    page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return "none";
      if (a.matches("a.skip[href='#board']")) return "skip";
      if (a.matches(".board-svg .target[data-target]:not([data-target=ghost]), .choice button, .orient-bar button.primary")) return "pick";
      return a.tagName.toLowerCase() + "." + (a.getAttribute("class") ?? "");
    });
  const onTurn = () =>
    until(
      async () => {
        for (const p of pages) {
          const ready = (await p.locator(".banner.turn").count()) > 0 && (await p.locator(".move-list button.move:disabled").count()) === 0;
          if (ready && (await p.locator(".board-svg .target, .orient-bar, .choice").count()) > 0) return p;
        }
        return null;
      },
      "a seat on turn with a board target",
      { timeout: 20_000 },
    );
  let picks = 0;
  let turns = 0;
  let last: Page | null = null;
  const perPick: number[] = [];
  while (picks < 12) {
    const page = await onTurn();
    if (page !== last) turns++, (last = page);
    const before = keys;
    for (let tabs = 0; ; tabs++) {
      expect(tabs, `the focus never reached a board target (it is on ${await focused(page)})`).toBeLessThan(60);
      const f = await focused(page);
      if (f === "pick") break;
      await press(page, f === "skip" ? "Enter" : "Tab");
    }
    const answered = page
      .waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST", { timeout: 10_000 })
      .catch(() => null);
    const staged = await page.locator(".staged li").count();
    const choice = await page.locator(".choice").count();
    await press(page, "Enter");
    // a choice that opened takes the next Enter itself (the test checks the focus went into it)
    if ((await page.locator(".choice").count()) > choice) {
      expect(await focused(page), "the choice did not take the focus").toBe("pick");
      continue;
    }
    await until(
      async () => (await page.locator(".staged li").count()) !== staged || (await answered) !== null,
      "the pick posted or staged",
      { timeout: 15_000 },
    );
    picks++;
    perPick.push(keys - before);
    await sleep(100);
  }
  console.log(`    ${picks} picks in ${keys} keystrokes over ${turns} turns, from each page as it opened (per pick: ${perPick.join(" ")})`);
  expect(keys, `${picks} picks took ${keys} keystrokes`).toBeLessThanOrEqual(Math.ceil((40 * picks) / 12));
});
