// Tonga Bonga's wages: any amount of the purse, from a labelled slider or number field, keyboard included.
import { createMatch, local, seatOf } from "./api.js";
import { DESKTOP, expect, shotAt, test, until } from "./fixtures.js";

test("Tonga Bonga: a wage is any amount of the purse, from a labelled slider or number field (keyboard too)", async ({ newPage }) => {
  const created = await createMatch({ game: "tonga-bonga", seats: [{ name: "Ana" }, { name: "Ben" }, { name: "Cy" }] });
  expect(created.status, "create").toBe(201);
  const page = await newPage(DESKTOP, "wages");
  await page.goto(local(seatOf(created.body, 0).link));
  // 20 ducats: the captain's wage runs from 1 to 19 (one ducat stays for the helmsman)
  const field = page.getByRole("spinbutton", { name: "Wage for the captain, in ducats (1 to 19)" });
  await field.waitFor();
  const slider = page.getByRole("slider", { name: "Wage for the captain" });
  expect([await slider.getAttribute("min"), await slider.getAttribute("max")], "the slider does not span the purse").toEqual(["1", "19"]);
  // the list beside the board offers a ladder of the 19 amounts (1–6, 8, 10, 12, 15 and the highest, 19)
  await until(async () => (await page.locator(".move-list button").count()) === 11, "a ladder of wages in the move list");
  await page.locator(".move-list button", { hasText: "Offer 19 ducats to the captain" }).waitFor();
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await until(async () => (await field.inputValue()) === "3", "the field following the slider");
  await field.fill("17");
  await page.getByRole("button", { name: "Offer 17 ducats to the captain" }).waitFor();
  const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await field.press("Enter");
  const response = await answer;
  expect(response.status(), "the bid").toBe(201);
  expect((JSON.parse(response.request().postData() ?? "{}") as { move: unknown }).move, "the bid sent another amount").toEqual({
    type: "bid",
    role: "captain",
    amount: 17,
  });
  await page.getByRole("spinbutton", { name: "Wage for the helmsman, in ducats (1 to 3)" }).waitFor();
  await shotAt(page, "20-tonga-bonga-wage", [DESKTOP]);
});
