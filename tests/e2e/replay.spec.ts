// A finished match's replay (issue 17): the record is public once the match is over, so the page replays it with the
// game's engine in the browser and steps through every move without asking the server again; its boards match the
// server's positions (GET /views), which a record without the seed makes the page use instead.
import type { Page } from "@playwright/test";
import { DESKTOP, expect, test } from "./fixtures.js";
import { playToEnd } from "./play-to-end.js";

const positionShown = async (page: Page, seq: number, total: number) => {
  await page.locator(".replay-pos", { hasText: `Move ${seq} of ${total}` }).waitFor();
  await page.locator(".replay-board:not(.stale)").waitFor();
};

test("a finished match's replay steps through every move with no request per step (replayed in the page)", async ({ newPage }) => {
  test.setTimeout(600_000);
  const played = await playToEnd("wongar", ["Ana", "Bo", "Cy"], 7919);
  const total = played.moves;

  const local = await newPage(DESKTOP, "replay-local");
  const requests: string[] = [];
  local.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/")) requests.push(path);
  });
  await local.goto(`/m/${played.id}/replay`);
  await positionShown(local, total, total);
  expect(await local.locator(".replay-board").getAttribute("data-source"), "the finished match is not replayed in the page").toBe("local");

  const opened = requests.length;
  await local.locator('button[aria-label="First position"]').click();
  for (let seq = 1; seq <= total; seq++) {
    await local.locator('button[aria-label="Next move"]').click();
    await positionShown(local, seq, total);
  }
  expect(requests.slice(opened), "stepping made requests").toEqual([]);
  // the match, its log and its record; the app shell's configuration and catalogue and the table talk come besides
  const replayData = requests.filter((p) => !/^\/api\/(config|games)$|\/chat$/.test(p));
  expect(replayData.length <= 5 && replayData.some((p) => p.endsWith("/record")), `opening the replay: ${requests.join(" ")}`).toBe(true);
  expect(
    requests.filter((p) => /\/(at\/\d+|views)$/.test(p)),
    "positions asked of the server",
  ).toEqual([]);
  console.log(
    `    ${total} moves stepped through; ${opened} API requests in all: ${requests.map((p) => p.replace(played.id, ":id")).join(" ")}`,
  );

  // the page's replay draws what the server's positions draw (a record without the seed makes the page ask GET /views)
  const server = await newPage(DESKTOP, "replay-server");
  await server.route("**/api/matches/*/record", async (route) => {
    const r = await route.fetch();
    const { seed, ...rest } = (await r.json()) as { seed?: unknown };
    expect(typeof seed, "a finished match's record carries its seed").toBe("string");
    await route.fulfill({ response: r, json: rest });
  });
  await server.goto(`/m/${played.id}/replay`);
  await positionShown(server, total, total);
  expect(await server.locator(".replay-board").getAttribute("data-source"), "the seedless record still replayed locally").toBe("server");
  const board = async (page: Page, seq: number) => {
    await page.locator(".log.full .entry").nth(seq).click();
    await positionShown(page, seq, total);
    return page.locator(".replay-board").innerHTML();
  };
  for (const seq of [0, 1, Math.floor(total / 2), total]) {
    expect(await board(local, seq), `the boards differ after move ${seq}`).toBe(await board(server, seq));
  }
});
