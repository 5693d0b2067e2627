import { describe, expect, it } from "vitest";
import { AREAS, ELDER_REACH, FOOT, HAND, NEIGHBOURS, areaIndex } from "../../../games/wongar/rules/board.js";

/**
 * §1.1 the board as RULES.md describes it: ten areas in reading order, Hand and Foot central and side by side, three
 * names from the original (the others RECONSTRUCTED), a 12 × 9 grid of three rows (3, 4, 3 areas) for boards drawn
 * on screen, and 19 borders between areas whose rectangles touch.
 */
describe("§1.1 the board", () => {
  it("ten areas in reading order: their names, which are the original's, the central two and their rectangles", () => {
    expect(AREAS.map((a) => [a.id, a.name, a.central, a.confirmed])).toEqual([
      ["kangaroo", "Kangaroo", false, true],
      ["escarpment", "Escarpment", false, false],
      ["stone", "Stone Country", false, false],
      ["billabong", "Billabong", false, false],
      ["hand", "Hand", true, true],
      ["foot", "Foot", true, true],
      ["floodplain", "Floodplain", false, false],
      ["paperbark", "Paperbark Swamp", false, false],
      ["crossing", "River Crossing", false, false],
      ["mangrove", "Mangrove Coast", false, false],
    ]);
    // three rows of 3, 4 and 3 areas tile the 12 × 9 grid, each row left to right
    const rows = [AREAS.slice(0, 3), AREAS.slice(3, 7), AREAS.slice(7)];
    rows.forEach((row, r) => {
      let x = 0;
      for (const a of row) {
        expect(a.rect, a.id).toEqual({ x, y: 3 * r, w: row.length === 3 ? 4 : 3, h: 3 });
        x += a.rect.w;
      }
      expect(x).toBe(12);
    });
    expect([HAND, FOOT]).toEqual([areaIndex("hand"), areaIndex("foot")]);
    expect(areaIndex("uluru")).toBe(-1);
  });

  it("19 borders, each between areas whose rectangles touch along a side; the elder reaches two steps, never home", () => {
    const touch = (a: (typeof AREAS)[number]["rect"], b: (typeof AREAS)[number]["rect"]) => {
      const xOverlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const yOverlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      return (xOverlap > 0 && yOverlap === 0) || (yOverlap > 0 && xOverlap === 0);
    };
    let borders = 0;
    AREAS.forEach((a, i) => {
      const expected = AREAS.flatMap((b, j) => (j !== i && touch(a.rect, b.rect) ? [j] : []));
      expect(NEIGHBOURS[i], a.id).toEqual(expected);
      borders += expected.length;
    });
    expect(borders / 2).toBe(19);
    // the middle areas of the top and bottom rows touch both Hand and Foot
    for (const id of ["escarpment", "crossing"]) expect(NEIGHBOURS[areaIndex(id)]).toEqual(expect.arrayContaining([HAND, FOOT]));
    AREAS.forEach((_, i) => {
      const two = new Set([...NEIGHBOURS[i]!, ...NEIGHBOURS[i]!.flatMap((n) => NEIGHBOURS[n]!)]);
      two.delete(i);
      expect(ELDER_REACH[i]).toEqual([...two].sort((p, q) => p - q));
    });
  });
});
