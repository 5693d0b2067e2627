import type { GameBot } from "../engine/bots/types.js";
import type { Game, Outcome } from "../engine/core/game.js";
import type { Dict, Lang, LogItem, Named, T } from "../i18n/core.js";

/**
 * One game as the platform knows it: the hooks the host, the bots and the tests use. The table of games/index.ts holds
 * one per game (one line adds a game). Its other parts, texts, board and picture (`GameParts`, games/parts.ts), are
 * not held here but in the game's folder, one file each, so that each bundle takes only what it uses (the main Worker
 * no texts, the web app each board and text on demand): scripts/games.ts writes the registries that reach them from
 * the table (games/registry/), and `npm run typecheck` fails while one is out of date.
 */
export interface GameModule<Code extends string = string, End extends string = string> {
  /**
   * The rules (engine/core/game.ts): id, title, the seat count (`players.min`…`players.max`), setup, play, views,
   * the outcome, and `seats(state)`, the count a state is set up for, which the generic bots size rewards by.
   */
  rules: Game<any, { type: string }, any, any, Code>;
  /** The computer player a bot seat runs (engine/bots/types.ts). */
  bot: GameBot;
  /** Every code a refusal of this game carries (RuleError.code): a closed list, which `rules.play` is held to. */
  codes: readonly Code[];
  /** Every way a match of this game ends: the codes of `outcome.details.end`, which clients put in their own words. */
  ends: readonly End[];
}

/** The end code of a finished match's outcome (`details.end`), or null when the outcome names none of `game`'s. */
export function endOf<End extends string>(game: GameModule<string, End>, outcome: Outcome): End | null {
  const end = (outcome.details as { end?: unknown } | undefined)?.end;
  return game.ends.find((e) => e === end) ?? null;
}

/** A game's log sentences: its texts in every language and the function that tells logged moves in words. */
export interface GameLog {
  texts: Record<Lang, Dict>;
  logLines(entries: readonly LogItem[], players: readonly Named[], t: T): string[][];
}
