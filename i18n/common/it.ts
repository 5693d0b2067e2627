import type { Texts } from "../core.js";
import type { CommonKey } from "./en.js";

/** Texts every part shares, in Italian. */
export const it: Texts<CommonKey> = {
  "seat.n": "Posto {n}",
};
