import { randomInt, type Rng } from "../../../engine/core/rng.js";
import { distancesTo } from "../../../games/tonga-bonga/bot/distance.js";
import { BOARD, CAMP_ISLANDS, HOME_ID, cellIndex, islandById, type Square } from "../../../games/tonga-bonga/rules/board.js";
import type { TongaBongaMove, TongaBongaState } from "../../../games/tonga-bonga/rules/index.js";
import { campCount, currentSeat } from "../../../games/tonga-bonga/rules/state.js";

/** Distances (squares, ignoring ships) from every square to each island's bay. */
const DIST: Record<string, number[]> = {};
BOARD.islands.forEach((isl, i) => (DIST[isl.id] = distancesTo(BOARD.bays[i]!)));

export const distance = (from: Square, island: string): number => DIST[island]![cellIndex(from)]!;

export const bayDistance = (a: string, b: string): number => {
  const bay = BOARD.bays[BOARD.islands.indexOf(islandById(a)!)]!;
  return distance(bay, b);
};

/** Where a ship heads: the nearest island without its camp (the last one chosen with the way home), or home. */
export function target(s: TongaBongaState, seat: number): string {
  const have = campCount(s, seat);
  if (have >= 4) return HOME_ID;
  const open = CAMP_ISLANDS.filter((id) => !s.camps[id]!.includes(seat));
  const here = s.ships[seat]!;
  const cost = (id: string) => distance(here, id) + (have === 3 ? bayDistance(id, HOME_ID) : 0);
  return open.reduce((best, id) => (cost(id) < cost(best) ? id : best));
}

/**
 * A simple player for playouts and the game-length check: modest wages, dice placed at random, the ship sailed
 * greedily towards its target. With probability `noise`, any legal move instead.
 */
export function botMove(s: TongaBongaState, legal: TongaBongaMove[], pick: Rng, noise = 0): TongaBongaMove {
  if (noise > 0 && randomInt(pick, 1000) < noise * 1000) return legal[randomInt(pick, legal.length)]!;
  const seat = currentSeat(s);
  const ph = s.phase;
  if (ph.kind === "bid") {
    const want = ph.role === "captain" ? 2 + randomInt(pick, 6) : 1 + randomInt(pick, 3);
    const amounts = legal.map((m) => (m.type === "bid" ? m.amount : 0));
    const best = amounts.reduce((a, b) => (Math.abs(b - want) < Math.abs(a - want) ? b : a));
    return legal.find((m) => m.type === "bid" && m.amount === best)!;
  }
  if (ph.kind === "sail") {
    const goal = target(s, seat);
    const here = distance(s.ships[seat]!, goal);
    let best: TongaBongaMove | undefined;
    let bestD = here;
    for (const m of legal) {
      if (m.type !== "sail") continue;
      const d = distance(m, goal);
      if (d < bestD) {
        bestD = d;
        best = m;
      }
    }
    return best ?? legal.find((m) => m.type === "stop") ?? legal[0]!;
  }
  return legal[randomInt(pick, legal.length)]!;
}
