import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaLogKey } from "./en.js";

/** Tonga Bonga's texts of logged events and the names they use (the web app's log and the Worker's messages), in German. */
export const de: Texts<TongaBongaLogKey> = {
  "colour.0": "Rot",
  "colour.1": "Gelb",
  "colour.2": "Orange",
  "colour.3": "Weiß",
  "role.captain": "Kapitän",
  "role.helmsman": "Steuermann",
  "role.deckhand": "Schiffsjunge",
  seasick: "seekrank",
  "where.bay": "den Hafen von {island}",
  "where.sea": "Reihe {r}, Spalte {c}",
  "e.bid": { one: "{who} bietet dem {role} {n} Dukaten.", other: "{who} bietet dem {role} {n} Dukaten." },
  "e.roll": "{who} hat {dice} gewürfelt.",
  "e.place": "{who} hat eine {value} auf das Schiff von {colour} gelegt ({rank}).",
  "e.seasick": "Die {value} von {who} fand keinen Platz und wurde seekrank.",
  "e.pass": "{who} ist an einem Schiff vorbeigefahren (3 Punkte).",
  "e.stop": "Das Schiff von {who} hat seinen Zug beendet.",
  "e.camp": "{who} hat ein Camp auf {island} errichtet: 25 Dukaten von der Bank.",
  "e.campPaid": "{who} hat ein Camp auf {island} errichtet: 25 Dukaten von der Bank, je 5 an {others}.",
  "e.home": "{who} ist mit vier Camps nach Tonga Bonga zurückgekehrt!",
  "e.wage": {
    one: "{to} verdient {n} Dukaten als {role} des Schiffs von {colour}.",
    other: "{to} verdient {n} Dukaten als {role} des Schiffs von {colour}.",
  },
  "e.wageBack": {
    one: "Kein {role} auf dem Schiff von {colour}: {n} Dukat geht an {to} zurück.",
    other: "Kein {role} auf dem Schiff von {colour}: {n} Dukaten gehen an {to} zurück.",
  },
  "e.bonus": "{who} erhält 10 Dukaten für die Heimkehr.",
  "e.round": "Runde {n}: {who} beginnt.",
  "e.over": "Das Spiel ist vorbei.",
  "e.limit": "Die Rundengrenze ist erreicht: das Spiel ist vorbei.",
  "e.sail": { one: "{who} ist weitergesegelt: noch {n} Punkt.", other: "{who} ist weitergesegelt: noch {n} Punkte." },
};
