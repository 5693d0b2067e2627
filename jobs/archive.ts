/**
 * Archiving: a match over for ARCHIVE_AFTER_DAYS (default 30) leaves its log, checkpoints, snapshot and messages for
 * one gzipped object in the ARCHIVE bucket (worker/archive/format.ts); D1 keeps the match row and its seats, a
 * summary of about a kilobyte (README "Scaling"). The object is written first and the rows deleted only after, so a
 * failure in between leaves the match whole in D1, archived again by a later run.
 */
import type { AnyGame } from "../engine/core/game.js";
import * as archive from "../db/archive.js";
import { archivable } from "../db/retention.js";
import type { Db } from "../db/client.js";
import type { MatchRow } from "../db/schema.js";
import { recordOf } from "../worker/host/reads.js";
import { stateAt } from "../worker/host/states.js";
import { DAY } from "../worker/clock.js";
import { archiveKey, pack, type ArchivedMatch } from "../worker/archive/format.js";

/** Days a match stays whole in D1 once over: its page, replay and previews are most visited then. */
export const ARCHIVE_AFTER_DAYS = 30;

/** Archives one finished match; false when it is not one (or changed meanwhile). */
export async function archiveMatch(db: Db, bucket: R2Bucket, games: readonly AnyGame[], id: string, now: number): Promise<boolean> {
  const rows = await archive.archiveRows(db, id);
  if (!rows) return false;
  const { match, seats, moves, entries } = rows;
  const state = match.state ?? (await finalState(db, games, match));
  const record = await recordOf(match, seats, moves, entries);
  const a: ArchivedMatch = {
    ...record,
    moves: record.moves.map((m, i) => ({ ...m, at: moves[i]!.createdAt, events: JSON.parse(moves[i]!.events) })),
    state,
  };
  await bucket.put(archiveKey(id), await pack(a), {
    httpMetadata: { contentType: "application/json", contentEncoding: "gzip" },
    customMetadata: { headHash: match.headHash },
  });
  return archive.dropArchived(db, id, match.seq, match.updatedAt, now);
}

/** The final state of a match whose snapshot was dropped (rebuilt from its log, as a read would). */
async function finalState(db: Db, games: readonly AnyGame[], match: MatchRow): Promise<string> {
  const game = games.find((g) => g.id === match.game && g.rulesVersions.includes(match.rulesVersion));
  if (!game) throw new Error(`match ${match.id}: this server cannot replay ${match.game} rules version ${match.rulesVersion}`);
  return JSON.stringify((await stateAt(db, game, match, match.seq)).state);
}

/** The cron's part: archives up to `limit` matches over for `afterDays` (oldest first); returns how many. */
export async function archiveDue(
  db: Db,
  bucket: R2Bucket,
  games: readonly AnyGame[],
  now: number,
  limit: number,
  afterDays = ARCHIVE_AFTER_DAYS,
): Promise<number> {
  let n = 0;
  for (const id of await archivable(db, now - afterDays * DAY, limit)) {
    try {
      if (await archiveMatch(db, bucket, games, id, now)) n++;
    } catch (e) {
      console.error(`archive: match ${id}: ${(e as Error).stack ?? e}`);
    }
  }
  return n;
}
