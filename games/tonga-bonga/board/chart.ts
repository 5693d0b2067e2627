import { BOARD, cellIndex, inside, neighbours, type Square } from "../rules/board.js";

/** SVG units per chart square. */
export const CELL = 40;

export interface Pt {
  x: number;
  y: number;
}

export const centreOf = (sq: Square): Pt => ({ x: (sq.col + 0.5) * CELL, y: (sq.row + 0.5) * CELL });

export interface IslandGeo {
  id: string;
  name: string;
  home: boolean;
  bay: Square;
  /** The centres of the island's land squares (of its bay when it has none): its name goes above them (placeName). */
  land: Pt[];
  /** The land square beside the bay where camps stand. */
  camps: Pt;
}

/** Each island's land: the land squares joined to its bay (read from the chart, so a new chart needs no change). */
function landOf(bay: Square): Square[] {
  const seen = new Set<number>();
  const out: Square[] = [];
  const queue = neighbours(bay).filter((n) => inside(n) && BOARD.cells[cellIndex(n)] === "land");
  for (const sq of queue) seen.add(cellIndex(sq));
  while (queue.length > 0) {
    const sq = queue.shift()!;
    out.push(sq);
    for (const n of neighbours(sq)) {
      if (!inside(n) || BOARD.cells[cellIndex(n)] !== "land" || seen.has(cellIndex(n))) continue;
      seen.add(cellIndex(n));
      queue.push(n);
    }
  }
  return out;
}

/** The names' size in drawing units as printed; a chart drawn small draws them larger (nameSizeFor). */
export const NAME_SIZE = 13;

/**
 * The names' size for a chart drawn at `scale` screen px per unit: 10.5 px on screen at least (a phone draws the
 * chart at about 0.3, a laptop's capped box at about 0.5), never under the printed size, by steps of 2 units.
 */
export const nameSizeFor = (scale: number): number =>
  scale > 0 ? Math.min(40, Math.max(NAME_SIZE, 2 * Math.ceil(10.5 / scale / 2))) : NAME_SIZE;

/**
 * Where an island's name goes for names `size` units tall: just above the island (below it when the island touches
 * the top edge), clear of the camps, and kept on the chart.
 */
export function placeName({ name, land }: Pick<IslandGeo, "name" | "land">, size: number): Pt {
  const pts = land;
  const k = size / NAME_SIZE;
  const half = (name.length * 7.5 * k) / 2 + 4;
  const x = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const top = Math.min(...pts.map((p) => p.y)) - CELL / 2;
  const bottom = Math.max(...pts.map((p) => p.y)) + CELL / 2;
  const y = top - 9 * k >= 10 * k ? top - 9 * k : bottom + 10 * k;
  return { x: Math.min(Math.max(x, half), BOARD.width * CELL - half), y: Math.min(Math.max(y, 14 * k), BOARD.height * CELL - 8 * k) };
}

export const ISLANDS: IslandGeo[] = BOARD.islands.map((isl, i) => {
  const bay = BOARD.bays[i]!;
  const land = landOf(bay);
  const pts = land.length > 0 ? land.map(centreOf) : [centreOf(bay)];
  const first = land[0] ?? bay;
  return {
    id: isl.id,
    name: isl.name,
    home: isl.home === true,
    bay,
    land: pts,
    camps: centreOf(first),
  };
});

/** Ship colours in seat order (red, yellow, orange, white). */
export const SHIP = ["#d7263d", "#f2c200", "#f77f00", "#f7f7f2"] as const;
/** Pip colour on each seat's dice. */
export const PIP = ["#ffffff", "#3b2f00", "#3b1d00", "#1b2a33"] as const;
