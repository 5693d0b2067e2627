/**
 * A match's states rebuilt from its log, from the nearest checkpoint (db/checkpoints.ts) instead of the seed: the one
 * helper behind GET /at/{seq}, GET /views and the snapshot's fallback. Reaching a seq reads and replays at most
 * CHECKPOINT_EVERY log rows once the checkpoints exist; a match older than the checkpoints replays from its seed once
 * and leaves the checkpoints it passed behind.
 */
import type { AnyGame, GameEvent } from "../../engine/core/game.js";
import { CHECKPOINT_EVERY, isCheckpointSeq, movesBetween, replayWindow, saveCheckpoints, type Checkpoint } from "../../db/checkpoints.js";
import type { Db } from "../../db/client.js";
import type { MatchRow } from "../../db/schema.js";

type Replayed = Pick<MatchRow, "id" | "seed" | "players" | "options" | "rulesVersion">;

/** The states after moves `from`..`to` (0 = the setup), each with the events its move produced ([] for the setup). */
export interface StatesRange {
  states: unknown[];
  events: GameEvent[][];
}

function setupOf(game: AnyGame, match: Replayed): unknown {
  const options = game.parseOptions(match.options, match.players);
  if (!options.ok) throw new Error(`match ${match.id} has options its game refuses: ${options.error.message}`);
  return game.setup(match.seed, match.players, options.value, match.rulesVersion);
}

type LogRow = { seq: number; seat: number; move: string };

/**
 * Replays from the checkpoint before `from` to move `to` in one pass and keeps the states from `from` on. A log that
 * does not replay is a server fault, not the caller's. `archived`: an archived match's whole log (worker/archive/),
 * replayed from the seed (its checkpoints left D1 with it; none is written back).
 */
export async function statesBetween(
  db: Db,
  game: AnyGame,
  match: Replayed,
  from: number,
  to: number,
  archived?: readonly LogRow[],
): Promise<StatesRange> {
  const { base, moves } = archived ? { base: null, moves: archived.filter((m) => m.seq <= from) } : await replayWindow(db, match.id, from);
  const later =
    to <= from ? [] : archived ? archived.filter((m) => m.seq > from && m.seq <= to) : await movesBetween(db, match.id, from, to);
  let state = base ? JSON.parse(base.state) : setupOf(game, match);
  let events: GameEvent[] = [];
  const out: StatesRange = from === 0 ? { states: [state], events: [[]] } : { states: [], events: [] };
  const passed: Checkpoint[] = [];
  for (const row of [...moves, ...later]) {
    const move = game.parseMove(JSON.parse(row.move));
    const played = move.ok ? game.play(state, row.seat, move.value) : move;
    if (!played.ok) throw new Error(`match ${match.id} does not replay at move ${row.seq}: ${played.error.message}`);
    state = played.value.state;
    events = played.value.events;
    if (isCheckpointSeq(row.seq) && row.seq < from) passed.push({ seq: row.seq, state: JSON.stringify(state) });
    if (row.seq >= from && row.seq > 0) {
      out.states.push(state);
      out.events.push(events);
    }
  }
  // more than one window replayed: the checkpoints on the way were missing (an older match); keep them now
  if (!archived && moves.length > CHECKPOINT_EVERY) await saveCheckpoints(db, match.id, passed);
  return out;
}

/** The state after move `seq`, and what that move produced (none at seq 0). */
export async function stateAt(db: Db, game: AnyGame, match: Replayed, seq: number): Promise<{ state: unknown; events: GameEvent[] }> {
  const r = await statesBetween(db, game, match, seq, seq);
  return { state: r.states[0], events: r.events[0]! };
}
