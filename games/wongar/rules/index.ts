import type { Game } from "../../../engine/core/game.js";
import type { WongarCode } from "./codes.js";
import { describeMove } from "./describe.js";
import { notation } from "./notation.js";
import { legalMoves } from "./legal.js";
import { parseMove, type Move } from "./moves.js";
import { parseOptions } from "./options.js";
import { play } from "./play.js";
import { outcome } from "./score.js";
import { RULES_VERSION, RULES_VERSIONS, setup } from "./setup.js";
import { actor, type Options, type WongarState } from "./state.js";
import { view, viewEvent, type WongarView } from "./view.js";

export type { Move as WongarMove } from "./moves.js";
export type { Options as WongarOptions, WongarState } from "./state.js";
export type { WongarView } from "./view.js";
export { COLOURS } from "./describe.js";
export { AREAS, NEIGHBOURS } from "./board.js";
export { SHAPES } from "./cards.js";
export { CEREMONY_POINTS, TIME_END, SECTION_SPACES } from "./points.js";

/** Wongar as a Game (engine/core/game.ts): the rules are in RULES.md, section by section. */
export const wongar: Game<WongarState, Move, WongarView, Options, WongarCode> = {
  id: "wongar",
  title: "Wongar",
  rulesVersion: RULES_VERSION,
  rulesVersions: RULES_VERSIONS,
  players: { min: 3, max: 5 },
  summary:
    "Clans gather their sacred tschurungas in the sites of Arnhem Land. The ancestor and the elder walk from site to " +
    "site; wherever they stop a ceremony is held, ritual cards are played, and the majorities score.",
  parseOptions,
  parseMove,
  setup,
  seats: (s) => s.seats,
  activeSeats: (s) => (s.phase.kind === "over" ? [] : [actor(s)]),
  legalMoves,
  play,
  view,
  viewEvent,
  outcome,
  runningScores: (v) => v.scores.slice(), // the scoring track is public
  describeMove,
  notation,
};
