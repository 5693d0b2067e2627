// Staging (docs/staging.md): a run of a player's own small decisions is picked on the page, undone there, and
// posted as ordinary moves once complete.
import { createMatch, getMatch, local, logOf, postMove, seatOf } from "./api.js";
import { MOBILE, expect, shotAt, test, until } from "./fixtures.js";

test("staging: added boats are picked on the page, undo takes one back, the complete run is posted as ordinary moves", async ({
  newPage,
}) => {
  // issue 14 item 9: right after the setup, adding on Tonga puts 2 boats on 2 of its 6 beaches: a run with a choice
  const created = (await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bo" }] })).body;
  const { id } = created;
  const secrets = created.seats.map((x) => x.secret);
  for (;;) {
    const spect = await getMatch(id);
    if (spect.view.phase.kind !== "setup") break;
    const seat = spect.activeSeats[0] ?? 0;
    const me = await getMatch(id, secrets[seat]);
    const r = await postMove(id, secrets[seat] ?? "", me.seq, me.legalMoves?.[seat === 0 ? 0 : 1]);
    expect(r.status, "setup move").toBe(201);
  }
  const page = await newPage(MOBILE, "staging");
  const posts: unknown[] = [];
  page.on(
    "request",
    (r) =>
      void (
        r.url().includes("/moves") &&
        r.method() === "POST" &&
        posts.push((JSON.parse(r.postData() ?? "{}") as { move: unknown }).move)
      ),
  );
  await page.goto(local(seatOf(created, 0).link));
  await page.locator(".banner.turn").waitFor();
  await page.getByRole("button", { name: "Add boats on Tonga" }).click();
  await until(
    async () => (await page.locator(".move-list button").first().innerText()).startsWith("Add a boat on beach"),
    "the added boats' beaches",
  );
  const boats = async () => page.locator(".board-svg circle.boat").count();
  const before = await boats();
  const sentBefore = posts.length;
  await page.locator(".move-list button").first().click();
  await page.locator(".staged li").first().waitFor();
  expect(posts.length, "a staged pick was posted").toBe(sentBefore);
  await until(async () => (await boats()) === before + 1, "the staged boat drawn on the board");
  await shotAt(page, "18-staged-pick");
  await page.getByRole("button", { name: "Undo" }).click();
  await until(async () => (await page.locator(".staged").count()) === 0 && (await boats()) === before, "the pick undone");
  await page.locator(".move-list button").nth(1).click();
  await page.locator(".staged li").first().waitFor();
  await page.locator(".move-list button").first().click();
  await until(async () => posts.length >= sentBefore + 2, "the two picks posted");
  const added = await until(async () => {
    const a = (await logOf(id)).filter((e) => e.move.type === "addBoat");
    return a.length === 2 ? a : null;
  }, "two addBoat moves in the log");
  expect(added.length === 2 && added.every((e) => e.seat === 0 && e.by === undefined), JSON.stringify(added)).toBe(true);
  expect(added[0]?.move.beach, "both boats on one beach").not.toBe(added[1]?.move.beach);
  console.log(
    `    the two picks went out as ${added.length} ordinary moves (${posts.length - sentBefore} posted with forced follow-ups); the first pick was undone on the page`,
  );
});
