import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaLogKey } from "./en.js";

/** Tonga Bonga's texts of logged events and the names they use (the web app's log and the Worker's messages), in Italian. */
export const it: Texts<TongaBongaLogKey> = {
  "colour.0": "rossa",
  "colour.1": "gialla",
  "colour.2": "arancione",
  "colour.3": "bianca",
  "role.captain": "capitano",
  "role.helmsman": "timoniere",
  "role.deckhand": "mozzo",
  seasick: "mal di mare",
  "where.bay": "la baia di {island}",
  "where.sea": "riga {r}, colonna {c}",
  "e.bid": { one: "{who} offre {n} ducato al {role}.", other: "{who} offre {n} ducati al {role}." },
  "e.roll": "{who} ha lanciato {dice}.",
  "e.place": "{who} ha messo un {value} sulla nave {colour} ({rank}).",
  "e.seasick": "Il {value} di {who} non ha trovato posto: mal di mare.",
  "e.pass": "{who} ha superato un'altra nave (3 punti).",
  "e.stop": "La nave di {who} ha terminato il movimento.",
  "e.camp": "{who} ha fondato un campo su {island}: 25 ducati dalla banca.",
  "e.campPaid": "{who} ha fondato un campo su {island}: 25 ducati dalla banca, 5 a ciascuno di {others}.",
  "e.home": "{who} è tornato a Tonga Bonga con quattro campi!",
  "e.wage": {
    one: "{to} guadagna {n} ducato come {role} della nave {colour}.",
    other: "{to} guadagna {n} ducati come {role} della nave {colour}.",
  },
  "e.wageBack": {
    one: "Nessun {role} sulla nave {colour}: {n} ducato torna a {to}.",
    other: "Nessun {role} sulla nave {colour}: {n} ducati tornano a {to}.",
  },
  "e.bonus": "{who} riceve 10 ducati per il ritorno.",
  "e.round": "Turno {n}: inizia {who}.",
  "e.over": "La partita è finita.",
  "e.limit": "Raggiunto il limite di turni: la partita è finita.",
  "e.sail": { one: "{who} ha navigato: resta {n} punto.", other: "{who} ha navigato: restano {n} punti." },
};
