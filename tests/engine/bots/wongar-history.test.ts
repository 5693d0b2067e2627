import { describe, expect, it } from "vitest";
import { chooseMove } from "../../../engine/bots/index.js";
import { determinizeWongar } from "../../../games/wongar/bot/determinize.js";
import type { AnyGame, GameEvent } from "../../../engine/core/game.js";
import { seedRng } from "../../../engine/core/rng.js";
import { wongar } from "../../../games/wongar/rules/index.js";
import { wongarMoments } from "./wongar-moments.js";
import { botFor } from "../../../games/index.js";

/** The strong Wongar bot's history (BotOptions.history): the public log's taken cards, never anything the seat did not see. */

const shownTo = (log: GameEvent[], seat: number): GameEvent[] => log.map((e) => wongar.viewEvent(e, { seat }));

const sorted = (cards: readonly string[]) => cards.slice().sort();

describe("wongar bot history", () => {
  const late = wongarMoments(4, "history").filter((_, i) => i % 25 === 0 && i > 0);

  it("deals every player's taken cards and every pile exactly as the log shows them, and keeps the view", () => {
    let checked = 0;
    for (const { state, log } of late) {
      const seat = wongar.activeSeats(state)[0]!;
      const view = wongar.view(state, { seat });
      const guess = determinizeWongar(view, seat, seedRng("guess"), shownTo(log, seat));
      expect(wongar.view(guess, { seat })).toEqual(view);
      expect(guess.collected).toEqual(state.collected);
      guess.areas.forEach((a, i) => expect(sorted(a.pile)).toEqual(sorted(state.areas[i]!.pile)));
      if (state.collected.some((c, other) => other !== seat && c.length > 0)) checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("ignores a history that does not fit the view (the blind deal, the same move)", () => {
    const game = wongar as unknown as AnyGame;
    const { state, log } = late.at(-1)!;
    const seat = wongar.activeSeats(state)[0]!;
    const view = wongar.view(state, { seat });
    const partial = shownTo(log, seat).slice(0, Math.floor(log.length / 2));
    expect(chooseMove(game, view, seat, { level: "strong", seed: "fit", history: partial }, botFor(game.id)!)).toEqual(
      chooseMove(game, view, seat, { level: "strong", seed: "fit" }, botFor(game.id)!),
    );
  });

  it("gives the same move for two histories that look the same to the seat (other players' draws differ)", () => {
    const game = wongar as unknown as AnyGame;
    let differing = 0;
    for (const { state, log } of late) {
      const seat = wongar.activeSeats(state)[0]!;
      const view = wongar.view(state, { seat });
      // the same log with every card another player drew named differently: a different match to an omniscient eye
      const twin = log.map((e) => (e.type === "draw" && e.seat !== seat ? { ...e, card: e.card === "double" ? "scorpion" : "double" } : e));
      if (JSON.stringify(twin) !== JSON.stringify(log)) differing++;
      expect(shownTo(twin, seat)).toEqual(shownTo(log, seat));
      const options = { level: "strong" as const, seed: "twin" };
      expect(chooseMove(game, view, seat, { ...options, history: shownTo(twin, seat) }, botFor(game.id)!)).toEqual(
        chooseMove(game, view, seat, { ...options, history: shownTo(log, seat) }, botFor(game.id)!),
      );
    }
    expect(differing).toBeGreaterThan(3);
  });
});
