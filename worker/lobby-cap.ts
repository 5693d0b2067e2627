/**
 * One client, a few open tables (issue #39 item 3): at most OPEN_TABLES_PER_CLIENT public tables waiting for players
 * per client — the same key as the write limit (worker/ratelimit.ts clientKey: an IPv4 address, an IPv6 /64). The
 * write limit alone let one client list 114 tables in 7 s, each kept 7 days with free-text seat names. The sixth is
 * refused with 429 too_many_tables; a table that fills or closes frees its place (checked when the client opens its
 * next one, so no path that ends a wait has to remember it).
 */
import { eq } from "drizzle-orm";
import { forgetTables, tablesOf, takeTablePlace, dropTablePlace } from "../db/open-tables.js";
import { matches } from "../db/schema.js";
import { sha256Hex } from "./chain.js";
import { ApiError } from "./errors.js";
import type { Host } from "./host/host.js";

export const OPEN_TABLES_PER_CLIENT = 5;

/** How a client is stored: the SHA-256 of its key, never the address itself. */
export const clientTag = (client: string): Promise<string> => sha256Hex(`waka-client/v1\n${client}`);

/** The client's tables that are no longer waiting (filled, closed, gone): their places are free again. */
async function freePlaces(h: Host, tag: string): Promise<void> {
  const ids = await tablesOf(h.shards.directory, tag);
  const done: string[] = [];
  for (const id of ids) {
    const [row] = await h.shards.of(id).select({ status: matches.status }).from(matches).where(eq(matches.id, id));
    if (row?.status !== "open") done.push(id);
  }
  await forgetTables(h.shards.directory, done);
}

/**
 * Takes a place for the public table `matchId` about to be written, or refuses with 429 too_many_tables. Returns
 * the undo for a creation that then fails.
 */
export async function reserveTable(h: Host, matchId: string): Promise<() => Promise<void>> {
  const tag = h.clientTag ?? (await clientTag(h.client ?? "local"));
  await freePlaces(h, tag);
  if (!(await takeTablePlace(h.shards.directory, tag, matchId, OPEN_TABLES_PER_CLIENT, h.now()))) {
    throw new ApiError(
      429,
      "too_many_tables",
      `You already have ${OPEN_TABLES_PER_CLIENT} public tables waiting for players; one must fill or close before you open another.`,
    );
  }
  return async () => {
    await dropTablePlace(h.shards.directory, tag, matchId);
  };
}
