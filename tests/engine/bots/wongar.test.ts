import { describe, expect, it } from "vitest";
import { chooseMove, isAmong } from "../../../engine/bots/index.js";
import { wongarValues } from "../../../engine/bots/wongar/values.js";
import type { AnyGame } from "../../../engine/core/game.js";
import { ELDER_REACH, NEIGHBOURS } from "../../../engine/wongar/board.js";
import { finalBonuses, majority, majoritySeat } from "../../../engine/wongar/flow.js";
import { wongar, type WongarState } from "../../../engine/wongar/index.js";
import { wongarMoments } from "./wongar-moments.js";
import { CEREMONY_POINTS, sectionOf } from "../../../engine/wongar/points.js";

/** Wongar bot internals: the fast majority agrees with the rules, the strong search plays legal, repeatable moves. */

/** The positions of one random game. */
const positions = (players: number, seed: string): WongarState[] => wongarMoments(players, seed).map((m) => m.state);

describe("wongar bot values", () => {
  it("finds the majority the rules name (§14.1, §14.3): the most pieces, ties to the ancestor's holder or the first after", () => {
    /** The rule as written: the tied leaders, the first of them clockwise from the ancestor's holder. */
    const byTheRule = (s: WongarState, area: number, shape: number): number => {
      const counts = s.areas[area]!.pieces.map((p) => p[shape]!);
      const most = Math.max(...counts);
      if (most === 0) return -1;
      for (let k = 0; k < s.seats; k++) if (counts[(s.ancestor.holder + k) % s.seats] === most) return (s.ancestor.holder + k) % s.seats;
      return -1;
    };
    for (const players of [3, 4, 5]) {
      for (const s of positions(players, `majority-${players}`)) {
        for (let area = 0; area < s.areas.length; area++) {
          for (let shape = 0; shape < 3; shape++) {
            expect(majoritySeat(s, area, shape)).toBe(byTheRule(s, area, shape));
            expect(majority(s, area, shape)?.seat ?? -1).toBe(byTheRule(s, area, shape));
          }
        }
      }
    }
  });

  it("counts the final bonuses and majorities as the rules do (§14, §15.2)", () => {
    for (const s of positions(4, "values")) {
      if (s.phase.kind === "over") continue;
      const expected = s.scores.slice();
      for (const b of finalBonuses(s)) expected[b.seat]! += b.points;
      const near = new Set([...NEIGHBOURS[s.ancestor.area]!, ...ELDER_REACH[s.elder.area]!]);
      for (let area = 0; area < s.areas.length; area++) {
        for (let shape = 0; shape < 3; shape++) {
          const win = majority(s, area, shape);
          if (win) expected[win.seat]! += (near.has(area) ? 0.35 : 0.15) * CEREMONY_POINTS[sectionOf(s.time)]!.ancestor;
        }
      }
      s.hands.forEach((hand, seat) => (expected[seat]! += 0.8 * hand.length));
      expect(wongarValues(s)).toEqual(expected);
    }
  });

  it("scales only the final bonuses by the weight strong's judgement gives them (§15.2)", () => {
    for (const s of positions(4, "final-weight")) {
      if (s.phase.kind === "over") continue;
      const expected = wongarValues(s);
      for (const b of finalBonuses(s)) expected[b.seat]! += 0.6 * b.points;
      wongarValues(s, 1.6).forEach((v, seat) => expect(v).toBeCloseTo(expected[seat]!, 9));
    }
  });
});

describe("wongar strong bot", () => {
  it("plays a legal move, the same one for the same seed", () => {
    const game = wongar as unknown as AnyGame;
    const states = positions(5, "strong-moves").filter((_, i) => i % 40 === 0);
    for (const s of states) {
      const seat = wongar.activeSeats(s)[0]!;
      const view = wongar.view(s, { seat });
      const move = chooseMove(game, view, seat, { level: "strong", seed: "same", iterations: 2 });
      expect(isAmong(move, wongar.legalMoves(s, seat))).toBe(true);
      expect(chooseMove(game, view, seat, { level: "strong", seed: "same", iterations: 2 })).toEqual(move);
    }
  });
});
