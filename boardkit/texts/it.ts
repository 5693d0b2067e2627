import type { Texts } from "../../i18n/core.js";
import type { KitKey } from "./en.js";

/** The board kit's own words, in Italian. */
export const it: Texts<KitKey> = {
  you: "tu",
  "zoom.in": "Ingrandisci",
  "zoom.out": "Riduci",
  "zoom.fit": "Mostra tutto il tabellone",
  "since.changed": "Cambiato dal tuo ultimo turno",
};
