import { seedRng } from "../../../engine/core/rng.js";
import { BOARD, CAMP_ISLANDS } from "./board.js";
import { START_MONEY, type Options, type TongaBongaState } from "./state.js";

/** The rules version new matches get, and every version the engine still plays (RULES.md "Rules versions"). */
export const RULES_VERSION = 2;
export const RULES_VERSIONS: readonly number[] = [1, 2];

/**
 * §2: 20 ducats each, every ship in Tonga Bonga's bay, no camps; red (seat 0) starts round 1 with the wages. The
 * match's rules version is recorded in the state, as the rules that changed read it there.
 */
export function setup(seed: string, players: number, options: Options, rulesVersion: number = RULES_VERSION): TongaBongaState {
  const home = BOARD.bays[BOARD.home]!;
  return {
    seats: players,
    rules: rulesVersion,
    options,
    rng: seedRng(seed),
    round: 1,
    start: 0,
    step: 0,
    phase: { kind: "bid", role: "captain" },
    money: new Array<number>(players).fill(START_MONEY),
    wages: Array.from({ length: players }, () => ({ captain: 0, helmsman: 0 })),
    crews: Array.from({ length: players }, () => []),
    ships: Array.from({ length: players }, () => ({ row: home.row, col: home.col })),
    camps: Object.fromEntries(CAMP_ISLANDS.map((id) => [id, []])),
    moved: new Array<boolean>(players).fill(false),
    home: new Array<boolean>(players).fill(false),
  };
}
