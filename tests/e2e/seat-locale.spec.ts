// Issue 29, item 4: a seat's messages were in the creator's language and time zone. The holder opening their seat
// page is offered their browser's ("Messages in English, Europe/London: use Français, Europe/Paris / keep"), once;
// a seat claimed with the invite link takes the joiner's.
import type { Browser } from "@playwright/test";
import { api, base, bearer, createMatch, local, seatOf } from "./api.js";
import { DESKTOP, expect, screens, test } from "./fixtures.js";

const PARIS = { locale: "fr-FR", timezoneId: "Europe/Paris" };

/** A page in its own context with a French browser in Paris (console errors land in `problems`). */
async function parisPage(browser: Browser, problems: string[], label: string) {
  const context = await browser.newContext({ baseURL: base, viewport: DESKTOP, ...PARIS, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on(
    "console",
    (m) => void (m.type() === "error" && !/Failed to load resource/.test(m.text()) && problems.push(`${label}: ${m.text()}`)),
  );
  page.on("pageerror", (e) => problems.push(`${label}: ${e.message}`));
  return page;
}

const settings = async (id: string, secret: string) =>
  (await api<{ lang: string; timeZone: string | null }>(`/api/matches/${id}/seats/me/notifications`, { headers: bearer(secret) })).body;

test("a seat's holder is offered their browser's language and zone once; an invited player's seat takes theirs", async ({ browser }) => {
  const problems: string[] = [];
  const created = (
    await createMatch({
      game: "tongiaki",
      seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }, { open: true }],
      lang: "en",
      timeZone: "Europe/London",
    })
  ).body;
  const page = await parisPage(browser, problems, "paris-bo");
  await page.goto(local(seatOf(created, 1).link));
  const offer = page.locator(".locale-offer");
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("English");
  await expect(offer).toContainText("Europe/London");
  await page.screenshot({ path: `${screens}/29-4-locale-offer-fr-1280.png` });
  await offer.getByRole("button", { name: /Français/ }).click();
  await expect(offer).toHaveCount(0);
  expect(await settings(created.id, seatOf(created, 1).secret)).toMatchObject({ lang: "fr", timeZone: "Europe/Paris" });
  await page.reload();
  await page.locator(".banner").waitFor();
  await expect(page.locator(".locale-offer"), "offered again after an answer").toHaveCount(0);

  // keeping the creator's: nothing changes, and it is not asked again
  const cy = await parisPage(browser, problems, "paris-cy");
  await cy.goto(local(seatOf(created, 2).link));
  await cy
    .locator(".locale-offer")
    .getByRole("button", { name: /English/ })
    .click();
  await cy.reload();
  await cy.locator(".banner").waitFor();
  await expect(cy.locator(".locale-offer")).toHaveCount(0);
  expect(await settings(created.id, seatOf(created, 2).secret)).toMatchObject({ lang: "en", timeZone: "Europe/London" });

  // the invite: the joiner's own language and zone, nothing to offer
  const joiner = await parisPage(browser, problems, "paris-join");
  await joiner.goto(local(created.invite!.link));
  await joiner.locator("input[name=name]").fill("Di");
  await joiner.locator("button[type=submit]").click();
  await joiner.locator(".banner").waitFor();
  await expect(joiner.locator(".locale-offer")).toHaveCount(0);
  const secret = await joiner.evaluate(
    (id) => (JSON.parse(localStorage.getItem("waka.seats") ?? "[]") as { id: string; secret: string }[]).find((s) => s.id === id)?.secret,
    created.id,
  );
  expect(await settings(created.id, secret!)).toMatchObject({ lang: "fr", timeZone: "Europe/Paris" });
  for (const p of [page, cy, joiner]) await p.context().close();
  expect(problems).toEqual([]);
});
