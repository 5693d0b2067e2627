/**
 * The last view of each match this browser had open, so that a match page opened without a connection shows that
 * position, read-only, until the connection is back (docs/install.md). Kept by the page in IndexedDB — the service
 * worker keeps only the app shell — under the match id and the seat number (or "watch" for a spectator), never under
 * the seat's secret: the secret stays in localStorage ("My matches") and in the Authorization header of API calls,
 * and no record here holds it.
 */
import type { Log, MatchState } from "../api.js";
import { seatsFor } from "../lib/storage.js";
import type { MatchStore } from "./match.js";

const DB = "waka-offline";
const VIEWS = "views";
/** Matches kept: the most recently seen; an older one opened offline shows the usual "cannot be reached". */
const KEEP = 100;

export interface LastView {
  /** `<match id>/<seat number>`, or `<match id>/watch`. */
  key: string;
  savedAt: number;
  /** The match as this page last had it from the server, without its legal moves (nothing can be played offline). */
  match: MatchState<any, any>;
  log: Log<any> | null;
}

const viewKey = (id: string, seat: number | null): string => `${id}/${seat ?? "watch"}`;

/** The seat a page's secret plays, as My matches knows it (a seat link never opened online has no view here). */
const seatOf = (id: string, secret: string | null): number | null | undefined =>
  secret === null ? null : seatsFor(id).find((s) => s.secret === secret)?.seat;

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(VIEWS, { keyPath: "key" }).createIndex("savedAt", "savedAt");
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });

async function save(view: LastView): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(VIEWS, "readwrite");
  const views = tx.objectStore(VIEWS);
  views.put(view);
  // the oldest beyond KEEP go: walk the index from the newest, deleting past the limit
  let seen = 0;
  views.index("savedAt").openCursor(null, "prev").onsuccess = (e) => {
    const cursor = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor) return;
    if (++seen > KEEP) cursor.delete();
    cursor.continue();
  };
  await done(tx);
}

async function load(key: string): Promise<LastView | undefined> {
  const db = await openDb();
  const req = db.transaction(VIEWS).objectStore(VIEWS).get(key);
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as LastView | undefined);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Keeps the page's match in IndexedDB each time it moves on (a new position, a new log) until the returned function
 * is called. Storage that fails (private mode, full) only means no offline copy.
 */
export function keepLastView(store: MatchStore): () => void {
  let kept = "";
  return store.subscribe((d) => {
    const m = d.match;
    if (!m || d.offline || typeof indexedDB === "undefined") return;
    const seat = m.you?.seat ?? null;
    if (seat === null && d.secret !== null) return;
    const mark = `${m.seq}/${m.status}/${d.log?.seq ?? ""}`;
    if (mark === kept) return;
    kept = mark;
    const { legalMoves: _, ...match } = m;
    save({ key: viewKey(d.id, seat), savedAt: Date.now(), match: match as MatchState<any, any>, log: d.log }).catch(() => undefined);
  });
}

/** A first load that found no connection: shows the last view kept for this page's seat, if any; says whether it did. */
export async function showLastView(store: MatchStore): Promise<boolean> {
  const { id, secret } = store.get();
  const seat = seatOf(id, secret);
  if (seat === undefined || typeof indexedDB === "undefined") return false;
  const kept = await load(viewKey(id, seat)).catch(() => undefined);
  // the connection may have answered meanwhile: a live match wins over a kept one
  if (!kept || store.get().match !== null) return false;
  store.set({ match: kept.match, log: kept.log, etag: null, loading: false, loadError: null, offline: "kept" });
  return true;
}
