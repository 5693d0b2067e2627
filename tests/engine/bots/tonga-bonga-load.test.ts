import { expect, it, vi } from "vitest";

// every Worker that hosts the games evaluates the bot's module on its cold start, though few requests ever plan
const spy = vi.hoisted(() => ({ calls: 0 }));
vi.mock("../../../games/tonga-bonga/bot/distance.js", async (real) => {
  const mod = await real<typeof import("../../../games/tonga-bonga/bot/distance.js")>();
  return { distancesTo: (...a: Parameters<typeof mod.distancesTo>) => (spy.calls++, mod.distancesTo(...a)) };
});

it("Tonga Bonga's bot works out its sailing distances when it first plans, not as its module loads", async () => {
  const { tour } = await import("../../../games/tonga-bonga/bot/index.js");
  const { BOARD, cellIndex } = await import("../../../games/tonga-bonga/rules/board.js");
  expect(spy.calls, "distance tables built at load").toBe(0);
  const fromHome = tour(cellIndex(BOARD.bays[0]!), 0, 0);
  expect(fromHome).toBeGreaterThanOrEqual(0);
  expect(spy.calls).toBe(BOARD.bays.length);
  tour(cellIndex(BOARD.bays[1]!), 0, 0);
  expect(spy.calls, "built once").toBe(BOARD.bays.length);
});
