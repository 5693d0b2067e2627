import { AREA_COUNT, ELDER_REACH, NEIGHBOURS, areaId } from "./board.js";
import { SHAPES, shapeOf } from "./cards.js";
import type { Move, PlayableCard } from "./moves.js";
import { actor, type Action, type WongarState } from "./state.js";

export const ACTIONS: readonly Action[] = ["remove", "out", "in"];

/** §13.1: what one piece of `shape` can do for `seat` in the ceremony in `area`: the seats or areas it may name. */
export function riteTargets(s: WongarState, seat: number, area: number, shape: number, action: Action): (number | string)[] {
  const here = s.areas[area]!.pieces;
  switch (action) {
    case "remove": {
      const out: number[] = [];
      for (let other = 0; other < s.seats; other++) if (other !== seat && here[other]![shape]! > 0) out.push(other);
      return out;
    }
    case "out":
      return here[seat]![shape]! > 0 ? NEIGHBOURS[area]!.map(areaId) : [];
    case "in":
      return NEIGHBOURS[area]!.filter((n) => s.areas[n]!.pieces[seat]![shape]! > 0).map(areaId);
  }
}

/** The shapes a ritual card may be played for (§13.1: its own; §13.2: a double any one shape). */
export const cardShapes = (card: PlayableCard): number[] => (card === "double" ? [0, 1, 2] : [shapeOf(card)]);

/** §4.2 the choices a tschurunga card offers with this many pieces left (§18.1). */
export function tschurungaOptions(left: number): ("two" | "one" | "draw")[] {
  const out: ("two" | "one" | "draw")[] = [];
  if (left >= 2) out.push("two");
  if (left >= 1) out.push("one");
  out.push("draw");
  return out;
}

/** Every legal decision of `seat` now (the Game contract: complete and small). */
export function legalMoves(s: WongarState, seat: number): Move[] {
  const ph = s.phase;
  if (ph.kind === "over" || seat !== actor(s)) return [];
  const out: Move[] = [];
  switch (ph.kind) {
    case "seed": {
      const left = s.seeding![seat]!;
      for (let a = 0; a < AREA_COUNT; a++) {
        SHAPES.forEach((shape, k) => {
          if (left[k]! > 0) out.push({ type: "seed", area: areaId(a), shape });
        });
      }
      return out;
    }
    case "take": {
      s.areas.forEach((a, i) => {
        if (a.up !== null) out.push({ type: "take", area: areaId(i) });
      });
      const f = s.figureCards[seat]!;
      if (f.ancestor) out.push({ type: "figure", card: "ancestor" });
      if (f.elder) out.push({ type: "figure", card: "elder" });
      return out;
    }
    case "option":
      for (const option of tschurungaOptions(s.supply[seat]![ph.shape]!)) out.push({ type: "option", option });
      return out;
    case "triple":
      SHAPES.forEach((shape, k) => {
        if (s.supply[seat]![k]! > 0) out.push({ type: "triple", shape });
      });
      return out;
    case "place":
      for (let a = 0; a < AREA_COUNT; a++) out.push({ type: "place", area: areaId(a) });
      return out;
    case "move": {
      const from = ph.figure === "ancestor" ? s.ancestor.area : s.elder.area;
      const reach = ph.figure === "ancestor" ? NEIGHBOURS[from]! : ELDER_REACH[from]!;
      for (const a of reach) out.push({ type: "move", area: areaId(a) });
      return out;
    }
    case "pick": {
      // §16.5 (rules version 1 only): one card of each kind, the first of its kind in the order the chooser sees now
      const seen = new Set<string>();
      s.deck.forEach((card, index) => {
        if (seen.has(card)) return;
        seen.add(card);
        out.push({ type: "pick", index });
      });
      return out;
    }
    case "choose":
      // §16.5 (rules versions 3 and 4): every way of the offer (§17.4, Ruling 6: in version 4 as many as n cards allow)
      return ph.offer.map((_, choice) => ({ type: "choose", choice }));
    case "ceremony": {
      const area = ph.ceremony.area;
      let prev = "";
      for (const card of s.hands[seat]!) {
        if (card === prev || card === "scorpion") continue;
        prev = card;
        for (const k of cardShapes(card)) {
          for (const action of ACTIONS) {
            for (const target of riteTargets(s, seat, area, k, action)) out.push({ type: "rite", card, shape: SHAPES[k]!, action, target });
          }
        }
      }
      out.push({ type: "pass" });
      return out;
    }
    case "double":
      for (const target of riteTargets(s, seat, ph.ceremony.area, ph.shape, ph.action)) out.push({ type: "second", target });
      return out;
  }
}
