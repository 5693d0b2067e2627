/**
 * A page follows its match by polling; a match that is over changes no more, so the page asks nothing about it, in
 * view or not (a page that came back into view asked again about a finished match).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../web/src/api.js";
import { follow, POLL } from "../../web/src/state/match-actions.js";
import { createMatchStore } from "../../web/src/state/match.js";

const page = { visibilityState: "hidden", addEventListener: vi.fn(), removeEventListener: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("document", page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const match = (status: string) => ({ id: "m1", seq: 9, status, activeSeats: [], players: [], view: {} }) as never;

/** How many times a page in view polls a match in `status` over `ms`. */
async function pollsOver(status: string, ms: number): Promise<number> {
  page.visibilityState = "visible";
  const store = createMatchStore("m1", null);
  store.set({ match: match(status), loading: false });
  const polled = vi.spyOn(api, "match").mockResolvedValue({ match: null, etag: '"9"' });
  const stop = follow(store);
  await vi.advanceTimersByTimeAsync(ms);
  stop();
  return polled.mock.calls.length;
}

describe("follow", () => {
  it("asks nothing about a finished match, even on a page that comes into view", async () => {
    expect(await pollsOver("finished", POLL.hidden * 5)).toBe(0);
  });

  it("polls a running match on a page in view", async () => {
    expect(await pollsOver("active", POLL.visibleMax * 3)).toBeGreaterThanOrEqual(3);
  });
});
