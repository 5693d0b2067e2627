import { useMedia } from "../../../boardkit/media.js";

/**
 * Where the Wongar board's parts are drawn. On a laptop the map lies as the printed board does (12 × 9 grid units),
 * the time track on its left and the score track below. On a phone that drawing, fitted to 370 px, printed its text
 * at 3–5 px (issue #41): there the map is turned a quarter clockwise (9 × 12 units: every border stays a border), the
 * time track runs above it and the text is drawn larger, so that at the default zoom it reads at 10 px or more.
 */
export interface Layout {
  portrait: boolean;
  /** One grid unit of the board data, in SVG units. */
  u: number;
  /** The map's top-left corner and size. */
  ox: number;
  oy: number;
  bw: number;
  bh: number;
  /** The score track's top. */
  trackY: number;
  w: number;
  h: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const U = 80;

export const LANDSCAPE: Layout = (() => {
  const [ox, oy, bw, bh] = [120, 8, 12 * U, 9 * U];
  const trackY = oy + bh + 14;
  return { portrait: false, u: U, ox, oy, bw, bh, trackY, w: ox + bw + 8, h: trackY + 56 };
})();

// margins of 18 on each side; a marker's laps ("+100", drawn larger here) are written inward at either end of the track (tracks.tsx)
export const PORTRAIT: Layout = (() => {
  const [ox, oy, bw, bh] = [18, 104, 9 * U, 12 * U];
  const trackY = oy + bh + 14;
  return { portrait: true, u: U, ox, oy, bw, bh, trackY, w: ox + bw + 18, h: trackY + 62 };
})();

/** An area's cells on the drawing: as printed, or turned a quarter clockwise ((x, y) → (9 − y, x)). */
export function areaRect(l: Layout, r: Rect): Rect {
  const c = l.portrait ? { x: 9 - r.y - r.h, y: r.x, w: r.h, h: r.w } : r;
  return { x: l.ox + c.x * l.u, y: l.oy + c.y * l.u, w: c.w * l.u, h: c.h * l.u };
}

/** Narrower than this (CSS px), the board is drawn upright: the width of a phone held upright and a little more. */
const PHONE_MAX = 600;

/** The layout for the screen's width, changed when the screen turns. */
export const useLayout = (): Layout => (useMedia(`(max-width: ${PHONE_MAX}px)`) ? PORTRAIT : LANDSCAPE);
