/**
 * Matches spread over several D1 databases (issue #32 item 3). Every match route touches one match, so the match id
 * is the shard key: an id names the database that holds its match, and every row of a match (seats, log, checkpoints,
 * outbox, table talk) lives there. What must be found across matches by something other than a match id lives in
 * one directory database (e-mail addresses, "send me my links" counts, the development mailbox); what is looked up
 * across matches by an index (an address's seats, the lobby, due clocks, stalled bots) is asked of every database.
 *
 * Ids: a new match's id is 12 random characters (72 bits, worker/host/commands.ts), followed on any database but the
 * first by two more naming the database's number (1–4095) in the same alphabet. An id of another length names the
 * first database: every id made before there were several databases, and every id the first database hands out.
 */
import { createDb, type Db } from "./client.js";

/** The URL-safe base64 alphabet of random ids (worker/chain.ts randomToken). */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const RANDOM_LENGTH = 12;
/** Two characters of 64: the most databases an id can name. */
export const MAX_SHARDS = 64 * 64;

/** The number of the database a match id names (0 for an untagged id; perhaps one that is not configured). */
export function shardOfId(id: string): number {
  if (id.length !== RANDOM_LENGTH + 2) return 0;
  const hi = ALPHABET.indexOf(id[RANDOM_LENGTH]!);
  const lo = ALPHABET.indexOf(id[RANDOM_LENGTH + 1]!);
  return hi < 0 || lo < 0 ? 0 : hi * 64 + lo;
}

/** A new match's id on database `shard` from its 12 random characters. */
export function idOnShard(random: string, shard: number): string {
  if (random.length !== RANDOM_LENGTH) throw new Error(`a match id's random part has ${RANDOM_LENGTH} characters`);
  if (!Number.isInteger(shard) || shard < 0 || shard >= MAX_SHARDS) throw new Error(`no database number ${shard}`);
  return shard === 0 ? random : random + ALPHABET[shard >> 6]! + ALPHABET[shard & 63]!;
}

export interface Shards {
  /** The match databases, by number: the order of the configuration, which only ever grows at its end. */
  readonly all: readonly Db[];
  /** The directory database (addresses, link request counts, the development mailbox). */
  readonly directory: Db;
  /**
   * The number of the database that holds a match. An id naming a database not configured gets the first, where no
   * match has such an id (the first's ids carry no number): the match is not found.
   */
  indexOf(matchId: string): number;
  /** The database that holds a match (indexOf). */
  of(matchId: string): Db;
  /** The number of the database a new match goes to. */
  place(): number;
}

export interface ShardBindings {
  shards: readonly D1Database[];
  directory: D1Database;
  /** The numbers of the databases that take new matches (default: all). */
  open?: readonly number[];
  /** Default: uniformly at random (crypto.getRandomValues); tests pass their own. */
  random?: () => number;
}

const uniform = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/**
 * New matches go to a database chosen at random among the open ones: no state shared between isolates or requests
 * (a round-robin counter would be per isolate anyway, or a hot row every creation writes), and an even spread at
 * any volume that matters (1,000 matches over 2 databases: 500 ± 16 each).
 */
export function shardsOf(b: ShardBindings): Shards {
  if (b.shards.length === 0) throw new Error("no match database configured");
  const all = b.shards.map((d1) => (d1 === b.directory ? null : createDb(d1)));
  const directory = createDb(b.directory);
  const dbs = all.map((db) => db ?? directory);
  const open = b.open ?? dbs.map((_, i) => i);
  const random = b.random ?? uniform;
  const indexOf = (matchId: string) => {
    const n = shardOfId(matchId);
    return n < dbs.length ? n : 0;
  };
  return {
    all: dbs,
    directory,
    indexOf,
    of: (matchId) => dbs[indexOf(matchId)]!,
    place: () => open[Math.min(open.length - 1, Math.floor(random() * open.length))]!,
  };
}
