import type { TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BLUE, GREEN, RED, YELLOW, table } from "./table.js";

/**
 * Ruling 14's position (§12.6): Tonga and Tubuai (directly above it) joined, besides their shared side, by two blank sea
 * paths: sea-01 on Tonga's upper left and sea-13 on its upper right each join a side of Tonga to a dock of Tubuai.
 * Every beach is full but Tubuai's first (empty) and Tonga's top one (blue and red; blue to play adds the third
 * boat there): a full beach that sails to the other island lands on its only open beach, which fills it, and
 * sailing back restores the boats exactly. With `closed`, royal islands stand before every
 * other dock, so no full beach can draw a tile: each route ends on one of the two islands or bounces off a royal one.
 */
export function twoIslands(closed: boolean): TongiakiState {
  const royal = (tile: string, q: number, r: number) => ({ tile, q, r, rotation: 0 });
  return table({
    tiles: [
      { tile: "tubuai", q: 0, r: -1, rotation: 0 },
      { tile: "sea-01", q: -1, r: 0, rotation: 0 },
      { tile: "sea-13", q: 1, r: -1, rotation: 0 },
      ...(closed
        ? [royal("samoa", 0, 1), royal("hawaii", -1, 1), royal("fidschi", 1, 0), royal("oahu", -1, -1), royal("tahiti", 1, -2)]
        : []),
    ],
    kings: closed ? { samoa: YELLOW, hawaii: YELLOW, fidschi: GREEN, oahu: GREEN, tahiti: RED } : {},
    royal: closed ? [0, 1, 2, 2] : [0, 0, 0, 0],
    boats: {
      tonga: [
        [RED, RED, GREEN],
        [RED, GREEN, GREEN],
        [BLUE, RED, RED],
        [BLUE, RED],
        [GREEN, GREEN, RED],
        [RED, GREEN, YELLOW],
      ],
      tubuai: [[], [YELLOW, YELLOW, BLUE]],
    },
    phase: { kind: "turn" },
    current: BLUE,
  });
}
