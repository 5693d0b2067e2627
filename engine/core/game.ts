import type { Notation } from "./notation.js";
import type { Result, RuleError } from "./result.js";

/** A seat at the table, 0..players-1, in turn order. */
export type Seat = number;

/** Who is looking: one seat, a spectator, or (after the end, or for tools) someone who may see everything. */
export type Viewer = { seat: Seat } | { spectator: true } | { omniscient: true };

/** A public fact produced by a move, for the log, animations and notifications. */
export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

/** The end of a match. `ranking` lists seats best first; seats that tie share one inner list. */
export interface Outcome {
  scores: number[];
  ranking: Seat[][];
  reason: string;
  details?: unknown;
}

/** A move that was applied: the new state and the public events it produced. */
export interface Played<State> {
  state: State;
  events: GameEvent[];
}

/**
 * One game's rules as plain functions over plain JSON data: the Game contract (README, "Layout").
 * The host knows nothing else about a game.
 */
/** `Code` is the closed list of the codes its refusals carry (RuleError). */
export interface Game<State, Move extends { type: string }, View, Options, Code extends string = string> {
  id: string;
  title: string;
  /** The rules version new matches are set up under; bumped whenever a rule changes what a move does. */
  rulesVersion: number;
  /**
   * Every rules version this engine still plays, the current one included. A match keeps the version it was
   * created under, so a stored match goes on replaying move for move after a rule change (README, "Rules
   * versions"); a match whose version is missing here can no longer be loaded.
   */
  rulesVersions: readonly number[];
  players: { min: number; max: number };
  /** A short description for the catalogue. */
  summary: string;
  /** Options with their defaults filled in; refuses unknown or malformed ones. */
  parseOptions(raw: unknown, players: number): Result<Options, RuleError<Code>>;
  /** Turns untrusted JSON into a move of the right shape (legality is `play`'s business). */
  parseMove(raw: unknown): Result<Move, RuleError<Code>>;
  /** The opening position under `rulesVersion` (one of `rulesVersions`; the current one when omitted). */
  setup(seed: string, players: number, options: Options, rulesVersion?: number): State;
  /** How many seats this state is set up for (the generic bots size their rewards by it). */
  seats(state: State): number;
  /** The seats that must decide now; [] once the match is over. */
  activeSeats(state: State): Seat[];
  /** Every legal decision of `seat` now: complete, and small. [] when the seat may not act. */
  legalMoves(state: State, seat: Seat): Move[];
  /** Applies one decision. Never mutates `state`; never throws on a move that parseMove accepted. */
  play(state: State, seat: Seat, move: Move): Result<Played<State>, RuleError<Code>>;
  /** What `viewer` may see of `state`: no seed, no generator state, no hidden order, no other seat's secrets. */
  view(state: State, viewer: Viewer): View;
  /** Filters one public event for a viewer (events of games without secrets pass unchanged). */
  viewEvent(event: GameEvent, viewer: Viewer): GameEvent;
  /** The result once the match is over, null while it goes on. */
  outcome(state: State): Outcome | null;
  /**
   * The scores a view shows while the match goes on, by seat (a link's preview names them), or null for a game whose
   * score is known only at its end: every game says which, so none is skipped silently.
   */
  runningScores(view: View): number[] | null;
  /** One line in plain English for a move, for logs and command-line tools. */
  describeMove(move: Move): string;
  /**
   * The game's move notation (its RULES.md, "Notation"): a short line per move that a player can type in a reply to
   * a turn e-mail, read back into the same move. Formats are distinct among a position's legal moves.
   */
  notation: Notation<Move>;
}

/** A game whose type parameters are erased, as the host and the registry hold it. */
export type AnyGame = Game<any, { type: string }, any, any>;
