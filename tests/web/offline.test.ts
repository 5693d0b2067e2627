/**
 * A match page without a connection (docs/install.md): a first load shows the last view this browser kept, marked
 * offline and read-only; a failed poll keeps the board and marks it offline; the first answer after clears it. The
 * kept view itself (IndexedDB) is exercised in the browser (tests/e2e/pwa.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "../../web/src/api.js";
import { refresh } from "../../web/src/state/match-actions.js";
import { createMatchStore, isOver, type MatchStore } from "../../web/src/state/match.js";
import { showLastView } from "../../web/src/state/offline.js";
import { offered } from "../../web/src/state/staging.js";

vi.mock("../../web/src/state/offline.js", () => ({ showLastView: vi.fn() }));

const at = (seq: number, status = "active") =>
  ({ id: "m1", seq, status, activeSeats: [0], players: [], view: {}, you: { seat: 0 }, legalMoves: [{ type: "x" }] }) as never;
const network = () => new ApiError(0, "network", "network");
/** What the kept view gives: the match as it was at `seq`. */
const kept = (seq: number, status?: string) =>
  vi.mocked(showLastView).mockImplementation(async (store: MatchStore) => {
    store.set({ match: at(seq, status), loading: false, offline: "kept" });
    return true;
  });

afterEach(() => vi.restoreAllMocks());

describe("offline", () => {
  it("a first load without a connection shows the kept view, offline, with nothing to play", async () => {
    const store = createMatchStore("m1", "secret");
    vi.spyOn(api, "match").mockRejectedValue(network());
    kept(7);
    await refresh(store);
    const d = store.get();
    expect([d.match?.seq, d.offline, d.loadError, d.loading]).toEqual([7, "kept", null, false]);
    expect(offered({} as never, d), "moves offered offline").toEqual([]);
  });

  it("a first load the server refuses shows the error, not a kept view", async () => {
    const store = createMatchStore("m1", "secret");
    vi.spyOn(api, "match").mockRejectedValue(new ApiError(403, "bad_secret", "no"));
    kept(7);
    await refresh(store);
    expect([store.get().match, store.get().loadError?.code]).toEqual([null, "bad_secret"]);
  });

  it("a first load without a connection and without a kept view shows the network error", async () => {
    const store = createMatchStore("m1", "secret");
    vi.spyOn(api, "match").mockRejectedValue(network());
    vi.mocked(showLastView).mockResolvedValue(false);
    await refresh(store);
    expect([store.get().match, store.get().loadError?.status, store.get().offline]).toEqual([null, 0, false]);
  });

  it("a poll that finds no connection keeps the board, marked offline; an unchanged answer (304) clears it", async () => {
    const store = createMatchStore("m1", "secret");
    store.set({ match: at(4), loading: false, etag: '"4"' });
    const match = vi.spyOn(api, "match").mockRejectedValue(network());
    await refresh(store);
    expect([store.get().match?.seq, store.get().offline]).toEqual([4, "lost"]);
    // the position was current when the connection went: the turn's picks go on (and wait to be sent)
    expect(offered({ staging: () => null } as never, store.get()), "moves offered after a lost poll").toEqual([{ type: "x" }]);
    match.mockResolvedValue({ match: null, etag: '"4"' });
    await refresh(store);
    expect(store.get().offline).toBe(false);
  });

  it("a kept view of a finished match is not taken as over until the server says so", async () => {
    const store = createMatchStore("m1", null);
    vi.spyOn(api, "match").mockRejectedValueOnce(network());
    vi.spyOn(api, "log").mockResolvedValue({ seq: 9, entries: [] } as never);
    kept(9, "finished");
    await refresh(store);
    expect(isOver(store.get()), "over while offline (polling would stop)").toBe(false);
    vi.mocked(api.match).mockResolvedValue({ match: at(9, "finished"), etag: null });
    await refresh(store);
    expect([store.get().offline, isOver(store.get())]).toEqual([false, true]);
  });
});
