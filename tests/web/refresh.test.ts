/**
 * Answers can cross: a fetch started before the page's own move may return after that move's answer. The page must
 * never go back to the older position (it showed "Your turn" for a moment after the turn had passed).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../web/src/api.js";
import { refresh } from "../../web/src/state/match-actions.js";
import { createMatchStore } from "../../web/src/state/match.js";

const at = (seq: number) => ({ id: "m1", seq, status: "active", activeSeats: [seq % 2], players: [], view: {} }) as never;

afterEach(() => vi.restoreAllMocks());

describe("refresh", () => {
  it("keeps a newer position that landed while its fetch was on the way", async () => {
    const store = createMatchStore("m1", "secret");
    store.set({ match: at(4), loading: false });
    let answer!: (v: unknown) => void;
    vi.spyOn(api, "match").mockReturnValue(new Promise((r) => (answer = r)) as never);
    vi.spyOn(api, "log").mockResolvedValue({ seq: 5, entries: [] } as never);
    const fetching = refresh(store);
    store.set({ match: at(5), etag: null }); // the page's own move answered first
    answer({ match: at(4), etag: '"4"' });
    expect(await fetching).toBe(false);
    expect(store.get().match!.seq).toBe(5);
  });

  it("takes a newer position", async () => {
    const store = createMatchStore("m1", "secret");
    store.set({ match: at(4), loading: false });
    vi.spyOn(api, "match").mockResolvedValue({ match: at(6), etag: '"6"' } as never);
    vi.spyOn(api, "log").mockResolvedValue({ seq: 6, entries: [] } as never);
    expect(await refresh(store)).toBe(true);
    expect(store.get().match!.seq).toBe(6);
    expect(store.get().etag).toBe('"6"');
  });
});
