/** The log is fetched once per position shown, however many parts of the page ask for it meanwhile. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../web/src/api.js";
import { loadLog } from "../../web/src/state/match-actions.js";
import { createMatchStore } from "../../web/src/state/match.js";

const at = (seq: number) => ({ id: "m1", seq, status: "active", activeSeats: [0], players: [], view: {} }) as never;
const log = (seq: number) => ({ id: "m1", seq, entries: [] }) as never;

afterEach(() => vi.restoreAllMocks());

describe("loadLog", () => {
  it("shares a fetch on its way for the same position, and asks again for a newer one", async () => {
    const store = createMatchStore("m1", null);
    store.set({ match: at(4), loading: false });
    let answer!: (v: unknown) => void;
    const fetched = vi.spyOn(api, "log").mockReturnValueOnce(new Promise((r) => (answer = r)) as never);
    const first = loadLog(store);
    const second = loadLog(store); // the replay tab opening while the first poll's log is on its way
    expect(fetched).toHaveBeenCalledTimes(1);
    store.set({ match: at(5) }); // a move landed: the log on its way may not hold it
    fetched.mockResolvedValueOnce(log(5));
    const third = loadLog(store);
    expect(fetched).toHaveBeenCalledTimes(2);
    answer(log(4));
    await Promise.all([first, second, third]);
    expect(store.get().log!.seq).toBe(5);
  });
});
