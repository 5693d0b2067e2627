/** Where seats that resigned rank when a match ends (issue #30 item 6): engine/core/ending.ts, from the seat rows. */
import type { Outcome } from "../../engine/core/game.js";
import { rankResignedLast as rank, type Resignation } from "../../engine/core/ending.js";
import type { SeatRow } from "../../db/schema.js";

/** The resignations the seat rows hold (seats.resigned_at: the same time as the resignation's log entry). */
export const resignationsOf = (seats: readonly Pick<SeatRow, "seat" | "resignedAt">[]): Resignation[] =>
  seats.filter((s) => s.resignedAt !== null).map((s) => ({ seat: s.seat, at: s.resignedAt! }));

/** A finished match's outcome with the seats that resigned moved after every other, the latest resignation first. */
export const rankResignedLast = (o: Outcome, seats: readonly SeatRow[]): Outcome => rank(o, resignationsOf(seats));
