import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaPlayKey } from "./en.js";

/** Tonga Bonga's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in French. */
export const fr: Texts<TongaBongaPlayKey> = {
  "p.bid": "{who} fixe la solde du {role}.",
  "p.bidYou": "Fixez la solde de votre {role}.",
  "p.crew": "{who} répartit les dés qu'il vient de lancer sur les autres bateaux.",
  "p.crewYou": "Équipez les autres bateaux : choisissez un de vos dés, puis un bateau.",
  "p.sail": { one: "Le bateau de {who} navigue ({n} point restant).", other: "Le bateau de {who} navigue ({n} points restants)." },
  "p.sailYou": {
    one: "Avancez case par case ({n} point restant) ou terminez le déplacement.",
    other: "Avancez case par case ({n} points restants) ou terminez le déplacement.",
  },
  "p.over": "La partie est terminée.",
  "m.bid": { one: "Offrir {n} ducat au {role}", other: "Offrir {n} ducats au {role}" },
  "m.place": "Mettre le {value} sur le bateau {colour}",
  "m.sail": "Aller à {where}",
  "m.pass": "Aller à {where} (en dépassant un bateau : 3 points)",
  "m.stop": "Terminer le déplacement ici",
};
