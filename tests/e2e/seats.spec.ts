// A seat's life outside the board: claiming an open seat by invite, contacts given on the new-match form, the
// confirmation and turn notice in the local mailbox, the seat's notification settings and vacation, its deadline.
import { api, bearer, createMatch, getMatch, local, type Created, type Mail, type Notifications, seatOf } from "./api.js";
import { DESKTOP, MOBILE, expect, shotAt, test, until } from "./fixtures.js";
import { twoSeatTongiakiForm } from "./new-match-form.js";

test("an invite link claims an open seat and starts the match", async ({ newPage }) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Host" }, { open: true }] });
  expect(created.status, "create").toBe(201);
  const page = await newPage(MOBILE, "joiner");
  await page.goto(local(created.body.invite?.link ?? ""));
  await page.getByRole("heading", { name: "Join the match" }).waitFor();
  expect(page.url(), "invite token left in the address bar").not.toContain("#invite=");
  await shotAt(page, "14-join");
  await page.fill('input[name="name"]', "Guest");
  await page.getByRole("button", { name: "Take the seat" }).click();
  await page.waitForURL(new RegExp(`/m/${created.body.id}`));
  await page.getByText("Waiting for Host").first().waitFor();
});

test("a seat created with an address gets a confirmation, then (once confirmed from the mailbox) its invitation, which opens the seat; the seat saves its notification settings", async ({
  newPage,
}) => {
  // an address of this run: a retry (or another spec) must not find it confirmed already
  const address = `noa-${Date.now()}@example.org`;
  const created = await createMatch({
    game: "tongiaki",
    seats: [{ name: "Mia" }, { name: "Noa", email: address }],
    clock: { daysPerMove: 3, vacationDays: 7 },
  });
  expect(created.status, "create").toBe(201);
  const { id } = created.body;
  const [mia, noaSeat] = [seatOf(created.body, 0), seatOf(created.body, 1)];
  const page = await newPage(DESKTOP, "mailbox");
  await page.goto(local(mia.link));
  await page.getByText("Your turn").first().waitFor();
  const answer = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await page.locator(".move-list button").first().click();
  expect((await answer).status(), "the move was not accepted").toBe(201);
  // delivered after the response (queue consumer under wrangler dev): Noa's address is new, so her first
  // message is a confirmation, and her turn notice waits for it
  const seatMail = async () => (await api<{ messages?: Mail[] }>(`/api/dev/mailbox?match=${id}&seat=1`)).body.messages ?? [];
  const confirmation = await until(
    async () => (await seatMail()).find((m) => m.subject === "Waka: confirm your e-mail address"),
    "a confirmation for seat 1 in the mailbox",
    {
      timeout: 30_000,
      interval: 500,
    },
  );
  expect(confirmation.to === address && !/Mia|Noa/.test(confirmation.body), `confirmation: ${JSON.stringify(confirmation)}`).toBe(true);
  expect(
    (await seatMail()).some((m) => m.subject.startsWith("Waka: Your turn")),
    "a turn notice went to an unconfirmed address",
  ).toBe(false);
  await page.getByRole("link", { name: "Mailbox" }).click();
  await page.getByRole("heading", { name: "Local mailbox" }).waitFor();
  // follow the confirmation link from the mailbox: its page has a button (the GET changes nothing), the button confirms
  // this address's (other specs' confirmations are in the mailbox too)
  await page.locator(`li.mail a[href="${confirmation.link.replace(/^https?:\/\/[^/]+/, "")}"]`).click();
  await page.getByRole("heading", { name: "Confirm your address" }).waitFor();
  const styled = await page.evaluate(() => getComputedStyle(document.querySelector("button") as Element).backgroundColor);
  expect(styled, "the confirmation page's style is blocked (button background)").toBe("rgb(29, 92, 122)");
  await shotAt(page, "15-confirm-address");
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await page.getByRole("heading", { name: "Address confirmed" }).waitFor();
  // issue #31: the seat was invited at creation, so the confirmation accepted nothing: the invitation follows
  const invite = await until(
    async () => (await seatMail()).find((m) => m.subject.includes("a seat for you in a game of Tongiaki")),
    "the invitation for seat 1",
    {
      timeout: 30_000,
      interval: 500,
    },
  );
  expect(
    invite.to === address && !/Mia|Noa/.test(invite.body) && /The creator of a match invited you/.test(invite.body),
    JSON.stringify({ invite, all: (await seatMail()).map((m) => [m.subject, m.body.split("\n")[2]]) }),
  ).toBe(true);
  expect(invite.body, "seat 0's secret in seat 1's message").not.toContain(mia.secret);
  expect(
    (await seatMail()).some((m) => m.subject.startsWith("Waka: Your turn")),
    "a turn notice before accepting",
  ).toBe(false);
  await page.goto("/mailbox");
  await page.getByRole("heading", { name: "Local mailbox" }).waitFor();
  await page.getByText(invite.subject).first().waitFor();
  await shotAt(page, "15-mailbox");
  // accepting the invitation opens Noa's own seat, with her settings panel
  const noa = await newPage(MOBILE, "noa");
  await noa.goto(local(invite.link));
  await noa.getByRole("button", { name: "Accept and open my seat" }).click();
  await noa.getByText("Your turn").first().waitFor();
  await noa.getByRole("heading", { name: "Your clock and notifications" }).waitFor();
  await noa.getByText("7 vacation days left this year").waitFor();
  await expect(noa.locator('input[name="notify-email"]'), "the seat's e-mail in the form").toHaveValue(address, { timeout: 20_000 });
  await noa.fill('input[name="notify-email"]', "noa@example.net");
  await noa.fill('input[name="notify-webhook"]', "https://discord.com/api/webhooks/1/abc");
  await noa.check('input[name="notify-digest"]');
  await noa.getByRole("button", { name: "Save" }).click();
  await noa.getByText("Saved.").waitFor();
  const saved = (await api<Notifications>(`/api/matches/${id}/seats/me/notifications`, { headers: bearer(noaSeat.secret) })).body;
  expect(saved, JSON.stringify(saved)).toMatchObject({
    email: "noa@example.net",
    digest: true,
    webhook: "https://discord.com/api/webhooks/1/abc",
  });
  await noa.getByRole("button", { name: "Take a vacation" }).click();
  await noa.getByText("Your clock is paused until").waitFor();
  await shotAt(noa, "16-seat-settings");
  await page.goto(`/m/${id}`);
  await page.getByText("on vacation until").waitFor();
});

