import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tongiaki, Spielanleitung, auf Deutsch (nach games/tongiaki/RULES.md). */
export const de: HowTo<Part> = {
  intro: "2 bis 6 Spieler segeln mit Kanus von Tonga aus, entdecken Plättchen für Plättchen neue Inseln und besiedeln die wertvollsten.",
  parts: {
    goal: {
      title: "Das Ziel",
      body: [
        "Wenn das letzte Plättchen herauskommt, möglichst viele wertvolle Inseln mit Booten besetzt haben. Jede Insel bringt ihre Punkte (2 bis 5) jedem Spieler, der dort mindestens ein Boot hat.",
      ],
    },
    setup: {
      title: "Vorbereitung",
      body: [
        "Jeder Spieler hat 15 Boote. Nur Tonga, die Startinsel, liegt auf dem Tisch; die übrigen Plättchen (15 Inseln und 16 Meeresplättchen) werden im Lauf des Spiels zufällig gezogen.",
        "Reihum setzt jeder ein Boot auf einen freien Platz von Tonga, bis jeder zwei dort hat. Jeder Strand von Tonga muss mindestens einen freien Platz behalten. Dann beginnt Platz 1.",
      ],
    },
    turn: {
      title: "Ein Zug",
      body: [
        "In deinem Zug tust du eines von drei Dingen:",
        {
          steps: [
            "Boote einsetzen: Wähle eine Insel, auf der du Boote hast, und setze so viele Boote aus deinem Vorrat dazu, wie du dort schon hast, höchstens eines pro Strand mit freiem Platz (du wählst die Strände). Nicht auf einer Königsinsel. Mit leerem Vorrat darfst du stattdessen eines deiner Boote von einer beliebigen Insel dorthin holen, auch von dieser.",
            "Oder eine Königsinsel gründen (siehe unten).",
            "Oder eine neue Besiedlung beginnen (siehe unten).",
          ],
        },
        "Nach dem Einsetzen ist jeder Strand, dessen Plätze alle besetzt sind, voll und sticht in See: siehe „Fahrten“. Der Zug endet, wenn kein Strand mehr voll ist; dann spielt der nächste Platz.",
        "Hast du zu Beginn deines Zuges kein Boot auf dem Plan, setzt du statt einzusetzen zwei Boote auf Tonga oder ein Boot auf eine andere Insel (keine Königsinsel).",
      ],
    },
    voyage: {
      title: "Fahrten",
      body: [
        {
          steps: [
            "Alle Boote eines vollen Strandes fahren gemeinsam los, egal welcher Farbe. Du wählst den Strand und den Anleger (die Kante), bevor etwas gezogen wird.",
            "Ist das Feld hinter diesem Anleger leer, wird ein Plättchen gezogen und dort angelegt, mit der markierten Kante an der Kante, über die die Boote abfahren.",
            "Auf einem Meeresplättchen folgen die Boote dem Gischtweg von der Eintrittskante bis zu seinem anderen Ende. Ein Weg mit 2, 3 oder 4 ist eine Gefahr: Die Gruppe kommt nur durch, wenn sie mindestens so viele verschiedene Farben hat. Eine gescheiterte Gruppe geht in die Vorräte ihrer Besitzer zurück.",
            "Die Fahrt geht von Plättchen zu Plättchen weiter, bis die Gruppe eine Insel erreicht und dort landet (auch die Insel, von der sie kam).",
            "Du setzt die ankommenden Boote einzeln: zuerst eines auf jeden Strand mit freiem Platz, dann beliebig. Boote ohne Platz gehen an ihre Besitzer zurück.",
          ],
        },
        "Füllt eine Landung Strände, fahren auch diese los: eine Kettenreaktion, in der Reihenfolge, die du wählst. Eine Abfahrt, deren Weg direkt zur Ausgangsinsel zurückführt, ist verboten, solange diese Insel eine andere Abfahrt hat; führen alle Anleger zurück, gehen alle Boote dort heim und die Insel verlässt das Spiel.",
      ],
    },
    royal: {
      title: "Königsinseln und neue Besiedlung",
      body: [
        "Königsinsel: Statt eines normalen Zuges machst du auf einer Insel (nicht Tonga), auf der nur deine Boote stehen, eines davon zum König; die anderen gehen in deinen Vorrat. Das ist dein ganzer Zug. Höchstens zwei Königsinseln pro Spieler. Niemand setzt auf einer Königsinsel ein, landet dort oder fährt hindurch: Eine Gruppe, die eine erreicht, kehrt um und landet auf ihrer Ausgangsinsel.",
        "Neue Besiedlung: Statt eines normalen Zuges nimmst du alle deine Boote vom Plan (Könige bleiben), ziehst dann Plättchen einzeln und legst jedes beliebig gedreht neben ein gelegtes Plättchen. Sobald eine Insel kommt, setzt du ein Boot darauf; dein Zug endet.",
      ],
    },
    scoring: {
      title: "Wertung",
      body: [
        "Jede Insel bringt ihre Punkte jedem Spieler mit mindestens einem Boot darauf; eine Königsinsel zählt nur für ihren König. Tonga zählt nichts.",
        "Gleichstand: mehr besetzte Inseln gewinnen, dann weniger Boote auf dem Plan (ein König zählt als eines). Wer dann noch gleich ist, teilt sich den Platz.",
      ],
    },
    end: {
      title: "Das Ende",
      body: [
        "Das Spiel endet, sobald das letzte Meeresplättchen oder die letzte Insel gezogen und gelegt ist. Nur die unmittelbare Folge dieses Plättchens geschieht noch: Eine Gruppe landet auf einer letzten Insel, eine Gruppe auf einem letzten Meeresplättchen geht verloren. Keine Abfahrt, kein Zug mehr. Dann werden die Inseln gewertet.",
      ],
    },
    options: {
      title: "Varianten",
      body: [
        "Wer die Partie anlegt, kann wählen:",
        {
          list: [
            "Zwei Farben pro Spieler (nur zu zweit): Jeder spielt abwechselnd zwei Farben, jede für alle Regeln eine eigene Flotte (Gefahren, Königsinseln, Regel ohne Boot). Ein Platz erhält die Summe seiner Farben.",
            "Erstes Plättchen fest, weitere frei: Das erste gezogene Plättchen einer Fahrt wird wie üblich gelegt; jedes weitere derselben Fahrt drehst du beliebig auf dem Feld, in das die Boote fahren.",
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
            "Jeder Zug endet: Bringt eine Kettenreaktion die Boote genau dahin zurück, wo sie bei einer früheren Abfahrt desselben Zuges standen, musst du eine Abfahrt wählen, die ein Plättchen zieht oder an ihrer Gefahr scheitert; gibt es keine, gehen die Boote eines vollen Strandes deiner Wahl heim, statt zu fahren.",
        },
        { house: "Platz 1 beginnt (laut Regel der jüngste Spieler), und Plättchen werden erst im Moment des Ziehens zufällig bestimmt." },
        { house: "Einsetzen ganz oder gar nicht: Du setzt genau so viele Boote ein, wie die Regel erlaubt." },
      ],
    },
  },
};
