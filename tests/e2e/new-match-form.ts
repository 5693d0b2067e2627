/** The new-match form, opened for a two-player Tongiaki match whose first seat is Ana. */
import type { Page } from "@playwright/test";

export async function twoSeatTongiakiForm(page: Page) {
  await page.goto("/new");
  await page.getByRole("radio", { name: /Tongiaki/ }).check();
  // three seats by default: keep two players
  await page.getByRole("button", { name: "Remove a player" }).click();
  await page.fill('input[name="seat-0"]', "Ana");
}
