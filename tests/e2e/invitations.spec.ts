// Issue #31 item 1: the creator's page shows each seat given an e-mail address as invited, confirmed, accepted or
// declined, as the players answer their mail (the local mailbox), and never an address.
import type { Page } from "@playwright/test";
import { api, local, type Mail } from "./api.js";
import { DESKTOP, expect, LAPTOP, PHONE, shotAt, test, until } from "./fixtures.js";

test("the creator sees each invited seat go from invited to confirmed to accepted, or declined", async ({ newPage }) => {
  const stamp = Date.now();
  const [bo, cy] = [`bo-${stamp}@example.org`, `cy-${stamp}@example.org`];
  const creator = await newPage(DESKTOP, "creator");
  await creator.goto("/new");
  await creator.getByRole("radio", { name: /Tongiaki/ }).check();
  for (const [i, name] of ["Ana", "Bo", "Cy"].entries()) await creator.fill(`input[name="seat-${i}"]`, name);
  await creator.getByRole("button", { name: "Notifications (optional)" }).click();
  await creator.fill('input[name="email-1"]', bo);
  await creator.fill('input[name="email-2"]', cy);
  await creator.getByRole("button", { name: "Create the match" }).click();
  await creator.waitForURL(/\/created\//);
  const id = /\/created\/([\w-]+)/.exec(creator.url())![1]!;

  const panel = creator.locator("section", { has: creator.getByRole("heading", { name: "Invitations by e-mail" }) });
  const statusOf = (seat: number) => panel.locator(`li[data-seat="${seat}"] .pill`);
  const expectStatus = async (seat: number, text: string) => {
    await creator.reload();
    await expect(statusOf(seat)).toHaveText(text);
  };
  await expect(statusOf(1)).toHaveText("Invited, no answer yet");
  await expect(statusOf(2)).toHaveText("Invited, no answer yet");
  await expect(panel.locator('li[data-seat="0"]'), "Ana has no address: no invitation row").toHaveCount(0);
  expect(await panel.innerText(), "an address on the creator's page").not.toMatch(/@example\.org/);

  const mailbox = async (seat: number) =>
    (await api<{ messages?: Mail[] }>(`/api/dev/mailbox?match=${id}&seat=${seat}`)).body.messages ?? [];
  const mailOf = (seat: number, what: string, subject: (s: string) => boolean) =>
    until(async () => (await mailbox(seat)).find((m) => subject(m.subject)), what, { timeout: 30_000, interval: 500 });
  const player = await newPage(DESKTOP, "players");
  const confirm = async (seat: number) => {
    const confirmation = await mailOf(seat, `seat ${seat}'s confirmation`, (s) => s === "Waka: confirm your e-mail address");
    await player.goto(local(confirmation.link));
    await player.getByRole("button", { name: "Confirm my address" }).click();
    await player.getByRole("heading", { name: "Address confirmed" }).waitFor();
    return mailOf(seat, `seat ${seat}'s invitation`, (s) => s.includes("a seat for you in a game of Tongiaki"));
  };

  // Bo confirms his address, then accepts the seat (which opens it)
  const boInvite = await confirm(1);
  await expectStatus(1, "Address confirmed, seat not accepted yet");
  await player.goto(local(boInvite.link));
  await player.getByRole("button", { name: "Accept and open my seat" }).click();
  await player.waitForURL(new RegExp(`/m/${id}`));
  await expectStatus(1, "Accepted");
  // Cy confirms, then declines
  const cyInvite = await confirm(2);
  await player.goto(local(cyInvite.link));
  await player.getByRole("button", { name: "Decline" }).click();
  await player.getByText("Declined").first().waitFor();
  await expectStatus(2, "Declined: no more e-mail");
  await expect(statusOf(1)).toHaveText("Accepted");
  expect(await panel.innerText(), "an address on the creator's page").not.toMatch(/@example\.org/);
  await shotAt(creator, "31-invitations", [PHONE, LAPTOP]);

  await failedThenRetried(creator);
});

/** The error state: the request fails, the panel says so, and "Try again" loads the statuses. */
async function failedThenRetried(page: Page) {
  await page.route("**/invitations", (r) => r.abort());
  await page.reload();
  const panel = page.locator("section", { has: page.getByRole("heading", { name: "Invitations by e-mail" }) });
  await panel.getByRole("alert").waitFor();
  await shotAt(page, "31-invitations-error", [PHONE]);
  await page.unroute("**/invitations");
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.locator("li[data-seat]")).toHaveCount(2);
}
