import type { ComponentType } from "preact";
import type { AnyGame } from "../engine/core/game.js";
import type { LogEntry, Outcome, Player } from "./api.js";
import type { T as Translator } from "../i18n/core.js";
import type { LangLoaders } from "./load.js";

/** What the shared pages hand a game's board: its View type, the seat's legal moves, and a way to play one. */
export interface BoardProps<V, M> {
  view: V;
  players: Player[];
  /** The legal moves of the seat looking (empty for spectators, replays and while waiting). */
  legal: readonly M[];
  you: number | null;
  busy: boolean;
  onMove(move: M): void;
  /** Board elements (the keys `changedSince` answers) to mark as changed since the seat's own last move. */
  marked?: ReadonlySet<string>;
}

export interface InfoProps<V> {
  view: V;
  players: Player[];
  you: number | null;
}

export interface OptionsProps {
  players: number;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
}

/**
 * A run of the seat's own decisions the page takes without asking the server (docs/staging.md): the legal moves after
 * the staged ones (empty: the run is complete and is posted), and whether the rest has only one sensible completion
 * (the page then takes it by itself).
 */
export interface Staging<M, V = unknown> {
  legal: M[];
  forced: boolean;
  /** The board as it will be once the staged picks are played, to draw them. */
  view: V;
}

/** A game's translator as the shared pages hold it: each board narrows the keys to its own texts. */
export type GameT = Translator<any>;

/** Everything game-specific in the web app: one per board folder, found through the registry by game id. */
export interface GameUi<V = any, M = any> {
  /** The game's own texts (moves, events, phases), one chunk per app language. */
  texts: LangLoaders<any>;
  Board: ComponentType<BoardProps<V, M>>;
  /** Scores, reserves, pile: shown beside the board. */
  Info: ComponentType<InfoProps<V>>;
  /** The game's options in the create form. */
  Options: ComponentType<OptionsProps>;
  /** Options kept valid when the number of players changes. */
  fixOptions(players: number, value: Record<string, unknown>): Record<string, unknown>;
  /**
   * What must be decided now. `you` is the seat to move when the viewer is that seat, else null: then the text
   * speaks of the player in the third person, or is empty (the page says whose move it is), never "you".
   */
  prompt(view: V, you: number | null, players: Player[], t: GameT): string;
  /**
   * The legal moves offered as buttons beside the board (all of them when absent). A game whose legal list can be
   * long (Tonga Bonga's wages: every amount of the purse) lists a few and lets its board offer the whole range.
   */
  moveButtons?(legal: readonly M[], view: V): readonly M[];
  /** One legal move as a button label. */
  moveText(move: M, view: V, t: GameT): string;
  /** Each logged move's public events in words (one list per entry; context such as an expedition under way carries over). */
  logLines(entries: readonly LogEntry<M>[], players: Player[], t: GameT): string[][];
  /** Why a finished match ended, in words (from its outcome's `details.end`), or null when the outcome does not say. */
  endReason(outcome: Outcome, players: Player[], t: GameT): string | null;
  /**
   * Why seat `ahead` ranks above seat `behind` although their scores are equal (the tie-break that decided it, with
   * the figures), or, with `behind` null, why the seats of `ahead`'s place share it.
   */
  tieBreak(outcome: Outcome, ahead: number, behind: number | null, t: GameT): string;
  /**
   * Staging: with `staged` the seat's picks so far in a run of decisions that reveal nothing and let no one else act,
   * what comes next; null when the last pick cannot be staged (it is posted at once). Games without runs leave it out.
   */
  stage?(view: V, staged: readonly M[]): Staging<M, V> | null;
  /** The game's rules engine, loaded on demand: a finished match's replay runs it in the page (web/src/replay/). */
  engine(): Promise<AnyGame>;
  /**
   * What changed between two views of the same seat, as keys of the board's own elements (its `marked` prop): the
   * page marks what others did since the seat's last move (web/src/lib/change-marks.ts).
   */
  changedSince?(before: V, after: V): Set<string>;
  /** CSS colours of a seat's pieces, for player lists. */
  seatColours(view: V, seat: number): string[];
}
