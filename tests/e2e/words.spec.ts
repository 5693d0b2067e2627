// The words (issue 14): game summaries translated on /new, the reminder sentence in the clock help, and no orders
// for a seat that is waiting.
import { base, createMatch, local, seatOf } from "./api.js";
import { PHONE, expect, test } from "./fixtures.js";

test("words: summaries translated on /new, reminder sentence in the clock help, no orders for a seat that is waiting", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base, viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/new");
  await page.getByText("Polynesische Seefahrer füllen ihre Strände").waitFor();
  await page.selectOption('select[name="clock"]', "2");
  await page.getByText("werden bei der Hälfte und bei 80 % ihrer Zeit erinnert").waitFor();
  await page.selectOption('select[name="lang"]', "fr");
  await page.getByText("Des navigateurs polynésiens").waitFor();
  await page.selectOption('select[name="lang"]', "it");
  await page.getByText("Navigatori polinesiani").waitFor();
  const m = (await createMatch({ game: "tongiaki", seats: [{ name: "Cai" }, { name: "Ana" }] })).body;
  await page.selectOption('select[name="lang"]', "en");
  await page.goto(local(seatOf(m, 1).link));
  await page.getByText("Waiting for Cai").first().waitFor();
  const banner = await page.locator(".banner").innerText();
  expect(banner.replace("Waiting for Cai", ""), "the waiting seat is given Cai's orders").not.toMatch(/\bPut\b|\bChoose\b|\byou\b/i);
  await page.getByText("Their move appears here as soon as it is made.").waitFor();
  await context.close();
});
