/**
 * A per-isolate cache of matches' rows (the match row and its seats, as `loadMatch` (db/matches.ts) reads them), so a move post can
 * skip the read round trip. Only a move post uses it, and never on trust: its write batch guards on the match's rev
 * (migration 0009: every change to the match or a seat moves rev on), so a stale entry makes the batch fail as a
 * whole and the post reloads from D1 and runs again (worker/host/commands.ts postMove). A refusal decided from an
 * entry is never answered either: the post runs again from D1 first. Reads (GETs) do not use it.
 */
import type { MatchRow, SeatRow } from "../../db/schema.js";

export interface MatchRows {
  match: MatchRow;
  seats: SeatRow[];
}

/**
 * Entries kept per isolate. A match's rows are its snapshot (at most 3 KB of JSON in random matches of each game at
 * its most seats) and its seats, so the cache stays within a few MB of the isolate's 128 MB.
 */
export const MATCH_CACHE_ENTRIES = 256;

/** Least recently used first out; entries are frozen, since every request of the isolate shares them. */
export class MatchCache {
  private readonly entries = new Map<string, MatchRows>();
  constructor(private readonly capacity = MATCH_CACHE_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string): MatchRows | undefined {
    const rows = this.entries.get(id);
    if (rows) {
      this.entries.delete(id);
      this.entries.set(id, rows);
    }
    return rows;
  }

  put(rows: MatchRows): MatchRows {
    const frozen: MatchRows = Object.freeze({
      match: Object.freeze({ ...rows.match }),
      seats: Object.freeze(rows.seats.map((s) => Object.freeze({ ...s }))) as SeatRow[],
    });
    const id = rows.match.id;
    this.entries.delete(id);
    this.entries.set(id, frozen);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return frozen;
  }

  /** Forgets `id`'s entry if it is still `rows` (a concurrent request of the isolate may have put a newer one). */
  drop(id: string, rows: MatchRows): void {
    if (this.entries.get(id) === rows) this.entries.delete(id);
  }
}

/** This isolate's cache: module scope lives as long as the isolate and is shared by all its requests. */
export const isolateMatchCache = new MatchCache();
