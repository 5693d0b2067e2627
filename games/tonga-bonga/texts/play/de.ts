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
  // why the rules refuse a move, by its code (RuleError.code, rules/codes.ts): the app shows these in the match
  "rule.captain_first": "Biete zuerst die Heuer des Kapitäns.",
  "rule.helmsman_now": "Die Heuer des Kapitäns steht; biete jetzt die des Steuermanns.",
  "rule.impassable": "Auf dieses Feld kann kein Schiff segeln.",
  "rule.keep_helmsman_wage": "Behalte mindestens 1 Dukaten für die Heuer des Steuermanns.",
  "rule.minimum_wage": "Jede Heuer beträgt mindestens 1 Dukaten.",
  "rule.no_such_die": "Keiner deiner übrigen Würfel zeigt diesen Wert.",
  "rule.no_such_ship": "An diesem Tisch gibt es dieses Schiff nicht.",
  "rule.no_way_out": "Mit den übrigen Punkten käme das Schiff von diesem besetzten Feld nicht mehr weg.",
  "rule.not_adjacent": "Lege das Plättchen neben mindestens ein liegendes Plättchen.",
  "rule.not_enough_money": "So viele Dukaten hast du nicht.",
  "rule.occupied_square": "Auf diesem Feld steht ein anderes Schiff: Segle weiter zu einem freien.",
  "rule.one_die_per_ship": "Zu viert nimmt jedes Schiff nur einen Würfel jeder Farbe.",
  "rule.own_ship": "Eigene Würfel kommen nie auf das eigene Schiff.",
  "rule.ship_full": "Dieses Schiff hat schon drei Würfel.",
  "rule.split": "Verteile die Würfel nach den Regeln auf die zwei Schiffe: zwei und einen, oder je einen.",
  "rule.too_far": "Dieses Feld kostet mehr Punkte, als das Schiff noch hat.",
  "rule.wage_cap": "Diese Heuer liegt über der Grenze dieser Regeln.",
};
