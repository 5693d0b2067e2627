import { AREAS } from "./board.js";
import type { Move } from "./moves.js";

/** Player colours in seat order (§1.7). */
export const COLOURS = ["red", "blue", "green", "yellow", "white"] as const;

const name = (id: string | number): string => AREAS.find((a) => a.id === id)?.name ?? String(id);

const TSCHURUNGA_OPTION = {
  two: "place two more pieces",
  one: "place one more piece and draw a ritual card",
  draw: "draw two ritual cards",
};

/** One line in plain English for a move. */
export function describeMove(m: Move): string {
  switch (m.type) {
    case "seed":
      return `place a starting ${m.shape} on ${name(m.area)}`;
    case "take":
      return `take the card of ${name(m.area)}`;
    case "figure":
      return `play the ${m.card} card`;
    case "option":
      return TSCHURUNGA_OPTION[m.option];
    case "triple":
      return `place three ${m.shape}s`;
    case "place":
      return `place a piece on ${name(m.area)}`;
    case "move":
      return `move the figure to ${name(m.area)}`;
    case "pick":
      return "choose a ritual card";
    case "choose":
      return "take ritual cards of your choice from the deck";
    case "rite": {
      const what = m.card === "double" ? `a double (${m.shape}s)` : `a ${m.card} card`;
      if (m.action === "remove") return `play ${what}: remove a ${m.shape} of seat ${Number(m.target) + 1}`;
      if (m.action === "out") return `play ${what}: move a ${m.shape} out to ${name(m.target)}`;
      return `play ${what}: move a ${m.shape} in from ${name(m.target)}`;
    }
    case "second":
      return typeof m.target === "number" ? `and another piece of seat ${m.target + 1}` : `and another piece, ${name(m.target)}`;
    case "pass":
      return "pass";
  }
}
