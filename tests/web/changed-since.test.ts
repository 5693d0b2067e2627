// Issue #30 item 1: the board marks what changed since the seat's own last move. Each game's changedSince compares the
// view the seat saw then with the current one and names the board's own elements; these small hand-made views hold only
// the fields it reads. markFrom picks the position to compare with from the log.
import { describe, expect, it } from "vitest";
import type { TongiakiView } from "../../games/tongiaki/rules/index.js";
import type { TongaBongaView } from "../../games/tonga-bonga/rules/index.js";
import type { WongarView } from "../../games/wongar/rules/index.js";
import type { Log } from "../../web/src/api.js";
import { changedSince as tongiaki } from "../../games/tongiaki/board/changes.js";
import { changedSince as tongaBonga } from "../../games/tonga-bonga/board/changes.js";
import { changedSince as wongar } from "../../games/wongar/board/changes.js";
import { markFrom } from "../../web/src/lib/change-marks.js";

const sorted = (s: Set<string>) => [...s].sort();

describe("Tongiaki changedSince", () => {
  const tg = (board: string[], islands: Record<string, { beaches: number[][]; king: number }>) =>
    ({ board: board.map((tile, i) => ({ tile, q: i, r: 0, rotation: 0 })), islands }) as unknown as TongiakiView;
  const before = tg(["tonga", "s1", "i1"], { tonga: { beaches: [[0, 1], [2]], king: -1 }, i1: { beaches: [[1]], king: -1 } });

  it("marks nothing when nothing changed, even with a beach's boats in another order", () => {
    const same = tg(["tonga", "s1", "i1"], { tonga: { beaches: [[1, 0], [2]], king: -1 }, i1: { beaches: [[1]], king: -1 } });
    expect(sorted(tongiaki(before, same))).toEqual([]);
  });

  it("marks new tiles and islands whose boats or king changed, not the others", () => {
    const after = tg(["tonga", "s1", "i1", "s2", "i2"], {
      tonga: { beaches: [[0], [2]], king: -1 },
      i1: { beaches: [[1]], king: 1 },
      i2: { beaches: [[0, 0]], king: -1 },
    });
    expect(sorted(tongiaki(before, after))).toEqual(["tile:i1", "tile:i2", "tile:s2", "tile:tonga"]);
  });

  it("marks an island whose boats moved to another beach", () => {
    const after = tg(["tonga", "s1", "i1"], { tonga: { beaches: [[0], [1, 2]], king: -1 }, i1: { beaches: [[1]], king: -1 } });
    expect(sorted(tongiaki(before, after))).toEqual(["tile:tonga"]);
  });
});

describe("Tonga Bonga changedSince", () => {
  const tb = (ships: [number, number][], camps: Record<string, number[]>) =>
    ({ ships: ships.map(([row, col]) => ({ row, col })), camps }) as unknown as TongaBongaView;
  const before = tb(
    [
      [1, 1],
      [1, 1],
      [2, 3],
    ],
    { a: [0], b: [] },
  );

  it("marks nothing when nothing changed", () => {
    expect(
      sorted(
        tongaBonga(
          before,
          tb(
            [
              [1, 1],
              [1, 1],
              [2, 3],
            ],
            { a: [0], b: [] },
          ),
        ),
      ),
    ).toEqual([]);
  });

  it("marks the ships that moved and the islands with camps founded since", () => {
    const after = tb(
      [
        [1, 1],
        [4, 5],
        [2, 3],
      ],
      { a: [0], b: [2], c: [1] },
    );
    expect(sorted(tongaBonga(before, after))).toEqual(["camps:b", "camps:c", "ship:1"]);
  });
});

describe("Wongar changedSince", () => {
  const wg = (pieces: number[][][], up: (string | null)[], ancestor: number, elder: number) =>
    ({
      areas: pieces.map((p, i) => ({ id: `a${i}`, name: `A${i}`, pieces: p, up: up[i], pile: 3 })),
      ancestor: { area: ancestor, holder: -1 },
      elder: { area: elder, holder: -1 },
    }) as unknown as WongarView;
  // four areas, two seats: seat 0 has a disc in a0, seat 1 two cylinders in a1; the ancestor in a0, the elder in a3
  const none = [0, 0, 0];
  const start = () => [
    [[1, 0, 0], none],
    [none, [0, 2, 0]],
    [none, none],
    [none, none],
  ];
  const cards = ["cube", "disc", "four", null];
  const before = wg(start(), cards, 0, 3);

  it("marks nothing when nothing changed", () => {
    expect(sorted(wongar(before, wg(start(), [...cards], 0, 3)))).toEqual([]);
  });

  it("marks areas whose pieces, face-up card or figures changed, not the others", () => {
    const pieces = start();
    pieces[1]![1] = [0, 3, 0];
    const after = wg(pieces, ["cube", "disc", "cube", null], 3, 3);
    // a1: a piece added; a2: a new face-up card; a0 and a3: the ancestor moved from a0 to a3
    expect(sorted(wongar(before, after))).toEqual(["area:a0", "area:a1", "area:a2", "area:a3"]);
    const moved = start();
    moved[0]![1] = [0, 0, 1];
    const onlyPieces = wg(moved, cards, 0, 3);
    expect(sorted(wongar(before, onlyPieces))).toEqual(["area:a0"]);
  });
});

describe("markFrom", () => {
  const log = (seats: number[]) => ({ entries: seats.map((seat, i) => ({ seq: i + 1, seat })) }) as unknown as Log;

  it("compares with the position after the seat's own last move when others moved since", () => {
    expect(markFrom(log([0, 1, 2, 0, 1, 2]), 0)).toBe(4);
    expect(markFrom(log([0, 0, 1]), 0)).toBe(2);
  });

  it("compares with the setup when the seat has not moved yet", () => {
    expect(markFrom(log([0, 1]), 2)).toBe(0);
  });

  it("marks nothing when the last move is the seat's own, or there is none", () => {
    expect(markFrom(log([1, 2, 0]), 0)).toBeNull();
    expect(markFrom(log([]), 0)).toBeNull();
  });
});
