import { describe, expect, it } from "vitest";
import { seedRng, type Rng } from "../../../engine/core/rng.js";
import { chooseMove, isAmong, type BotLevel } from "../../../engine/bots/index.js";
import { searchMove } from "../../../engine/bots/search.js";
import { tongaBongaBot, wageCandidates } from "../../../games/tonga-bonga/bot/index.js";
import { tongaBonga, type TongaBongaMove, type TongaBongaState } from "../../../games/tonga-bonga/rules/index.js";
import { currentSeat } from "../../../games/tonga-bonga/rules/state.js";
import { botFor } from "../../../games/index.js";

/** Wages with no cap (RULES.md §4.3, Ruling 2): the legal list is the whole purse; the bots weigh a short ladder of it. */

const bidding = (money: number[], rules = tongaBonga.rulesVersion): TongaBongaState => ({
  ...tongaBonga.setup("wages", money.length, { roundLimit: 30 }, rules),
  money,
});

const amounts = (moves: TongaBongaMove[]): number[] => moves.map((m) => (m.type === "bid" ? m.amount : -1));

describe("Tonga Bonga bots and the uncapped wage (§4.3)", () => {
  it("a rich purse: every amount is legal, the bots weigh at most fifteen, none above 40 or half the purse", () => {
    const s = bidding([300, 20, 20, 20]);
    const legal = tongaBonga.legalMoves(s, 0);
    expect(legal).toHaveLength(299);
    const weighed = amounts(wageCandidates(s, 0, legal));
    expect(weighed).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40]);
    const half = bidding([50, 20, 20, 20]);
    expect(Math.max(...amounts(wageCandidates(half, 0, tongaBonga.legalMoves(half, 0))))).toBe(25);
  });

  it("a short purse or another step: nothing is left out", () => {
    const poor = bidding([6, 20, 20]);
    expect(wageCandidates(poor, 0, tongaBonga.legalMoves(poor, 0))).toEqual(tongaBonga.legalMoves(poor, 0));
    const v1 = bidding([80, 20, 20, 20], 1);
    expect(Math.max(...amounts(wageCandidates(v1, 0, tongaBonga.legalMoves(v1, 0))))).toBeLessThanOrEqual(20);
  });

  it.each<BotLevel>(["easy", "strong"])("%s: a legal, modest wage from a rich purse, for captain and helmsman", (level) => {
    let s = bidding([300, 20, 20, 20]);
    for (const role of ["captain", "helmsman"] as const) {
      const seat = currentSeat(s);
      const move = chooseMove<TongaBongaMove>(
        tongaBonga,
        tongaBonga.view(s, { seat }),
        seat,
        { level, seed: `wage-${role}` },
        botFor(tongaBonga.id)!,
      );
      expect(isAmong(move, tongaBonga.legalMoves(s, seat))).toBe(true);
      expect(move).toMatchObject({ type: "bid", role });
      expect(move.type === "bid" && move.amount <= 40).toBe(true);
      const played = tongaBonga.play(s, seat, move);
      if (!played.ok) throw new Error(played.error.message);
      s = played.value.state;
    }
  });

  it("easy bids by its rule: about a sixth of the purse for the captain (2–10), a twelfth for the helmsman (1–5)", () => {
    const ask = (money: number) => {
      const s = bidding([money, 20, 20]);
      return chooseMove<TongaBongaMove>(
        tongaBonga,
        tongaBonga.view(s, { seat: 0 }),
        0,
        { level: "easy", seed: "rule" },
        botFor(tongaBonga.id)!,
      );
    };
    expect(ask(20)).toEqual({ type: "bid", role: "captain", amount: 3 });
    expect(ask(48)).toEqual({ type: "bid", role: "captain", amount: 8 });
    expect(ask(300)).toEqual({ type: "bid", role: "captain", amount: 10 });
  });
});

describe("Tonga Bonga strong: the field is modelled, not searched", () => {
  /**
   * Which seats the playout policy moved during one search from seat 0's first bid (a short purse: three amounts to
   * weigh, then three for the helmsman, so the walk soon reaches the others' bids), with playouts cut to nothing.
   */
  const policySeats = (modelsField: boolean): Set<number> => {
    const s = bidding([4, 20, 20, 20]);
    const seats = new Set<number>();
    const bot = {
      ...tongaBongaBot,
      modelsField,
      rolloutDepth: 0,
      rolloutMove: (state: TongaBongaState, seat: number, legal: TongaBongaMove[], rng: Rng) => {
        seats.add(seat);
        return tongaBongaBot.rolloutMove!(state, seat, legal, rng);
      },
    };
    const legal = wageCandidates(s, 0, tongaBonga.legalMoves(s, 0));
    const move = searchMove(bot, tongaBonga.view(s, { seat: 0 }), 0, legal, 60, seedRng("field"));
    expect(isAmong(move, legal)).toBe(true);
    return seats;
  };

  it("the other seats' moves inside the tree are the playout policy's, the bot's own are searched", () => {
    expect([...policySeats(true)].sort()).toEqual([1, 2, 3]);
  });

  it("without it every seat's move in the tree is a node: the policy plays only playouts", () => {
    expect(policySeats(false).size).toBe(0);
  });
});
