import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaPlayKey } from "./en.js";

/** Tonga Bonga's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in Italian. */
export const it: Texts<TongaBongaPlayKey> = {
  "p.bid": "{who} offre la paga del {role}.",
  "p.bidYou": "Offri la paga del tuo {role}.",
  "p.crew": "{who} mette i dadi appena lanciati sulle altre navi.",
  "p.crewYou": "Arma le altre navi: scegli uno dei tuoi dadi, poi una nave.",
  "p.sail": { one: "La nave di {who} naviga ({n} punto rimasto).", other: "La nave di {who} naviga ({n} punti rimasti)." },
  "p.sailYou": {
    one: "Naviga una casella alla volta ({n} punto rimasto) o termina il movimento.",
    other: "Naviga una casella alla volta ({n} punti rimasti) o termina il movimento.",
  },
  "p.over": "La partita è finita.",
  "m.bid": { one: "Offri {n} ducato al {role}", other: "Offri {n} ducati al {role}" },
  "m.place": "Metti il {value} sulla nave {colour}",
  "m.sail": "Vai a {where}",
  "m.pass": "Vai a {where} (superando una nave: 3 punti)",
  "m.stop": "Termina il movimento qui",
  // why the rules refuse a move, by its code (RuleError.code, rules/codes.ts): the app shows these in the match
  "rule.captain_first": "Offri prima la paga del capitano.",
  "rule.helmsman_now": "La paga del capitano è offerta; ora offri quella del timoniere.",
  "rule.impassable": "Nessuna nave può navigare su quella casella.",
  "rule.keep_helmsman_wage": "Tieni almeno 1 ducato per la paga del timoniere.",
  "rule.minimum_wage": "Ogni paga è di almeno 1 ducato.",
  "rule.no_such_die": "Nessuno dei tuoi dadi rimasti mostra quel valore.",
  "rule.no_such_ship": "A questo tavolo non c'è questa nave.",
  "rule.no_way_out": "Con i punti che le restano la nave non potrebbe più lasciare quella casella occupata.",
  "rule.not_adjacent": "Piazza la tessera accanto ad almeno una tessera già piazzata.",
  "rule.not_enough_money": "Non hai tutti quei ducati.",
  "rule.occupied_square": "Su questa casella c'è un'altra nave: prosegui fino a una libera.",
  "rule.one_die_per_ship": "In quattro, ogni nave prende un solo dado di ogni colore.",
  "rule.own_ship": "Non si mettono mai i propri dadi sulla propria nave.",
  "rule.ship_full": "Quella nave ha già tre dadi.",
  "rule.split": "Dividi i dadi tra le due navi come vogliono le regole: due e uno, oppure uno per nave.",
  "rule.too_far": "Quella casella costa più punti di quanti ne restino alla nave.",
  "rule.wage_cap": "Questa paga supera il limite di queste regole.",
};
