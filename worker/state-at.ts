/**
 * The state after any move of a match, rebuilt from the nearest checkpoint (db/checkpoints.ts) instead of the seed:
 * at most CHECKPOINT_EVERY log rows read and moves replayed once the checkpoints exist. A match older than the
 * checkpoints replays from the seed once and leaves the checkpoints it passed behind.
 */
import type { AnyGame, GameEvent } from "../engine/core/game.js";
import { isCheckpointSeq, replayWindow, saveCheckpoints, CHECKPOINT_EVERY, type Checkpoint } from "../db/checkpoints.js";
import type { Db } from "../db/queries.js";
import type { MatchRow } from "../db/schema.js";

/** The state after move `seq` and the events that move produced (none at seq 0). A log that does not replay is a server fault. */
export async function stateAt(
  db: Db,
  game: AnyGame,
  match: Pick<MatchRow, "id" | "seed" | "players" | "options" | "rulesVersion">,
  seq: number,
): Promise<{ state: unknown; events: GameEvent[] }> {
  const { base, moves } = await replayWindow(db, match.id, seq);
  let state = base ? JSON.parse(base.state) : setupOf(game, match);
  let events: GameEvent[] = [];
  const passed: Checkpoint[] = [];
  for (const row of moves) {
    const at = row.seq;
    const move = game.parseMove(JSON.parse(row.move));
    const played = move.ok ? game.play(state, row.seat, move.value) : move;
    if (!played.ok) throw new Error(`match ${match.id} does not replay at move ${at}: ${played.error.message}`);
    state = played.value.state;
    events = played.value.events;
    if (isCheckpointSeq(at) && at < seq) passed.push({ seq: at, state: JSON.stringify(state) });
  }
  // more than one window replayed: the checkpoints on the way were missing (an older match); keep them now
  if (moves.length > CHECKPOINT_EVERY) await saveCheckpoints(db, match.id, passed);
  return { state, events };
}

function setupOf(game: AnyGame, match: Pick<MatchRow, "id" | "seed" | "players" | "options" | "rulesVersion">): unknown {
  const options = game.parseOptions(match.options, match.players);
  if (!options.ok) throw new Error(`match ${match.id} has options its game refuses: ${options.error.message}`);
  return game.setup(match.seed, match.players, options.value, match.rulesVersion);
}
