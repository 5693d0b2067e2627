// The board's zoom arithmetic: fitted at zoom 1, never leaving the drawing, zooming around the pinch.
import { describe, expect, it } from "vitest";
import { MAX_ZOOM, boxAspect, settle, viewOf, zoomBy } from "../../boardkit/zoom.js";

const board = { x: -300, y: -200, w: 975, h: 1012 };

describe("board zoom", () => {
  it("opens on the whole drawing, whatever centre was kept", () => {
    expect(viewOf(board, { z: 1, cx: NaN, cy: NaN })).toEqual(board);
    expect(viewOf(board, { z: 1, cx: 9999, cy: -9999 })).toEqual(board);
  });

  it("zooms around a point that stays put on screen, and back out to the whole board", () => {
    const at = { x: 100, y: 50 };
    const z2 = zoomBy(board, { z: 1, cx: NaN, cy: NaN }, 2, at);
    const v1 = viewOf(board, { z: 1, cx: NaN, cy: NaN });
    const v2 = viewOf(board, z2);
    expect(z2.z).toBe(2);
    // the point's relative position in the view is unchanged
    expect((at.x - v2.x) / v2.w).toBeCloseTo((at.x - v1.x) / v1.w);
    expect((at.y - v2.y) / v2.h).toBeCloseTo((at.y - v1.y) / v1.h);
    expect(viewOf(board, zoomBy(board, z2, 0.1))).toEqual(board);
  });

  it("keeps the view inside the drawing and the zoom within its limits", () => {
    const s = settle(board, { z: 50, cx: 1e6, cy: -1e6 });
    expect(s.z).toBe(MAX_ZOOM);
    const v = viewOf(board, s);
    expect(v.x + v.w).toBeCloseTo(board.x + board.w);
    expect(v.y).toBeCloseTo(board.y);
  });

  it("gives long thin boards a box of bounded proportions", () => {
    expect(boxAspect({ x: 0, y: 0, w: 1088, h: 790 })).toBeCloseTo(1088 / 790);
    expect(boxAspect({ x: 0, y: 0, w: 4000, h: 500 })).toBe(1.6);
    expect(boxAspect({ x: 0, y: 0, w: 300, h: 3000 })).toBe(0.8);
  });
});
