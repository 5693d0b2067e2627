import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tonga Bonga, come si gioca, in italiano (da games/tonga-bonga/RULES.md). */
export const it: HowTo<Part> = {
  intro: "3 o 4 capitani si ingaggiano a vicenda i marinai, fondano campi su cinque isole e tornano a Tonga Bonga con la borsa più piena.",
  parts: {
    goal: {
      title: "Lo scopo",
      body: [
        "Avere più ducati alla fine. Si guadagnano fondando campi sulle isole, facendo da equipaggio sulle navi degli altri in cambio di una paga, e tornando per primi con quattro campi.",
      ],
    },
    setup: {
      title: "La preparazione",
      body: [
        "Ogni giocatore ha una nave, tre dadi e quattro campi del suo colore, e parte con 20 ducati; tutte le navi sono nella baia di Tonga Bonga. Tutto è pubblico: denaro, paghe, tiri e campi.",
        "I dadi vanno da 1 a 5; la sesta faccia è il marinaio col mal di mare, che non si imbarca mai. La carta nautica è una ricostruzione di Waka (il tabellone stampato è perduto).",
      ],
    },
    turn: {
      title: "Un turno",
      body: [
        "Ogni turno ha quattro fasi, sempre in quest'ordine. In ognuna agisce prima il primo giocatore del turno, poi gli altri nell'ordine dei posti; il primo giocatore avanza di un posto a ogni turno.",
        {
          steps: [
            "Paghe: ognuno offre quanto paga al capitano e al timoniere della propria nave.",
            "Equipaggi: ognuno tira i dadi e li mette sulle navi degli altri.",
            "Navigazione: ogni nave avanza quanto il suo equipaggio permette.",
            "Paga: gli equipaggi incassano le paghe.",
          ],
        },
      ],
    },
    wages: {
      title: "Le paghe",
      body: [
        "Metti ducati sulle due caselle paga della tua nave: prima la paga del capitano, poi quella del timoniere. Ogni paga è almeno 1 ducato e al massimo quanto hai (tienine 1 per il timoniere). Il mozzo non è pagato. Chi ha poco denaro offre quel che può, anche 0.",
        "Paghe alte attirano dadi forti: dove vanno i loro dadi lo decidono gli altri giocatori.",
      ],
    },
    crews: {
      title: "Gli equipaggi",
      body: [
        {
          steps: [
            "Tira i tuoi tre dadi (tutti vedono il tiro). I dadi col mal di mare restano a terra.",
            "Metti gli altri dadi uno alla volta sulle navi degli altri giocatori, mai sulla tua.",
            "In quattro, al massimo un tuo dado per nave. In tre, due su una nave e uno sull'altra (se non è più possibile, un dado prende il mal di mare; scegli tu quale). Una nave porta al massimo tre dadi.",
          ],
        },
        "Su ogni nave il dado più alto è il capitano, il successivo il timoniere, il più basso il mozzo; tra due dadi uguali, quello messo dopo sta sopra.",
      ],
    },
    sailing: {
      title: "Navigazione e campi",
      body: [
        "I punti movimento della tua nave sono la somma dei dadi a bordo. Muovi una casella alla volta attraverso un lato, mai in diagonale; terra e secche sono chiuse.",
        {
          list: [
            "Una baia costa 1. Una casella di mare costa 1, o 3 per superare una nave che vi si trova. Solo una nave può fermarsi su una casella di mare; una baia ne accoglie quante vuoi.",
            "Puoi fermarti quando sei su una casella dove ci si può fermare; i punti non usati vanno persi.",
            "Entrare nella baia di un'isola diversa da Tonga Bonga vi fonda subito il tuo campo (se non ne hai già uno lì e te ne resta uno): prendi 25 ducati dalla banca, poi paghi 5 a ogni giocatore che vi ha già un campo.",
          ],
        },
      ],
    },
    pay: {
      title: "La paga",
      body: [
        "La paga del capitano di ogni nave va al proprietario del dado capitano, quella del timoniere al proprietario del dado timoniere. Una paga senza dado al suo posto torna al proprietario della nave. Ogni dado torna al suo proprietario.",
      ],
    },
    scoring: {
      title: "Il punteggio",
      body: [
        "Il tuo punteggio è il tuo denaro. I ducati arrivano dai campi (25, meno 5 per ogni campo già sull'isola), dalle paghe che i tuoi dadi guadagnano sulle altre navi e dai 10 ducati del ritorno. Escono come paghe al tuo equipaggio.",
      ],
    },
    end: {
      title: "La fine",
      body: [
        "Una nave con quattro campi che entra nella baia di Tonga Bonga è tornata e si ferma lì. Le navi che non hanno ancora navigato in quel turno navigano ancora, si pagano le paghe, e ogni nave tornata in quel turno riceve 10 ducati.",
        "Poi la partita finisce: vince chi ha più ducati; a pari ducati si condivide il posto.",
        {
          house:
            "Se nessuna nave è tornata entro il limite di turni (30 turni, salvo diversa scelta della partita), la partita finisce dopo la paga di quel turno, senza premio.",
        },
      ],
    },
    options: {
      title: "Opzioni della partita",
      body: [
        "Tonga Bonga ha un'opzione, il limite di turni (una regola della casa): 30 di base, un numero da 12 a 99, o nessuno. Una partita finisce di solito in circa 9 turni, quindi il limite ferma solo un tavolo che non torna mai a casa.",
      ],
    },
    house: {
      title: "Le regole proprie di Waka",
      body: [
        "Waka gioca le regole del 1998. Dove tacciono, decide Waka:",
        { house: "Il limite di turni qui sopra: le regole stampate non ne hanno." },
        { house: "La carta nautica, i nomi di quattro isole e le distanze sono ricostruiti, perché il tabellone stampato è perduto." },
        {
          house:
            "Una nave tornata con quattro campi resta in porto; fondare non è mai facoltativo (rende sempre almeno 10 ducati); un'offerta non si ritira.",
        },
      ],
    },
  },
};
