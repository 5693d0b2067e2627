// The match page on phones (issue 14, items 1, 2 and 6): a finished match of every game, played through the API,
// opens whole at phone size and on desktop; zoom and pan stay inside the board's box; no element is wider than a
// 390 px viewport on any page in any language. The scenarios share the finished matches, so they run in order.
import { createMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, screens, shot, sleep, test, until } from "./fixtures.js";
import { boardGeometry, fmt, inside, overflowing } from "./geometry.js";
import { playToEnd, type Played } from "./play-to-end.js";

test.describe.configure({ mode: "serial" });

const finished: Record<string, Played> = {};
const finishedMatch = (key: string) => {
  const m = finished[key];
  expect(m, "no finished match").toBeDefined();
  return m as Played;
};

test("finished boards of every game: played to the end through the API", async () => {
  const [tg, tb, wg] = await Promise.all([
    playToEnd("tongiaki", ["Maria", "Cai", "Bot 2"], 14),
    playToEnd("tonga-bonga", ["Maria", "Cai", "Noa"], 15),
    playToEnd("wongar", ["Maria", "Cai", "Noa"], 16),
  ]);
  Object.assign(finished, { tg, tb, wg });
  console.log(`    Tongiaki ${tg.moves}, Tonga Bonga ${tb.moves}, Wongar ${wg.moves} moves`);
});

for (const [key, title] of [
  ["tg", "Tongiaki (3 players)"],
  ["tb", "Tonga Bonga"],
  ["wg", "Wongar"],
] as const) {
  test(`the finished ${title} board opens whole, fitted to its box, at 390×844 and 1280×800`, async ({ newPage }) => {
    const m = finishedMatch(key);
    const page = await newPage(PHONE, `finished-${key}`);
    await page.goto(local(seatOf(m, 0).link));
    await page.locator(".banner.over").waitFor();
    await page.locator(".board-svg").waitFor();
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      // the board fits itself to its box a frame or more after the box changes size (the side column is drawn a frame
      // later): on a loaded machine that can take longer than a fixed pause, so wait for it to settle, then check it
      let g = await boardGeometry(page);
      await until(
        async () => {
          g = await boardGeometry(page);
          return inside(g.drawing, g.box) && g.box.right <= g.vw + 0.5 && g.buttons.length === 3;
        },
        `the ${size.width} px board fitted to its box`,
        { timeout: 10_000 },
      ).catch(() => undefined); // the checks below say what is wrong if it never settles
      expect(
        g.box.left >= -0.5 && g.box.right <= g.vw + 0.5,
        `${size.width}: the board's box ${fmt(g.box)} is wider than the viewport (${g.vw})`,
      ).toBe(true);
      expect(inside(g.drawing, g.box), `${size.width}: the drawing ${fmt(g.drawing)} is not inside its box ${fmt(g.box)}`).toBe(true);
      expect(
        g.buttons.length === 3 && g.buttons.every((b) => inside(b, g.box) && b.right <= g.vw),
        `${size.width}: zoom buttons ${g.buttons.map(fmt)} outside the box ${fmt(g.box)}`,
      ).toBe(true);
      expect(g.zoom, `${size.width}: opens at zoom`).toBe("1.00");
      await page.locator(".board-box").screenshot({ path: `${screens}/ui-finished-${key}-board-${size.width}.png` });
      await shot(page, `ui-finished-${key}-${size.width}`);
    }
  });
}

test("zoom buttons, a one-finger drag and a two-finger pinch move the board inside its box", async ({ browser }) => {
  const m = finishedMatch("tg");
  const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(local(seatOf(m, 1).link));
  await page.locator(".banner.over").waitFor();
  const fitted = (await boardGeometry(page)).viewBox;
  await page.getByRole("button", { name: "Zoom in" }).click();
  await until(async () => (await boardGeometry(page)).zoom === "1.50", "zoom 1.5");
  const zoomed = await boardGeometry(page);
  expect(
    zoomed.buttons.every((b) => inside(b, zoomed.box)),
    "zoom buttons left the box when zoomed in",
  ).toBe(true);
  // one finger drags the zoomed board (touch → pointer events)
  const cdp = await context.newCDPSession(page);
  const cx = (zoomed.box.left + zoomed.box.right) / 2;
  const cy = (zoomed.box.top + zoomed.box.bottom) / 2;
  const touch = async (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  await touch("touchStart", [[cx, cy]]);
  for (let i = 1; i <= 6; i++) await touch("touchMove", [[cx - i * 12, cy - i * 10]]);
  await touch("touchEnd", []);
  await until(async () => (await boardGeometry(page)).viewBox !== zoomed.viewBox, "the drag to pan the board");
  const dragged = await boardGeometry(page);
  expect(dragged.zoom, "a drag changed the zoom").toBe("1.50");
  // two fingers spreading apart zoom in further
  await touch("touchStart", [
    [cx - 20, cy],
    [cx + 20, cy],
  ]);
  for (let i = 1; i <= 8; i++)
    await touch("touchMove", [
      [cx - 20 - i * 10, cy],
      [cx + 20 + i * 10, cy],
    ]);
  await touch("touchEnd", []);
  await until(async () => Number((await boardGeometry(page)).zoom) > 2, "the pinch to zoom in");
  await page.locator(".board-box").screenshot({ path: `${screens}/ui-pinched-390.png` });
  await page.getByRole("button", { name: "Show the whole board" }).click();
  await until(async () => (await boardGeometry(page)).viewBox === fitted, "back to the whole board");
  await context.close();
});

test("no element is wider than the viewport at 390 px: home, new, match as seat and spectator, replay, join, mailbox", async ({
  newPage,
}) => {
  const m = finishedMatch("tg");
  const open = (await createMatch({ game: "tongiaki", seats: [{ name: "Host" }, { open: true }] })).body;
  const live = (
    await createMatch({
      game: "tongiaki",
      seats: [{ name: "Maria" }, { name: "Cai" }, { bot: "easy", name: "Bot 2" }],
      clock: { daysPerMove: 2, vacationDays: 7 },
    })
  ).body;
  const page = await newPage(PHONE, "layout");
  const pages = [
    ["seat", local(seatOf(live, 1).link), ".banner"],
    ["home", "/", ".match-card"],
    ["new", "/new", ".game-card"],
    ["finished-seat", local(seatOf(m, 0).link), ".banner.over"],
    ["spectator", `/m/${live.id}`, ".board-svg"],
    ["replay", `/m/${m.id}/replay`, ".replay-bar"],
    ["join", local(open.invite?.link ?? ""), "input[name=name]"],
    ["mailbox", "/mailbox", "h1"],
  ] as const;
  const bad: string[] = [];
  for (const lang of ["en", "fr", "de", "it"]) {
    for (const [name, url, ready] of pages) {
      await page.goto(url);
      await page.locator(ready).first().waitFor();
      if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
      await sleep(200);
      const o = await overflowing(page);
      if (o.out.length > 0 || o.scroll > o.vw) bad.push(`${lang} ${name}: page ${o.scroll} px in ${o.vw}: ${o.out.join(", ")}`);
      // the first screen only: a full-page shot of a long mailbox can outlast the timeout on a busy machine
      if (lang === "en" || lang === "de") await page.screenshot({ path: `${screens}/ui-layout-${name}-${lang}-390.png` });
    }
  }
  await page.selectOption('select[name="lang"]', "en");
  expect(bad, "pages wider than the viewport").toEqual([]);
});
