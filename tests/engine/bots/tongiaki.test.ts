import { describe, expect, it } from "vitest";
import { chooseMove, type BotLevel } from "../../../engine/bots/index.js";
import { tongiakiBot } from "../../../games/tongiaki/bot/index.js";
import { searchesEndgame } from "../../../games/tongiaki/bot/endgame.js";
import { stalled, turnRule } from "../../../games/tongiaki/bot/policy.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { setup } from "../../../games/tongiaki/rules/setup.js";
import { islandData } from "../../../games/tongiaki/rules/board.js";
import { botFor } from "../../../games/index.js";

/** The Tongiaki bots' turn rules (games/tongiaki/bot/policy.ts), position by position, at both levels. */

interface Isle {
  id: string;
  q: number;
  r: number;
  /** Colours on its beaches, beach by beach. */
  beaches: number[][];
  king?: number;
}

/** Four players, seat 0 to start a turn; Tonga holds `tonga`, the listed islands lie on the table. */
function position(tonga: number[][], isles: Isle[], royal = [0, 0, 0, 0]): TongiakiState {
  const s = setup("tongiaki-rules", 4, { twoColours: false, freeTiles: false });
  const islands: TongiakiState["islands"] = { tonga: { tile: "tonga", king: -1, beaches: tonga } };
  const board = [...s.board];
  for (const isle of isles) {
    islands[isle.id] = { tile: isle.id, king: isle.king ?? -1, beaches: isle.beaches };
    board.push({ tile: isle.id, q: isle.q, r: isle.r, rotation: 0 });
  }
  const reserve = [0, 1, 2, 3].map(
    (c) =>
      15 - Object.values(islands).reduce((n, isl) => n + isl.beaches.flat().filter((x) => x === c).length + (isl.king === c ? 1 : 0), 0),
  );
  return {
    ...s,
    board,
    islands,
    reserve,
    royal,
    pile: s.pile.filter((id) => !isles.some((i) => i.id === id)),
    drawn: { islands: isles.length, seas: 0 },
    turn: 9,
    phase: { kind: "turn" },
  };
}

const empty = (id: string): number[][] => islandData(id).beaches.map(() => []);

const SCENARIOS: { name: string; state: TongiakiState; expected: TongiakiMove }[] = [
  {
    name: "alone on Hawaii (5): found the royal island there (§9)",
    state: position([[0], [1], [2], [3], [0, 1], [2, 3]], [{ id: "hawaii", q: 0, r: 1, beaches: [[0], [], []] }]),
    expected: { type: "king", island: "hawaii" },
  },
  {
    name: "alone on Nauru (2) and Samoa (5): crown the better one",
    state: position(
      [[1], [1], [2], [3], [2], [3]],
      [
        { id: "nauru", q: 0, r: 1, beaches: [[0], [0], []] },
        { id: "samoa", q: 0, r: -1, beaches: [[0], [], []] },
      ],
    ),
    expected: { type: "king", island: "samoa" },
  },
  {
    name: "boats only on Tonga, no royal island yet: colonize (§10)",
    state: position([[0], [1], [2], [3], [0, 1], [2, 3]], [{ id: "oahu", q: 0, r: 1, beaches: [[1], [2], []] }]),
    expected: { type: "colonize" },
  },
  {
    name: "no boat on the board and an empty Fidschi (5): enter it (§11.1)",
    state: position(
      [[1], [1], [2], [3], [2], [3]],
      [
        { id: "tubuai", q: 0, r: 1, beaches: [[], []] },
        { id: "fidschi", q: 0, r: -1, beaches: empty("fidschi") },
      ],
    ),
    expected: { type: "enter", island: "fidschi", beach: 0 },
  },
  {
    name: "only a king on the board: a king is a boat (Ruling 10), so colonize, the one move left (§11.1)",
    state: position(
      [[1], [1], [2], [3], [2], [3]],
      [
        { id: "tubuai", q: 0, r: 1, beaches: [[], []], king: 0 },
        { id: "fidschi", q: 0, r: -1, beaches: empty("fidschi") },
      ],
      [1, 0, 0, 0],
    ),
    expected: { type: "colonize" },
  },
  {
    name: "both royal islands founded, boats only on Tonga: colonize for a scoring island",
    state: position(
      [[0], [1], [2], [3], [1], [2, 3]],
      [
        { id: "tubuai", q: 0, r: 1, beaches: [[], []], king: 0 },
        { id: "nauru", q: 0, r: -1, beaches: [[], [], []], king: 0 },
      ],
      [2, 0, 0, 0],
    ),
    expected: { type: "colonize" },
  },
];

