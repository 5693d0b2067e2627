/*
 * RULES.md §9.3: "The game then ends. Most ducats wins; equal ducats share the place (Ruling 6)." The rulebook (French):
 * « Le joueur qui a réussi à empocher le plus grand nombre de ducats a gagné la partie. » (issue #40: with money
 * already in seat order in every other scenario, the mutation tester could
 * drop the sort unnoticed). §9.2, §9.4: why the game ended, and who came home, as codes for the clients' own words.
 */
import { describe, expect, it } from "vitest";
import { tongaBonga } from "../../../games/tonga-bonga/rules/index.js";
import { rank } from "../../../games/tonga-bonga/rules/score.js";
import { ORANGE, RED, WHITE, YELLOW, table } from "./table.js";

describe("§9.3 most ducats wins; equal ducats share the place", () => {
  it.each([
    { money: [12, 40, 25, 31], ranking: [[YELLOW], [WHITE], [ORANGE], [RED]] },
    { money: [20, 35, 35, 10], ranking: [[YELLOW, ORANGE], [RED], [WHITE]] },
    { money: [7, 7, 30], ranking: [[ORANGE], [RED, YELLOW]] },
    {
      money: [5, 9, 5, 9],
      ranking: [
        [YELLOW, WHITE],
        [RED, ORANGE],
      ],
    },
    { money: [0, 0, 0], ranking: [[RED, YELLOW, ORANGE]] },
  ])("ducats $money rank $ranking", ({ money, ranking }) => {
    expect(rank(money)).toEqual(ranking);
  });
});

describe("§9.2, §9.4 the outcome", () => {
  it("§9.2 a ship home: the scores are the ducats (a copy), the details name the rounds, who came home and the camps", () => {
    const s = table({
      round: 9,
      money: [31, 44, 18, 44],
      camps: { palmoa: [YELLOW, RED], lagunara: [YELLOW] },
      phase: { kind: "over", reason: "home" },
    });
    s.home = [false, true, false, true];
    const out = tongaBonga.outcome(s)!;
    expect(out.scores).toEqual([31, 44, 18, 44]);
    expect(out.ranking).toEqual([[YELLOW, WHITE], [RED], [ORANGE]]);
    expect(out.details).toEqual({ rounds: 9, home: [YELLOW, WHITE], camps: s.camps, end: "home" });
    expect(out.reason).toMatch(/round 9/);
    out.scores[0] = 0;
    expect(s.money[0]).toBe(31);
  });

  it("§9.4 the round limit: nobody came home", () => {
    const s = table({ round: 30, money: [20, 21, 22, 23], phase: { kind: "over", reason: "limit" } });
    expect(tongaBonga.outcome(s)!.details).toMatchObject({ rounds: 30, home: [], end: "limit" });
    expect(tongaBonga.outcome(s)!.ranking).toEqual([[WHITE], [ORANGE], [YELLOW], [RED]]);
  });
});
