import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaLogKey } from "./en.js";

/** Tonga Bonga's texts of logged events and the names they use (the web app's log and the Worker's messages), in French. */
export const fr: Texts<TongaBongaLogKey> = {
  "colour.0": "rouge",
  "colour.1": "jaune",
  "colour.2": "orange",
  "colour.3": "blanc",
  "role.captain": "capitaine",
  "role.helmsman": "timonier",
  "role.deckhand": "mousse",
  seasick: "mal de mer",
  "where.bay": "la baie de {island}",
  "where.sea": "ligne {r}, colonne {c}",
  "e.bid": { one: "{who} offre {n} ducat au {role}.", other: "{who} offre {n} ducats au {role}." },
  "e.roll": "{who} a lancé {dice}.",
  "e.place": "{who} a mis un {value} sur le bateau {colour} ({rank}).",
  "e.seasick": "Le {value} de {who} n'a pas trouvé de place : mal de mer.",
  "e.pass": "{who} a dépassé un autre bateau (3 points).",
  "e.stop": "Le bateau de {who} a terminé son déplacement.",
  "e.camp": "{who} a installé un camp sur {island} : 25 ducats de la banque.",
  "e.campPaid": "{who} a installé un camp sur {island} : 25 ducats de la banque, 5 à chacun de {others}.",
  "e.home": "{who} est rentré à Tonga Bonga avec quatre camps !",
  "e.wage": {
    one: "{to} gagne {n} ducat comme {role} du bateau {colour}.",
    other: "{to} gagne {n} ducats comme {role} du bateau {colour}.",
  },
  "e.wageBack": {
    one: "Pas de {role} sur le bateau {colour} : {n} ducat revient à {to}.",
    other: "Pas de {role} sur le bateau {colour} : {n} ducats reviennent à {to}.",
  },
  "e.bonus": "{who} reçoit 10 ducats pour son retour.",
  "e.round": "Tour {n} : {who} commence.",
  "e.over": "La partie est terminée.",
  "e.limit": "La limite de tours est atteinte : la partie est terminée.",
  "e.sail": { one: "{who} a avancé : il reste {n} point.", other: "{who} a avancé : il reste {n} points." },
};
