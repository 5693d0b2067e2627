// Issue 29, item 5: the pages behind a message's links (confirm the address, unsubscribe) speak the seat's language
// (else the browser's) and lead on: to the match, and to Waka's home page.
import { api, createMatch, getMatch, local, postMove, seatOf, type Mail } from "./api.js";
import { DESKTOP, expect, test, until } from "./fixtures.js";

test("the confirmation and unsubscribe pages speak the seat's language and link to the match and home", async ({ newPage, browser }) => {
  const address = `lea-${Date.now()}@example.org`;
  const created = (
    await createMatch({ game: "tongiaki", seats: [{ name: "Mia" }, { name: "Léa", email: address }], lang: "fr", timeZone: "Europe/Paris" })
  ).body;
  const { id } = created;
  const first = await getMatch(id, seatOf(created, 0).secret);
  expect((await postMove(id, seatOf(created, 0).secret, first.seq, first.legalMoves![0])).status, "the first move").toBe(201);
  const mails = async () => (await api<{ messages?: Mail[] }>(`/api/dev/mailbox?match=${id}&seat=1`)).body.messages ?? [];
  const confirmation = await until(async () => (await mails()).find((m) => /\/confirm\?/.test(m.body)), "the confirmation in the mailbox", {
    timeout: 30_000,
    interval: 500,
  });
  const confirmLink = local(/https?:\/\/\S+\/confirm\?\S+/.exec(confirmation.body)![0]);

  // an English browser: the page speaks the seat's French all the same
  const page = await newPage(DESKTOP, "address-pages");
  await page.goto(confirmLink);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("heading", { name: "Confirmez votre adresse" }).waitFor();
  await expect(page.getByRole("link", { name: "Page d'accueil de Waka" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await page.getByRole("heading", { name: "Adresse confirmée" }).waitFor();

  // the seat was invited at creation (issue #31): its owner accepts, then a turn notice comes at Léa's next turn
  const invite = await until(async () => (await mails()).find((m) => /\/invitation\?t=/.test(m.body)), "the invitation", {
    timeout: 30_000,
    interval: 500,
  });
  expect(
    (await api(`${new URL(invite.link).pathname}${new URL(invite.link).search}&answer=accept`, { method: "POST", redirect: "manual" }))
      .status,
  ).toBe(303);
  for (const seat of [1, 0]) {
    const m = await getMatch(id, seatOf(created, seat).secret);
    expect((await postMove(id, seatOf(created, seat).secret, m.seq, m.legalMoves![0])).status, `seat ${seat}'s move`).toBe(201);
  }
  // the turn notice's unsubscribe link: the seat's language, and the way back to the match
  const notice = await until(
    async () => (await mails()).find((m) => /\/unsubscribe\?t=/.test(m.body) && /seats\/1\/unsubscribe/.test(m.body)),
    "the turn notice",
    { timeout: 30_000, interval: 500 },
  );
  await page.goto(local(/https?:\/\/\S+\/seats\/1\/unsubscribe\?t=\S+/.exec(notice.body)![0]));
  await page.getByRole("heading", { name: "Arrêter ces e-mails ?" }).waitFor();
  await expect(page.getByRole("link", { name: "Ouvrir la partie" })).toHaveAttribute("href", `/m/${id}`);
  await page.getByRole("button", { name: "Arrêter les e-mails de cette partie" }).click();
  await page.getByRole("heading", { name: "Désinscrit" }).waitFor();
  await page.getByRole("link", { name: "Ouvrir la partie" }).click();
  await page.locator(".banner").waitFor();

  // a link without the language (an older message): the browser's
  const german = await browser.newContext({ locale: "de-DE" });
  const de = await german.newPage();
  await de.goto(confirmLink.replace(/&lang=\w+/, ""));
  await de.getByRole("heading", { name: "Bestätige deine Adresse" }).waitFor();
  await german.close();
});
