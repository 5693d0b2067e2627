/**
 * Late confirmation sends what is still true (issue #30 item 3). The e-mails that waited for an address to be
 * confirmed are released together; only those still current go out: per match and seat, the latest 'your_turn' if it
 * is still that seat's turn (it tells the whole story since the seat's last move, delivery/render.ts), one 'match_over' for a
 * match that ended, the latest digest, and every "send me my links" answer. Reminders, timeouts and the turns already
 * played are dropped.
 */
import { rowsWithMatch, skipRows } from "../../db/notices.js";
import type { Db } from "../../db/client.js";

type Released = Awaited<ReturnType<typeof rowsWithMatch>>[number];

/** The key under which only the latest row is kept, or null to drop it, or "" to keep every such row. */
function slotOf(r: Released): string | null {
  switch (r.kind) {
    case "your_turn":
      return r.status === "active" && (r.active ?? []).includes(r.seat) ? `turn:${r.matchId}:${r.seat}` : null;
    case "match_over":
      return `over:${r.matchId}:${r.seat}`;
    case "digest":
      return "digest";
    case "links":
    case "confirm":
    case "invite":
      return "";
    default:
      return null;
  }
}

/** Of the released rows, the ids still worth sending; the others are marked skipped. */
export async function currentOnly(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await rowsWithMatch(db, ids);
  const latest = new Map<string, Released>();
  const keep: number[] = [];
  for (const r of rows) {
    const slot = slotOf(r);
    if (slot === "") keep.push(r.id);
    else if (slot !== null && (latest.get(slot)?.id ?? -1) < r.id) latest.set(slot, r);
  }
  keep.push(...[...latest.values()].map((r) => r.id));
  const kept = new Set(keep);
  await skipRows(
    db,
    rows.filter((r) => !kept.has(r.id)).map((r) => r.id),
    "no longer current when the address was confirmed",
  );
  return keep.sort((a, b) => a - b);
}
