import type { AnyGame, GameEvent, Seat } from "./game.js";
import type { Result, RuleError } from "./result.js";

/** Everything needed to rebuild a match: who played what, in order, from which seed. */
export interface GameRecord {
  game: string;
  rulesVersion: number;
  players: number;
  options: unknown;
  seed: string;
  moves: { seat: Seat; move: unknown }[];
}

/** states[0] is the setup; states[i] the state after move i (1-based); events[i-1] what move i produced. */
export interface Replayed<State> {
  states: State[];
  events: GameEvent[][];
}

/** The first move that could not be replayed (0-based index into record.moves; -1 for the record itself). */
export interface ReplayError extends RuleError {
  index: number;
}

/** Rebuilds every state of a match from its seed and move list, stopping at the first invalid move. */
export function replay<State>(game: AnyGame, record: GameRecord): Result<Replayed<State>, ReplayError> {
  if (record.game !== game.id) {
    return { ok: false, error: { index: -1, code: "wrong_game", message: `record is for ${record.game}, not ${game.id}` } };
  }
  if (!game.rulesVersions.includes(record.rulesVersion)) {
    return {
      ok: false,
      error: {
        index: -1,
        code: "rules_version",
        message: `record uses rules version ${record.rulesVersion}; this engine plays versions ${game.rulesVersions.join(", ")}`,
      },
    };
  }
  if (!Number.isInteger(record.players) || record.players < game.players.min || record.players > game.players.max) {
    return {
      ok: false,
      error: { index: -1, code: "players", message: `${game.title} takes ${game.players.min}–${game.players.max} players` },
    };
  }
  const options = game.parseOptions(record.options, record.players);
  if (!options.ok) return { ok: false, error: { index: -1, ...options.error } };
  let state = game.setup(record.seed, record.players, options.value, record.rulesVersion);
  const states: State[] = [state];
  const events: GameEvent[][] = [];
  for (let index = 0; index < record.moves.length; index++) {
    const entry = record.moves[index]!;
    const move = game.parseMove(entry.move);
    if (!move.ok) return { ok: false, error: { index, ...move.error } };
    const played = game.play(state, entry.seat, move.value);
    if (!played.ok) return { ok: false, error: { index, ...played.error } };
    state = played.value.state;
    states.push(state);
    events.push(played.value.events);
  }
  return { ok: true, value: { states, events } };
}
