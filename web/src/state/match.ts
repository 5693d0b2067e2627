/**
 * One match as a page sees it: the caller's view (seat or spectator), the log, and what is in flight.
 * The state is a store; the actions that change it live in match-actions.ts.
 */
import type { ApiError, Log, MatchState } from "../api.js";
import { createStore, type Store } from "../lib/store.js";

export interface MatchData {
  id: string;
  /** The seat secret this page acts with, or null for a spectator. */
  secret: string | null;
  match: MatchState<any, any> | null;
  etag: string | null;
  /** The first load has not answered yet. */
  loading: boolean;
  /** Loading failed (no such match, bad secret, network). */
  loadError: ApiError | null;
  log: Log<any> | null;
  /** A move is on its way. */
  busy: boolean;
  /** The last move was refused (stale, illegal, not your turn). */
  moveError: ApiError | null;
  /** The seat's picks held on this page until confirmed (state/staging.ts), for the match at `seq`. */
  staged: unknown[];
  /**
   * The server cannot be reached. "lost": a poll of a page that had the match failed; the position shown was current
   * then, so picks go on and wait in `unsent` (state/staging.ts). "kept": the page was opened without a connection and
   * shows the last view this browser kept (state/offline.ts), which may be old: read-only until an answer comes.
   */
  offline: false | "lost" | "kept";
  /** Moves the player made that did not reach the server (no connection): sent again once it is back. */
  unsent: unknown[];
}

export type MatchStore = Store<MatchData>;

export const createMatchStore = (id: string, secret: string | null): MatchStore =>
  createStore<MatchData>({
    id,
    secret,
    match: null,
    etag: null,
    loading: true,
    loadError: null,
    log: null,
    busy: false,
    moveError: null,
    staged: [],
    offline: false,
    unsent: [],
  });

/** Derived: the seat this page plays, and whether it must act now. */
export const yourSeat = (d: MatchData): number | null => d.match?.you?.seat ?? null;
export const isYourTurn = (d: MatchData): boolean => {
  const s = yourSeat(d);
  return s !== null && d.match?.status === "active" && d.match.activeSeats.includes(s);
};

/**
 * Derived: the match is over (finished or abandoned): nothing in it changes any more. Not while offline: the match
 * shown may be an old copy, which the page checks once the connection is back.
 */
export const isOver = (d: MatchData): boolean => !d.offline && (d.match?.status === "finished" || d.match?.status === "abandoned");

/** Derived: a bot plays for a seat on turn (a bot seat, or one a bot has taken over). */
export const botOnTurn = (d: MatchData): boolean => {
  const m = d.match;
  return (
    m?.status === "active" && m.players.some((p) => m.activeSeats.includes(p.seat) && (p.bot !== undefined || p.takenOverBy !== undefined))
  );
};
