import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Wongar, come si gioca, in italiano (da games/wongar/RULES.md). */
export const it: HowTo<Part> = {
  intro:
    "Da 3 a 5 giocatori posano tschurunga (pietre sacre) su dieci luoghi sacri e vincono le cerimonie che vi convocano l'antenato e l'anziano.",
  parts: {
    goal: {
      title: "Lo scopo",
      body: [
        "Avere il punteggio più alto alla fine. I punti vengono dalle cerimonie, dove segna chi ha più pezzi di una forma nell'area, e alla fine dalle carte area raccolte.",
      ],
    },
    setup: {
      title: "La preparazione",
      body: [
        "Il tabellone ha dieci aree; Hand e Foot sono al centro. Ogni area ha il suo mazzo di 15 carte, con quella in cima scoperta. Ogni giocatore ha dischi, cubi e cilindri del suo colore (la sua riserva) e due carte rituali in mano.",
        "I pezzi iniziali si estraggono a caso da un sacchetto e vanno su tutte le aree (il doppio su Hand e Foot). Un giocatore tiene un antenato e inizia; un altro tiene un anziano. L'altro antenato sta su Hand, l'altro anziano su Foot. Lo scorpione è sulla casella 1 del tracciato del tempo.",
      ],
    },
    turn: {
      title: "Un round",
      body: [
        {
          steps: [
            "Dal secondo round, ogni area senza carta scoperta gira la carta successiva.",
            "Chi tiene l'anziano pesca una carta rituale.",
            "Dal primo giocatore (che tiene l'antenato), in senso orario, ognuno prende una carta area scoperta e la esegue (vedi «Le carte area»). La carta resta poi coperta davanti a te.",
            "Se il primo giocatore tiene ancora l'antenato, questo passa al giocatore alla sua sinistra: il primo giocatore cambia sempre.",
          ],
        },
        "La tua mano di carte rituali e le carte prese sono segrete; il loro numero è pubblico.",
      ],
    },
    cards: {
      title: "Le carte area",
      body: [
        {
          list: [
            "Disco, cubo o cilindro: metti un pezzo di quella forma sull'area della carta, poi scegli: altri due pezzi di quella forma dove vuoi, oppure uno in più e una carta rituale, oppure due carte rituali.",
            "Tripla: metti tre pezzi uguali su aree a tua scelta (tutti quelli che hai se sono meno).",
            "Antenato: prendi l'antenato tenuto, sposta l'antenato sul tabellone in un'area vicina e tieni lì una cerimonia.",
            "Anziano: prendi l'anziano tenuto, sposta l'anziano sul tabellone di una o due aree (mai dove era) e tieni lì una cerimonia.",
            "Antenato e anziano: prendi entrambi, porta entrambe le figure nell'area della carta e tieni lì una cerimonia.",
            "Quattro carte: pesca quattro carte rituali (uno scorpione tra esse ha effetto e non si sostituisce).",
          ],
        },
      ],
    },
    ceremonies: {
      title: "Le cerimonie",
      body: [
        "Partecipano solo i giocatori con un pezzo nell'area. Inizia chi tiene l'antenato (altrimenti il partecipante successivo a sinistra); poi a turno ognuno gioca una carta rituale o passa. Chi ha passato non gioca più ma conta ancora.",
        "Una carta rituale disco, cubo o cilindro toglie dall'area un pezzo avversario di quella forma, oppure porta un tuo pezzo di quella forma fuori in un'area vicina, o dentro da un'area vicina. Una doppia fa lo stesso con due pezzi di una forma.",
        "Quando tutti hanno passato, la cerimonia assegna i punti (vedi «Il punteggio»).",
      ],
    },
    scorpions: {
      title: "Gli scorpioni",
      body: [
        "Uno scorpione esce quando lo si gira su un'area o lo si pesca come carta rituale. Fa avanzare il tempo di una casella e punge chi l'ha preso: perde un punto per ogni giocatore dietro di lui sul tracciato del punteggio. Solo nella pesca dell'anziano lo scorpione si sostituisce con un'altra carta.",
      ],
    },
    scoring: {
      title: "Il punteggio",
      body: [
        "In una cerimonia, per ogni forma segna chi ne ha più pezzi nell'area. I pareggi vanno a chi tiene l'antenato, o al primo giocatore in parità in senso orario da lui. I punti dipendono dalla sezione del tracciato del tempo e dalla carta:",
        { list: ["Sezione I: antenato 3, anziano 2, antenato e anziano 5.", "Sezione II: 5, 3 e 8.", "Sezione III: 7, 4 e 11."] },
        "Alla fine chi ha più carte disco segna 8, lo stesso per cubi e cilindri; in caso di parità segnano 8 tutti.",
      ],
    },
    end: {
      title: "La fine",
      body: [
        "La fine arriva quando lo scorpione raggiunge la X (la 12ª casella) o si prende l'ultima carta del mazzo di un'area; prima si finisce il round. Poi si rivelano e si contano le carte area; vince il punteggio più alto, a pari punti si condivide il posto.",
      ],
    },
    options: {
      title: "Regole avanzate",
      body: [
        "Chi crea la partita può scegliere le regole avanzate:",
        {
          list: [
            "Ogni giocatore ha una propria carta antenato e una carta anziano, che può giocare invece di prendere una carta area; i mazzi hanno una carta antenato e una anziano in meno.",
            "Niente scorpioni né doppie tra le carte rituali; invece ogni giocatore riceve una propria doppia.",
            "I pezzi iniziali li posano i giocatori, uno alla volta dal primo giocatore, quattro per forma, dove vogliono.",
            "Gli scorpioni non pungono; fanno solo avanzare il tempo.",
            "Quando peschi carte rituali (privilegio dell'anziano o carta territorio), scegli quali: il tabellone mostra quante carte di ogni tipo contiene il mazzo (mai il loro ordine), e gli altri sanno solo quante ne hai prese.",
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
            "La disposizione del tabellone, i nomi delle aree diverse da Hand, Foot e Kangaroo e i punti delle cerimonie sono una ricostruzione di Waka, perché il tabellone originale è perduto.",
        },
        {
          house:
            "Una puntura conta solo i giocatori con punteggio strettamente più basso; chi non ha nulla da prendere salta il turno; una doppia deve agire su un secondo pezzo quando può.",
        },
      ],
    },
  },
};
