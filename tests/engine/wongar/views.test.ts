/*
 * RULES.md §17 Hidden information, field by field (the mutation tester found views whose fields could be dropped or
 * shared with the state unnoticed). §17.1: "Secret until the end: the ritual hands (their sizes are public), the area
 * piles (their sizes are public), the deck's order, the area cards each player has taken (how many is public), and the
 * generator." §17.2: "A seat's view shows its own hand and its own taken cards only; a spectator's view shows no hand
 * and no taken card; an omniscient view (tools) shows everything but the generator. Once the game is over every view
 * shows everything but the generator."
 */
import { describe, expect, it } from "vitest";
import { AREAS } from "../../../games/wongar/rules/board.js";
import { wongar } from "../../../games/wongar/rules/index.js";
import { cloneState } from "../../../games/wongar/rules/state.js";
import { BLUE, GREEN, RED, run, table } from "./table.js";

const spec = {
  seats: 3,
  hands: [["disc"], ["cube", "double"], []] as ("disc" | "cube" | "double")[][],
  collected: [["disc", "scorpion"], ["elder"], []] as ("disc" | "scorpion" | "elder")[][],
  deck: ["cube", "disc", "scorpion"] as ("cube" | "disc" | "scorpion")[],
  discard: ["disc", "cylinder", "disc"] as ("disc" | "cylinder")[],
  aside: 1,
  up: { kangaroo: "triple" as const, hand: "cube" as const },
  piles: { kangaroo: ["disc", "cube"] as ("disc" | "cube")[] },
  pieces: {
    hand: [
      [1, 0, 2],
      [0, 3, 0],
      [0, 0, 0],
    ],
  },
  scores: [7, 3, 12],
  time: 6,
  round: 4,
  start: BLUE,
  current: GREEN,
  ancestor: { area: "kangaroo", holder: BLUE },
  elder: { area: "hand", holder: RED },
  figureCards: [
    { ancestor: true, elder: false },
    { ancestor: false, elder: false },
    { ancestor: false, elder: true },
  ],
};

describe("§17.1, §17.2 what each viewer sees", () => {
  const s = table(spec);

  it("a seat's view: the public table in full, its own hand and taken cards, the others' numbers only", () => {
    const v = wongar.view(s, { seat: BLUE });
    expect(v).toEqual({
      seats: 3,
      rules: wongar.rulesVersion,
      me: BLUE,
      options: { advanced: false },
      round: 4,
      time: 6,
      section: 1, // §1.6 spaces 5–8 are section II
      ending: null,
      scores: [7, 3, 12],
      supply: s.supply,
      areas: AREAS.map((a) => ({
        id: a.id,
        name: a.name,
        pieces:
          a.id === "hand"
            ? [
                [1, 0, 2],
                [0, 3, 0],
                [0, 0, 0],
              ]
            : [
                [0, 0, 0],
                [0, 0, 0],
                [0, 0, 0],
              ],
        up: a.id === "kangaroo" ? "triple" : a.id === "hand" ? "cube" : null,
        pile: a.id === "kangaroo" ? 2 : 3,
      })),
      ancestor: { area: 0, holder: BLUE },
      elder: { area: s.elder.area, holder: RED },
      start: BLUE,
      current: GREEN,
      deck: 3,
      discard: { disc: 2, cube: 0, cylinder: 1, double: 0, scorpion: 0 },
      aside: 1,
      hands: [null, ["cube", "double"], null],
      handSizes: [1, 2, 0],
      collected: [null, ["elder"], null],
      collectedCounts: [2, 1, 0],
      figureCards: spec.figureCards,
      seeding: null,
      phase: { kind: "take", seat: GREEN },
      pick: null,
      choice: null,
      piles: null,
      deckOrder: null,
    });
  });

  it("a spectator sees no hand and no taken card; an omniscient viewer every hand, pile and the deck's order", () => {
    const spectator = wongar.view(s, { spectator: true });
    expect(spectator.me).toBeNull();
    expect(spectator.hands).toEqual([null, null, null]);
    expect(spectator.collected).toEqual([null, null, null]);
    expect(spectator.piles).toBeNull();
    const all = wongar.view(s, { omniscient: true });
    expect(all.hands).toEqual(spec.hands);
    expect(all.collected).toEqual(spec.collected);
    expect(all.piles).toEqual(AREAS.map((a) => (a.id === "kangaroo" ? ["disc", "cube"] : ["disc", "disc", "disc"])));
    expect(all.deckOrder).toEqual(["cube", "disc", "scorpion"]);
  });

  it("§17.2 once the game is over every view shows everything (but the generator)", () => {
    const last = table({ ...spec, up: { kangaroo: "four" }, piles: { kangaroo: [] }, current: GREEN, taken: 2, start: RED });
    const { state } = run(last, { type: "take", area: "kangaroo" });
    expect(state.phase.kind).toBe("over");
    for (const viewer of [{ seat: RED }, { spectator: true as const }]) {
      const v = wongar.view(state, viewer);
      expect(v.hands).toEqual(state.hands);
      expect(v.collected).toEqual(state.collected);
      expect(v.piles).toEqual(state.areas.map((a) => a.pile));
      expect(v.deckOrder).toEqual(state.deck);
      expect(v.ending).toBe("pile");
      expect(JSON.stringify(v)).not.toMatch(/rng/);
    }
  });

  it("a view is a copy: writing into it never changes the match (engines are pure)", () => {
    const before = cloneState(s);
    for (const viewer of [{ seat: BLUE }, { omniscient: true as const }]) {
      const v = wongar.view(s, viewer);
      v.scores[0] = 99;
      v.supply[0]![0] = 99;
      v.areas[0]!.pieces[0]![0] = 99;
      v.ancestor.area = 9;
      v.elder.holder = 2;
      for (const h of v.hands) h?.push("cylinder");
      for (const c of v.collected) c?.push("four");
      v.figureCards[0]!.ancestor = false;
      for (const p of v.piles ?? []) p.push("four");
      v.deckOrder?.push("double");
    }
    expect(s).toEqual(before);
  });

  it("§16.3 the advanced placement's remaining pieces are public, and copied", () => {
    const seeding = table({ ...spec, advanced: true, phase: { kind: "seed", seat: RED } });
    seeding.seeding = [
      [2, 1, 0],
      [4, 4, 4],
      [0, 0, 1],
    ];
    const v = wongar.view(seeding, { spectator: true });
    expect(v.seeding).toEqual(seeding.seeding);
    expect(v.options).toEqual({ advanced: true });
    v.seeding![0]![0] = 9;
    expect(seeding.seeding[0]![0]).toBe(2);
  });

  it("§1.6 the section follows the scorpion: I on spaces 1–4, II on 5–8, III on 9–12", () => {
    const sections = [1, 4, 5, 8, 9, 12].map((time) => wongar.view(table({ time }), { spectator: true }).section);
    expect(sections).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("§17.1 a state stored before rules versions were recorded plays, and shows, version 1", () => {
    const old = table(spec);
    delete (old as { rules?: number }).rules;
    expect(wongar.view(old, { spectator: true }).rules).toBe(1);
  });
});
