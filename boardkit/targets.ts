/**
 * The legal moves grouped by the board spot a click plays them at. `targetOf` answers null for a move with no spot
 * (it is a button) or one the board's current selection leaves out.
 */
export function movesByTarget<M>(legal: readonly M[], targetOf: (m: M) => string | null): Map<string, M[]> {
  const map = new Map<string, M[]>();
  for (const m of legal) {
    const k = targetOf(m);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(m);
    else map.set(k, [m]);
  }
  return map;
}

/** A click on a spot: its only move is played at once; several moves at one spot open a choice between them. */
export function pickAt<M>(moves: M[] | undefined, play: (m: M) => void, choose: (ms: M[] | null) => void): void {
  if (!moves || moves.length === 0) return;
  if (moves.length === 1) {
    choose(null);
    play(moves[0]!);
  } else choose(moves);
}
