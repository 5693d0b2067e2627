// Issue #30 item 1: a seat opening its match page after the others moved sees the board mark what changed since its own
// last move (new tiles, islands whose boats changed), and nothing else; the summary counts them and can clear them, and
// they go once it moves again.
import { api, bearer, createMatch, getMatch, logOf, postMove, type Match } from "./api.js";
import { expect, LAPTOP, PHONE, screens, shotAt, test } from "./fixtures.js";

type TgView = { board: { tile: string }[]; islands: Record<string, { beaches: number[][]; king: number }> };

/** Moves that change the board come first (Tongiaki: tiles as well as boats; Tonga Bonga: ships that sail). */
const PREFERRED = ["orient", "place", "depart", "sail"];
const choose = (legal: { type: string }[]) => PREFERRED.map((t) => legal.find((m) => m.type === t)).find(Boolean) ?? legal[0];

/**
 * Plays for the seats on turn (a Tongiaki turn may take several moves) until the board is `ready`, `seat` is on turn
 * and the last move was another seat's.
 */
async function playUntil(id: string, secrets: string[], seat: number, ready = (_v: TgView) => true): Promise<boolean> {
  let last = -1;
  for (let n = 0; n < 300; n++) {
    const m = await getMatch(id);
    const on = m.activeSeats[0]!;
    if (m.status !== "active") return false;
    if (on === seat && last !== -1 && last !== seat && ready(m.view as unknown as TgView)) return true;
    last = on;
    const mine = await getMatch(id, secrets[on]!);
    const r = await postMove(id, secrets[on]!, m.seq, choose(mine.legalMoves as { type: string }[]));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  throw new Error(`seat ${seat} never came on turn`);
}

/** The seat's view after move `seq` (GET /api/matches/{id}/at/{seq}). */
const viewAt = async <V>(id: string, secret: string, seq: number): Promise<V> =>
  (await api<{ view: V }>(`/api/matches/${id}/at/${seq}`, { headers: bearer(secret) })).body.view;

/** The board's tile keys that differ between two views, worked out here from the raw views (not by the page's code). */
function expectedMarks(before: TgView, after: TgView): string[] {
  const had = new Set(before.board.map((p) => p.tile));
  const beachKey = (i: { beaches: number[][]; king: number } | undefined) =>
    JSON.stringify(i && [i.king, i.beaches.map((b) => [...b].sort())]);
  return after.board
    .filter((p) => !had.has(p.tile) || beachKey(before.islands[p.tile]) !== beachKey(after.islands[p.tile]))
    .map((p) => `tile:${p.tile}`)
    .sort();
}

test("the board marks what the others changed since the seat's last move, and only that", async ({ newPage }) => {
  const created = await createMatch({ game: "tongiaki", seats: [{ name: "Ana" }, { name: "Bruno" }, { name: "Clara" }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const secrets = created.body.seats.map((s) => s.secret!);
  const me = (await getMatch(id)).activeSeats[0]!;
  // a few rounds (setup boats on Tonga, then turns that sail and place tiles), my turn, then the others' turns
  // a sea tile on the board then never changes: there is something that must stay unmarked
  await playUntil(id, secrets, me, (v) => v.board.some((p) => p.tile.startsWith("sea-")));
  await playUntil(id, secrets, me);
  const mySeq = (await logOf(id)).filter((e) => e.seat === me).at(-1)!.seq;
  const then = await viewAt<TgView>(id, secrets[me]!, mySeq);
  const now = (await getMatch(id, secrets[me])) as Match & { view: TgView };
  const expected = expectedMarks(then, now.view);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(now.view.board.length);

  const page = await newPage(LAPTOP, "change-marks");
  await page.goto(`/m/${id}#seat=${secrets[me]}`);
  await page.locator(".since").waitFor();
  const marks = page.locator(".tg-board [data-changed]");
  await expect(marks).toHaveCount(expected.length);
  expect((await marks.evaluateAll((els) => els.map((e) => e.getAttribute("data-changed")))).sort()).toEqual(expected);
  // each mark says what it means, to a screen reader and as a tooltip
  await expect(marks.first()).toHaveAttribute("aria-label", "Changed since your last turn");
  await expect(marks.first().locator("title")).toHaveText("Changed since your last turn");
  // the summary says how many, in the marks' colour, and can clear them
  const legend = page.locator(".since .since-marks");
  await expect(legend).toContainText(`${expected.length} change${expected.length > 1 ? "s" : ""} marked on the board`);
  await shotAt(page, "change-marks", [PHONE, LAPTOP]);
  await page.setViewportSize(PHONE);
  await page.locator(".tg-board").screenshot({ path: `${screens}/change-marks-board-390.png` });
  await legend.getByRole("button", { name: "Clear the marks" }).click();
  await expect(marks).toHaveCount(0);
  await expect(legend).toHaveCount(0);

  // once the seat has moved, there is nothing new to mark (the page opened afresh: clearing is not what hides them)
  await page.setViewportSize(LAPTOP);
  const mine = await getMatch(id, secrets[me]);
  expect((await postMove(id, secrets[me]!, mine.seq, choose(mine.legalMoves as { type: string }[]))).status).toBe(201);
  await page.reload();
  await page.locator(".tg-board").waitFor();
  await expect(page.locator(".tg-board [data-changed]")).toHaveCount(0);
});

type TbView = { ships: { row: number; col: number }[]; camps: Record<string, number[]> };
type WgView = { areas: { id: string; pieces: number[][]; up: string | null }[]; ancestor: { area: number }; elder: { area: number } };

/** Each game's changed board elements, worked out here from the raw views (not by the page's code). */
const GAMES = {
  "tonga-bonga": {
    expected: (a: TbView, b: TbView) => [
      ...b.ships.flatMap((sq, seat) => (sq.row !== a.ships[seat]!.row || sq.col !== a.ships[seat]!.col ? [`ship:${seat}`] : [])),
      ...Object.keys(b.camps)
        .filter((k) => String(b.camps[k]) !== String(a.camps[k] ?? []))
        .map((k) => `camps:${k}`),
    ],
  },
  wongar: {
    expected: (a: WgView, b: WgView) =>
      b.areas.flatMap((area, i) => {
        const fig = (v: WgView) => `${v.ancestor.area === i}${v.elder.area === i}`;
        const was = a.areas[i]!;
        return JSON.stringify([was.pieces, was.up, fig(a)]) === JSON.stringify([area.pieces, area.up, fig(b)]) ? [] : [`area:${area.id}`];
      }),
  },
} as const;

for (const [game, g] of Object.entries(GAMES)) {
  test(`${game}: the board marks what the others changed since the seat's last move, and only that`, async ({ newPage }) => {
    const created = await createMatch({ game, seats: [{ name: "Ana" }, { name: "Bruno" }, { name: "Clara" }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const secrets = created.body.seats.map((s) => s.secret!);
    const me = (await getMatch(id)).activeSeats[0]!;
    // turns go round until the others' last round changed something on the board (bids and crews change nothing there)
    let expected: string[] = [];
    for (let round = 0; round < 40 && expected.length === 0; round++) {
      expect(await playUntil(id, secrets, me)).toBe(true);
      const mySeq = (await logOf(id)).filter((e) => e.seat === me).at(-1)?.seq ?? 0;
      const then = await viewAt<never>(id, secrets[me]!, mySeq);
      const now = (await getMatch(id, secrets[me])).view as never;
      expected = g.expected(then, now).sort();
    }
    expect(expected.length).toBeGreaterThan(0);
    const page = await newPage(LAPTOP, `change-marks-${game}`);
    await page.goto(`/m/${id}#seat=${secrets[me]}`);
    await page.locator(".since").waitFor();
    const marks = page.locator(".board-col [data-changed]");
    await expect(marks).toHaveCount(expected.length);
    expect((await marks.evaluateAll((els) => els.map((e) => e.getAttribute("data-changed")))).sort()).toEqual(expected);
    await expect(marks.first().locator("title")).toHaveText("Changed since your last turn");
    await shotAt(page, `change-marks-${game}`, [PHONE, LAPTOP]);
    await marks.first().scrollIntoViewIfNeeded();
    const board = marks.first().locator("xpath=ancestor::*[local-name()='svg'][1]");
    await board.screenshot({ path: `${screens}/change-marks-${game}-board-1280.png` });
  });
}
