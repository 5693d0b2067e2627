import { describe, expect, it } from "vitest";
import { chooseMove, isAmong } from "../../../engine/bots/index.js";
import { wongarValues } from "../../../games/wongar/bot/values.js";
import type { AnyGame } from "../../../engine/core/game.js";
import { ELDER_REACH, NEIGHBOURS } from "../../../games/wongar/rules/board.js";
import { finalBonuses, majority, majoritySeat } from "../../../games/wongar/rules/flow.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";
import { wongarMoments } from "./wongar-moments.js";
import { CEREMONY_POINTS, sectionOf } from "../../../games/wongar/rules/points.js";
import { wongarBot } from "../../../games/wongar/bot/index.js";
import { randomInt, seedRng, shuffleInPlace } from "../../../engine/core/rng.js";
import { RED, ritualCensus, table } from "../wongar/table.js";
import { RITUAL_CARDS, expand } from "../../../games/wongar/rules/cards.js";
import { botFor } from "../../../games/index.js";

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
      const move = chooseMove(game, view, seat, { level: "strong", seed: "same", iterations: 2 }, botFor(game.id)!);
      expect(isAmong(move, wongar.legalMoves(s, seat))).toBe(true);
      expect(chooseMove(game, view, seat, { level: "strong", seed: "same", iterations: 2 }, botFor(game.id)!)).toEqual(move);
    }
  });
});

describe("wongar bots in the advanced game: ritual cards chosen from the deck (RULES.md §16.5, rules versions 3 and 4)", () => {
  const game = wongar as unknown as AnyGame;
  /** Every choice from the deck of one random advanced game. */
  const choices = (players: number, seed: string): WongarState[] => {
    let s = wongar.setup(seed, players, { advanced: true });
    const rng = seedRng(`choices-${seed}`);
    const out: WongarState[] = [];
    while (s.phase.kind !== "over") {
      if (s.phase.kind === "choose") out.push(s);
      const legal = wongar.legalMoves(s, s.phase.seat);
      const played = wongar.play(s, s.phase.seat, legal[randomInt(rng, legal.length)]!);
      if (!played.ok) throw new Error(played.error.message);
      s = played.value.state;
    }
    return out;
  };

  it("determinizes a chooser's view into a state with the same view: the deck's kinds and the offer it was shown", () => {
    for (const s of choices(4, "adv-det").filter((_, i) => i % 5 === 0)) {
      const seat = wongar.activeSeats(s)[0]!;
      const view = wongar.view(s, { seat });
      const guess = wongarBot.determinize(view, seat, seedRng("guess"));
      expect(wongar.view(guess, { seat })).toEqual(view);
      expect(wongar.legalMoves(guess, seat)).toEqual(wongar.legalMoves(s, seat));
    }
  });

  it("chooses the same for any order of the deck and any other secret: the order is not known to it (§17.4)", () => {
    const rng = seedRng("adv-blind");
    for (const s of choices(5, "adv-blind")
      .filter((_, i) => i % 6 === 0)
      .slice(0, 6)) {
      const seat = wongar.activeSeats(s)[0]!;
      const twin = JSON.parse(JSON.stringify(s)) as WongarState;
      shuffleInPlace(rng, twin.deck);
      twin.rng = [5, 6, 7, 8];
      for (let other = 0; other < twin.seats; other++)
        if (other !== seat) twin.hands[other] = twin.hands[other]!.map(() => "disc" as const);
      expect(wongar.view(twin, { seat })).toEqual(wongar.view(s, { seat }));
      for (const level of ["easy", "strong"] as const) {
        const options = { level, seed: "blind", iterations: 2 };
        expect(chooseMove(game, wongar.view(twin, { seat }), seat, options, botFor(game.id)!)).toEqual(
          chooseMove(game, wongar.view(s, { seat }), seat, options, botFor(game.id)!),
        );
      }
    }
  });

  it("both levels take the card that can swing a close majority where a ceremony can come next (§13.1)", () => {
    // red and blue have one cube each on Kangaroo, which the ancestor reaches; nobody has a disc anywhere, nor any
    // left to place (strong plays the next player's turn on before it judges: that turn must not make discs count)
    const pieces = {
      kangaroo: [
        [0, 1, 0],
        [0, 1, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    const supply = [
      [0, 14, 12],
      [0, 14, 12],
      [0, 15, 12],
      [0, 15, 12],
    ];
    // the advanced deck whole (§16.2: 14 discs, 12 cubes, 10 cylinders), the doubles and scorpions out of the game
    const deck = expand({ disc: 14, cube: 12, cylinder: 10, double: 0, scorpion: 0 }, RITUAL_CARDS);
    const s = { ...table({ advanced: true, pieces, supply, deck, up: { hand: "disc", foot: "disc" } }), spent: 7 };
    s.phase = { kind: "choose", seat: RED, take: 1, then: "end", offer: [["disc"], ["cube"], ["cylinder"]] };
    expect(ritualCensus(s)).toBe(43);
    const view = wongar.view(s, { seat: RED });
    for (const level of ["easy", "strong"] as const) {
      for (const seed of ["a", "b", "c"])
        expect(chooseMove(game, view, RED, { level, seed, iterations: 2 }, botFor(game.id)!)).toEqual({ type: "choose", choice: 1 });
    }
    // the basic game's values never weigh what a hand holds (its draws are blind)
    const basic = { ...s, options: { advanced: false } };
    const withCube = { ...basic, hands: [["cube"], [], [], []] as WongarState["hands"] };
    const withDisc = { ...basic, hands: [["disc"], [], [], []] as WongarState["hands"] };
    expect(wongarValues(withCube)).toEqual(wongarValues(withDisc));
    expect(wongarValues({ ...withCube, options: { advanced: true } })[RED]).toBeGreaterThan(
      wongarValues({ ...withDisc, options: { advanced: true } })[RED]!,
    );
  });
});
