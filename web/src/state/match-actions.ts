import { api, ApiError, type MatchState } from "../api.js";
import { botOnTurn, isOver, type MatchStore } from "./match.js";
import { showLastView } from "./offline.js";

/**
 * Polling while the tab is visible: quick at first, slower while nothing changes; rare when hidden. While a bot is on
 * turn its moves land a few per second (jobs/bots.ts), so the page polls every `bot` ms to show them as they land.
 */
export const POLL = { visibleMin: 3_000, visibleMax: 15_000, hidden: 60_000, bot: 500 };

/**
 * Shows a match the server sent (a poll's answer, or the current match a 409 carries); returns whether the page moved
 * on. Answers can cross: a move's own answer (or a later fetch) may already show a newer position than this one.
 */
function show(store: MatchStore, match: MatchState<any, any>, etag: string | null): boolean {
  const shown = store.get().match;
  if (shown && match.seq < shown.seq) return false;
  const changed = match.seq !== shown?.seq || match.status !== shown?.status;
  // staged and unsent picks belong to the position they were made on
  store.set({ match, etag, loading: false, loadError: null, offline: false, ...(changed ? { staged: [], unsent: [] } : {}) });
  if (changed || store.get().log === null) void loadLog(store);
  return changed || shown === null;
}

/** Fetches the match (304-aware); returns whether it changed. */
export async function refresh(store: MatchStore, opts: { force?: boolean } = {}): Promise<boolean> {
  const d = store.get();
  try {
    const r = await api.match(d.id, d.secret ?? undefined, opts.force ? null : d.etag);
    if (r.match === null) {
      if (store.get().offline) store.set({ offline: false }); // back online, and nothing moved meanwhile
      return false;
    }
    return show(store, r.match, r.etag);
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(0, "network", String(e));
    // a failed poll keeps the board that is shown (marked offline when the server cannot be reached); a first load
    // without a connection shows the last view this browser kept, and only one without any shows the error page
    if (store.get().match !== null) {
      if (err.status === 0) store.set({ offline: store.get().offline || "lost" });
    } else if (!(err.status === 0 && (await showLastView(store)))) store.set({ loading: false, loadError: err });
    return false;
  }
}

/**
 * The log fetch a store is waiting for, and the match seq shown when it started: a page that asks again for the same
 * position meanwhile (the replay tab as the first poll loads it) waits for that one instead of asking twice.
 */
const logLoads = new WeakMap<MatchStore, { seq: number | undefined; done: Promise<void> }>();

export function loadLog(store: MatchStore): Promise<void> {
  const d = store.get();
  const waiting = logLoads.get(store);
  if (waiting && waiting.seq === d.match?.seq) return waiting.done;
  const done = api
    .log(d.id, d.secret ?? undefined)
    .then(
      (log) => {
        if (log.seq >= (store.get().log?.seq ?? -1)) store.set({ log });
      },
      () => {
        // the log is secondary: the board still shows
      },
    )
    .finally(() => logLoads.get(store)?.done === done && logLoads.delete(store));
  logLoads.set(store, { seq: d.match?.seq, done });
  return done;
}

/** Follows the match until the returned function is called. */
export function follow(store: MatchStore): () => void {
  let delay = POLL.visibleMin;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Infinity;
  let stopped = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    due = Date.now() + ms;
    if (!stopped) timer = setTimeout(tick, ms);
  };
  const tick = async () => {
    due = Infinity;
    if (isOver(store.get())) return; // nothing more will happen
    if (document.visibilityState === "hidden") return schedule(POLL.hidden);
    const changed = await refresh(store);
    delay = changed ? POLL.visibleMin : Math.min(POLL.visibleMax, Math.round(delay * 1.4));
    if (isOver(store.get())) return;
    schedule(botOnTurn(store.get()) ? POLL.bot : delay);
  };
  // a move of this page's own that hands the turn to a bot: look again soon, not at the slow poll's next tick
  const unsubscribe = store.subscribe((d) => {
    if (botOnTurn(d) && due !== Infinity && due - Date.now() > POLL.bot) schedule(POLL.bot);
  });
  const onVisible = () => {
    if (document.visibilityState === "visible") {
      delay = POLL.visibleMin;
      schedule(0);
    }
  };
  // the connection is back: catch up at once, not at the slow poll's next tick
  const onOnline = () => {
    delay = POLL.visibleMin;
    schedule(0);
  };
  document.addEventListener("visibilitychange", onVisible);
  globalThis.addEventListener?.("online", onOnline); // (not in the unit tests' bare document)
  schedule(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener("visibilitychange", onVisible);
    globalThis.removeEventListener?.("online", onOnline);
  };
}

/**
 * Sends one move with the seq the page shows. A stale move's 409 carries the match as it is now, which the page shows
 * at once; after another 409 or a 403 it reloads the match, so the player sees why.
 */
export async function playMove(store: MatchStore, move: unknown): Promise<void> {
  const d = store.get();
  if (!d.match || !d.secret || d.busy) return;
  store.set({ busy: true, moveError: null });
  try {
    const next = await api.move(d.id, d.secret, d.match.seq, move);
    store.set({ match: next, etag: null, busy: false });
    void loadLog(store);
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(0, "network", String(e));
    store.set({ busy: false, moveError: err });
    if (err.status === 409 && err.match) show(store, err.match, null);
    else if (err.status === 409 || err.status === 403) await refresh(store, { force: true });
  }
}

export const dismissError = (store: MatchStore): void => store.set({ moveError: null });
