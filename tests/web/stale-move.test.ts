/**
 * A stale move (another seat or another tab moved first) is answered 409 with the match as it is now: the page shows
 * that match at once instead of asking for it again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

// the API client takes the page's origin as its base and the fetch there is when it starts: give both before it loads
const fetchMock = vi.hoisted(() => {
  const f = vi.fn<typeof fetch>();
  Object.assign(globalThis, { location: { origin: "http://waka.test" }, fetch: f });
  return f;
});

const { api, ApiError } = await import("../../web/src/api.js");
const { playMove } = await import("../../web/src/state/match-actions.js");
const { createMatchStore } = await import("../../web/src/state/match.js");

const at = (seq: number) => ({ id: "m1", seq, status: "active", activeSeats: [seq % 2], players: [], view: { seq } }) as never;

afterEach(() => vi.restoreAllMocks());

const answer409 = (seq: number) =>
  new Response(JSON.stringify({ error: { code: "stale_seq", message: `The match is at seq ${seq}` }, seq, match: at(seq) }), {
    status: 409,
    headers: { "Content-Type": "application/json" },
  });

describe("a stale move's 409", () => {
  it("reaches the page as an ApiError that carries the current match", async () => {
    fetchMock.mockResolvedValueOnce(answer409(7));
    const e = await api.move("m1", "secret", 5, { type: "pass" }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, code: "stale_seq", seq: 7, match: { seq: 7 } });
    const sent = fetchMock.mock.calls[0]![0] as Request;
    expect(sent.url).toBe("http://waka.test/api/matches/m1/moves");
    expect(sent.headers.get("authorization")).toBe("Bearer secret");
    expect(await sent.json()).toEqual({ seq: 5, move: { type: "pass" } });
  });

  it("updates the page from its match, without fetching the match again", async () => {
    const store = createMatchStore("m1", "secret");
    store.set({ match: at(5), loading: false, staged: [{ type: "pick" }] });
    vi.spyOn(api, "move").mockRejectedValue(new ApiError(409, "stale_seq", "stale", undefined, 7, at(7)));
    const match = vi.spyOn(api, "match");
    vi.spyOn(api, "log").mockResolvedValue({ id: "m1", seq: 7, entries: [] } as never);
    await playMove(store, { type: "pass" });
    expect(match).not.toHaveBeenCalled();
    expect(store.get().match!.seq).toBe(7);
    expect(store.get().staged).toEqual([]); // picks made on the old position are gone
    expect(store.get().moveError?.code).toBe("stale_seq"); // the player is told why
    expect(store.get().busy).toBe(false);
  });

  it("falls back to fetching the match when a 409 carries none (the match is over)", async () => {
    const store = createMatchStore("m1", "secret");
    store.set({ match: at(5), loading: false });
    vi.spyOn(api, "move").mockRejectedValue(new ApiError(409, "match_over", "over", undefined, 5));
    const match = vi.spyOn(api, "match").mockResolvedValue({ match: { ...(at(5) as object), status: "finished" } as never, etag: '"5"' });
    vi.spyOn(api, "log").mockResolvedValue({ id: "m1", seq: 5, entries: [] } as never);
    await playMove(store, { type: "pass" });
    expect(match).toHaveBeenCalledOnce();
    expect(store.get().match!.status).toBe("finished");
  });
});
