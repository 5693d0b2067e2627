// Issue 29, item 9: the unread count of the table talk, per viewer: lines by others that came while the chat was out
// of view are counted where the reader sees it (a pill at the foot of the screen), and the count clears once the lines have
// been in view, on a seat's page and on a spectator's alike.
import type { Page } from "@playwright/test";
import { api, bearer, createMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, shotAt, test, until } from "./fixtures.js";

const badge = (page: Page) => page.locator(".unread-link");

test("the unread count shows while the chat is out of view and clears once its lines were seen, for a seat and a spectator", async ({
  newPage,
}) => {
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] })).body;
  const seat = await newPage(PHONE, "unread-seat");
  const watcher = await newPage(PHONE, "unread-spectator");
  await seat.goto(local(seatOf(created, 0).link));
  await watcher.goto(`/m/${created.id}`);
  for (const page of [seat, watcher]) {
    await page.locator(".chat").waitFor();
    await until(async () => (await page.locator(".here").count()) > 0 || (await page.locator(".watching").count()) > 0, "the live room");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(
      await page
        .locator(".chat-lines, .chat p")
        .first()
        .evaluate((el) => el.getBoundingClientRect().top > innerHeight),
      "the chat is in view at the top of the page",
    ).toBe(true);
  }
  const said = await api(`/api/matches/${created.id}/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(seatOf(created, 1).secret) },
    body: JSON.stringify({ text: "Kia ora!" }),
  });
  expect(said.status, "the line said").toBe(201);
  for (const page of [seat, watcher]) {
    await expect(badge(page), "no unread count while the chat is out of view").toHaveText(/1/);
    await expect(badge(page)).toBeInViewport();
    await badge(page).click();
    await expect(page.locator(".chat-lines li").last()).toBeInViewport();
    await expect(badge(page), "the count stayed once the line was seen").toHaveCount(0);
    await expect(page.locator(".chat .unread")).toHaveCount(0);
  }
  // the seat's count is kept by the server: read is read after a reload too
  await seat.reload();
  await seat.locator(".chat-lines li").first().waitFor();
  await expect(badge(seat)).toHaveCount(0);
  // issue #31: My matches shows each seat's unread table talk on its card, from the same read mark
  const card = seat.locator(".match-card", { hasText: created.id });
  await seat.goto("/");
  await card.locator(".pill").first().waitFor();
  await expect(card.locator(".card-unread"), "an unread count for lines already read").toHaveCount(0);
  for (const text of ["Still there?", "Your move!"]) {
    const r = await api(`/api/matches/${created.id}/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(seatOf(created, 1).secret) },
      body: JSON.stringify({ text }),
    });
    expect(r.status, "the line said").toBe(201);
  }
  await seat.reload();
  await expect(card.locator(".card-unread")).toHaveText("2 unread lines at the table");
  await shotAt(seat, "31-my-matches-unread", [PHONE, LAPTOP]);
  await card.locator(".card-unread").click();
  await seat.waitForURL(new RegExp(`/m/${created.id}`));
});