describe("tongiaki bots: turn rules", () => {
  for (const { name, state, expected } of SCENARIOS) {
    it(name, () => {
      const view = tongiaki.view(state, { seat: 0 });
      const legal = tongiaki.legalMoves(state, 0);
      const ruled = turnRule(view, legal, view.pile);
      if (expected.type === "enter") expect(ruled).toMatchObject({ type: "enter", island: expected.island });
      else expect(ruled).toEqual(expected);
      for (const level of ["easy", "strong"] as BotLevel[]) {
        const move = chooseMove<TongiakiMove>(tongiaki, view, 0, { level, seed: `rule-${level}`, iterations: 8 }, botFor(tongiaki.id)!);
        expect(move).toEqual(ruled);
      }
    });
  }

  it("on Oahu (4) with other boats and on Tonga: no rule; easy adds, strong searches every move", () => {
    const state = position([[0], [1], [2], [3], [0, 1], [2, 3]], [{ id: "oahu", q: 0, r: 1, beaches: [[0, 1], [2], []] }]);
    const view = tongiaki.view(state, { seat: 0 });
    const legal = tongiaki.legalMoves(state, 0);
    expect(turnRule(view, legal, view.pile)).toBeNull();
    expect(chooseMove<TongiakiMove>(tongiaki, view, 0, { level: "easy", seed: "no-rule" }, botFor(tongiaki.id)!).type).toBe("add");
    const strong = chooseMove<TongiakiMove>(tongiaki, view, 0, { level: "strong", seed: "no-rule", iterations: 8 }, botFor(tongiaki.id)!);
    expect(legal).toContainEqual(strong);
  });
  it("the same table once the game has stalled (many turns, few tiles drawn): both levels colonize, which draws (§10.2)", () => {
    const base = position([[0], [1], [2], [3], [0, 1], [2, 3]], [{ id: "oahu", q: 0, r: 1, beaches: [[0, 1], [2], []] }]);
    const view = tongiaki.view(base, { seat: 0 });
    // 31 tiles, 1 drawn (Oahu): stalled past 6 × (1 + 4 seats) = 30 turns
    expect(stalled({ ...view, turn: 30 }, view.pile)).toBe(false);
    expect(stalled({ ...view, turn: 31 }, view.pile)).toBe(true);
    const late = { ...base, turn: 31 };
    const lateView = tongiaki.view(late, { seat: 0 });
    const legal = tongiaki.legalMoves(late, 0);
    expect(turnRule(lateView, legal, lateView.pile)).toEqual({ type: "colonize" });
    for (const level of ["easy", "strong"] as BotLevel[]) {
      expect(
        chooseMove<TongiakiMove>(tongiaki, lateView, 0, { level, seed: `stalled-${level}`, iterations: 8 }, botFor(tongiaki.id)!),
      ).toEqual({ type: "colonize" });
    }
  });
});

/** A fresh table of `players` after the setup boats (§2.2), every one put on the first free beach offered. */
function firstTurn(players: number): TongiakiState {
  let s = setup(`opening-${players}`, players, { twoColours: false, freeTiles: false });
  while (s.phase.kind === "setup") {
    const seat = tongiaki.activeSeats(s)[0]!;
    const played = tongiaki.play(s, seat, tongiaki.legalMoves(s, seat)[0]!);
    if (!played.ok) throw new Error(played.error.message);
    s = played.value.state;
  }
  return s;
}

describe("tongiaki strong: the 6-player opening (games/tongiaki/bot/opening.ts)", () => {
  it("at 6 players strong's first turn adds on Tonga where easy colonizes", () => {
    const s = firstTurn(6);
    const view = tongiaki.view(s, { seat: 0 });
    expect(chooseMove<TongiakiMove>(tongiaki, view, 0, { level: "strong", seed: "opening", iterations: 8 }, botFor(tongiaki.id)!)).toEqual({
      type: "add",
      island: "tonga",
    });
    expect(chooseMove<TongiakiMove>(tongiaki, view, 0, { level: "easy", seed: "opening" }, botFor(tongiaki.id)!)).toEqual({
      type: "colonize",
    });
  });

  it("at 4 players, and at 6 players after the first round, strong follows the turn rule: colonize from Tonga (§10)", () => {
    const four = firstTurn(4);
    expect(
      chooseMove<TongiakiMove>(
        tongiaki,
        tongiaki.view(four, { seat: 0 }),
        0,
        { level: "strong", seed: "opening", iterations: 8 },
        botFor(tongiaki.id)!,
      ),
    ).toEqual({ type: "colonize" });
    const later = { ...firstTurn(6), turn: 7 };
    expect(
      chooseMove<TongiakiMove>(
        tongiaki,
        tongiaki.view(later, { seat: 0 }),
        0,
        { level: "strong", seed: "opening", iterations: 8 },
        botFor(tongiaki.id)!,
      ),
    ).toEqual({ type: "colonize" });
  });
});

describe("tongiaki strong: the 6-player endgame (games/tongiaki/bot/endgame.ts)", () => {
  const tilesLeft = (players: number, left: number) => {
    const view = tongiaki.view({ ...firstTurn(players), turn: 20 }, { seat: 0 });
    return { ...view, pile: { islands: Math.floor(left / 2), seas: left - Math.floor(left / 2) } };
  };

  it("searches a turn start at 6 players once at most 18 tiles are left in the pile, not before", () => {
    expect(searchesEndgame(tilesLeft(6, 18))).toBe(true);
    expect(searchesEndgame(tilesLeft(6, 19))).toBe(false);
  });

  it("never at 4 or 2 players, and never past a turn's start", () => {
    expect(searchesEndgame(tilesLeft(4, 10))).toBe(false);
    expect(searchesEndgame(tilesLeft(2, 10))).toBe(false);
    expect(searchesEndgame({ ...tilesLeft(6, 10), phase: { kind: "depart" } })).toBe(false);
  });
});

describe("tongiaki strong: its budget by the table (GameBot.iterationsAt)", () => {
  /** The iterations chooseMove hands strong's search, with its search replaced by a recorder. */
  const budget = (players: number, iterations?: number): number => {
    let seen = -1;
    const spy = {
      ...tongiakiBot,
      strongMove: (_self: unknown, _view: unknown, _seat: number, legal: TongiakiMove[], n: number) => ((seen = n), legal[0]!),
    };
    const view = tongiaki.view(firstTurn(players), { seat: 0 });
    chooseMove(tongiaki, view, 0, { level: "strong", seed: "budget", iterations }, spy as never);
    return seen;
  };

  it("plays 80 playouts at 2 players and 64 at 3 to 6, unless the host names a budget", () => {
    expect([2, 3, 4, 5, 6].map((p) => budget(p))).toEqual([80, 64, 64, 64, 64]);
    expect(budget(2, 12)).toBe(12);
    expect(budget(6, 12)).toBe(12);
  });
});