test("the new-match form takes an e-mail and a webhook per player and says what is wrong with them", async ({ newPage }) => {
  const page = await newPage(DESKTOP, "contacts");
  await twoSeatTongiakiForm(page);
  await page.fill('input[name="seat-1"]', "Bo");
  await page.getByRole("button", { name: "Notifications (optional)" }).click();
  await page.fill('input[name="email-0"]', "http.fan@example.org");
  await page.fill('input[name="webhook-0"]', "https://10.0.0.1/hook");
  await page.locator('input[name="email-0"]').focus();
  await page.getByText("A webhook must be an https:// address on a public site").first().waitFor();
  expect(await page.getAttribute('input[name="webhook-0"]', "aria-invalid"), "the bad webhook is not marked invalid").toBe("true");
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.getByText("Player 1: A webhook must be").waitFor();
  await shotAt(page, "18-contacts-error");
  await page.fill('input[name="webhook-0"]', "");
  await page.getByRole("button", { name: "Create the match" }).click();
  await page.waitForURL(/\/created\//);
  const link = await page.inputValue("#seat-link-0");
  const [, id, secret] = /\/m\/([A-Za-z0-9_-]+)#seat=([A-Za-z0-9_-]+)/.exec(link) ?? [];
  const n = (await api<Notifications>(`/api/matches/${id}/seats/me/notifications`, { headers: bearer(secret ?? "") })).body;
  expect(n, JSON.stringify(n)).toMatchObject({ email: "http.fan@example.org", webhook: null });
});

test("a Wongar match whose first player is not seat 0 shows that player's deadline", async ({ newPage }) => {
  // issue 14 item 3: the match's deadline was null when Wongar's random start player was not seat 0
  let created: Created = { id: "", seats: [] };
  let first = 0;
  for (let i = 0; i < 30 && first === 0; i++) {
    created = (await createMatch({ game: "wongar", seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cai" }], clock: { daysPerMove: 2 } }))
      .body;
    first = (await getMatch(created.id)).activeSeats[0] ?? 0;
  }
  expect(first, "Wongar never started with another seat than 0").not.toBe(0);
  const { id } = created;
  const m = await getMatch(id);
  expect(m.deadline, `match deadline ${m.deadline}, seat ${first}'s ${m.players[first]?.deadline}`).not.toBeNull();
  expect(m.deadline).toBe(m.players[first]?.deadline);
  const page = await newPage(MOBILE, "wongar-deadline");
  await page.goto(local(seatOf(created, first).link));
  await page.locator(".banner.turn").waitFor();
  expect(await page.locator(".banner.turn").innerText(), "the first player's banner shows no deadline").toContain("Your deadline:");
  const other = await newPage(MOBILE, "wongar-deadline-other");
  await other.goto(local(seatOf(created, (first + 1) % 3).link));
  await other.locator(".banner").waitFor();
  expect(await other.locator(".banner").innerText(), "the waiting player's banner shows no deadline").toContain("Deadline:");
  // issue #31: My matches shows each seat its own deadline on its turn, the one it waits for otherwise
  for (const [p, words] of [
    [page, "Your deadline:"],
    [other, "Deadline:"],
  ] as const) {
    await p.goto("/");
    await expect(p.locator(".match-card", { hasText: id }).locator("p.small").first()).toHaveText(new RegExp(`^${words}`));
  }
});
