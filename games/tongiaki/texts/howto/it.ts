import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tongiaki, come si gioca, in italiano (da games/tongiaki/RULES.md). */
export const it: HowTo<Part> = {
  intro: "Da 2 a 6 giocatori salpano da Tonga in canoa, scoprono le isole tessera dopo tessera e si stabiliscono sulle più ricche.",
  parts: {
    goal: {
      title: "Lo scopo",
      body: [
        "Avere barche sul maggior numero possibile di isole di valore quando esce l'ultima tessera. Ogni isola dà i suoi punti (da 2 a 5) a ogni giocatore che vi ha almeno una barca.",
      ],
    },
    setup: {
      title: "La preparazione",
      body: [
        "Ogni giocatore ha 15 barche. Sul tavolo c'è solo Tonga, l'isola di partenza; le altre tessere (15 isole e 16 tessere di mare) si pescano a caso durante la partita.",
        "Nell'ordine dei posti, ognuno mette una barca su un posto libero di Tonga finché tutti ne hanno due. Ogni spiaggia di Tonga deve tenere almeno un posto libero. Poi inizia il posto 1.",
      ],
    },
    turn: {
      title: "Un turno",
      body: [
        "Nel tuo turno fai una di queste tre cose:",
        {
          steps: [
            "Aggiungere barche: scegli un'isola dove hai barche e aggiungi tante barche dalla tua riserva quante ne hai già lì, al massimo una per spiaggia con un posto libero (scegli tu le spiagge). Non su un'isola reale. Con la riserva vuota puoi invece portarci una tua barca da qualsiasi isola, compresa questa.",
            "Oppure fondare un'isola reale (vedi sotto).",
            "Oppure fare una nuova colonizzazione (vedi sotto).",
          ],
        },
        "Dopo l'aggiunta, ogni spiaggia con tutti i posti occupati è piena e prende il mare: vedi «I viaggi». Il turno finisce quando nessuna spiaggia è più piena; poi gioca il posto successivo.",
        "Se all'inizio del turno non hai barche sul tabellone, invece di aggiungere metti due barche su Tonga o una barca su un'altra isola (non reale).",
      ],
    },
    voyage: {
      title: "I viaggi",
      body: [
        {
          steps: [
            "Tutte le barche di una spiaggia piena partono insieme, di qualunque colore siano. Scegli tu la spiaggia e l'approdo (il lato) da cui partono, prima di pescare.",
            "Se lo spazio oltre quell'approdo è vuoto, si pesca una tessera e la si mette lì, con il lato segnato contro il lato da cui partono le barche.",
            "Su una tessera di mare le barche seguono la scia di schiuma dal lato d'ingresso all'altro capo. Una scia con 2, 3 o 4 è un pericolo: il gruppo passa solo se ha almeno altrettanti colori diversi. Un gruppo che fallisce torna nelle riserve dei proprietari.",
            "Il viaggio continua di tessera in tessera finché il gruppo raggiunge un'isola e vi sbarca (anche quella da cui è partito).",
            "Metti le barche arrivate una alla volta: prima una su ogni spiaggia con un posto libero, poi dove vuoi. Quelle senza posto tornano ai proprietari.",
          ],
        },
        "Uno sbarco che riempie spiagge le fa partire a loro volta: è la reazione a catena, nell'ordine che scegli tu. Una partenza la cui rotta riporta dritto all'isola di partenza è vietata finché quell'isola ha un'altra partenza; se tutti gli approdi vi riportano, tutte le barche lì tornano a casa e l'isola esce dal gioco.",
      ],
    },
    royal: {
      title: "Isole reali e nuova colonizzazione",
      body: [
        "Isola reale: invece di un turno normale, su un'isola (non Tonga) dove ci sono solo barche tue, fai re una di esse; le altre tornano nella tua riserva. È tutto il tuo turno. Al massimo due isole reali per giocatore. Nessuno aggiunge, sbarca o passa su un'isola reale: un gruppo che ne raggiunge una torna indietro e sbarca sull'isola da cui è venuto.",
        "Nuova colonizzazione: invece di un turno normale, togli tutte le tue barche dal tabellone (i re restano), poi pesca tessere una alla volta e mettile dove vuoi accanto a una tessera posata, girate come preferisci. Appena esce un'isola, mettici una barca; il tuo turno finisce.",
      ],
    },
    scoring: {
      title: "Il punteggio",
      body: [
        "Ogni isola dà i suoi punti a ogni giocatore che vi ha almeno una barca; un'isola reale conta solo per il suo re. Tonga non vale nulla.",
        "Pareggi: vince chi occupa più isole, poi chi ha meno barche sul tabellone (un re conta uno). Chi è ancora pari condivide il posto.",
      ],
    },
    end: {
      title: "La fine",
      body: [
        "La partita finisce appena l'ultima tessera di mare o l'ultima isola viene pescata e posata. Avviene solo la conseguenza immediata di quella tessera: un gruppo sbarca su un'ultima isola, un gruppo su un'ultima tessera di mare va perso. Niente più partenze né turni. Poi si contano le isole.",
      ],
    },
    options: {
      title: "Varianti",
      body: [
        "Chi crea la partita può scegliere:",
        {
          list: [
            "Due colori per giocatore (solo in 2): ognuno gioca due colori a turno, ciascuno una flotta a sé per ogni regola (pericoli, isole reali, regola senza barche). Un posto somma i punti dei suoi colori.",
            "Prima tessera obbligata, le altre libere: la prima tessera pescata in un viaggio si posa come al solito; ogni tessera successiva dello stesso viaggio la giri come vuoi sullo spazio in cui entrano le barche.",
          ],
        },
      ],
    },
    house: {
      title: "Le regole proprie di Waka",
      body: [
        "Dove le regole stampate tacciono, decide Waka:",
        {
          house:
            "Ogni turno finisce: se una reazione a catena riporta le barche esattamente dov'erano a una partenza precedente dello stesso turno, devi scegliere una partenza che pesca una tessera o fallisce il suo pericolo; se non ce n'è, le barche di una spiaggia piena a tua scelta tornano a casa invece di partire.",
        },
        {
          house:
            "Inizia il posto 1 (il regolamento fa iniziare il più giovane), e le tessere si pescano a caso nel momento in cui servono.",
        },
        { house: "L'aggiunta è tutto o niente: aggiungi esattamente il numero di barche che la regola consente." },
      ],
    },
  },
};
