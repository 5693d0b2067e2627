// A board whose chunk does not arrive (a flaky network, a deploy that replaced the hashed chunks) is not a game the
// app cannot show: the page says the board did not load, keeps the rest of itself, and Try again brings the board.
import { createMatch, local } from "./api.js";
import { DESKTOP, MOBILE, block, expect, shot, shotAt, test } from "./fixtures.js";

/** Tongiaki's board chunks (the board, and the engine it loads for replays), by the module name Vite puts in the file name. */
const tongiaki = /\/assets\/tongiaki-[\w-]+\.js(\?.*)?$/;

test("a board that does not load: an alert with Try again, not 'cannot show this game'; players, tabs and chat stay", async ({
  newPage,
}) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] });
  expect(created.status, "create").toBe(201);
  const page = await newPage(DESKTOP, "board-fails");
  const chunk = await block(page, tongiaki);
  await page.goto(local(created.body.seats[0]!.link));

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/The board could not load\. Check your connection and try again\./);
  await expect(page.getByText(/cannot show/)).toHaveCount(0);
  const players = page.getByRole("list", { name: "Players" });
  await expect(players).toContainText("Ana");
  await expect(players).toContainText("Bo");
  await expect(page.getByRole("link", { name: "Replay" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Table talk" })).toBeVisible();
  // tried twice before the alert, the second time under a new URL (Chromium would not fetch the first one again)
  expect(chunk.urls.filter((u) => u.includes("?retry=1")).length, chunk.urls.join("\n")).toBeGreaterThan(0);
  await shotAt(page, "board-error", [DESKTOP, MOBILE]);

  // the chunk comes back, slowly: Try again shows the loading state, then the board
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.unroute(tongiaki);
  await page.route(tongiaki, async (route) => {
    await gate;
    await route.continue();
  });
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  await expect(alert).toHaveCount(0);
  release();
  await expect(page.locator(".board-svg")).toBeVisible();
  await expect(page.locator(".banner")).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the new match form without its game's board: the options say so in the reader's language, the rest stays, Try again brings them", async ({
  newPage,
}) => {
  const page = await newPage(MOBILE, "options-fail");
  await page.addInitScript(() => localStorage.setItem("waka.lang", JSON.stringify("fr")));
  const chunk = await block(page, tongiaki);
  await page.goto("/new?game=tongiaki");
  await expect(page.getByRole("radio", { name: /Tongiaki/ })).toBeChecked();

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/Les options du jeu n'ont pas pu être chargées\. Vérifiez votre connexion et réessayez\./);
  await expect(page.getByText("Cette application ne sait pas encore afficher ce jeu.")).toHaveCount(0);
  await expect(page.locator('input[name="seat-0"]')).toBeEditable();
  await expect(page.locator('button[type="submit"]')).toBeEnabled();
  await shot(page, "options-error");

  chunk.on = false;
  await alert.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.locator('input[name="freeTiles"]')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a match page asks for its board beside its match, not after it: the served page names the game (issue #41, a board a round trip sooner)", async ({
  newPage,
}) => {
  const created = await createMatch({ game: "wongar", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }] });
  expect(created.status, "create").toBe(201);
  const page = await newPage(MOBILE, "board-early");
  // the match's own answer is held until the board's chunk has been asked for
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/api/matches/${created.body.id}(\\?.*)?$`), async (route) => {
    if (route.request().method() === "GET") await gate;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (r) => asked.push(r.url()));
  await page.goto(local(created.body.seats[0]!.link));
  await expect.poll(() => asked.some((u) => /\/assets\/wongar-board-[\w-]+\.js/.test(u)), { message: asked.join("\n") }).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  release();
  await expect(page.locator(".board-svg")).toBeVisible();
  await expect(page.locator(".banner")).toBeVisible();
});

test("the side panels come a frame after the board: the board is not drawn in one long task with them (issue #41)", async ({ newPage }) => {
  const created = await createMatch({ game: "wongar", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }] });
  expect(created.status, "create").toBe(201);
  const page = await newPage(MOBILE, "side-after-board");
  // the frame (counted by requestAnimationFrame) in which each part first appears in the document
  await page.addInitScript(() => {
    const w = window as unknown as { frames_: number; seen: Record<string, number> };
    w.frames_ = 0;
    w.seen = {};
    const tick = () => {
      w.frames_++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      for (const [name, sel] of [
        ["board", ".board-svg"],
        ["chat", ".side-col .chat"],
        ["share", "#watch-link"],
      ]) {
        if (w.seen[name!] === undefined && document.querySelector(sel!)) w.seen[name!] = w.frames_;
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(local(created.body.seats[0]!.link));
  await expect(page.locator("#watch-link")).toBeAttached();
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  expect(seen.board, JSON.stringify(seen)).toBeDefined();
  expect(seen.share!, JSON.stringify(seen)).toBeGreaterThan(seen.board!);
});

test("the new-match page is a chunk of its own: when it does not arrive the page says so, and Try again brings the form", async ({
  newPage,
}) => {
  const page = await newPage(MOBILE, "page-fails");
  const chunk = await block(page, /\/assets\/NewMatch-[\w-]+\.js(\?.*)?$/);
  await page.goto("/new");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/This page did not load\. Check your connection and try again\./);
  // tried twice, the second time under a new URL, before the alert
  expect(chunk.urls.filter((u) => u.includes("?retry=1")).length, chunk.urls.join("\n")).toBeGreaterThan(0);
  chunk.on = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator('input[name="seat-0"]')).toBeEditable();
  await expect(alert).toHaveCount(0);
});
