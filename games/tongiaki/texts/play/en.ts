import type { Dict } from "../../../../i18n/core.js";

/** Tongiaki's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in English. */
export const en = {
  "p.setup": "Put a starting boat on a beach of Tonga (every beach keeps one free slot).",
  "p.turn": "Add boats to an island where you have boats, found a royal island, or start a new colonization.",
  "p.turnNoBoat": "No boat on the board: put two boats on Tonga or one on another island, or start a new colonization.",
  "p.turnKingsOnly": "Your only boats on the board are kings: a king counts as a boat, so your one move is a new colonization.",
  "p.enter": "Put the second boat on a beach of Tonga.",
  "p.add": {
    one: "Put the added boat on a beach of {island} ({n} left).",
    other: "Put the added boats on the beaches of {island}, one per beach ({n} left).",
  },
  "p.take": "The reserve is empty: take one of your boats from another island.",
  "p.takeAny": "The reserve is empty: take one of your boats from any island, this one included.",
  "p.depart": "A beach is full: choose which beach sails, and from which dock.",
  "p.departRepeat":
    "The boats stand as they did at an earlier departure this turn: choose a departure that draws a tile or fails its danger check (with none, the beach you choose goes home).",
  "p.orient": "Turn the new tile on the space where the expedition arrives, then place it.",
  "p.placeSpace": "Choose an empty space for the drawn tile: {tile}.",
  "p.placeTurn": "Turn the drawn tile ({tile}), then place it.",
  "p.land": "Land the arriving boats on {island}: first one on each beach with room.",
  "p.settle": "Put the colonizing boat on a beach of {island}.",
  "p.over": "The game is over.",
  "m.setup": "Beach {beach} of Tonga",
  "m.add": "Add boats on {island}",
  "m.take": "Take a boat from beach {beach} of {island}",
  "m.addBoat": "Add a boat on beach {beach} of {island}",
  "m.king": "Found a royal island on {island}",
  "m.colonize": "New colonization (take all your boats off the board)",
  "m.enter": "Put a boat on beach {beach} of {island}",
  "m.depart": "Sail from beach {beach} of {island}, {side} dock",
  "m.orient": "Place the tile turned {deg}°",
  "m.place": "Empty space at ({q}, {r})",
  "m.land": "Land a {colour} boat on beach {beach}",
  "m.settle": "Settle on beach {beach} of {island}",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongiakiPlayKey = keyof typeof en;
