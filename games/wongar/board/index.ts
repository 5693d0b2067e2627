import type { WongarMove, WongarView } from "../rules/index.js";
import { RITUAL_ORDER } from "../rules/cards.js";
import type { GameUi } from "../../../web/src/boards/types.js";
import { Board, CLAN } from "./Board.js";
import { texts } from "./texts.js";
import { Info } from "./Info.js";
import { Options, fixOptions } from "./Options.js";
import { endReason, tieBreak } from "./ending.js";
import { logLines, moveText, prompt } from "../texts/text.js";
import { changedSince } from "./changes.js";

/**
 * A choice from the deck's ways in the order of their cards, as the board's panel lists the kinds: the offer's own
 * order is drawn at random so that a way's number tells others nothing (engine RULES.md §17.4), which reads badly.
 */
function moveButtons(legal: readonly WongarMove[], view: WongarView): readonly WongarMove[] {
  const ways = view.choice?.options;
  if (!ways) return legal;
  const key = (m: WongarMove) => (m.type === "choose" ? (ways[m.choice] ?? []).map((c) => RITUAL_ORDER[c]).join("") : "");
  return [...legal].sort((a, b) => key(a).localeCompare(key(b)));
}

export const ui: GameUi<WongarView, WongarMove> = {
  texts,
  Board,
  Info,
  Options,
  fixOptions,
  prompt: (view, you, _players, t) => prompt(view, you, t),
  moveButtons,
  moveText,
  logLines,
  endReason: (o, _players, t) => endReason(o, t),
  tieBreak,
  engine: () => import("../rules/index.js").then((m) => m.wongar),
  changedSince,
  seatColours: (_view, seat) => [CLAN[seat] ?? "#888"],
};
