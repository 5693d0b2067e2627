import { ordinalWord, words, type Notation } from "../../../engine/core/notation.js";
import { SHAPES, type Shape } from "./cards.js";
import { COLOURS } from "./describe.js";
import type { Move, PlayableCard, TschurungaOption } from "./moves.js";
import type { Action } from "./state.js";

/**
 * Wongar's move notation (RULES.md, "Notation"): a verb and the move's fields, areas by their id, players by their
 * colour, deck positions and offers counted from 1. A ritual card is `rite <card> [<shape>] <action> <target>`, the
 * shape written only for a double (a single card's shape is the card's own). Moves are public (§17.4): no move
 * names a card only its player sees, so neither does its notation.
 */

const area = (w: string | undefined): string | null => (w !== undefined && /^[a-z][a-z0-9-]{0,39}$/.test(w) ? w : null);
const shape = (w: string | undefined): Shape | null => ((SHAPES as readonly string[]).includes(w ?? "") ? (w as Shape) : null);
const CARDS: readonly PlayableCard[] = ["disc", "cube", "cylinder", "double"];
const ACTIONS: readonly Action[] = ["remove", "out", "in"];
const OPTIONS: readonly TschurungaOption[] = ["two", "one", "draw"];

/** A rite's target: a seat by its colour, else an area by its id. */
const target = (w: string | undefined): number | string | null => {
  const seat = (COLOURS as readonly string[]).indexOf(w ?? "");
  return seat >= 0 ? seat : area(w);
};
const targetWord = (t: number | string): string => (typeof t === "number" ? (COLOURS[t] ?? String(t)) : t);

export function formatMove(m: Move): string {
  switch (m.type) {
    case "seed":
      return `seed ${m.area} ${m.shape}`;
    case "take":
    case "place":
    case "move":
      return `${m.type} ${m.area}`;
    case "figure":
      return `figure ${m.card}`;
    case "option":
      return `option ${m.option}`;
    case "triple":
      return `triple ${m.shape}`;
    case "pick":
      return `pick ${m.index + 1}`;
    case "choose":
      return `choose ${m.choice + 1}`;
    case "rite":
      return `rite ${m.card}${m.card === m.shape ? "" : ` ${m.shape}`} ${m.action} ${targetWord(m.target)}`;
    case "second":
      return `second ${targetWord(m.target)}`;
    case "pass":
      return "pass";
  }
}

/** `rite <card> [<shape>] <action> <target>`: the shape defaults to the card's own. */
function parseRite(ws: string[]): Move | null {
  const card = CARDS.find((c) => c === ws[0]);
  if (card === undefined) return null;
  const named = shape(ws[1]);
  const rest = named === null ? ws.slice(1) : ws.slice(2);
  const sh = named ?? shape(card);
  const action = ACTIONS.find((a) => a === rest[0]);
  const t = target(rest[1]);
  if (sh === null || action === undefined || t === null || rest.length !== 2) return null;
  return { type: "rite", card, shape: sh, action, target: t };
}

export function parseNotation(text: string): Move | null {
  const [verb, ...ws] = words(text);
  const [a, b] = ws;
  const n = ws.length;
  switch (verb) {
    case "seed": {
      const ar = area(a);
      const sh = shape(b);
      return n === 2 && ar !== null && sh !== null ? { type: "seed", area: ar, shape: sh } : null;
    }
    case "take":
    case "place":
    case "move": {
      const ar = area(a);
      return n === 1 && ar !== null ? { type: verb, area: ar } : null;
    }
    case "figure":
      return n === 1 && (a === "ancestor" || a === "elder") ? { type: "figure", card: a } : null;
    case "option": {
      const option = OPTIONS.find((o) => o === a);
      return n === 1 && option !== undefined ? { type: "option", option } : null;
    }
    case "triple": {
      const sh = shape(a);
      return n === 1 && sh !== null ? { type: "triple", shape: sh } : null;
    }
    case "pick": {
      const index = ordinalWord(a, 100);
      return n === 1 && index !== null ? { type: "pick", index } : null;
    }
    case "choose": {
      const choice = ordinalWord(a, 100);
      return n === 1 && choice !== null ? { type: "choose", choice } : null;
    }
    case "rite":
      return parseRite(ws);
    case "second": {
      const t = target(a);
      return n === 1 && t !== null ? { type: "second", target: t } : null;
    }
    case "pass":
      return n === 0 ? { type: "pass" } : null;
    default:
      return null;
  }
}

export const notation: Notation<Move> = { format: formatMove, parse: parseNotation };
