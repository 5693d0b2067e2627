import { seedRng } from "../core/rng.js";
import { BOATS_PER_COLOUR, type Options, type TongiakiState } from "./state.js";
import { ISLANDS, SEAS, TONGA } from "./tiles.js";

/** §2: Tonga alone on the table, every other tile in the pile, 15 boats per colour in reserve. */
export function setup(seed: string, players: number, options: Options): TongiakiState {
  const colours = options.twoColours ? players * 2 : players;
  return {
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
  };
}
