/**
 * A finished match replayed in the browser from its public record (seed, options, rules version, moves): every
 * position is then one engine call away, and stepping through the match asks the server nothing more. Loaded on
 * demand with the game's engine, so a page that never replays a finished match carries neither.
 */
import type { AnyGame, Viewer } from "../../../engine/core/game.js";
import { replay } from "../../../engine/core/replay.js";
import type { GameRecord } from "../api.js";
import type { ReplaySource } from "./types.js";

/** The record's positions as `viewer` sees them, or null when it does not replay here (then the server answers). */
export function replayRecord(game: AnyGame, record: GameRecord & { seed: string }, viewer: Viewer): ReplaySource | null {
  const r = replay<unknown>(game, {
    game: record.game,
    rulesVersion: record.rulesVersion,
    players: record.players,
    options: record.options,
    seed: record.seed,
    moves: record.moves.map((m) => ({ seat: m.seat, move: m.move })),
  });
  if (!r.ok) return null;
  const { states } = r.value;
  const views = new Map<number, unknown>();
  return {
    local: true,
    async view(seq) {
      const state = states[seq];
      if (state === undefined) throw new RangeError(`the record has ${states.length - 1} moves, not ${seq}`);
      if (!views.has(seq)) views.set(seq, game.view(state, viewer));
      return views.get(seq);
    },
  };
}
