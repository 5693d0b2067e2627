/**
 * Axial coordinates on a grid of flat-topped hexagons, with y growing downwards on screen.
 * Directions are numbered like the edges of an upright tile, clockwise from the bottom:
 * 0 bottom, 1 lower-left, 2 upper-left, 3 top, 4 upper-right, 5 lower-right.
 */
export interface Hex {
  q: number;
  r: number;
}

export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

const STEPS: readonly Hex[] = [
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
];

export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

export const neighbour = (h: Hex, d: number): Hex => {
  const s = STEPS[((d % 6) + 6) % 6]!;
  return { q: h.q + s.q, r: h.r + s.r };
};

export const opposite = (d: number): Direction => ((d + 3) % 6) as Direction;

/** The board direction that a tile's own edge faces once the tile is turned by `rotation` steps clockwise. */
export const edgeToDirection = (edge: number, rotation: number): Direction => ((edge + rotation) % 6) as Direction;

/** The tile edge that faces board direction `d` on a tile turned by `rotation`. */
export const directionToEdge = (d: number, rotation: number): number => (((d - rotation) % 6) + 6) % 6;

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/** Pixel centre of a hex of circumradius `size` (flat-topped layout), for boards drawn in SVG. */
export const hexCentre = (h: Hex, size: number): { x: number; y: number } => ({
  x: size * 1.5 * h.q,
  y: size * Math.sqrt(3) * (h.r + h.q / 2),
});
