import type { Viewer } from "../../../engine/core/game.js";
import { standings, type Standing } from "./score.js";
import { tileById } from "./tiles.js";
import { rulesOf, seatOf, type IslandState, type Options, type Phase, type Placed, type TongiakiState } from "./state.js";

/**
 * What anyone at the table sees. Tongiaki hides nothing but the pile and the generator (§2.1): the view drops the
 * generator state and gives the pile only as counts by kind, so its draw order cannot leak.
 */
export interface TongiakiView {
  /** The match's rules version (RULES.md "Rules versions"). */
  rules: number;
  seats: number;
  colours: number;
  options: Options;
  board: Placed[];
  islands: Record<string, IslandState>;
  reserve: number[];
  royal: number[];
  removed: string[];
  current: number;
  currentSeat: number;
  turn: number;
  phase: Phase;
  pile: { islands: number; seas: number };
  /** The scores if the game ended now (final once it has). */
  standings: Standing[];
  /** Version 2: where the boats stood at this turn's departure decisions (§12.6), public like the board. */
  seen?: string[];
}

export function view(s: TongiakiState, _viewer: Viewer): TongiakiView {
  let islands = 0;
  for (const id of s.pile) if (tileById(id).kind === "island") islands++;
  return {
    rules: rulesOf(s),
    seats: s.seats,
    colours: s.colours,
    options: s.options,
    board: s.board,
    islands: s.islands,
    reserve: s.reserve,
    royal: s.royal,
    removed: s.removed,
    current: s.current,
    currentSeat: seatOf(s, s.current),
    turn: s.turn,
    phase: s.phase,
    pile: { islands, seas: s.pile.length - islands },
    standings: standings(s),
    ...(s.seen !== undefined ? { seen: s.seen } : {}),
  };
}
