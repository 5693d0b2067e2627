import { seedRng } from "../../../engine/core/rng.js";
import { BOATS_PER_COLOUR, type Options, type TongiakiState } from "./state.js";
import { ISLANDS, SEAS, TONGA } from "./tiles.js";

/** The rules version new matches get, and every version this engine still plays ("Rules versions" in RULES.md). */
export const RULES_VERSION = 3;
export const RULES_VERSIONS: readonly number[] = [1, 2, 3];

/**
 * §2: Tonga alone on the table, every other tile in the pile, 15 boats per colour in reserve. The state records the
 * match's rules version; version 2 also tracks the departure decisions of the turn (§12.6).
 */
export function setup(seed: string, players: number, options: Options, rulesVersion = RULES_VERSION): TongiakiState {
  const colours = options.twoColours ? players * 2 : players;
  return {
    rules: rulesVersion,
    seats: players,
    colours,
    options,
    rng: seedRng(seed),
    pile: [...ISLANDS, ...SEAS].map((t) => t.id).sort(),
    board: [{ tile: TONGA.id, q: 0, r: 0, rotation: 0 }],
    islands: { [TONGA.id]: { tile: TONGA.id, king: -1, beaches: TONGA.beaches.map(() => []) } },
    reserve: new Array<number>(colours).fill(BOATS_PER_COLOUR),
    royal: new Array<number>(colours).fill(0),
    drawn: { islands: 0, seas: 0 },
    removed: [],
    current: 0,
    turn: 0,
    phase: { kind: "setup" },
    ...(rulesVersion >= 2 ? { seen: [] } : {}),
  };
}
