import { BOARD, cellIndex, navigable, neighbours, type Square } from "../rules/board.js";

/** Squares from every square (by cellIndex) to `bay`: breadth first over navigable squares, ships ignored. */
export function distancesTo(bay: Square): number[] {
  const d = new Array<number>(BOARD.width * BOARD.height).fill(Infinity);
  d[cellIndex(bay)] = 0;
  const queue: Square[] = [bay];
  for (let i = 0; i < queue.length; i++) {
    const sq = queue[i]!;
    for (const n of neighbours(sq)) {
      if (!navigable(n) || d[cellIndex(n)] !== Infinity) continue;
      d[cellIndex(n)] = d[cellIndex(sq)]! + 1;
      queue.push(n);
    }
  }
  return d;
}
