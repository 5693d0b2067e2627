// Live updates: the match's room pushes moves, presence and table talk to every page without polling, and never
// a hand or a secret to a socket that may not see it.
import type { Page } from "@playwright/test";
import { createMatch, getMatch } from "./api.js";
import { DESKTOP, expect, shotAt, sleep, test, until } from "./fixtures.js";

interface LivePage {
  page: Page;
  frames: string[];
  urls: string[];
}

test("live: two seats and a spectator (polling off) see a move, presence and table talk at once; no hand reaches another seat's socket", async ({
  newPage,
}) => {
  const created = await createMatch({ game: "wongar", seats: [{ name: "Ana" }, { name: "Ben" }, { name: "Cy" }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const secrets = created.body.seats.map((s) => s.secret);
  const first = (await getMatch(id)).activeSeats[0] ?? 0;
  const other = (first + 1) % 3;
  const hands = await Promise.all(secrets.map(async (s, i) => JSON.stringify((await getMatch(id, s)).view.hands[i])));
  const open = async (label: string, secret?: string): Promise<LivePage> => {
    const page = await newPage(DESKTOP, label);
    await page.addInitScript(() => localStorage.setItem("waka.poll", "off"));
    const frames: string[] = [];
    const urls: string[] = [];
    page.on("websocket", (ws) => {
      urls.push(ws.url());
      ws.on("framereceived", (f) => frames.push(String(f.payload)));
    });
    await page.goto(`/m/${id}${secret ? `#seat=${secret}` : ""}`);
    await page.locator(".players").waitFor();
    return { page, frames, urls };
  };
  const mover = await open("live-mover", secrets[first]);
  const seat = await open("live-seat", secrets[other]);
  const watcher = await open("live-spectator");
  // presence: both seats here, beside their names, for everyone; the spectator counted
  for (const p of [mover, seat, watcher]) await until(async () => (await p.page.locator(".players .here").count()) === 2, "two seats here");
  await mover.page.getByText("1 watching").waitFor();
  // no GET of the match happens on the other pages except the one the ping asks for
  const gets = { seat: 0, watcher: 0 };
  seat.page.on("request", (r) => void (r.url().endsWith(`/api/matches/${id}`) && gets.seat++));
  watcher.page.on("request", (r) => void (r.url().endsWith(`/api/matches/${id}`) && gets.watcher++));
  await sleep(1000);
  expect(gets, "pages polled").toEqual({ seat: 0, watcher: 0 });
  const board = (p: LivePage) => p.page.locator(".board-col").innerHTML();
  const before = [await board(seat), await board(watcher)];
  const answer = mover.page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await mover.page.locator(".move-list button").first().click();
  expect((await answer).status(), "the move was refused").toBe(201);
  const t0 = Date.now();
  for (const [i, p] of [seat, watcher].entries())
    await until(async () => (await board(p)) !== before[i], "the move on another page", { timeout: 5_000, interval: 20 });
  console.log(
    `    the move reached the other seat and the spectator in ${Date.now() - t0} ms, without polling (GETs after the ping: seat ${gets.seat}, spectator ${gets.watcher})`,
  );
  // table talk
  await mover.page.getByLabel("Say something to the table").fill("<b>good luck</b> & have fun");
  await mover.page.getByRole("button", { name: "Send" }).click();
  for (const p of [seat, watcher])
    await p.page.locator(".chat-lines li", { hasText: "<b>good luck</b> & have fun" }).waitFor({ timeout: 5_000 });
  expect(await watcher.page.locator(".chat-lines b").count(), "chat text was rendered as markup").toBe(0);
  await shotAt(watcher.page, "18-live-spectator");
  // presence clears when a page closes
  await seat.page.context().close();
  for (const p of [mover, watcher])
    await until(async () => (await p.page.locator(".players .here").count()) === 1, "presence to clear", { timeout: 5_000 });
  // sockets carried only pings, presence and chat; no seat's hand, no secret, none in the socket's URL
  for (const [n, p] of [mover, seat, watcher].entries()) {
    expect(p.frames.length, `page ${n} got no socket frame`).toBeGreaterThan(0);
    for (const u of p.urls) for (const s of secrets) expect(u.includes(s), "a secret in the socket URL").toBe(false);
    for (const f of p.frames) {
      if (f === "pong") continue;
      const m = JSON.parse(f) as { type: string; match?: { view: { hands: unknown[] } } };
      expect(
        n === 2 ? ["match", "presence", "chat"] : ["seq", "presence", "chat"],
        `unexpected frame on page ${n}: ${f.slice(0, 200)}`,
      ).toContain(m.type);
      if (m.type === "match")
        expect(
          m.match?.view.hands.every((h) => h === null) && !("you" in m.match) && !("legalMoves" in m.match),
          "a spectator's push shows a hand",
        ).toBe(true);
      else
        for (const [i, h] of hands.entries())
          if (h !== "[]" && h !== "null") expect(f.includes(h.slice(1, -1)), `seat ${i}'s hand on a socket: ${f}`).toBe(false);
      for (const s of secrets) expect(f.includes(s), "a secret on a socket").toBe(false);
    }
  }
});
