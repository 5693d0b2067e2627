import type { Texts } from "../../../../i18n/core.js";
import type { TongiakiPlayKey } from "./en.js";

/** Tongiaki's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in Italian. */
export const it: Texts<TongiakiPlayKey> = {
  "p.setup": "Metti una barca iniziale su una spiaggia di Tonga (ogni spiaggia tiene un posto libero).",
  "p.turn": "Aggiungi barche su un'isola dove ne hai, fonda un'isola reale o inizia una nuova colonizzazione.",
  "p.turnNoBoat": "Nessuna barca in gioco: metti due barche su Tonga o una su un'altra isola, oppure inizia una nuova colonizzazione.",
  "p.turnKingsOnly": "Le tue uniche barche in gioco sono re: un re conta come barca, ti resta solo una nuova colonizzazione.",
  "p.enter": "Metti la seconda barca su una spiaggia di Tonga.",
  "p.add": {
    one: "Metti la barca aggiunta su una spiaggia di {island} (ne resta {n}).",
    other: "Metti le barche aggiunte sulle spiagge di {island}, una per spiaggia (ne restano {n}).",
  },
  "p.take": "La riserva è vuota: prendi una delle tue barche da un'altra isola.",
  "p.takeAny": "La riserva è vuota: prendi una delle tue barche da qualsiasi isola, compresa questa.",
  "p.depart": "Una spiaggia è piena: scegli quale spiaggia salpa e da quale approdo.",
  "p.departRepeat":
    "Le barche sono disposte come a una partenza precedente di questo turno: scegli una partenza che pesca una tessera o fallisce un pericolo (se non ce n'è nessuna, la spiaggia scelta torna in riserva).",
  "p.orient": "Ruota la nuova tessera sullo spazio dove arriva la spedizione, poi piazzala.",
  "p.placeSpace": "Scegli uno spazio libero per la tessera pescata: {tile}.",
  "p.placeTurn": "Ruota la tessera pescata ({tile}), poi piazzala.",
  "p.land": "Sbarca le barche in arrivo su {island}: prima una su ogni spiaggia con posto.",
  "p.settle": "Metti la barca colonizzatrice su una spiaggia di {island}.",
  "p.over": "La partita è finita.",
  "m.setup": "Spiaggia {beach} di Tonga",
  "m.add": "Aggiungi barche su {island}",
  "m.take": "Prendi una barca dalla spiaggia {beach} di {island}",
  "m.addBoat": "Aggiungi una barca sulla spiaggia {beach} di {island}",
  "m.king": "Fonda un'isola reale su {island}",
  "m.colonize": "Nuova colonizzazione (togli tutte le tue barche)",
  "m.enter": "Metti una barca sulla spiaggia {beach} di {island}",
  "m.depart": "Salpa dalla spiaggia {beach} di {island}, approdo {side}",
  "m.orient": "Piazza la tessera ruotata di {deg}°",
  "m.place": "Spazio libero ({q}, {r})",
  "m.land": "Sbarca una barca {colour} sulla spiaggia {beach}",
  "m.settle": "Stabilisciti sulla spiaggia {beach} di {island}",
};
