/**
 * A match's states rebuilt from its log: the one helper behind GET /at/{seq}, GET /views and the snapshot's
 * fallback, so that a cheaper way to reach a seq (a checkpoint) serves all of them at once.
 */
import type { AnyGame, GameEvent } from "../../engine/core/game.js";
import { replay, type GameRecord } from "../../engine/core/replay.js";
import * as q from "../../db/queries.js";
import type { MatchRow } from "../../db/schema.js";

export function recordOf(m: MatchRow, moves: { seat: number; move: string }[]): GameRecord {
  return {
    game: m.game,
    rulesVersion: m.rulesVersion,
    players: m.players,
    options: JSON.parse(m.options),
    seed: m.seed,
    moves: moves.map((x) => ({ seat: x.seat, move: JSON.parse(x.move) })),
  };
}

/** The states after moves `from`..`to` (0 = the setup), each with the events its move produced ([] for the setup). */
export interface StatesRange {
  states: unknown[];
  events: GameEvent[][];
}

/**
 * Replays the log up to move `to` in one pass and keeps the states from `from` on. A log that does not replay is a
 * server fault, not the caller's.
 */
export async function statesBetween(db: q.Db, game: AnyGame, match: MatchRow, from: number, to: number): Promise<StatesRange> {
  const rows = await q.loadMoves(db, match.id, to);
  const r = replay<unknown>(game, recordOf(match, rows));
  if (!r.ok) throw new Error(`match ${match.id} does not replay at move ${r.error.index}: ${r.error.message}`);
  const { states, events } = r.value;
  return {
    states: states.slice(from, to + 1),
    events: states.slice(from, to + 1).map((_, i) => (from + i === 0 ? [] : events[from + i - 1]!)),
  };
}

/** The state after move `seq`, and what that move produced. */
export async function stateAt(db: q.Db, game: AnyGame, match: MatchRow, seq: number): Promise<{ state: unknown; events: GameEvent[] }> {
  const r = await statesBetween(db, game, match, seq, seq);
  return { state: r.states[0], events: r.events[0]! };
}
