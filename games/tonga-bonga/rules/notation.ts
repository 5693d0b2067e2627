import { ordinalWord, wholeWord, words, type Notation } from "../../../engine/core/notation.js";
import { COLOURS } from "./describe.js";
import type { Move } from "./moves.js";

/**
 * Tonga Bonga's move notation (RULES.md, "Notation"): `bid captain 5`, `place 4 red` (a die's value on a ship named
 * by its colour), `sail 3 5` (row and column counted from 1, as the chart's edge numbers them), `stop`.
 */

const ship = (w: string | undefined): number | null => {
  const i = (COLOURS as readonly string[]).indexOf(w ?? "");
  return i >= 0 ? i : null;
};

export function formatMove(m: Move): string {
  switch (m.type) {
    case "bid":
      return `bid ${m.role} ${m.amount}`;
    case "place":
      return `place ${m.value} ${COLOURS[m.ship] ?? m.ship}`;
    case "sail":
      return `sail ${m.row + 1} ${m.col + 1}`;
    case "stop":
      return "stop";
  }
}

export function parseNotation(text: string): Move | null {
  const [verb, a, b, ...rest] = words(text);
  if (rest.length > 0) return null;
  switch (verb) {
    case "bid": {
      const amount = wholeWord(b);
      return (a === "captain" || a === "helmsman") && amount !== null && amount >= 0 ? { type: "bid", role: a, amount } : null;
    }
    case "place": {
      const value = wholeWord(a);
      const s = ship(b);
      return value !== null && value >= 1 && value <= 5 && s !== null ? { type: "place", value, ship: s } : null;
    }
    case "sail": {
      const row = ordinalWord(a, 100);
      const col = ordinalWord(b, 100);
      return row !== null && col !== null ? { type: "sail", row, col } : null;
    }
    case "stop":
      return a === undefined ? { type: "stop" } : null;
    default:
      return null;
  }
}

export const notation: Notation<Move> = { format: formatMove, parse: parseNotation };
