import type { WongarMove, WongarView } from "../../../../engine/wongar/index.js";
import type { GameUi } from "../types.js";
import { Board, CLAN } from "./Board.js";
import { texts } from "./texts.js";
import { Info } from "./Info.js";
import { Options, fixOptions } from "./Options.js";
import { endReason, tieBreak } from "./ending.js";
import { logLines, moveText, prompt } from "../../../../i18n/wongar/text.js";

export const ui: GameUi<WongarView, WongarMove> = {
  texts,
  Board,
  Info,
  Options,
  fixOptions,
  prompt: (view, you, _players, t) => prompt(view, you, t),
  moveText,
  logLines,
  endReason: (o, _players, t) => endReason(o, t),
  tieBreak,
  engine: () => import("../../../../engine/wongar/index.js").then((m) => m.wongar),
  seatColours: (_view, seat) => [CLAN[seat] ?? "#888"],
};
