import { describe, expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { eventLog } from "../event-log.js";

/**
 * What Tongiaki's moves tell, held to a committed record (tests/engine/event-log.ts): seeded games played with random
 * legal moves, every move's events as the host logs them and as a spectator sees them, and the outcome. A change
 * to an event's type or fields, or a hidden thing shown, fails here until the record is written again on purpose
 * (`npx vitest run -u tests/engine/tongiaki/events.test.ts`) and the change is read in its diff.
 */
describe("Tongiaki: the events of seeded games", () => {
  it.each([
    ["three-players", 3, {}],
    ["two-players-two-colours", 2, { twoColours: true }],
    ["five-players-free-tiles", 5, { freeTiles: true }],
  ] as const)("%s", async (file, players, options) => {
    await expect(eventLog(tongiaki, file, players, options)).toMatchFileSnapshot(`fixtures/events/${file}.txt`);
  });
});
