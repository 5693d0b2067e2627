/*
 * RULES.md §13 and §14, figure by figure (issue #40: the mutation tester found the tie-break figures and the end's
 * reason unguarded). §14.1: "Each island scores its points to every player with at least one boat on it. A royal
 * island scores only for its king. Tonga scores nothing." §14.2: "Ties: more islands occupied wins; then fewer boats
 * on the board (a king counts as one boat). Players still tied share the place." §13.1: "The game ends as soon as the
 * last sea tile (the 16th) or the last island tile (the 16th, counting Tonga) has been drawn and placed (Ruling 12)."
 */
import { describe, expect, it } from "vitest";
import { tongiaki } from "../../../games/tongiaki/rules/index.js";
import { rank, standings } from "../../../games/tongiaki/rules/score.js";
import { BLUE, GREEN, RED, drawnAt, table } from "./table.js";

const TONGA = { q: 0, r: 0 };
const board = (drawn?: { islands: number; seas: number }) =>
  table({
    seats: 3,
    tiles: [drawnAt("samoa", TONGA, 3), drawnAt("tubuai", TONGA, 0), drawnAt("nauru", TONGA, 1)],
    kings: { samoa: BLUE },
    boats: { tonga: [[BLUE, RED, GREEN], [], [], [], [], []], tubuai: [[RED], [GREEN]], nauru: [[GREEN, GREEN], [], []] },
    phase: { kind: "over" },
    ...(drawn ? { drawn } : {}),
  });

describe("§14 the standings", () => {
  it("§14.1, §14.2 each seat's points, islands occupied (Tonga is one, scoring nothing) and boats (a king is one)", () => {
    expect(standings(board())).toEqual([
      { seat: BLUE, points: 5, islands: 2, boats: 2 }, // Samoa's king, one boat on Tonga
      { seat: RED, points: 2, islands: 2, boats: 2 },
      { seat: GREEN, points: 4, islands: 3, boats: 4 },
    ]);
    expect(tongiaki.outcome(board())!.details).toMatchObject({ standings: standings(board()) });
  });

  it.each([
    ["more points first, whatever the other figures", [5, 1, 9], [3, 3, 1], [[0], [1]]],
    ["equal points: more islands first", [5, 2, 2], [5, 1, 2], [[0], [1]]],
    ["equal points and islands: fewer boats first", [5, 2, 3], [5, 2, 2], [[1], [0]]],
    ["all three equal: the place is shared", [5, 2, 2], [5, 2, 2], [[0, 1]]],
  ])("§14.2 %s", (_what, a, b, ranking) => {
    const st = [a, b].map(([points, islands, boats], seat) => ({ seat, points: points!, islands: islands!, boats: boats! }));
    expect(rank(st)).toEqual(ranking);
  });
});

describe("§13 the end", () => {
  it("§13.1 the outcome names the pile that ran out, as a code: the sea tiles or the island tiles", () => {
    expect(tongiaki.outcome(board({ islands: 9, seas: 16 }))!.details).toMatchObject({ end: "sea-tiles" });
    expect(tongiaki.outcome(board({ islands: 16, seas: 9 }))!.details).toMatchObject({ end: "island-tiles" });
  });

  it("§13 a game not over has no outcome", () => {
    expect(tongiaki.outcome({ ...board(), phase: { kind: "turn" } })).toBeNull();
  });
});

describe("§10.3, §13 who may decide what", () => {
  // §10.3 the colonizer puts their boat on the island found: a beach with a free slot (a full beach takes no boat)
  it("§10.3 settling is offered on beaches with a free slot only", () => {
    const s = table({
      tiles: [drawnAt("tubuai", TONGA, 0)],
      boats: { tubuai: [[RED, GREEN, RED], [GREEN]] },
      phase: { kind: "settle", island: "tubuai", purpose: "colonize", last: false },
    });
    expect(tongiaki.legalMoves(s, BLUE)).toEqual([{ type: "settle", beach: 1 }]);
  });

  it("§13 once the game is over nobody has a move, the seat that played last included", () => {
    const s = board();
    for (const seat of [BLUE, RED, GREEN]) expect(tongiaki.legalMoves(s, seat)).toEqual([]);
  });
});
