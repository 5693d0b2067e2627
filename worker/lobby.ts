/**
 * Open tables (issue #31): the lobby's pages, and the closing of public tables nobody filled. The rows come from
 * db/lobby.ts (one index, O(page size) rows read); this turns them into the API's shape. No seat's contact is read.
 */
import { closeStaleTables, lobbyPage, type LobbyCursor, type LobbyRow } from "../db/lobby.js";
import type { Db } from "../db/client.js";
import { DAY, parseClock } from "./clock.js";
import { clockOutput } from "./host/reads.js";
import type { LobbyPageOutput } from "./api-shapes.js";

/** A public table still waiting for players this many days after its creation closes itself (README "Open tables"). */
export const STALE_TABLE_DAYS = 7;

/** Most stale tables one cron run closes (the rest wait for the next run, five minutes later). */
const CLOSE_PER_RUN = 100;

export const LOBBY_LISTS = { waiting: "open", playing: "active" } as const;

export const cursorText = (c: LobbyCursor) => `${c.createdAt}.${c.id}`;

export function parseCursor(text: string): LobbyCursor {
  const dot = text.indexOf(".");
  return { createdAt: Number(text.slice(0, dot)), id: text.slice(dot + 1) };
}

/** Newest first, as the index gives them: created_at, then id (SQLite compares these ASCII ids as JavaScript does). */
const newestFirst = (a: LobbyRow, b: LobbyRow) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of the lobby over every match database (db/shards.ts): each gives its own next rows after the cursor, and
 * the newest of them all make the page, so a page reads at most (page size + 1) rows per database.
 */
export async function listLobby(
  dbs: readonly Db[],
  list: keyof typeof LOBBY_LISTS,
  cursor: string | undefined,
  limit: number,
): Promise<LobbyPageOutput> {
  const after = cursor === undefined ? null : parseCursor(cursor);
  // one more than asked: whether there is a next page, without counting
  const found = await Promise.all(dbs.map((db) => lobbyPage(db, LOBBY_LISTS[list], after, limit + 1)));
  const rows = found
    .flat()
    .sort(newestFirst)
    .slice(0, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    matches: page.map((r) => {
      const seats = JSON.parse(r.seats) as { name: string | null; bot: string | null; taken: number }[];
      return {
        id: r.id,
        game: r.game,
        options: JSON.parse(r.options) as Record<string, unknown>,
        players: r.players,
        seatsFree: seats.filter((s) => !s.taken).length,
        seated: seats.flatMap((s) => (s.taken && s.name !== null ? [{ name: s.name, bot: s.bot !== null }] : [])),
        languages: r.langs === null ? [] : (JSON.parse(r.langs) as LobbyPageOutput["matches"][number]["languages"]),
        clock: clockOutput(parseClock(r.clock)),
        createdAt: r.createdAt,
      };
    }),
    next: rows.length > limit && last ? cursorText({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

/** The cron's part: close the public tables unfilled for STALE_TABLE_DAYS (bounded per run; errors logged, not thrown). */
export async function closeStale(db: Db, now: number): Promise<number> {
  try {
    return await closeStaleTables(db, now, now - STALE_TABLE_DAYS * DAY, CLOSE_PER_RUN);
  } catch (e) {
    console.error(`cron: closing stale tables: ${(e as Error).stack ?? e}`);
    return 0;
  }
}
