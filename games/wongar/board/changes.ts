import type { WongarView } from "../rules/index.js";

/**
 * What changed on the board between two positions, as the board's area keys (`area:<id>`): areas whose pieces, face-up
 * card or figures (ancestor, elder) changed. The board marks them for a seat coming back after the others moved.
 */
export function changedSince(before: WongarView, after: WongarView): Set<string> {
  const out = new Set<string>();
  after.areas.forEach((a, i) => {
    const was = before.areas[i];
    const figures = (v: WongarView) => [v.ancestor.area === i, v.elder.area === i];
    const same =
      was !== undefined &&
      JSON.stringify(was.pieces) === JSON.stringify(a.pieces) &&
      was.up === a.up &&
      JSON.stringify(figures(before)) === JSON.stringify(figures(after));
    if (!same) out.add(`area:${a.id}`);
  });
  return out;
}
