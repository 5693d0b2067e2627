import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaPlayKey } from "./en.js";

/** Tonga Bonga's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in German. */
export const de: Texts<TongaBongaPlayKey> = {
  "p.bid": "{who} setzt die Heuer für den {role}.",
  "p.bidYou": "Setze die Heuer für deinen {role}.",
  "p.crew": "{who} verteilt die eben gewürfelten Würfel auf die anderen Schiffe.",
  "p.crewYou": "Bemanne die anderen Schiffe: wähle einen Würfel, dann ein Schiff.",
  "p.sail": { one: "Das Schiff von {who} fährt (noch {n} Punkt).", other: "Das Schiff von {who} fährt (noch {n} Punkte)." },
  "p.sailYou": {
    one: "Fahre Feld für Feld (noch {n} Punkt) oder beende den Zug.",
    other: "Fahre Feld für Feld (noch {n} Punkte) oder beende den Zug.",
  },
  "p.over": "Das Spiel ist vorbei.",
  "m.bid": { one: "Dem {role} {n} Dukaten bieten", other: "Dem {role} {n} Dukaten bieten" },
  "m.place": "Die {value} auf das Schiff von {colour}",
  "m.sail": "Fahre nach {where}",
  "m.pass": "Fahre nach {where} (an einem Schiff vorbei: 3 Punkte)",
  "m.stop": "Zug hier beenden",
};
