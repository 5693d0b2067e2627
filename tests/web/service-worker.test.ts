/**
 * The service worker (web/sw.js) run against stand-ins for the browser's caches, network and windows: a build's shell
 * goes into that build's cache and the other builds' caches go on activate; pages fall back to the shell offline; the
 * API is never answered from a cache; a notice opens its match. The real thing runs in tests/e2e/pwa.spec.ts.
 */
import { describe, expect, it, vi } from "vitest";
import source from "../../web/sw.js?raw";

const ORIGIN = "https://waka.test";
const SHELL = ["/", "/assets/index-abc.js", "/assets/index-abc.css"];

type Listener = (event: Record<string, unknown>) => void;

/** A worker of build `build` with `stored` caches already there, and a network that answers while `online.value`. */
function worker(build: string, stored: Record<string, Record<string, string>> = {}) {
  const online = { value: true };
  const entriesOf = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([p, b]) => [p, new Response(b)]));
  const store = new Map(Object.entries(stored).map(([name, entries]) => [name, entriesOf(entries)]));
  const path = (r: string | Request) => new URL(typeof r === "string" ? r : r.url, ORIGIN).pathname;
  const fetched: Request[] = [];
  const net = vi.fn(async (r: Request | string) => {
    const req = typeof r === "string" ? new Request(new URL(r, ORIGIN)) : r;
    fetched.push(req);
    if (!online.value) throw new TypeError("Failed to fetch");
    return new Response(`network ${path(req)}`);
  });
  const cacheOf = (name: string) => {
    const entries = store.get(name) ?? store.set(name, new Map()).get(name)!;
    return {
      addAll: async (reqs: Request[]) => {
        for (const r of reqs) entries.set(path(r), await net(r));
      },
      add: async (r: Request) => void entries.set(path(r), await net(r)),
      put: async (r: string, res: Response) => void entries.set(path(r), res),
      match: async (r: string | Request) => entries.get(path(r))?.clone(),
      keys: async () => [...entries.keys()],
    };
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...store.keys()],
    delete: async (name: string) => store.delete(name),
  };
  const windows: { url: string; focus: ReturnType<typeof vi.fn> }[] = [];
  const clients = { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn() };
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    registration: { navigationPreload: null, showNotification: vi.fn() },
    clients,
  };
  // the worker's relative URLs resolve against its own location
  const At = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  new Function("self", "caches", "fetch", "Request", "BUILD", "SHELL", source)(self, caches, net, At, build, SHELL);

  /** Dispatches an event; resolves to its respondWith answer's body (null: left to the network) after its waitUntil. */
  const fire = async (type: string, fields: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | null = null;
    listeners[type]!({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    await Promise.all(waits);
    return answer === null ? null : (await (answer as Promise<Response>)).text();
  };
  const get = (p: string, init: RequestInit = {}) => ({ request: new Request(new URL(p, ORIGIN), init) });
  const page = (p: string) => ({ request: Object.defineProperty(new Request(new URL(p, ORIGIN)), "mode", { value: "navigate" }) });
  return { fire, get, page, online, store, fetched, clients, windows };
}

describe("service worker", () => {
  it("keeps a build's shell in that build's cache, fresh from the server; activating drops the other builds' caches only", async () => {
    const w = worker("b2", { "waka-shell-b1": { "/": "old page" }, "someone-else": { "/x": "x" } });
    await w.fire("install");
    expect([...w.store.get("waka-shell-b2")!.keys()].sort()).toEqual([...SHELL, "/api/games"].sort());
    expect(
      w.fetched.every((r) => r.cache === "reload"),
      "the shell from the HTTP cache",
    ).toBe(true);
    await w.fire("activate");
    expect([...w.store.keys()].sort()).toEqual(["someone-else", "waka-shell-b2"]);
    expect(w.clients.claim).toHaveBeenCalled();
  });

  it("serves the shell from its cache, pages from the network and offline from the shell, and never the API", async () => {
    const w = worker("b2", { "waka-shell-b2": { "/": "shell page", "/assets/index-abc.js": "cached js" } });
    expect(await w.fire("fetch", w.page("/m/abcdefgh?seat=1"))).toBe("network /m/abcdefgh");
    w.online.value = false;
    expect(await w.fire("fetch", w.page("/m/abcdefgh?seat=1"))).toBe("shell page");
    expect(await w.fire("fetch", w.get("/assets/index-abc.js"))).toBe("cached js");
    expect(await w.fire("fetch", w.get("/api/matches/abcdefgh", { headers: { authorization: "Bearer s3cret" } }))).toBeNull();
    expect(await w.fire("fetch", w.get("/api/matches/abcdefgh/moves", { method: "POST", body: "{}" }))).toBeNull();
    expect(await w.fire("fetch", w.page("/api/links/confirm"))).toBeNull();
    expect(await w.fire("fetch", w.get("https://elsewhere.test/assets/index-abc.js"))).toBeNull();
  });

  it("keeps the public catalogue of games for offline pages", async () => {
    const w = worker("b2");
    expect(await w.fire("fetch", w.get("/api/games"))).toBe("network /api/games");
    w.online.value = false;
    expect(await w.fire("fetch", w.get("/api/games"))).toBe("network /api/games");
  });

  it("a notice brings a window already on its match to the front, or opens one at the match; never another site", async () => {
    const w = worker("b2");
    const note = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });
    await w.fire("notificationclick", note(`${ORIGIN}/m/abcdefgh#seat=s3cret`));
    expect(w.clients.openWindow).toHaveBeenCalledWith("/m/abcdefgh#seat=s3cret");
    w.windows.push({ url: `${ORIGIN}/m/abcdefgh?seat=1`, focus: vi.fn() });
    await w.fire("notificationclick", note(`${ORIGIN}/m/abcdefgh#seat=s3cret`));
    expect(w.windows[0]!.focus).toHaveBeenCalled();
    expect(w.clients.openWindow).toHaveBeenCalledTimes(1);
    await w.fire("notificationclick", note("https://evil.test/m/abcdefgh"));
    expect(w.clients.openWindow).toHaveBeenCalledTimes(1);
  });
});
