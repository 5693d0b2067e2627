// Between turns (issue #30 items 4–7): the tab's title and icon follow the live state (live room and polling), an
// optional sound and system notification on your turn (off by default, remembered), everyone's clock in the players
// strip, "since your last turn", table talk with its time, resigning with a confirmation step, and "Play again".
import type { Page } from "@playwright/test";
import { api, bearer, createMatch, getMatch, postMove } from "./api.js";
import { DESKTOP, expect, PHONE, LAPTOP, shotAt, test, until } from "./fixtures.js";

/** Records system notifications and chimes instead of showing or playing them. */
const recordAlerts = () => {
  const w = window as unknown as { __notes: unknown[]; __chimes: number; Notification: unknown; AudioContext: unknown };
  w.__notes = [];
  w.__chimes = 0;
  w.Notification = class {
    static permission = "granted";
    static requestPermission = async () => "granted";
    constructor(title: string, o?: { body?: string }) {
      w.__notes.push({ title, body: o?.body });
    }
  };
  const Real = w.AudioContext as new () => AudioContext;
  w.AudioContext = class extends Real {
    constructor() {
      super();
      w.__chimes++;
    }
  };
};

/** Plays the first legal move of the seat on turn until `seat` is on turn. */
async function playUntil(id: string, secrets: string[], seat: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const m = await getMatch(id);
    if (m.activeSeats[0] === seat) return;
    const on = m.activeSeats[0]!;
    const mine = await getMatch(id, secrets[on]!);
    const r = await postMove(id, secrets[on]!, m.seq, mine.legalMoves![0]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  throw new Error(`seat ${seat} never came on turn`);
}

const titleOf = (page: Page) => page.evaluate(() => document.title);
const iconOf = (page: Page) => page.evaluate(() => document.querySelector('link[rel~="icon"]')!.getAttribute("href"));

test("alerts that stay true, everyone's clock, the story since your last turn and table talk with its time", async ({ newPage }) => {
  const created = await createMatch({
    game: "tongiaki",
    seats: [{ name: "Ana" }, { name: "Bruno" }, { name: "Clara" }],
    clock: { daysPerMove: 2, vacationDays: 5 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const secrets = created.body.seats.map((s) => s.secret!);
  const first = (await getMatch(id)).activeSeats[0]!;
  const names = ["Ana", "Bruno", "Clara"];
  const me = (first + 2) % 3; // the last to play in the first round: two turns to tell
  const page = await newPage(DESKTOP, "alerts-seat");
  await page.addInitScript(recordAlerts);
  await page.goto(`/m/${id}#seat=${secrets[me]}`);
  await page.locator(".players").waitFor();
  // the title says who is to play; the icon is the site's own
  await until(async () => (await titleOf(page)) === `${names[first]} to play — Tongiaki`, "the title names the player on turn");
  expect(await iconOf(page)).toBe("/favicon.svg");
  // everyone's clock: the seat on turn shows its time left (exact on hover), every seat its vacation days
  const clock = page.locator(".players li.active .seat-clock time");
  await expect(clock).toHaveText(/in 2 days|in 48 hours/);
  expect(await clock.getAttribute("title")).toMatch(/\d/);
  await expect(page.locator(".players .vacation-left")).toHaveText([
    "5 vacation days left",
    "5 vacation days left",
    "5 vacation days left",
  ]);
  // the spectator sees the same clocks
  const watcher = await newPage(DESKTOP, "alerts-spectator");
  // no live room for this page: its title follows the polling fallback
  await watcher.routeWebSocket(/\/live$/, (ws) => ws.close());
  await watcher.goto(`/m/${id}`);
  await expect(watcher.locator(".players li.active .seat-clock time")).toHaveText(/in 2 days|in 48 hours/);
  await expect(watcher.locator(".players .vacation-left")).toHaveCount(3);

  // alerts: off by default; turned on here and remembered by the browser
  const sound = page.getByLabel("Play a sound");
  const notify = page.getByLabel("Show a system notification");
  await expect(sound).not.toBeChecked();
  await expect(notify).not.toBeChecked();
  await sound.check();
  await notify.check();
  await page.reload();
  await expect(page.getByLabel("Play a sound")).toBeChecked();
  await expect(page.getByLabel("Show a system notification")).toBeChecked();
  await until(async () => (await titleOf(page)).endsWith("to play — Tongiaki"), "title after reload");
  const chimesBefore = await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes);

  // the others play their turns: the live room moves the title, the icon, and alerts once
  await playUntil(id, secrets, me);
  await until(async () => (await titleOf(page)) === "● Your turn — Tongiaki", "the title says it is your turn", { timeout: 10_000 });
  expect(await iconOf(page)).toMatch(/^data:image\/svg\+xml,/);
  const notes = await page.evaluate(() => (window as unknown as { __notes: { title: string }[] }).__notes);
  expect(notes.map((n) => n.title)).toEqual(["Your turn — Tongiaki"]);
  expect(await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes)).toBe(chimesBefore + 1);
  // the spectator's page (polling) follows too, within its polling interval
  await until(async () => (await titleOf(watcher)) === `${names[me]} to play — Tongiaki`, "the spectator's title, by polling", {
    timeout: 60_000,
    interval: 500,
  });

  // since your last turn: each other player's turn, with what it did
  const since = page.locator(".since");
  await expect(since.getByRole("heading", { name: "Since your last turn" })).toBeVisible();
  for (const s of [first, (first + 1) % 3]) await expect(since.locator(`li[data-seat="${s}"] strong`)).toHaveText(names[s]!);
  await expect(since.locator("li p").first()).not.toBeEmpty();

  // table talk with its time, relative and localized, exact on hover
  const said = await api(`/api/matches/${id}/chat`, {
    method: "POST",
    headers: { ...bearer(secrets[first]!), "content-type": "application/json" },
    body: JSON.stringify({ text: "your move!" }),
  });
  expect(said.status).toBe(201);
  const line = page.locator(".chat-lines li", { hasText: "your move!" });
  await line.waitFor();
  const time = line.locator("time.chat-time");
  await expect(time).toHaveText(/now|this minute|minute/);
  expect(await time.getAttribute("title")).toMatch(/\d{1,2}:\d{2}/);
  expect(await time.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await shotAt(page, "30-between-turns", [PHONE, LAPTOP]);

  // the page shows the position: the seen mark was sent, so a notice held while here would be dropped
  const seen = await api<{ seq: number }>(`/api/matches/${id}/seats/me/seen`, {
    method: "PUT",
    headers: { ...bearer(secrets[me]!), "content-type": "application/json" },
    body: JSON.stringify({ seq: (await getMatch(id)).seq }),
  });
  expect(seen.status).toBe(200);
});

test("resign with a confirmation step, then play again: a new match with the same seats, linked both ways", async ({ newPage }) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bruno" }] });
  const id = created.body.id;
  const secrets = created.body.seats.map((s) => s.secret!);
  const ana = await newPage(DESKTOP, "resign-ana");
  await ana.goto(`/m/${id}#seat=${secrets[0]}`);
  const bruno = await newPage(DESKTOP, "resign-bruno");
  await bruno.goto(`/m/${id}#seat=${secrets[1]}`);
  await ana.getByRole("button", { name: "Resign this match…" }).click();
  await expect(ana.getByRole("alertdialog")).toContainText("Resign? Bruno wins the match.");
  await ana.getByRole("button", { name: "Keep playing" }).click();
  await expect(ana.getByRole("alertdialog")).toHaveCount(0);
  expect((await getMatch(id)).status).toBe("active");
  await ana.getByRole("button", { name: "Resign this match…" }).click();
  await ana.getByRole("button", { name: "Yes, resign" }).click();
  await expect(ana.locator(".banner.over")).toContainText("Ana resigned.");
  await expect(ana.locator(".banner.over .ranking li")).toHaveText(["1. Bruno", "2. Ana"]);
  await expect(ana.locator(".players .resigned-mark")).toHaveText("resigned");
  // Bruno's page learns of it live
  await expect(bruno.locator(".banner.over")).toContainText("Ana resigned.", { timeout: 10_000 });
  expect((await getMatch(id)).status).toBe("finished");
  await shotAt(ana, "31-resigned", [PHONE, LAPTOP]);

  // play again: Ana's page goes to the new match, in her seat; it names the match it plays again
  await ana.getByRole("button", { name: "Play again" }).click();
  // a match id: 12 random characters, and two more naming its database on any but the first (db/shards.ts)
  const matchPath = /^\/m\/[A-Za-z0-9_-]{12}(?:[A-Za-z0-9_-]{2})?$/;
  await ana.waitForURL((u) => matchPath.test(u.pathname) && !u.pathname.includes(id) && u.search === "?seat=0");
  const next = new URL(ana.url()).pathname.split("/")[2]!;
  expect(next).not.toBe(id);
  await expect(ana.locator(".rematch-of a")).toHaveText(id);
  await expect(ana.locator(".players li")).toHaveCount(2);
  expect((await getMatch(next)).status).toBe("active");
  // Bruno's page of the old match shows the link, and takes him to his own seat of the new one
  await expect(bruno.locator(".rematch-link a")).toHaveText(next, { timeout: 10_000 });
  await bruno.getByRole("button", { name: "Go to the rematch" }).click();
  await bruno.waitForURL(new RegExp(`/m/${next}\\?seat=1$`));
  await expect(bruno.locator(".players .you")).toHaveCount(1);
  await shotAt(bruno, "32-rematch", [PHONE, LAPTOP]);
});
