/**
 * The seat's picks not sent yet (staged ones, state/staging.ts, and moves that met no connection) kept for the tab in
 * sessionStorage, tied to the match, the seat and the position (seq) they were made on: a reload in the middle of a
 * run finds them again. Picks made on another position are dropped: the match moved on without them.
 */
import type { MatchData, MatchStore } from "./match.js";

interface Kept {
  seq: number;
  staged: unknown[];
  unsent: unknown[];
}

const keyOf = (d: MatchData) => (d.match?.you ? `waka.picks.${d.id}.${d.match.you.seat}` : null);

function read(key: string): Kept | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Kept);
  } catch {
    return null;
  }
}

function write(key: string, kept: Kept | null): void {
  try {
    if (kept) sessionStorage.setItem(key, JSON.stringify(kept));
    else sessionStorage.removeItem(key);
  } catch {
    // storage refused (private mode, full): the picks live as long as the page
  }
}

/** Puts back the picks kept for the position first shown, then keeps every change; until the returned function is called. */
export function keepPicks(store: MatchStore): () => void {
  let restored = false;
  return store.subscribe((d) => {
    const key = keyOf(d);
    if (!key || !d.match) return;
    if (!restored) {
      restored = true;
      const kept = read(key);
      if (kept && kept.seq === d.match.seq && d.staged.length === 0 && d.unsent.length === 0) {
        store.set({ staged: kept.staged, unsent: kept.unsent });
        return;
      }
    }
    const empty = d.staged.length === 0 && d.unsent.length === 0;
    write(key, empty ? null : { seq: d.match.seq, staged: d.staged, unsent: d.unsent });
  });
}
