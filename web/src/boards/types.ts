import type { ComponentType } from "preact";
import type { LogEntry, Player } from "../api.js";
import type { Catalogue, T } from "../i18n/core.js";

/** What the shared pages hand a game's board: its View type, the seat's legal moves, and a way to play one. */
export interface BoardProps<V, M> {
  view: V;
  players: Player[];
  /** The legal moves of the seat looking (empty for spectators, replays and while waiting). */
  legal: readonly M[];
  you: number | null;
  busy: boolean;
  onMove(move: M): void;
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

/** Everything game-specific in the web app: one per board folder, found through the registry by game id. */
export interface GameUi<V = any, M = any> {
  /** The game's own texts (moves, events, phases) in every app language. */
  catalogue: Catalogue;
  Board: ComponentType<BoardProps<V, M>>;
  /** Scores, reserves, pile: shown beside the board. */
  Info: ComponentType<InfoProps<V>>;
  /** The game's options in the create form. */
  Options: ComponentType<OptionsProps>;
  /** Options kept valid when the number of players changes. */
  fixOptions(players: number, value: Record<string, unknown>): Record<string, unknown>;
  /** What must be decided now, and by whom. */
  prompt(view: V, you: number | null, players: Player[], t: T): string;
  /**
   * The legal moves offered as buttons beside the board (all of them when absent). A game whose legal list can be
   * long (Tonga Bonga's wages: every amount of the purse) lists a few and lets its board offer the whole range.
   */
  moveButtons?(legal: readonly M[], view: V): readonly M[];
  /** One legal move as a button label. */
  moveText(move: M, view: V, t: T): string;
  /** Each logged move's public events in words (one list per entry; context such as an expedition under way carries over). */
  logLines(entries: readonly LogEntry<M>[], players: Player[], t: T): string[][];
  /** CSS colours of a seat's pieces, for player lists. */
  seatColours(view: V, seat: number): string[];
}
