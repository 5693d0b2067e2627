import { describe, expect, it } from "vitest";
import { tongaBonga } from "../../../games/tonga-bonga/rules/index.js";
import { eventLog } from "../event-log.js";

/**
 * What Tonga Bonga's moves tell, held to a committed record (tests/engine/event-log.ts): seeded games played with random
 * legal moves, every move's events as the host logs them and as a spectator sees them, and the outcome. A change
 * to an event's type or fields, or a hidden thing shown, fails here until the record is written again on purpose
 * (`npx vitest run -u tests/engine/tonga-bonga/events.test.ts`) and the change is read in its diff.
 */
describe("Tonga Bonga: the events of seeded games", () => {
  it.each([
    ["three-players", 3, { roundLimit: 12 }],
    ["four-players", 4, { roundLimit: 12 }],
  ] as const)("%s", async (file, players, options) => {
    await expect(eventLog(tongaBonga, file, players, options)).toMatchFileSnapshot(`fixtures/events/${file}.txt`);
  });
});
