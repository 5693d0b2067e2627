import type { Game } from "../../../engine/core/game.js";
import type { TongaBongaCode } from "./codes.js";
import { describeMove } from "./describe.js";
import { notation } from "./notation.js";
import { legalMoves } from "./legal.js";
import { parseMove, type Move } from "./moves.js";
import { parseOptions } from "./options.js";
import { play } from "./play.js";
import { outcome } from "./score.js";
import { RULES_VERSION, RULES_VERSIONS, setup } from "./setup.js";
import { currentSeat, type Options, type TongaBongaState } from "./state.js";
import { view, type TongaBongaView } from "./view.js";

export type { Move as TongaBongaMove } from "./moves.js";
export type { Options as TongaBongaOptions, TongaBongaState, CrewDie, Phase as TongaBongaPhase, Role, Wages } from "./state.js";
export type { TongaBongaView } from "./view.js";
export type { Square, Cell } from "./board.js";
export { BOARD } from "./board.js";
export { CHART } from "./map.js";
export { COLOURS } from "./describe.js";

/** Tonga Bonga as a Game (engine/core/game.ts): the rules are in RULES.md, section by section. */
export const tongaBonga: Game<TongaBongaState, Move, TongaBongaView, Options, TongaBongaCode> = {
  id: "tonga-bonga",
  title: "Tonga Bonga",
  rulesVersion: RULES_VERSION,
  rulesVersions: RULES_VERSIONS,
  players: { min: 3, max: 4 },
  summary:
    "Ship owners bid wages for captains and helmsmen, then crew each other's ships with their dice. Sail the " +
    "archipelago, found camps on four islands and race home to Tonga Bonga: the richest owner wins. House rule: a " +
    "round limit (30 by default, can be turned off) ends a game in which no ship comes home.",
  parseOptions,
  parseMove,
  setup,
  seats: (s) => s.seats,
  activeSeats: (s) => (s.phase.kind === "over" ? [] : [currentSeat(s)]),
  legalMoves,
  play,
  view,
  viewEvent: (event) => event, // every Tonga Bonga event is public: dice are rolled in the open (§10)
  outcome,
  runningScores: (v) => v.money.slice(), // most ducats wins (RULES.md §9.3), and money is in the open (§10)
  describeMove,
  notation,
};
