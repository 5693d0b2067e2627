// Wongar §16.5, §17.4 (rules version 4, Ruling 6): the offer holds every way to take the cards, whatever the deck
// holds, so that the number a move names tells nothing. The chooser's move buttons show only the ways this deck can
// fill, in the order of their cards, as the board's panel does.
import { describe, expect, it } from "vitest";
import { moveButtons } from "../../games/wongar/board/buttons.js";
import { AREAS } from "../../games/wongar/rules/board.js";
import type { RitualCard } from "../../games/wongar/rules/cards.js";
import { wongar as engine } from "../../games/wongar/rules/index.js";
import { table } from "../engine/wongar/table.js";

const up = Object.fromEntries(AREAS.map((a) => [a.id, a.id === "hand" ? "disc" : "cube"] as const));
/** Red takes the disc card of the hand and draws two ritual cards: a choice from `deck`. */
function choosing(deck: RitualCard[], rules = 4) {
  let s = table({ advanced: true, rules, up, deck });
  for (const move of [
    { type: "take", area: "hand" },
    { type: "option", option: "draw" },
  ] as const) {
    const r = engine.play(s, 0, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return { legal: engine.legalMoves(s, 0), view: engine.view(s, { seat: 0 }) };
}
const names = (deck: RitualCard[], rules = 4) => {
  const { legal, view } = choosing(deck, rules);
  return moveButtons(legal, view).map((m) => (m.type === "choose" ? view.choice!.options[m.choice]!.join("+") : m.type));
};

describe("Wongar: the chooser's move buttons (rules version 4)", () => {
  it("a deck of all three kinds: every way to take two cards, in the order of their cards", () => {
    expect(choosing(["disc", "disc", "cube", "cube", "cylinder", "cylinder"]).legal).toHaveLength(6);
    expect(names(["disc", "disc", "cube", "cube", "cylinder", "cylinder"])).toEqual([
      "disc+disc",
      "disc+cube",
      "disc+cylinder",
      "cube+cube",
      "cube+cylinder",
      "cylinder+cylinder",
    ]);
  });

  it("a deck without a cylinder and a single cube: the same six legal moves, two buttons", () => {
    const deck: RitualCard[] = ["disc", "disc", "cube", "disc", "disc", "disc"];
    expect(choosing(deck).legal).toHaveLength(6);
    expect(names(deck)).toEqual(["disc+disc", "disc+cube"]);
  });

  it("version 3 offered only what the deck held: its buttons are its legal moves", () => {
    const deck: RitualCard[] = ["disc", "disc", "cube", "disc", "disc", "disc"];
    expect(choosing(deck, 3).legal).toHaveLength(2);
    expect(names(deck, 3)).toEqual(["disc+disc", "disc+cube"]);
  });
});
