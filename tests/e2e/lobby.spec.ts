// Open tables (issue #31): a creator lists a match in the lobby from the new-match form; a stranger (a fresh browser
// context, no link of any kind) finds it at /lobby, takes the free seat with a name and plays the first move.
import { createMatch, local } from "./api.js";
import { LAPTOP, PHONE, expect, shotAt, test } from "./fixtures.js";
import { twoSeatTongiakiForm } from "./new-match-form.js";

test("a stranger finds a public table in the lobby, takes a seat and plays the first move", async ({ newPage }) => {
  const stranger = await newPage(PHONE, "stranger");
  await stranger.goto("/lobby");
  await stranger.getByRole("heading", { name: "Open tables" }).waitFor();
  // nothing public yet (the suite's other matches are private): both lists say so
  await stranger.getByRole("heading", { name: "No open table right now" }).waitFor();
  await stranger.getByRole("heading", { name: "No public match is being played right now" }).waitFor();
  await shotAt(stranger, "31-lobby-empty", [PHONE, LAPTOP]);

  // the creator: seat 1 is Ana, seat 0 is left open (seat 0 moves first), listed in the lobby, speaking English and Italian
  const creator = await newPage(LAPTOP, "creator");
  await twoSeatTongiakiForm(creator);
  await creator.fill('input[name="seat-1"]', "Ana");
  await creator.fill('input[name="seat-0"]', "");
  const kind = creator.locator('select[name="kind-0"]');
  if ((await kind.count()) > 0) await kind.selectOption("open");
  else await creator.locator('input[name="open-0"]').check();
  await creator.getByLabel("List this match in the lobby").check();
  await expect(creator.locator('input[name="speaks-en"]'), "the creator's language, ticked by default").toBeChecked();
  await creator.locator('input[name="speaks-it"]').check();
  await creator.getByRole("group", { name: "Languages you speak" }).scrollIntoViewIfNeeded();
  await shotAt(creator, "31-new-public", [PHONE, LAPTOP]);
  await creator.getByRole("button", { name: "Create the match" }).click();
  await creator.waitForURL(/\/created\//);
  const id = /\/created\/([A-Za-z0-9_-]+)/.exec(creator.url())![1]!;

  // more tables, so the lobby has rows of each kind to show
  for (const body of [
    {
      game: "tonga-bonga",
      seats: [{ name: "Bo", email: "bo@example.org" }, { open: true }, { open: true }],
      public: true,
      languages: ["fr", "de"],
    },
    { game: "wongar", seats: [{ name: "Cy" }, { name: "Di" }, { bot: "easy" }], public: true, clock: { daysPerMove: 3 } },
  ]) {
    const r = await createMatch(body);
    expect(r.status, `create: ${JSON.stringify(r.body)}`).toBe(201);
  }

  await stranger.reload();
  const row = stranger.locator("li.lobby-card", { has: stranger.locator(`a[href="/m/${id}/join?lobby"]`) });
  await expect(row).toContainText("Tongiaki");
  await expect(row).toContainText("1 seat free");
  await expect(row).toContainText("Seated: Ana");
  await expect(row).toContainText("The creator speaks: English, Italiano");
  await expect(row.getByRole("link", { name: "How to play" })).toHaveAttribute("href", "/how-to-play/tongiaki");
  const playing = stranger.locator("section", { has: stranger.getByRole("heading", { name: "Being played — watch" }) });
  await expect(playing.locator("li.lobby-card")).toHaveCount(1);
  await expect(playing).toContainText("3 days per move");
  expect(await stranger.locator("main").innerText(), "an e-mail address in the lobby").not.toContain("@");
  await shotAt(stranger, "31-lobby", [PHONE, LAPTOP]);
  // the options as the game's own form shows them, read-only
  await row.getByText("Standard options").click();
  await expect(row.getByRole("checkbox", { name: /Two colours each/ })).toBeDisabled();
  // in every language: the lists, their counts and plurals
  for (const [lang, title, free] of [
    ["fr", "Tables ouvertes", "1 place libre"],
    ["de", "Offene Tische", "1 Platz frei"],
    ["it", "Tavoli aperti", "1 posto libero"],
  ] as const) {
    await stranger.selectOption('select[name="lang"]', lang);
    await stranger.getByRole("heading", { name: title, level: 1 }).waitFor();
    await expect(row).toContainText(free);
    if (lang === "fr") await shotAt(stranger, "31-lobby-fr", [PHONE]);
  }
  await stranger.selectOption('select[name="lang"]', "en");
  await stranger.getByRole("heading", { name: "Open tables", level: 1 }).waitFor();

  await row.getByRole("link", { name: "Take a seat" }).click();
  await stranger.getByRole("heading", { name: "Join the match" }).waitFor();
  await stranger.fill('input[name="name"]', "Stranger");
  await stranger.getByRole("button", { name: "Take the seat" }).click();
  await stranger.waitForURL(new RegExp(`/m/${id}\\?seat=0`));
  await stranger.getByText("Your turn").first().waitFor();
  const answer = stranger.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await stranger.locator(".move-list button").first().click();
  expect((await answer).status(), "the stranger's first move").toBe(201);
  await stranger.getByText("Waiting for Ana").first().waitFor();

  // the table is full: it left the waiting list, and is now one to watch
  await stranger.goto("/lobby");
  const watch = stranger.locator("section", { has: stranger.getByRole("heading", { name: "Being played — watch" }) });
  await expect(watch.locator(`a[href="/m/${id}"]`)).toHaveCount(1);
  await expect(stranger.locator(`a[href="/m/${id}/join?lobby"]`)).toHaveCount(0);
  await watch.locator(`a[href="/m/${id}"]`).click();
  await stranger.waitForURL(local(`/m/${id}`));
  await stranger.getByText("Waiting for Ana").first().waitFor();
});

test("the lobby says when it cannot be loaded, and loads on a second try", async ({ newPage }) => {
  const page = await newPage(PHONE, "lobby-offline");
  let fail = true;
  await page.route("**/api/lobby?**", (r) => (fail ? r.abort() : r.fallback()));
  await page.goto("/lobby");
  const retry = page.getByRole("button", { name: "Refresh" });
  await expect(retry).toHaveCount(2); // one per list
  await shotAt(page, "31-lobby-failed", [PHONE]);
  fail = false;
  await retry.first().click();
  // the first list arrived (a list or its empty state), the second still offers its retry
  await expect(page.locator("section.lobby-section").first().locator("li.lobby-card, .empty")).not.toHaveCount(0);
  await expect(retry).toHaveCount(1);
});

test("the lobby pages: twenty tables, then “Show more” until the last, each once", async ({ newPage }) => {
  for (let i = 0; i < 21; i++) {
    // each from a client of its own: one may have only 5 public tables waiting
    const r = await createMatch({ game: "tongiaki", seats: [{ name: `Host ${i}` }, { open: true }], public: true }, `10.39.0.${i + 1}`);
    expect(r.status, `create: ${JSON.stringify(r.body)}`).toBe(201);
  }
  const page = await newPage(LAPTOP, "lobby-pages");
  await page.goto("/lobby");
  const waiting = page.locator("section.lobby-section").first();
  await expect(waiting.locator("li.lobby-card")).toHaveCount(20);
  // newest first: the last one made leads
  await expect(waiting.locator("li.lobby-card").first()).toContainText("Host 20");
  const more = waiting.getByRole("button", { name: "Show more" });
  while ((await more.count()) > 0) {
    const before = await waiting.locator("li.lobby-card").count();
    await more.click();
    await expect(waiting.locator("li.lobby-card")).not.toHaveCount(before);
  }
  const seats = await waiting.locator('a[href$="/join?lobby"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(seats.length).toBeGreaterThanOrEqual(21);
  expect(new Set(seats).size, "a table listed twice").toBe(seats.length);
  await expect(waiting.getByText("Host 0", { exact: false })).toHaveCount(1);
});
