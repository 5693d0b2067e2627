/*
 * legalMoves, step by step (issue #40: the mutation tester found these lists unguarded). The Game contract asks for
 * every legal decision of the seat that must act, and none for anyone else; each case quotes the RULES.md section
 * that says what is open.
 */
import { describe, expect, it } from "vitest";
import { AREAS, ELDER_REACH, NEIGHBOURS, areaId, areaIndex } from "../../../games/wongar/rules/board.js";
import type { AreaCard } from "../../../games/wongar/rules/cards.js";
import { wongar } from "../../../games/wongar/rules/index.js";
import { tschurungaOptions } from "../../../games/wongar/rules/legal.js";
import { BLUE, GREEN, RED, YELLOW, table } from "./table.js";

const upAll = (): Record<string, AreaCard> => Object.fromEntries(AREAS.map((a) => [a.id, "cube"]));

describe("who may decide", () => {
  it("only the seat that must act has moves; once the game is over, nobody", () => {
    const s = table({ up: upAll() });
    expect(wongar.legalMoves(s, RED).length).toBe(10);
    for (const seat of [BLUE, GREEN, YELLOW]) expect(wongar.legalMoves(s, seat)).toEqual([]);
    const over = table({ phase: { kind: "over" } });
    for (const seat of [RED, BLUE, GREEN, YELLOW]) expect(wongar.legalMoves(over, seat)).toEqual([]);
  });
});

describe("the steps of a turn", () => {
  // §4.3 "(a) needs two pieces left, (b) one (§18.1)"; (c), two ritual cards, is always open
  it("§4.2, §18.1 a tschurunga card's choices with 3, 2, 1 and 0 pieces left", () => {
    expect(tschurungaOptions(3)).toEqual(["two", "one", "draw"]);
    expect(tschurungaOptions(2)).toEqual(["two", "one", "draw"]);
    expect(tschurungaOptions(1)).toEqual(["one", "draw"]);
    expect(tschurungaOptions(0)).toEqual(["draw"]);
  });

  // §16.1 (advanced) « À son tour, un joueur peut choisir de jouer une de ces cartes au lieu d'en prendre une sur le plateau. »
  it("§16.1 the figure cards a player still holds are offered beside the face-up cards, and only those", () => {
    const s = table({
      advanced: true,
      up: { kangaroo: "disc" },
      figureCards: [
        { ancestor: false, elder: true },
        { ancestor: true, elder: false },
        { ancestor: false, elder: false },
        { ancestor: false, elder: false },
      ],
    });
    expect(wongar.legalMoves(s, RED)).toEqual([
      { type: "take", area: "kangaroo" },
      { type: "figure", card: "elder" },
    ]);
    expect(wongar.legalMoves({ ...s, phase: { kind: "take", seat: BLUE }, current: BLUE }, BLUE)).toEqual([
      { type: "take", area: "kangaroo" },
      { type: "figure", card: "ancestor" },
    ]);
  });

  // §5.2 "They choose the shape; a shape with fewer than three pieces left may be chosen … With no piece at all, the
  // card does nothing": a shape of which the player has no piece is no choice
  it("§5.2 a triple offers only the shapes left in the player's supply", () => {
    const s = table({
      phase: { kind: "triple", seat: RED },
      supply: [
        [0, 3, 0],
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
      ],
    });
    expect(wongar.legalMoves(s, RED)).toEqual([{ type: "triple", shape: "cube" }]);
  });

  // §4.2 "(a) place two more pieces of that shape, on any one or two areas": every area
  it("§4.2 a further piece may go on any of the ten areas", () => {
    const s = table({ phase: { kind: "place", seat: RED, shape: 0, left: 2, draw: 0 } });
    expect(wongar.legalMoves(s, RED)).toEqual(AREAS.map((a) => ({ type: "place", area: a.id })));
  });

  // §6.2 the ancestor moves to a neighbouring area; §7.2 the elder one or two areas
  it("§6.2, §7.2 the ancestor's and the elder's moves", () => {
    const anc = table({ phase: { kind: "move", seat: RED, figure: "ancestor" }, ancestor: { area: "kangaroo", holder: RED } });
    expect(wongar.legalMoves(anc, RED)).toEqual(NEIGHBOURS[0]!.map((a) => ({ type: "move", area: areaId(a) })));
    const eld = table({ phase: { kind: "move", seat: RED, figure: "elder" }, elder: { area: "kangaroo", holder: RED } });
    expect(wongar.legalMoves(eld, RED)).toEqual(ELDER_REACH[0]!.map((a) => ({ type: "move", area: areaId(a) })));
  });

  // §13.1 a ritual card acts on its own shape; a scorpion is no ritual to play; two cards alike are one choice
  it("§13.1 in a ceremony: each kind of card in hand once, never a scorpion, and the pass", () => {
    const hand = areaIndex("hand");
    const s = table({
      hands: [["disc", "disc", "scorpion"], [], [], []],
      pieces: {
        hand: [
          [1, 0, 0],
          [1, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
      },
      phase: { kind: "ceremony", seat: RED, ceremony: { area: hand, kind: "ancestor", open: [RED, BLUE] } },
    });
    const moves = wongar.legalMoves(s, RED);
    expect(moves.filter((m) => m.type === "rite" && m.card !== "disc")).toEqual([]);
    expect(moves.filter((m) => m.type === "rite" && m.action === "remove")).toEqual([
      { type: "rite", card: "disc", shape: "disc", action: "remove", target: BLUE },
    ]);
    expect(moves.filter((m) => m.type === "rite" && m.action === "out")).toHaveLength(NEIGHBOURS[hand]!.length);
    expect(moves.at(-1)).toEqual({ type: "pass" });
    expect(moves).toHaveLength(1 + NEIGHBOURS[hand]!.length + 1);
  });
});
