/**
 * Plays one Tongiaki decision the way a person does: a click on a board target (never the button list), then
 * waits for the server's answers.
 */
import type { Locator, Page, Response } from "@playwright/test";
import { expect, shot, sleep, until } from "./fixtures.js";

/**
 * Clicks one board target and returns how many moves the page posted (0: the pick was staged on the page, inside a
 * run of added or landing boats, or the turn had already moved on).
 */
export async function clickBoard(page: Page): Promise<number> {
  const orient = page.getByRole("button", { name: "Place it like this" });
  const choose = async (sel: string) => {
    const loc = page.locator(sel);
    const n = await loc.count();
    return n > 0 ? loc.nth(Math.floor(Math.random() * n)) : null;
  };
  let target: Locator | null;
  if ((await orient.count()) > 0) {
    await page.locator('.board-svg [data-target="ghost"]').click();
    target = orient;
  } else {
    target =
      (await choose('.board-svg .target[data-target^="dock:"]')) ??
      (await choose('.board-svg .target[data-target^="island:"]')) ??
      (await choose('.board-svg .target[data-target^="beach:"]')) ??
      (await choose('.board-svg .target[data-target^="space:"]'));
  }
  if (!target) {
    // the turn moved on between finding the page and looking at its board (its last answers were still coming in):
    // nothing to click here, the caller asks again whose turn it is
    if ((await page.locator(".banner.turn").count()) === 0) return 0;
    // the page is still waiting for its last answer (the board offers nothing and the move buttons are disabled
    // while it is busy; a loaded machine stretches that): once it has it, the caller asks again whose turn it is
    const waiting = page.locator(".move-list button.move:disabled");
    if ((await waiting.count()) > 0) {
      await until(async () => (await waiting.count()) === 0, "the page to get its last answer", { timeout: 30_000 });
      return 0;
    }
    await shot(page, "debug-no-target");
    const say = async (sel: string) =>
      (await page.locator(sel).count()) > 0 ? (await page.locator(sel).first().innerText()).replace(/\s+/g, " ") : "-";
    throw new Error(
      `no clickable board target on the seat's turn: banner "${await say(".banner")}", staged "${await say(".staged")}", moves "${await say(".move-list")}"`,
    );
  }
  // a pick inside a run (added boats, landing boats) is staged on the page, not posted, until the run is complete
  const posts: Response[] = [];
  let sent = 0;
  const isMove = (r: { url(): string; method(): string }) => r.url().includes("/moves") && r.method() === "POST";
  const onRequest = (r: { url(): string; method(): string }) => void (isMove(r) && sent++);
  const onResponse = (r: Response) => void (isMove(r.request()) && posts.push(r));
  page.on("request", onRequest);
  page.on("response", onResponse);
  const stagedBefore = await page.locator(".staged li").count();
  // a real click; a target the phone-sized board leaves outside its scroll area gets the click event directly
  await target.click({ timeout: 5_000 }).catch(() => target.dispatchEvent("click"));
  const choice = page.locator(".choice button");
  if ((await choice.count()) > 0) await choice.first().click();
  await until(async () => posts.length > 0 || (await page.locator(".staged li").count()) !== stagedBefore, "a move posted or staged", {
    timeout: 15_000,
  });
  if (posts.length > 0) {
    // a completed run (and a forced follow-up) posts several moves one after the other: wait until none is under way
    for (let quiet = 0; quiet < 3; ) {
      await sleep(250);
      quiet = sent === posts.length ? quiet + 1 : 0;
    }
    for (const r of posts) expect(r.status(), `move answered ${r.status()}: ${await r.text()}`).toBe(201);
  }
  page.off("request", onRequest);
  page.off("response", onResponse);
  return posts.length;
}
