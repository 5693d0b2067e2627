import type { Move } from "./moves.js";
import { TILES } from "./tiles.js";

/** Player colours in seat order (§1.1). */
export const COLOURS = ["blue", "red", "green", "yellow", "orange", "purple"] as const;

const name = (id: string): string => {
  const t = TILES.get(id);
  return t && t.kind === "island" ? t.name : id;
};

/** One line in plain English for a move. */
export function describeMove(m: Move): string {
  switch (m.type) {
    case "setup":
      return `place a starting boat on beach ${m.beach + 1} of Tonga`;
    case "add":
      return `add boats on ${name(m.island)}`;
    case "take":
      return `take a boat from beach ${m.beach + 1} of ${name(m.island)}`;
    case "addBoat":
      return `add a boat on beach ${m.beach + 1}`;
    case "king":
      return `found a royal island on ${name(m.island)}`;
    case "colonize":
      return "start a new colonization";
    case "enter":
      return `put a boat on beach ${m.beach + 1} of ${name(m.island)}`;
    case "depart":
      return `sail from beach ${m.beach + 1} of ${name(m.island)} by the dock on edge ${m.dock}`;
    case "orient":
      return `turn the new tile ${m.rotation} step${m.rotation === 1 ? "" : "s"}`;
    case "place":
      return `place the tile at (${m.q}, ${m.r})`;
    case "land":
      return `land a ${COLOURS[m.colour] ?? "?"} boat on beach ${m.beach + 1}`;
    case "settle":
      return `settle on beach ${m.beach + 1}`;
  }
}
