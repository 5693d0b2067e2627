import type { TongiakiView } from "../rules/index.js";

/**
 * What changed on the board between two positions, as the board's tile keys (`tile:<id>`): tiles placed since, and
 * islands whose boats or king changed. The board marks them for a seat coming back after the others moved.
 */
export function changedSince(before: TongiakiView, after: TongiakiView): Set<string> {
  const out = new Set<string>();
  const had = new Set(before.board.map((p) => p.tile));
  for (const p of after.board) if (!had.has(p.tile)) out.add(`tile:${p.tile}`);
  for (const [id, isl] of Object.entries(after.islands)) {
    const was = before.islands[id];
    if (!had.has(id)) continue;
    if (!was || was.king !== isl.king || !sameBeaches(was.beaches, isl.beaches)) out.add(`tile:${id}`);
  }
  return out;
}

/** The order of boats on a beach does not matter (games/tongiaki/rules/state.ts): compare each beach's colours sorted. */
function sameBeaches(a: number[][], b: number[][]): boolean {
  const key = (bs: number[][]) => JSON.stringify(bs.map((x) => [...x].sort((p, q) => p - q)));
  return key(a) === key(b);
}
