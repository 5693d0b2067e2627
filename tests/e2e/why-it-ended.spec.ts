// Why a match ended (issue 14 item 5): matches of bots only, started by bot-matches.setup.ts before any scenario,
// explain their end: tie-breaks or shared places, and what ended the game. Files run in name order: this one comes
// late, so the bot matches have usually finished by then (it waits for them if not).
import { getMatch } from "./api.js";
import { MOBILE, expect, shotAt, test, until } from "./fixtures.js";

test("finished bot matches explain their end: tie-breaks or shared places, and why the game ended", async ({ newPage }) => {
  // issue 14 item 5; the matches were started before the run (bot-matches.setup.ts)
  const botMatches = JSON.parse(process.env.E2E_BOT_MATCHES ?? "{}") as Record<string, string>;
  const reasons: Record<string, RegExp> = {
    tongiaki: /The game ended when the last (sea|island) tile was placed\./,
    "tonga-bonga": /(The game ended in round \d+: a ship came home to Tonga Bonga|No ship came home)/,
    wongar: /The game ended when (the scorpion reached X, the end of the time track|the last card of an area was taken)\./,
  };
  expect(Object.keys(botMatches).sort(), "the bot matches of the setup").toEqual(Object.keys(reasons).sort());
  for (const [game, id] of Object.entries(botMatches)) {
    const m = await until(
      async () => {
        const x = await getMatch(id);
        return x.status === "finished" ? x : null;
      },
      `the ${game} bot match to finish`,
      { timeout: 240_000, interval: 1000 },
    );
    const page = await newPage(MOBILE, `end-${game}`);
    await page.goto(`/m/${id}`);
    await page.locator(".banner.over .end-reason").waitFor();
    const text = await page.locator(".banner.over").innerText();
    expect(text, `${game} end reason`).toMatch(reasons[game] as RegExp);
    const { ranking, scores } = m.outcome;
    const ties = ranking.filter(
      (seats, i) => seats.length > 1 || (ranking[i + 1] && scores[ranking[i + 1]?.[0] ?? -1] === scores[seats[0] ?? -1]),
    ).length;
    expect(await page.locator(".banner.over .tie-break").count(), `${game}: ${ties} ties to explain in ${text}`).toBe(ties);
    // the side column comes a frame after the board, and the latest moves once the log has loaded
    await expect(page.locator(".recent .move-by.bot").first(), `${game}: no bot mark in Latest moves`).toBeAttached();
    console.log(`    ${game}: ${text.split("\n").slice(1).join(" | ")}`);
    await shotAt(page, `19-end-${game}`, [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]);
    await page.context().close();
  }
  // equal scores: the answer is rewritten so the tie-break and a shared place must be explained
  const id = botMatches.tongiaki;
  for (const [ranking, expected] of [
    [[[0], [1]], "ahead of Bot 2: more islands (7 to 6)"],
    [[[0, 1]], "shared place: same points, islands and boats"],
  ] as const) {
    const page = await newPage(MOBILE, "end-ties");
    await page.route(`**/api/matches/${id}`, async (route) => {
      const r = await route.fetch();
      if (r.status() !== 200) return route.fulfill({ response: r });
      const m = (await r.json()) as { outcome: { scores: number[]; ranking: unknown; details: { standings: unknown } } };
      m.outcome.scores = [20, 20];
      m.outcome.ranking = ranking;
      m.outcome.details.standings = [
        { seat: 0, points: 20, islands: 7, boats: 15 },
        { seat: 1, points: 20, islands: ranking.length === 1 ? 7 : 6, boats: 15 },
      ];
      await route.fulfill({ response: r, json: m });
    });
    await page.goto(`/m/${id}`);
    await page.locator(".banner.over .tie-break").waitFor();
    expect(await page.locator(".banner.over").innerText(), "tie explained").toContain(expected);
    await page.context().close();
  }
});
