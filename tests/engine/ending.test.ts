/**
 * How a match ends beside its rules (engine/core/ending.ts), the one computation the host and the record's verifier
 * share (issue #40 item 3): resigned seats after the others, the latest resignation first; a resignation or an
 * abandonment that ends the match; the engine's outcome otherwise.
 */
import { describe, expect, it } from "vitest";
import { abandonedOutcome, endsMatch, finalOutcome, rankResignedLast, resignationOutcome } from "../../engine/core/ending.js";
import type { Outcome } from "../../engine/core/game.js";

const rules: Outcome = { scores: [7, 9, 9, 2], ranking: [[1, 2], [0], [3]], reason: "end", details: { end: "pile" } };

describe("the ending of a match", () => {
  it("ranks resigned seats after every other, the latest resignation first, keeping the scores and the ties of the rest", () => {
    expect(rankResignedLast(rules, [])).toBe(rules);
    const out = rankResignedLast(rules, [
      { seat: 2, at: 100 },
      { seat: 0, at: 200 },
    ]);
    expect(out).toEqual({ scores: [7, 9, 9, 2], ranking: [[1], [3], [0], [2]], reason: "end", details: { end: "pile", resigned: [0, 2] } });
    // the same time: the higher seat first (as the server's rows sort)
    expect(
      rankResignedLast(rules, [
        { seat: 0, at: 5 },
        { seat: 3, at: 5 },
      ]).ranking,
    ).toEqual([[1, 2], [3], [0]]);
  });

  it("a resignation that ends the match: the seats in play share first place, no scores", () => {
    const r = [
      { seat: 2, at: 10 },
      { seat: 1, at: 20 },
    ];
    expect(resignationOutcome(4, r[1]!, r)).toEqual({
      scores: [],
      ranking: [[0, 3], [1], [2]],
      reason: "resigned",
      details: { seat: 1, at: 20, resigned: [1, 2] },
    });
    expect(resignationOutcome(2, { seat: 0, at: 1 }, [{ seat: 0, at: 1 }]).ranking).toEqual([[1], [0]]);
  });

  it("the log's outcome: its ending entry, else the engine's with the resigned seats last, else none yet", () => {
    const resigned = { type: "resigned", seat: 3, at: 50, ends: false } as const;
    expect(finalOutcome(4, null, [])).toBeNull();
    expect(finalOutcome(4, null, [resigned])).toBeNull();
    expect(finalOutcome(4, rules, [resigned])?.ranking).toEqual([[1, 2], [0], [3]]);
    expect(finalOutcome(4, rules, [{ type: "takeover", seat: 0, at: 1, level: "easy" }])).toEqual(rules);
    const ending = { type: "resigned", seat: 1, at: 60, ends: true } as const;
    expect(finalOutcome(4, null, [resigned, ending])).toEqual(resignationOutcome(4, ending, [resigned, ending]));
    expect(finalOutcome(3, null, [{ type: "abandoned", seat: 2, at: 70 }])).toEqual(abandonedOutcome(2, 70));
    expect([resigned, ending, { type: "abandoned", seat: 0, at: 1 } as const].map(endsMatch)).toEqual([false, true, true]);
  });
});
