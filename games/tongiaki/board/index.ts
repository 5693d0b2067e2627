import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import type { GameUi } from "../../../boardkit/types.js";
import { Board } from "./Board.js";
import { FLEET } from "./fleet.js";
import { texts } from "./texts.js";
import { Info, coloursOfSeat } from "./Info.js";
import { Options, fixOptions } from "./Options.js";
import { endReason, tieBreak } from "./ending.js";
import { stage } from "./stage.js";
import { logLines, moveText, prompt } from "../texts/text.js";
import { changedSince } from "./changes.js";

export const ui: GameUi<TongiakiView, TongiakiMove> = {
  texts,
  Board,
  Info,
  Options,
  fixOptions,
  prompt: (view, you, _players, t) => (you === null ? "" : prompt(view, t)),
  moveText,
  logLines,
  endReason: (o, _players, t) => endReason(o, t),
  tieBreak,
  stage,
  engine: () => import("../rules/index.js").then((m) => m.tongiaki),
  changedSince,
  seatColours: (view, seat) => coloursOfSeat(view, seat).map((c) => FLEET[c]!),
};
