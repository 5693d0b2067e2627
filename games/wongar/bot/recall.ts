import type { GameEvent, Seat } from "../../../engine/core/game.js";
import { AREA_CARDS, type AreaCard } from "../rules/cards.js";
import { areaIndex } from "../rules/board.js";
import type { WongarView } from "../rules/view.js";

/** What the public log tells about the area cards (§18.8): every card each player took, and from which area. */
export interface TakenCards {
  /** Per seat, the cards it took, in order. */
  collected: AreaCard[][];
  /** Per area, the cards taken from it (face-up cards taken, and scorpions turned up there, §10.3). */
  fromArea: AreaCard[][];
}

const isAreaCard = (card: unknown): card is AreaCard => typeof card === "string" && (AREA_CARDS as readonly string[]).includes(card);

/**
 * The taken cards named by the `take` events of `history` (the events the seat was shown, from the start of the
 * match), or null when they do not account for what the view shows (a partial or foreign history): every count must
 * match the view's, and the seat's own cards its own hand of taken cards, so a wrong history is never trusted.
 */
export function recallTaken(view: WongarView, seat: Seat, history: readonly GameEvent[]): TakenCards | null {
  const collected: AreaCard[][] = view.collectedCounts.map(() => []);
  const fromArea: AreaCard[][] = view.areas.map(() => []);
  for (const e of history) {
    if (e.type !== "take") continue;
    const taker = e.seat as number;
    const area = areaIndex(String(e.area));
    if (!isAreaCard(e.card) || area < 0 || area >= fromArea.length || !collected[taker]) return null;
    collected[taker]!.push(e.card);
    fromArea[area]!.push(e.card);
  }
  if (collected.some((cards, other) => cards.length !== view.collectedCounts[other])) return null;
  const own = (view.collected[seat] ?? []).slice().sort().join();
  if (collected[seat]!.slice().sort().join() !== own) return null;
  return { collected, fromArea };
}
