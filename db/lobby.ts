/**
 * The lobby's reads and the closing of stale tables (issue #31). Every statement walks the partial index
 * `matches_lobby` (status, created_at, id) WHERE public = 1 (migration 0013): a page reads its own rows and their
 * seats, whatever the number of matches, private or public (tests/worker/lobby.test.ts shows the query plans).
 */
import { unfilledOutcome } from "../engine/core/ending.js";
import type { Db } from "./client.js";

/** A position in a lobby list: the last match shown (created_at, then id, both descending). */
export interface LobbyCursor {
  createdAt: number;
  id: string;
}

export interface LobbyRow {
  id: string;
  game: string;
  options: string; // JSON
  players: number;
  clock: string | null; // JSON
  langs: string | null; // JSON
  createdAt: number;
  /** JSON: per seat in order, { name, bot, taken }. */
  seats: string;
}

/** Newest first after the cursor; a first page starts above every real position (ids are [A-Za-z0-9_-], all below "~"). */
export const LOBBY_PAGE_SQL = `SELECT m.id, m.game, m.options, m.players, m.clock, m.langs, m.created_at AS createdAt,
    (SELECT json_group_array(json_object('name', s.name, 'bot', s.bot, 'taken', s.token_hash IS NOT NULL OR s.bot IS NOT NULL))
       FROM seats s WHERE s.match_id = m.id) AS seats
  FROM matches m
  WHERE m.public = 1 AND m.status = ? AND (m.created_at, m.id) < (?, ?)
  ORDER BY m.created_at DESC, m.id DESC
  LIMIT ?`;

/** Up to `limit` public matches with this status, newest first, after `after` (null: from the newest). */
export async function lobbyPage(db: Db, status: "open" | "active", after: LobbyCursor | null, limit: number): Promise<LobbyRow[]> {
  const from = after ?? { createdAt: Number.MAX_SAFE_INTEGER, id: "~" };
  const r = await db.$client.prepare(LOBBY_PAGE_SQL).bind(status, from.createdAt, from.id, limit).all<LobbyRow>();
  return r.results;
}

/**
 * Closes (abandons) up to `limit` public tables still waiting for players that were created before `before`, oldest
 * first; the match page then shows them as abandoned. The invite dies with them. Returns how many were closed.
 */
export const CLOSE_STALE_SQL = `UPDATE matches SET status = 'abandoned', invite_hash = NULL, updated_at = ?1, outcome = ?2
  WHERE id IN (SELECT id FROM matches WHERE public = 1 AND status = 'open' AND created_at < ?3 ORDER BY created_at LIMIT ?4)
    AND status = 'open'
  RETURNING id`;

export async function closeStaleTables(db: Db, now: number, before: number, limit: number): Promise<number> {
  const outcome = JSON.stringify(unfilledOutcome());
  // RETURNING, not meta.changes: the revision triggers' writes count there too (db/client.ts landed)
  const r = await db.$client.prepare(CLOSE_STALE_SQL).bind(now, outcome, before, limit).all<{ id: string }>();
  return r.results.length;
}
