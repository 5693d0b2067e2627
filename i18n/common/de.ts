import type { Texts } from "../core.js";
import type { CommonKey } from "./en.js";

/** Texts every part shares, in German. */
export const de: Texts<CommonKey> = {
  "seat.n": "Platz {n}",
};
