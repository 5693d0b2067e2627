/**
 * Checkpoints (the `checkpoints` table): the state after every CHECKPOINT_EVERY-th move, so a replay to any seq
 * starts from the nearest one at or before it and reads and replays at most CHECKPOINT_EVERY log rows.
 *
 * Why 50: a replay of 50 moves costs well under a millisecond of engine time in every game, so `GET /at/:seq`
 * stays within a small constant of the cost at move 1; and a checkpoint (a few KB, the size of the snapshot the
 * match row already holds) per 50 log rows adds about 2 % to a match's rows and one statement to one move batch in 50.
 */
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { checkpoints, moves } from "./schema.js";

export const CHECKPOINT_EVERY = 50;

/** The drizzle database (typed here, not imported from client.ts, to stay a leaf moves.ts imports). */
type Db = DrizzleD1Database;

export const isCheckpointSeq = (seq: number): boolean => seq > 0 && seq % CHECKPOINT_EVERY === 0;

export interface Checkpoint {
  seq: number;
  /** The state's JSON, as the snapshot after move `seq` was serialised. */
  state: string;
}

/** The checkpoint inserts of a move batch (its log rows' seqs that are multiples of CHECKPOINT_EVERY). */
export const checkpointInserts = (db: Db, matchId: string, rows: Checkpoint[]) =>
  rows
    .filter((c) => isCheckpointSeq(c.seq))
    .map((c) =>
      db
        .insert(checkpoints)
        .values({ matchId, ...c })
        .onConflictDoNothing(),
    );

/**
 * The nearest checkpoint strictly before `seq` (so the move `seq` itself is replayed and its events are known) and
 * the log rows after it up to `seq`, in one round trip: at most CHECKPOINT_EVERY rows when the checkpoints exist.
 * No checkpoint: the replay starts from the seed (`base` 0).
 */
export async function replayWindow(
  db: Db,
  matchId: string,
  seq: number,
): Promise<{ base: Checkpoint | null; moves: { seq: number; seat: number; move: string }[] }> {
  const below = seq - 1;
  const from = below - (below % CHECKPOINT_EVERY);
  const [found, rows] = await db.batch([
    db
      .select({ seq: checkpoints.seq, state: checkpoints.state })
      .from(checkpoints)
      .where(and(eq(checkpoints.matchId, matchId), lte(checkpoints.seq, below)))
      .orderBy(desc(checkpoints.seq))
      .limit(1),
    // Read optimistically from where the checkpoint should be; a match older than the table reads from its start.
    db
      .select({ seq: moves.seq, seat: moves.seat, move: moves.move })
      .from(moves)
      .where(and(eq(moves.matchId, matchId), gt(moves.seq, from), lte(moves.seq, seq)))
      .orderBy(asc(moves.seq)),
  ]);
  const base = found[0] ?? null;
  if ((base?.seq ?? 0) === from) return { base, moves: rows };
  // the expected checkpoint is missing (written before checkpoints existed): read from the one there is
  const start = base?.seq ?? 0;
  const older = await db
    .select({ seq: moves.seq, seat: moves.seat, move: moves.move })
    .from(moves)
    .where(and(eq(moves.matchId, matchId), gt(moves.seq, start), lte(moves.seq, from)))
    .orderBy(asc(moves.seq));
  return { base, moves: [...older, ...rows] };
}

/** Stores checkpoints a replay passed (a match older than the table); one that exists already is kept. */
export async function saveCheckpoints(db: Db, matchId: string, rows: Checkpoint[]): Promise<void> {
  const items = checkpointInserts(db, matchId, rows);
  if (items.length === 0) return;
  const [first, ...rest] = items;
  await db.batch([first!, ...rest]);
}

/** The log rows after move `after` up to `upTo`: what a replay needs past its window (GET /views runs). */
export const movesBetween = (
  db: Db,
  matchId: string,
  after: number,
  upTo: number,
): Promise<{ seq: number; seat: number; move: string }[]> =>
  db
    .select({ seq: moves.seq, seat: moves.seat, move: moves.move })
    .from(moves)
    .where(and(eq(moves.matchId, matchId), gt(moves.seq, after), lte(moves.seq, upTo)))
    .orderBy(asc(moves.seq));
