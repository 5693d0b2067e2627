/**
 * Bench only (a route of the bench Worker, bench/worker/routes.ts, for `npm run bench:api`): what a move must do
 * against D1 and nothing else — no auth, no engine, no outbox — so the bench can compare real move posts with it under
 * the same load.
 */
import { and, eq } from "drizzle-orm";
import { type Db, isUniqueViolation } from "./client.js";
import { matches, moves } from "./schema.js";

/** A snapshot of about 4 KB, the size of a match's state. */
const SNAPSHOT = JSON.stringify({ bench: "x".repeat(4080) });

/**
 * One move's D1 work: (with `read`) read the match row, as a move must before anything else; then one batch that
 * appends the log row and rewrites the snapshot, guarded by `seq`. Without `read`: the write alone.
 */
export async function rawMove(
  db: Db,
  matchId: string,
  expectedSeq: number,
  now: number,
  read: boolean,
): Promise<"ok" | "conflict" | "missing"> {
  if (read) {
    const [row] = await db.select().from(matches).where(eq(matches.id, matchId)).limit(1);
    if (!row) return "missing";
  }
  const seq = expectedSeq + 1;
  try {
    await db.batch([
      db.insert(moves).values({
        matchId,
        seq,
        seat: 0,
        move: '{"type":"bench","n":1}',
        events: '[{"type":"bench"}]',
        prevHash: "0".repeat(64),
        hash: "f".repeat(64),
        createdAt: now,
      }),
      db
        .update(matches)
        .set({ seq, updatedAt: now, state: SNAPSHOT, activeSeats: [0] })
        .where(and(eq(matches.id, matchId), eq(matches.seq, expectedSeq))),
    ]);
    return "ok";
  } catch (err) {
    if (isUniqueViolation(err)) return "conflict";
    throw err;
  }
}
