import { CHART, type ChartData, type IslandData } from "./map.js";

/** What a square of the chart is (§1.2). */
export type Cell = "sea" | "land" | "shallows" | "bay";

/** A square of the chart: row from the top, column from the left, both from 0. */
export interface Square {
  row: number;
  col: number;
}

/** The chart read into lookup tables once, when the module loads. */
export interface Board {
  width: number;
  height: number;
  /** Row-major: cells[row * width + col]. */
  cells: Cell[];
  /** The island whose bay a square is (index into `islands`), -1 elsewhere. */
  bayOf: number[];
  islands: IslandData[];
  /** The bay square of each island, by island index. */
  bays: Square[];
  /** Index of the home island (Tonga Bonga). */
  home: number;
}

/** Reads a chart, refusing one that breaks §1.2, §1.3 (a data error, so it throws at load time). */
export function readChart(chart: ChartData): Board {
  const height = chart.rows.length;
  const width = chart.rows[0]?.length ?? 0;
  if (height === 0 || width === 0) throw new Error("the chart is empty");
  const letters = new Map(chart.islands.map((isl, i) => [isl.bay, i]));
  const cells: Cell[] = [];
  const bayOf: number[] = [];
  const bays: (Square | undefined)[] = chart.islands.map(() => undefined);
  chart.rows.forEach((line, row) => {
    if (line.length !== width) throw new Error(`chart row ${row} has ${line.length} squares, not ${width}`);
    [...line].forEach((ch, col) => {
      const island = letters.get(ch);
      if (island !== undefined) {
        if (bays[island]) throw new Error(`island ${chart.islands[island]!.id} has two bays`);
        bays[island] = { row, col };
        cells.push("bay");
        bayOf.push(island);
        return;
      }
      if (ch === ".") cells.push("sea");
      else if (ch === "#") cells.push("land");
      else if (ch === "*") cells.push("shallows");
      else throw new Error(`chart square ${row},${col} has an unknown mark ${JSON.stringify(ch)}`);
      bayOf.push(-1);
    });
  });
  bays.forEach((b, i) => {
    if (!b) throw new Error(`island ${chart.islands[i]!.id} has no bay on the chart`);
  });
  const homes = chart.islands.flatMap((isl, i) => (isl.home ? [i] : []));
  if (homes.length !== 1) throw new Error("the chart needs exactly one home island");
  return { width, height, cells, bayOf, islands: [...chart.islands], bays: bays as Square[], home: homes[0]! };
}

export const BOARD: Board = readChart(CHART);

export const HOME_ID: string = BOARD.islands[BOARD.home]!.id;

export const cellIndex = (sq: Square): number => sq.row * BOARD.width + sq.col;

export const inside = (sq: Square): boolean => sq.row >= 0 && sq.col >= 0 && sq.row < BOARD.height && sq.col < BOARD.width;

export const cellAt = (sq: Square): Cell | undefined => (inside(sq) ? BOARD.cells[cellIndex(sq)] : undefined);

/** §6.2: ships sail on open sea and bays only. */
export const navigable = (sq: Square): boolean => {
  const c = cellAt(sq);
  return c === "sea" || c === "bay";
};

/** The island whose bay this square is, or undefined. */
export function islandAt(sq: Square): IslandData | undefined {
  if (!inside(sq)) return undefined;
  const i = BOARD.bayOf[cellIndex(sq)]!;
  return i < 0 ? undefined : BOARD.islands[i];
}

export const islandById = (id: string): IslandData | undefined => BOARD.islands.find((isl) => isl.id === id);

/** The islands that take camps (every island but the home one), in chart order. */
export const CAMP_ISLANDS: readonly string[] = BOARD.islands.filter((isl) => !isl.home).map((isl) => isl.id);

export const sameSquare = (a: Square, b: Square): boolean => a.row === b.row && a.col === b.col;

/** §6.2: the four orthogonal neighbours (north, east, south, west), on the chart or not. */
export const neighbours = (sq: Square): Square[] => [
  { row: sq.row - 1, col: sq.col },
  { row: sq.row, col: sq.col + 1 },
  { row: sq.row + 1, col: sq.col },
  { row: sq.row, col: sq.col - 1 },
];

export const adjacent = (a: Square, b: Square): boolean => Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;
