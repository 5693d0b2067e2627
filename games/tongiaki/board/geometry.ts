import { edgeToDirection, hexCentre, type Hex } from "../../../engine/core/hex.js";
import type { IslandTile, SeaTile } from "../rules/tiles.js";

/** Hex circumradius in SVG units; everything else is a fraction of it. */
export const S = 100;
export const APOTHEM = (S * Math.sqrt(3)) / 2;
const RAD = Math.PI / 180;

export interface Pt {
  x: number;
  y: number;
}

export const centre = (h: Hex): Pt => hexCentre(h, S);

/** Flat-topped hexagon corners. */
export function hexPoints(c: Pt, r = S): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) pts.push(`${(c.x + r * Math.cos(i * 60 * RAD)).toFixed(1)},${(c.y + r * Math.sin(i * 60 * RAD)).toFixed(1)}`);
  return pts.join(" ");
}

/** Screen angle (radians, y down) of the middle of the side facing board direction d: 0 bottom, clockwise. */
export const dirAngle = (d: number): number => (90 + 60 * d) * RAD;

export const polar = (c: Pt, r: number, a: number): Pt => ({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });

/** The midpoint of a tile edge once the tile is turned by `rotation`. */
export const edgeMid = (c: Pt, edge: number, rotation: number, r = APOTHEM): Pt => polar(c, r, dirAngle(edgeToDirection(edge, rotation)));

export const SLOT_RING = 0.6 * S;
export const SLOT_R = 0.085 * S;
const SLOT_GAP = 0.205 * S;

export interface BeachLayout {
  /** Angle of the beach's middle (radians). */
  angle: number;
  slots: Pt[];
}

/** Where a beach's slots sit: along the shore, centred on the mean direction of its docks. */
export function beachLayout(c: Pt, docks: readonly number[], slots: number, rotation: number): BeachLayout {
  let x = 0;
  let y = 0;
  for (const d of docks) {
    const a = dirAngle(edgeToDirection(d, rotation));
    x += Math.cos(a);
    y += Math.sin(a);
  }
  const angle = Math.atan2(y, x);
  const step = SLOT_GAP / SLOT_RING;
  const pts: Pt[] = [];
  for (let i = 0; i < slots; i++) pts.push(polar(c, SLOT_RING, angle + (i - (slots - 1) / 2) * step));
  return { angle, slots: pts };
}

export function islandBeaches(tile: IslandTile, c: Pt, rotation: number): BeachLayout[] {
  return tile.beaches.map((b) => beachLayout(c, b.docks, b.slots, rotation));
}

/** An arc path through a beach's slots, used as its sand and as its click target. */
export function beachArc(c: Pt, b: BeachLayout, pad = 0.6): string {
  const n = b.slots.length;
  const half = ((n - 1) / 2 + pad) * (SLOT_GAP / SLOT_RING);
  const a0 = b.angle - half;
  const a1 = b.angle + half;
  const p0 = polar(c, SLOT_RING, a0);
  const p1 = polar(c, SLOT_RING, a1);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${p0.x.toFixed(1)},${p0.y.toFixed(1)} A${SLOT_RING},${SLOT_RING} 0 ${large} 1 ${p1.x.toFixed(1)},${p1.y.toFixed(1)}`;
}

/** A foam path between two edges: a curve bending towards the tile centre. */
export function seaPath(c: Pt, ends: readonly [number, number], rotation: number): { d: string; label: Pt } {
  const a = edgeMid(c, ends[0], rotation);
  const b = edgeMid(c, ends[1], rotation);
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const ctrl = { x: c.x + (mx - c.x) * 0.35, y: c.y + (my - c.y) * 0.35 };
  // the number sits near the path's first end: two paths never share an end, so numbers never collide
  const t = 0.24;
  const u = 1 - t;
  const label = {
    x: u * u * a.x + 2 * u * t * ctrl.x + t * t * b.x,
    y: u * u * a.y + 2 * u * t * ctrl.y + t * t * b.y,
  };
  return {
    d: `M${a.x.toFixed(1)},${a.y.toFixed(1)} Q${ctrl.x.toFixed(1)},${ctrl.y.toFixed(1)} ${b.x.toFixed(1)},${b.y.toFixed(1)}`,
    label,
  };
}

export const isSea = (t: IslandTile | SeaTile): t is SeaTile => t.kind === "sea";
