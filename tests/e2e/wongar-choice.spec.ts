// Wongar's advanced game, rules versions 3 and 4 (games/wongar/RULES.md §16.5): a player who draws ritual cards takes the
// cards of their choice from the deck. The board shows the deck by kind with counts and "take n of these"; the choice
// is played by keyboard (the elder's privilege, one card) and by touch on a phone (a tschurunga card's two cards).
// Nobody else reads which cards were taken (§17.3, §17.4): not the spectator's log, not another seat's page.
import type { Page } from "@playwright/test";
import { createMatch, getMatch, local, logOf, postMove, type Created, type Match } from "./api.js";
import { LAPTOP, PHONE, expect, shotAt, test, until } from "./fixtures.js";

type Phase = { kind: string; seat: number; take?: number };
type Choice = { take: number; deck: Record<string, number>; options: string[][] };
type WongarMatch = Match & { view: Match["view"] & { phase: Phase; choice: Choice | null; areas: { id: string; up: string | null }[] } };

const secretOf = (created: Created, seat: number) => created.seats.find((s) => s.seat === seat)!.secret;
const seatView = async (created: Created, seat: number) => (await getMatch(created.id, secretOf(created, seat))) as WongarMatch;

/** Plays `move` for whoever must act now (through the API, as another tab would). */
async function playFor(created: Created, move: (m: WongarMatch) => unknown): Promise<WongarMatch> {
  const spectator = (await getMatch(created.id)) as WongarMatch;
  const seat = spectator.activeSeats[0]!;
  const m = await seatView(created, seat);
  const r = await postMove(created.id, secretOf(created, seat), m.seq, move(m));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (await getMatch(created.id)) as WongarMatch;
}

