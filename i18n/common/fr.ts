import type { Texts } from "../core.js";
import type { CommonKey } from "./en.js";

/** Texts every part shares, in French. */
export const fr: Texts<CommonKey> = {
  "seat.n": "Place {n}",
};
