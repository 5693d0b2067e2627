// A match against an easy bot created in the UI: the human plays a turn, the bot's whole turn follows at once.
import { local, logOf } from "./api.js";
import { DESKTOP, expect, shotAt, sleep, test, until } from "./fixtures.js";
import { twoSeatTongiakiForm } from "./new-match-form.js";

test("a match against an easy bot created in the UI: the human moves, the bot's reply appears", async ({ newPage }) => {
  const page = await newPage(DESKTOP, "bot-match");
  await twoSeatTongiakiForm(page);
  await page.selectOption('select[name="kind-1"]', "easy");
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.waitForURL(/\/created\//);
  await page.getByText("bot · easy").first().waitFor();
  const link = await page.inputValue("#seat-link-0");
  const id = /\/m\/([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? "";
  await page.goto(local(link));
  await page.locator(".players .bot-mark").first().waitFor();
  expect(await page.locator(".players").innerText(), "the players row shows no bot").toContain("bot · easy");
  await page.getByText("Your turn").first().waitFor({ timeout: 30_000 }); // the bot may open: it plays at once
  // the human plays its whole turn (one decision after the other)
  let mine = 0;
  let lastSeq = 0;
  let lastPost = 0;
  page.on("response", async (r) => {
    if (!r.url().includes("/moves") || r.request().method() !== "POST") return;
    lastPost = Date.now();
    if (r.status() === 201) lastSeq = Math.max(lastSeq, ((await r.json()) as { seq: number }).seq);
  });
  while ((await page.locator(".banner.turn").count()) > 0) {
    expect(mine, "the human's turn does not end").toBeLessThan(40);
    await page.locator(".move-list button").first().click(); // staged picks post once their run is complete
    mine++;
    await sleep(400);
  }
  // the bot answers through the queue, after the human's response; the page follows by itself
  const reply = await until(
    async () => (await logOf(id)).find((e) => e.seq > lastSeq && e.seat === 1 && e.by === "bot"),
    "the bot's reply in the log",
    {
      timeout: 30_000,
      interval: 300,
    },
  );
  expect(reply.seat, JSON.stringify(reply)).toBe(1);
  await page.locator(".banner.turn").waitFor({ timeout: 30_000 });
  // issue 14 item 8: the bot's whole turn runs in one go (was one queue hop, about 1 s, per decision)
  const waited = Date.now() - lastPost;
  const botMoves = (await logOf(id)).filter((e) => e.seq > lastSeq).length;
  console.log(`    ${mine} human clicks, then the bot replied with ${botMoves} moves; the human's turn was back after ${waited} ms`);
  expect(waited, `the human waited ${waited} ms for the bot's ${botMoves} moves`).toBeLessThan(6_000);
  // issue 14 item 4: the bot's moves are marked in Latest moves and in the replay
  await until(async () => (await page.locator(".recent .move-by.bot").count()) > 0, "a bot mark in Latest moves");
  expect(await page.locator(".recent").innerText(), "Latest moves do not say the bot played").toContain("played by the bot");
  expect(await page.locator(".recent li:not(.by-bot) .move-by").count(), "a human move is marked").toBe(0);
  await shotAt(page, "17-bot-match");
  await page.getByRole("link", { name: "Replay", exact: true }).click();
  await page.locator(".log.full").waitFor();
  await until(
    async () => (await page.locator(".log.full .by-bot .move-by").count()) === (await logOf(id)).filter((e) => e.by === "bot").length,
    "every bot move marked in the replay",
  );
});
