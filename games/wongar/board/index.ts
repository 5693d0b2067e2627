import type { WongarMove, WongarView } from "../rules/index.js";
import type { GameUi } from "../../../boardkit/types.js";
import { Board } from "./Board.js";
import { CLAN } from "./drawing.js";
import { texts } from "./texts.js";
import { Info } from "./Info.js";
import { Options, fixOptions } from "./Options.js";
import { endReason, tieBreak } from "./ending.js";
import { logLines, moveText, prompt } from "../texts/text.js";
import { changedSince } from "./changes.js";
import { moveButtons } from "./buttons.js";

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
