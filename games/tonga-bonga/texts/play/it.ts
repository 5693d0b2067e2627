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
};
