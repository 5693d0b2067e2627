import { describe, expect, it } from "vitest";
import { LANDSCAPE, PORTRAIT } from "../../games/wongar/board/layout.js";
import { lapPlace } from "../../games/wongar/board/tracks.js";

/**
 * A marker's laps on Wongar's score track stay inside the drawing at both ends of the track, on a phone (the upright
 * drawing, text at 21 units: board.css) and on a laptop (10 units). A fresh-clone CI run drew a "+100" on the first
 * space 5 units past the phone drawing's left edge, cut off on screen. A label's width is taken as the widest font
 * the pages fall back to here draws it (DejaVu Sans Bold: digits 0.696 em, "+" and "-" 0.838 em).
 */
const widthOf = (text: string, size: number) => [...text].reduce((w, c) => w + (/\d/.test(c) ? 0.696 : 0.838), 0) * size;

describe("Wongar's lap labels stay inside the drawing", () => {
  it.each([
    ["phone", PORTRAIT, 21],
    ["laptop", LANDSCAPE, 10],
  ] as const)("on a %s, on the first and the last space and in between", (_, layout, size) => {
    for (const cell of [0, 1, 2, 25, 47, 48, 49])
      for (const text of ["+100", "+150", "-50"]) {
        const { x, anchor } = lapPlace(layout, cell);
        const w = widthOf(text, size);
        const left = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
        expect(left, `${text} on space ${cell}`).toBeGreaterThanOrEqual(0);
        expect(left + w, `${text} on space ${cell}`).toBeLessThanOrEqual(layout.w);
      }
  });

  it("over the marker everywhere but at the ends", () => {
    expect(lapPlace(PORTRAIT, 25).anchor).toBe("middle");
    expect(lapPlace(PORTRAIT, 0).anchor).toBe("start");
    expect(lapPlace(PORTRAIT, 49).anchor).toBe("end");
  });
});