/** Tab from the top of the page until the focused element matches. */
async function tabTo(page: Page, selector: string) {
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const CARD_WORDS = /disc card|cube card|cylinder card/i;

test("Wongar advanced: ritual cards of the player's choice, by keyboard and on a phone, named to nobody else", async ({ newPage }) => {
  const made = await createMatch({
    game: "wongar",
    seats: [{ name: "Ana" }, { name: "Bo" }, { name: "Cai" }],
    options: { advanced: true },
  });
  expect(made.status, "create").toBe(201);
  const created = made.body;

  // §16.3 the 36 starting pieces, placed through the API; then §3.3 the elder's privilege is a choice (§16.5)
  let m = (await getMatch(created.id)) as WongarMatch;
  while (m.view.phase.kind === "seed") m = await playFor(created, (x) => x.legalMoves![0]);
  expect(m.view.phase).toMatchObject({ kind: "choose", take: 1 });
  const elder = m.view.phase.seat;
  // a spectator and the other seats see that a choice is made, not the deck or the ways to take
  expect(m.view.choice).toBeNull();
  expect(JSON.stringify(m.view)).not.toContain("offer");
  const other = (elder + 1) % 3;
  expect((await seatView(created, other)).view.choice).toBeNull();
  const mine = await seatView(created, elder);
  expect(mine.view.choice!.take).toBe(1);
  expect(mine.view.deckOrder ?? null).toBeNull();

  // the elder's holder chooses with the keyboard only
  const page = await newPage(LAPTOP, "wongar-choice-keyboard");
  await page.goto(local(created.seats.find((s) => s.seat === elder)!.link));
  const panel = page.locator(".wg-choice");
  await expect(panel.getByRole("heading")).toHaveText("Take 1 ritual card of your choice");
  await expect(panel).toContainText("its order stays hidden");
  const kinds = await panel.locator("li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-kind")));
  expect(kinds.length).toBeGreaterThan(0);
  const wanted = kinds.at(-1)!;
  await tabTo(page, `.wg-choice li[data-kind="${wanted}"] button[aria-label^="One more"]`);
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText("1 of 1 chosen");
  await tabTo(page, ".wg-choice button.primary");
  const posted = page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await page.keyboard.press("Enter");
  expect((await posted).status()).toBe(201);
  await expect(panel).toHaveCount(0);
  // the chooser's hand has the card; the chooser's log names it, the spectator's log does not
  const after = await seatView(created, elder);
  expect((after.view.hands[elder] as string[]).filter((c) => c === wanted).length).toBeGreaterThan(
    (mine.view.hands[elder] as string[]).filter((c) => c === wanted).length,
  );
  const spectatorLog = await logOf(created.id);
  const choiceEntry = spectatorLog.at(-1)!;
  expect(choiceEntry.move).toMatchObject({ type: "choose" });
  expect(JSON.stringify(choiceEntry)).not.toMatch(/disc|cube|cylinder/);
  await expect(page.locator(".log.recent")).toContainText(/Ana|Bo|Cai/);

  // §4.2 the start player takes a tschurunga card and draws two: "take 2 of these", by touch on a phone
  m = (await getMatch(created.id)) as WongarMatch;
  const start = m.view.phase.seat;
  const shapeCard = m.view.areas.find((a) => a.up === "disc" || a.up === "cube" || a.up === "cylinder")!;
  m = await playFor(created, () => ({ type: "take", area: shapeCard.id }));
  m = await playFor(created, () => ({ type: "option", option: "draw" }));
  expect(m.view.phase).toMatchObject({ kind: "choose", seat: start, take: 2 });

  const phone = await newPage(PHONE, "wongar-choice-phone");
  await phone.goto(local(created.seats.find((s) => s.seat === start)!.link));
  const two = phone.locator(".wg-choice");
  await expect(two.getByRole("heading")).toHaveText("Take 2 ritual cards of your choice");
  await two.scrollIntoViewIfNeeded();
  const first = await two.locator("li").first().getAttribute("data-kind");
  const more = two.locator(`li[data-kind="${first}"] button[aria-label^="One more"]`);
  await more.click();
  await expect(two.getByRole("status")).toHaveText("1 of 2 chosen");
  await expect(two.locator("button.primary")).toBeDisabled();
  // a second card of the same kind when the deck has two of them, else one of another kind
  const startView = await seatView(created, start);
  if (startView.view.choice!.deck[first!]! >= 2) await more.click();
  else await two.locator("li").nth(1).locator('button[aria-label^="One more"]').click();
  await expect(two.getByRole("status")).toHaveText("2 of 2 chosen");
  await expect(two.locator("button.primary")).toBeEnabled();
  // every other "+" is off once two are chosen; a "−" gives one back
  for (const b of await two.locator('button[aria-label^="One more"]').all()) await expect(b).toBeDisabled();
  await shotAt(phone, "wongar-choice", [PHONE, LAPTOP]);
  await phone.setViewportSize(PHONE);
  const box = await two.boundingBox();
  expect(box!.width, "the panel fits the phone's width").toBeLessThanOrEqual(PHONE.width);
  const sent = phone.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST");
  await two.locator("button.primary").click();
  expect((await sent).status()).toBe(201);
  await expect(two).toHaveCount(0);

  // another seat's page reads that two cards were chosen, and not which
  const watcher = await newPage(LAPTOP, "wongar-choice-other");
  const bystander = [0, 1, 2].find((s) => s !== start)!;
  await watcher.goto(local(created.seats.find((s) => s.seat === bystander)!.link));
  const startName = ["Ana", "Bo", "Cai"][start]!;
  const line = watcher.locator(".log.recent").getByText(`${startName} chose 2 ritual cards from the deck.`);
  await until(async () => (await line.count()) > 0, "the choice in another seat's log");
  expect(await watcher.locator(".log.recent").innerText()).not.toMatch(new RegExp(`${startName} chose from the deck`));
  expect(CARD_WORDS.test(await line.innerText())).toBe(false);
  await shotAt(watcher, "wongar-choice-other", [PHONE, LAPTOP]);
});
