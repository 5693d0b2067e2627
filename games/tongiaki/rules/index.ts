import type { Game } from "../../../engine/core/game.js";
import type { TongiakiCode } from "./codes.js";
import { describeMove } from "./describe.js";
import { notation } from "./notation.js";
import { legalMoves } from "./legal.js";
import { parseMove, type Move } from "./moves.js";
import { parseOptions } from "./options.js";
import { play } from "./play.js";
import { outcome } from "./score.js";
import { RULES_VERSION, RULES_VERSIONS, setup } from "./setup.js";
import { seatOf, type Options, type TongiakiState } from "./state.js";
import { view, type TongiakiView } from "./view.js";

export type { Move as TongiakiMove } from "./moves.js";
export type { Options as TongiakiOptions, TongiakiState } from "./state.js";
export type { TongiakiView } from "./view.js";
export { COLOURS } from "./describe.js";

/** Tongiaki as a Game (engine/core/game.ts): the rules are in RULES.md, section by section. */
export const tongiaki: Game<TongiakiState, Move, TongiakiView, Options, TongiakiCode> = {
  id: "tongiaki",
  title: "Tongiaki",
  rulesVersion: RULES_VERSION,
  rulesVersions: RULES_VERSIONS,
  players: { min: 2, max: 6 },
  summary:
    "Polynesian seafarers crowd their beaches until the boats set out together into the unknown. Mixed crews sail " +
    "the dangerous paths; every island you hold a boat on scores at the end.",
  parseOptions,
  parseMove,
  setup,
  seats: (s) => s.seats,
  activeSeats: (s) => (s.phase.kind === "over" ? [] : [seatOf(s, s.current)]),
  legalMoves,
  play,
  view,
  viewEvent: (event) => event, // every Tongiaki event is public: drawn tiles are placed face up
  outcome,
  // the view carries the standings if the game ended now (§14)
  runningScores: (v) => {
    const out: number[] = [];
    for (const s of v.standings) out[s.seat] = s.points;
    return out;
  },
  describeMove,
  notation,
};
