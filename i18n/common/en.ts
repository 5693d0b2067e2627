import type { Dict } from "../core.js";

/** Texts every part shares, in English. */
export const en = {
  "seat.n": "Seat {n}",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type CommonKey = keyof typeof en;
