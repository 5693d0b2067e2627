/**
 * The drizzle client over a D1 binding and what every data-access file shares: D1's errors read through drizzle's
 * wrapping, and whether a statement landed. Writes that belong together are one D1 batch (one implicit transaction).
 */
import { drizzle } from "drizzle-orm/d1";

export const createDb = (d1: D1Database) => drizzle(d1);

export type Db = ReturnType<typeof createDb>;

/** D1's own error text (drizzle wraps it; the original is in `cause`). */
const d1Message = (err: unknown): string => {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof Error) parts.push(e.message);
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(" | ");
};

export const isUniqueViolation = (err: unknown): boolean => /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(d1Message(err));

/**
 * Whether a statement changed its row. D1's `changes` counts the rows the revision triggers (migration 0009) write
 * too, so a one-row statement answers 2, not 1, when it landed; 0 still means it did not.
 */
export const landed = (r: D1Result | undefined): boolean => (r?.meta.changes ?? 0) > 0;

/** The revision guard refused a write: the match or a seat changed since the rev it expected (migration 0009). */
export const isStaleRev = (err: unknown): boolean => /stale_rev/.test(d1Message(err));

/** The chain guard refused a move: a server entry extended the head it was planned on (migration 0016). */
export const isStaleHead = (err: unknown): boolean => /stale_head/.test(d1Message(err));
