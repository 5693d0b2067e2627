import type { Texts } from "../../i18n/core.js";
import type { KitKey } from "./en.js";

/** The board kit's own words, in German. */
export const de: Texts<KitKey> = {
  you: "du",
  "zoom.in": "Vergrößern",
  "zoom.out": "Verkleinern",
  "zoom.fit": "Ganzen Spielplan zeigen",
  "since.changed": "Seit deinem letzten Zug geändert",
};
