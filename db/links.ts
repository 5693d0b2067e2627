/** Data access for "send me my links": the seats an address is the contact of, and the per-address count. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { linkRequests, matches, seats, type SeatRow } from "./schema.js";

/**
 * The seats whose e-mail is `normalized` (trimmed, lower case) in matches not over yet, in every match database
 * (db/shards.ts), oldest match first: read through the index on seats.email_key (migration 0011), so in proportion to
 * the address's seats (and one index probe per database); sorted here.
 */
export async function seatsOfAddress(
  dbs: readonly Db[],
  normalized: string,
): Promise<{ seat: SeatRow; game: string; status: string; activeSeats: number[] }[]> {
  const found = await Promise.all(
    dbs.map((db) =>
      db
        .select({ seat: seats, game: matches.game, status: matches.status, activeSeats: matches.activeSeats, createdAt: matches.createdAt })
        .from(seats)
        .innerJoin(matches, eq(matches.id, seats.matchId))
        .where(and(sql`"seats"."email_key" = ${normalized}`, inArray(matches.status, ["open", "active"]))),
    ),
  );
  return found
    .flat()
    .sort((a, b) => a.createdAt - b.createdAt || a.seat.seat - b.seat.seat)
    .map(({ createdAt: _, ...r }) => r);
}

/**
 * Counts one request for the address hash in a window of `windowMs` (a new window starts when the last one is
 * over); returns the count in the current window, this request included. One statement: racing requests count apart.
 */
export async function countLinkRequest(db: Db, hash: string, now: number, windowMs: number): Promise<number> {
  const cutoff = now - windowMs;
  const rows = await db
    .insert(linkRequests)
    .values({ hash, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: linkRequests.hash,
      set: {
        count: sql`CASE WHEN ${linkRequests.windowStart} <= ${cutoff} THEN 1 ELSE ${linkRequests.count} + 1 END`,
        windowStart: sql`CASE WHEN ${linkRequests.windowStart} <= ${cutoff} THEN ${now} ELSE ${linkRequests.windowStart} END`,
      },
    })
    .returning({ count: linkRequests.count });
  return rows[0]?.count ?? 1;
}
