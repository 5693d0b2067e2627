/**
 * The arithmetic of a zoomable board: which part of the drawing (in SVG units) is shown for a zoom factor and a
 * centre. Zoom 1 is the whole drawing fitted to its box; the centre is kept so that the view never leaves it.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Zoom {
  /** 1 = the whole board; larger shows a part of it, bigger. */
  z: number;
  cx: number;
  cy: number;
}

export const MAX_ZOOM = 6;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The zoom kept within [1, MAX_ZOOM] and its centre within the drawing (the whole drawing at zoom 1). */
export function settle(content: Box, s: Zoom): Zoom {
  const z = clamp(Number.isFinite(s.z) ? s.z : 1, 1, MAX_ZOOM);
  const w = content.w / z;
  const h = content.h / z;
  const cx = Number.isFinite(s.cx) ? s.cx : content.x + content.w / 2;
  const cy = Number.isFinite(s.cy) ? s.cy : content.y + content.h / 2;
  return {
    z,
    cx: clamp(cx, content.x + w / 2, content.x + content.w - w / 2),
    cy: clamp(cy, content.y + h / 2, content.y + content.h - h / 2),
  };
}

/** The viewBox shown for a zoom state. */
export function viewOf(content: Box, s: Zoom): Box {
  const { z, cx, cy } = settle(content, s);
  const w = content.w / z;
  const h = content.h / z;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/**
 * Zoom by `factor` keeping the drawing point `at` (SVG units) where it is on screen: what a pinch or a wheel
 * around the pointer does. Without `at` the view zooms around its centre (the buttons).
 */
export function zoomBy(content: Box, s: Zoom, factor: number, at?: { x: number; y: number }): Zoom {
  const from = settle(content, s);
  const z = clamp(from.z * factor, 1, MAX_ZOOM);
  if (!at) return settle(content, { ...from, z });
  const k = from.z / z;
  return settle(content, { z, cx: at.x + (from.cx - at.x) * k, cy: at.y + (from.cy - at.y) * k });
}

/** The box's aspect ratio for a drawing: its own, within limits so that a long thin board still gets room. */
export const boxAspect = (content: Box): number => clamp(content.w / content.h, 0.8, 1.6);
