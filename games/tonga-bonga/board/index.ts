import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import type { GameUi } from "../../../boardkit/types.js";
import { Board } from "./Board.js";
import { SHIP } from "./chart.js";
import { texts } from "./texts.js";
import { Info } from "./Info.js";
import { Options, fixOptions } from "./Options.js";
import { endReason, tieBreak } from "./ending.js";
import { logLines, moveButtons, moveText, prompt } from "../texts/text.js";
import { changedSince } from "./changes.js";

export const ui: GameUi<TongaBongaView, TongaBongaMove> = {
  texts,
  Board,
  Info,
  Options,
  fixOptions,
  prompt,
  moveText,
  moveButtons,
  logLines,
  endReason: endReason,
  tieBreak,
  engine: () => import("../rules/index.js").then((m) => m.tongaBonga),
  changedSince,
  seatColours: (_view, seat) => [SHIP[seat] ?? "#888"],
};
