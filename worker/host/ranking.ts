/** Where seats that resigned rank when a match ends (issue #30 item 6; worker/host/resign.ts). */
import type { Outcome, Seat } from "../../engine/core/game.js";
import type { SeatRow } from "../../db/schema.js";

/** The seats that resigned, the latest resignation first (the order they rank in, after the seats in play). */
const resignedLatestFirst = (seats: readonly SeatRow[]): Seat[] =>
  seats
    .filter((s) => s.resignedAt !== null)
    .sort((a, b) => b.resignedAt! - a.resignedAt! || b.seat - a.seat)
    .map((s) => s.seat);

/** A finished match's outcome with the seats that resigned moved after every other, the latest resignation first. */
export function rankResignedLast(o: Outcome, seats: readonly SeatRow[]): Outcome {
  const out = resignedLatestFirst(seats);
  if (out.length === 0) return o;
  const ranking = o.ranking.map((g) => g.filter((s) => !out.includes(s))).filter((g) => g.length > 0);
  return { ...o, ranking: [...ranking, ...out.map((s) => [s])], details: { ...(o.details as object), resigned: out } };
}
