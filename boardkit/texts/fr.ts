import type { Texts } from "../../i18n/core.js";
import type { KitKey } from "./en.js";

/** The board kit's own words, in French. */
export const fr: Texts<KitKey> = {
  you: "vous",
  "zoom.in": "Zoom avant",
  "zoom.out": "Zoom arrière",
  "zoom.fit": "Voir tout le plateau",
  "since.changed": "Changé depuis votre dernier tour",
};
