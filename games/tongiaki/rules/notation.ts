import { ordinalWord, wholeWord, words, type Notation } from "../../../engine/core/notation.js";
import { COLOURS } from "./describe.js";
import type { Move } from "./moves.js";

/**
 * Tongiaki's move notation (RULES.md, "Notation"): a verb and the move's fields, beaches and docks counted from 1,
 * islands by their id, boats by colour, tile places by their (q, r) coordinates and turns by steps 0–5.
 * Every rules version's moves are written the same way: a version changes what a move does, not its shape.
 */

/** An island's id as moves carry it: lower-case letters, digits and hyphens. */
const island = (w: string | undefined): string | null => (w !== undefined && /^[a-z][a-z0-9-]{0,39}$/.test(w) ? w : null);
const beach = (w: string | undefined): number | null => ordinalWord(w, 6);
const colour = (w: string | undefined): number | null => {
  const i = (COLOURS as readonly string[]).indexOf(w ?? "");
  return i >= 0 ? i : null;
};

export function formatMove(m: Move): string {
  switch (m.type) {
    case "setup":
      return `setup ${m.beach + 1}`;
    case "add":
      return `add ${m.island}`;
    case "take":
      return `take ${m.island} ${m.beach + 1}`;
    case "addBoat":
      return `boat ${m.beach + 1}`;
    case "king":
      return `king ${m.island}`;
    case "colonize":
      return "colonize";
    case "enter":
      return `enter ${m.island} ${m.beach + 1}`;
    case "depart":
      return `sail ${m.island} ${m.beach + 1} ${m.dock + 1}`;
    case "orient":
      return `turn ${m.rotation}`;
    case "place":
      return `place ${m.q} ${m.r}`;
    case "land":
      return `land ${m.beach + 1} ${COLOURS[m.colour] ?? m.colour}`;
    case "settle":
      return `settle ${m.beach + 1}`;
  }
}

export function parseNotation(text: string): Move | null {
  const [verb, a, b, c, ...rest] = words(text);
  if (rest.length > 0) return null;
  const n = [a, b, c].filter((w) => w !== undefined).length;
  const arity = (k: number) => n === k;
  switch (verb) {
    case "setup": {
      const be = beach(a);
      return arity(1) && be !== null ? { type: "setup", beach: be } : null;
    }
    case "add":
    case "king": {
      const is = island(a);
      return arity(1) && is !== null ? { type: verb, island: is } : null;
    }
    case "take":
    case "enter": {
      const is = island(a);
      const be = beach(b);
      return arity(2) && is !== null && be !== null ? { type: verb, island: is, beach: be } : null;
    }
    case "boat": {
      const be = beach(a);
      return arity(1) && be !== null ? { type: "addBoat", beach: be } : null;
    }
    case "colonize":
      return arity(0) ? { type: "colonize" } : null;
    case "sail": {
      const is = island(a);
      const be = beach(b);
      const dock = ordinalWord(c, 6);
      return arity(3) && is !== null && be !== null && dock !== null ? { type: "depart", island: is, beach: be, dock } : null;
    }
    case "turn": {
      const rotation = wholeWord(a);
      return arity(1) && rotation !== null && rotation >= 0 && rotation <= 5 ? { type: "orient", rotation } : null;
    }
    case "place": {
      const q = wholeWord(a);
      const r = wholeWord(b);
      return arity(2) && q !== null && r !== null ? { type: "place", q, r } : null;
    }
    case "land": {
      const be = beach(a);
      const co = colour(b);
      return arity(2) && be !== null && co !== null ? { type: "land", beach: be, colour: co } : null;
    }
    case "settle": {
      const be = beach(a);
      return arity(1) && be !== null ? { type: "settle", beach: be } : null;
    }
    default:
      return null;
  }
}

export const notation: Notation<Move> = { format: formatMove, parse: parseNotation };
