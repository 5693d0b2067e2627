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
  /** Where the name goes: the middle of the island's land, kept on the chart. */
  label: Pt;
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

export const ISLANDS: IslandGeo[] = BOARD.islands.map((isl, i) => {
  const bay = BOARD.bays[i]!;
  const land = landOf(bay);
  const pts = land.length > 0 ? land.map(centreOf) : [centreOf(bay)];
  // the name sits just above the island (below it when the island touches the top edge), clear of the camps
  const half = (isl.name.length * 7.5) / 2 + 4;
  const x = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const top = Math.min(...pts.map((p) => p.y)) - CELL / 2;
  const bottom = Math.max(...pts.map((p) => p.y)) + CELL / 2;
  const y = top - 9 >= 10 ? top - 9 : bottom + 10;
  const first = land[0] ?? bay;
  return {
    id: isl.id,
    name: isl.name,
    home: isl.home === true,
    bay,
    label: { x: Math.min(Math.max(x, half), BOARD.width * CELL - half), y: Math.min(Math.max(y, 14), BOARD.height * CELL - 8) },
    camps: centreOf(first),
  };
});

/** Ship colours in seat order (red, yellow, orange, white). */
export const SHIP = ["#d7263d", "#f2c200", "#f77f00", "#f7f7f2"] as const;
/** Pip colour on each seat's dice. */
export const PIP = ["#ffffff", "#3b2f00", "#3b1d00", "#1b2a33"] as const;
