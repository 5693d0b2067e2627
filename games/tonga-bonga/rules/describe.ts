import { islandAt } from "./board.js";
import type { Move } from "./moves.js";

/** Ship colours in seat order (§1.1); three players use the first three. */
export const COLOURS = ["red", "yellow", "orange", "white"] as const;

/** One line in plain English for a move. */
export function describeMove(m: Move): string {
  switch (m.type) {
    case "bid":
      return `offer ${m.amount} ducat${m.amount === 1 ? "" : "s"} to the ${m.role}`;
    case "place":
      return `put the ${m.value} on the ${COLOURS[m.ship] ?? "?"} ship`;
    case "sail": {
      const bay = islandAt(m);
      return `sail to row ${m.row + 1}, column ${m.col + 1}${bay ? ` (the bay of ${bay.name})` : ""}`;
    }
    case "stop":
      return "end the movement here";
  }
}
