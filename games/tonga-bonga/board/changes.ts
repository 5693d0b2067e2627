import type { TongaBongaView } from "../rules/index.js";

/**
 * What changed on the chart between two positions, as the chart's keys: `ship:<seat>` for ships that moved, and
 * `camps:<island>` for islands with camps founded since. The board marks them for a seat coming back after the others moved.
 */
export function changedSince(before: TongaBongaView, after: TongaBongaView): Set<string> {
  const out = new Set<string>();
  after.ships.forEach((sq, seat) => {
    const was = before.ships[seat];
    if (!was || was.row !== sq.row || was.col !== sq.col) out.add(`ship:${seat}`);
  });
  for (const [id, camps] of Object.entries(after.camps)) {
    if (JSON.stringify(camps) !== JSON.stringify(before.camps[id] ?? [])) out.add(`camps:${id}`);
  }
  return out;
}
