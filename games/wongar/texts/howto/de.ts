import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Wongar, Spielanleitung, auf Deutsch (nach games/wongar/RULES.md). */
export const de: HowTo<Part> = {
  intro:
    "3 bis 5 Spieler legen Tschurungas (heilige Steine) auf zehn heilige Stätten und gewinnen die Zeremonien, die Urahn und Ältester dort einberufen.",
  parts: {
    goal: {
      title: "Das Ziel",
      body: [
        "Am Ende die meisten Punkte haben. Punkte gibt es in Zeremonien, in denen wertet, wer die meisten Steine einer Form im Gebiet hat, und ganz am Schluss für die gesammelten Gebietskarten.",
      ],
    },
    setup: {
      title: "Vorbereitung",
      body: [
        "Der Plan hat zehn Gebiete; Hand und Foot liegen in der Mitte. Jedes Gebiet hat einen eigenen Stapel aus 15 Karten, die oberste offen. Jeder Spieler hat Linsen, Würfel und Walzen in seiner Farbe (sein Vorrat) und zwei Ritualkarten auf der Hand.",
        "Die Startsteine werden zufällig aus einem Beutel auf alle Gebiete gezogen (doppelt so viele auf Hand und Foot). Ein Spieler hält einen Urahn und beginnt; ein anderer hält einen Ältesten. Der andere Urahn steht auf Hand, der andere Älteste auf Foot. Der Skorpion steht auf Feld 1 der Zeitleiste.",
      ],
    },
    turn: {
      title: "Eine Runde",
      body: [
        {
          steps: [
            "Ab der zweiten Runde deckt jedes Gebiet ohne offene Karte seine nächste Karte auf.",
            "Wer den Ältesten hält, zieht eine Ritualkarte.",
            "Vom Startspieler (der den Urahn hält) an im Uhrzeigersinn nimmt jeder eine offene Gebietskarte und führt sie aus (siehe „Gebietskarten“). Die Karte liegt dann verdeckt vor dir.",
            "Hält der Startspieler noch den Urahn, geht dieser an den linken Nachbarn: Der Startspieler wechselt immer.",
          ],
        },
        "Deine Ritualkarten und deine genommenen Karten sind geheim; ihre Anzahl ist öffentlich.",
      ],
    },
    cards: {
      title: "Gebietskarten",
      body: [
        {
          list: [
            "Linse, Würfel oder Walze: Lege einen Stein dieser Form auf das Gebiet der Karte, dann wähle: zwei weitere Steine dieser Form irgendwohin, oder einen weiteren und eine Ritualkarte, oder zwei Ritualkarten.",
            "Dreifach: Lege drei gleiche Steine auf beliebige Gebiete (alle, die du hast, wenn es weniger sind).",
            "Urahn: Nimm den gehaltenen Urahn, versetze den Urahn auf dem Plan in ein Nachbargebiet und halte dort eine Zeremonie ab.",
            "Ältester: Nimm den gehaltenen Ältesten, versetze den Ältesten auf dem Plan ein oder zwei Gebiete weit (nie zurück) und halte dort eine Zeremonie ab.",
            "Urahn und Ältester: Nimm beide, bringe beide Figuren in das Gebiet der Karte und halte dort eine Zeremonie ab.",
            "Vier Karten: Ziehe vier Ritualkarten (ein Skorpion darunter wirkt und wird nicht ersetzt).",
          ],
        },
      ],
    },
    ceremonies: {
      title: "Zeremonien",
      body: [
        "Nur wer einen Stein im Gebiet hat, nimmt teil. Wer den Urahn hält, beginnt (sonst der nächste Teilnehmer links); dann spielt jeder reihum eine Ritualkarte oder passt. Wer gepasst hat, spielt nicht mehr, zählt aber weiter.",
        "Eine Ritualkarte Linse, Würfel oder Walze entfernt einen gegnerischen Stein dieser Form aus dem Gebiet, oder zieht einen eigenen Stein dieser Form in ein Nachbargebiet hinaus, oder aus einem herein. Ein Doppel tut dasselbe mit zwei Steinen einer Form.",
        "Haben alle gepasst, wird die Zeremonie gewertet (siehe „Wertung“).",
      ],
    },
    scorpions: {
      title: "Skorpione",
      body: [
        "Ein Skorpion kommt, wenn einer auf einem Gebiet aufgedeckt oder als Ritualkarte gezogen wird. Er rückt die Zeit ein Feld vor und sticht den, der ihn bekam: Dieser verliert einen Punkt für jeden Spieler hinter ihm auf der Punkteleiste. Nur beim Zug des Ältesten wird ein Skorpion durch eine andere Karte ersetzt.",
      ],
    },
    scoring: {
      title: "Wertung",
      body: [
        "In einer Zeremonie wertet für jede Form, wer die meisten Steine davon im Gebiet hat. Bei Gleichstand wertet, wer den Urahn hält, sonst der erste Gleichstehende im Uhrzeigersinn ab ihm. Die Punkte hängen vom Abschnitt der Zeitleiste und von der Karte ab:",
        { list: ["Abschnitt I: Urahn 3, Ältester 2, Urahn und Ältester 5.", "Abschnitt II: 5, 3 und 8.", "Abschnitt III: 7, 4 und 11."] },
        "Am Ende erhält, wer die meisten Linsenkarten hat, 8 Punkte, ebenso für Würfel und Walzen; bei Gleichstand erhalten alle 8.",
      ],
    },
    end: {
      title: "Das Ende",
      body: [
        "Das Ende kommt, wenn der Skorpion X (das 12. Feld) erreicht oder die letzte Karte eines Gebietsstapels genommen wird; die Runde wird noch zu Ende gespielt. Dann werden die Gebietskarten aufgedeckt und gewertet; die meisten Punkte gewinnen, bei Gleichstand teilt man sich den Platz.",
      ],
    },
    options: {
      title: "Fortgeschrittene Regeln",
      body: [
        "Wer die Partie anlegt, kann die fortgeschrittenen Regeln wählen:",
        {
          list: [
            "Jeder Spieler hat eine eigene Urahn- und eine eigene Ältestenkarte, die er statt einer Gebietskarte spielen darf; die Stapel haben je eine Urahn- und Ältestenkarte weniger.",
            "Keine Skorpione und keine Doppel unter den Ritualkarten; stattdessen bekommt jeder Spieler ein eigenes Doppel.",
            "Die Startsteine legen die Spieler selbst, einzeln vom Startspieler an, vier von jeder Form, beliebig.",
            "Skorpione stechen nicht; sie rücken nur die Zeit vor.",
            "Wer Ritualkarten zieht (Vorrecht des Ältesten oder eine Gebietskarte), wählt sie aus: Das Brett zeigt, wie viele Karten jeder Art der Stapel hält (nie ihre Reihenfolge), und die anderen erfahren nur, wie viele es waren.",
          ],
        },
      ],
    },
    house: {
      title: "Wakas eigene Regeln",
      body: [
        "Wo die gedruckten Regeln schweigen, entscheidet Waka:",
        {
          house:
            "Die Anordnung des Plans, die Namen der Gebiete außer Hand, Foot und Kangaroo sowie die Zeremoniepunkte sind Wakas Rekonstruktion, da der Originalplan verloren ist.",
        },
        {
          house:
            "Ein Stich zählt nur Spieler mit echt weniger Punkten; wer nichts nehmen kann, setzt aus; ein Doppel muss auf einen zweiten Stein wirken, wenn es kann.",
        },
      ],
    },
  },
};
