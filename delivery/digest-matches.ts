/**
 * What a digest lists, read before it is rendered: the listed matches that are still running, with their seats, one
 * round trip per database (the listed matches may be in any; the digest row itself is in the first, jobs/cron.ts
 * runDigest), not one per listed match.
 */
import type { Db } from "../db/client.js";
import { loadMatches } from "../db/matches.js";
import type { MatchRow, SeatRow } from "../db/schema.js";
import type { Shards } from "../db/shards.js";

export async function runningMatches(
  shards: Shards,
  items: readonly { match: string }[],
): Promise<Map<string, { match: MatchRow; seats: SeatRow[] }>> {
  const byDb = new Map<Db, string[]>();
  for (const { match } of items) byDb.set(shards.of(match), [...(byDb.get(shards.of(match)) ?? []), match]);
  const running = new Map<string, { match: MatchRow; seats: SeatRow[] }>();
  for (const [db, ids] of byDb)
    for (const [id, found] of await loadMatches(db, ids)) if (found.match.status === "active") running.set(id, found);
  return running;
}
