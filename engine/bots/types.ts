import type { AnyGame, GameEvent, Seat } from "../core/game.js";
import type { Rng } from "../core/rng.js";

/** How hard a bot plays: a one-ply greedy heuristic, or a determinized Monte Carlo tree search. */
export type BotLevel = "easy" | "strong";

export interface BotOptions {
  level: BotLevel;
  /** Seeds every sampled unknown and every tie-break: the same (view, seat, seed, level) always gives the same move. */
  seed: string;
  /** Strong only: search iterations (default: the game's budget, see README.md). */
  iterations?: number;
  /** Easy only: determinizations each move is scored on (default 3 for games with chance, 1 otherwise). */
  samples?: number;
  /**
   * Strong only: the match's events from the start, each as the seat was shown it (`game.viewEvent(e, { seat })`),
   * for games whose determinizer recalls public facts the view no longer holds (Wongar: which card each player took).
   * Optional; a history that does not fit the view is ignored.
   */
  history?: readonly GameEvent[];
}

/**
 * What a bot needs to know about one game. Everything works from a seat's view: `determinize` is the only way from
 * the view to a full state, and it fills every hidden part with a guess drawn from `rng`.
 */
export interface GameBot<State = any, Move extends { type: string } = { type: string }, View = any> {
  game: AnyGame;
  /**
   * A complete, plausible state consistent with what `seat` sees in `view`: everything visible copied, everything
   * hidden (generator, pile order, other hands...) sampled from `rng`. Never reads anything but `view` and the seat's
   * `history` (BotOptions.history), which a game may use to know what the public log showed (or ignore).
   */
  determinize(view: View, seat: Seat, rng: Rng, history?: readonly GameEvent[]): State;
  /** Each seat's standing in [0, 1] (higher is better; about 1 / seats when even). Used by both levels. */
  evaluate(state: State): number[];
  /** The final-score difference that counts as a clear win, for rewards of finished games. */
  outcomeScale: number;
  /**
   * The moves worth considering among `legal` (never empty; defaults to all of them). Where the rules list a long
   * run of amounts (Tonga Bonga's wages: every ducat of the purse), both levels and the search tree look at a few
   * of them only, so a long legal list makes a bot neither slow nor a random bidder.
   */
  candidates?(state: State, seat: Seat, legal: Move[]): Move[];
  /** A cheap move for search playouts (defaults to a uniformly random legal move). */
  rolloutMove?(state: State, seat: Seat, legal: Move[], rng: Rng): Move;
  /**
   * Generic strong search: the other seats' moves are played by `rolloutMove` (a model of the field) instead of
   * being searched as tree nodes, so every iteration deepens the bot's own decisions.
   */
  modelsField?: boolean;
  /**
   * Whether the determinizer reads the seat's history (BotOptions.history): the host loads the match's events for
   * this game's strong bots only.
   */
  usesHistory?: boolean;
  /** Strong: iterations per decision by default, and the depth (in moves) of a playout before it is evaluated. */
  iterations: number;
  /** Strong: the default iterations at the table a view shows, where the game sizes its budget by the table. */
  iterationsAt?(view: View): number;
  rolloutDepth: number;
  /** Easy: determinizations per decision by default (1 where nothing hidden changes the result of a move). */
  samples: number;
  /**
   * Easy: score a move at the end of the seat's turn, its own later steps played greedily one ply at a time, rather
   * than right after it (better where a turn is a chain of small steps whose worth shows only at its end).
   */
  turnGreedy: boolean;
  /**
   * Easy: the game's own policy instead of the generic one-ply greedy (same contract: `legal` has ≥ 2 moves, the
   * result is one of them, the same arguments always give the same move).
   */
  easyMove?(view: View, seat: Seat, legal: Move[], samples: number, rng: Rng): Move;
  /**
   * Strong: the game's own search instead of the generic ISMCTS (same contract as `easyMove`, `iterations` its
   * budget). `self` is this bot with its determinizer bound to the seat's history, if the host gave one.
   */
  strongMove?(self: GameBot<State, Move, View>, view: View, seat: Seat, legal: Move[], iterations: number, rng: Rng): Move;
}
