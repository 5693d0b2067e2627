import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tonga Bonga, Spielanleitung, auf Deutsch (nach games/tonga-bonga/RULES.md). */
export const de: HowTo<Part> = {
  intro:
    "3 oder 4 Kapitäne heuern gegenseitig ihre Matrosen an, gründen Camps auf fünf Inseln und segeln mit dem dicksten Geldbeutel heim nach Tonga Bonga.",
  parts: {
    goal: {
      title: "Das Ziel",
      body: [
        "Am Ende die meisten Dukaten haben. Man verdient sie mit Camps auf den Inseln, mit Heuer als Mannschaft auf den Schiffen der anderen und als Erster daheim mit vier Camps.",
      ],
    },
    setup: {
      title: "Vorbereitung",
      body: [
        "Jeder Spieler hat ein Schiff, drei Würfel und vier Camps in seiner Farbe und beginnt mit 20 Dukaten; alle Schiffe liegen in der Bucht von Tonga Bonga. Alles ist offen: Geld, Heuer, Würfe und Camps.",
        "Die Würfel zeigen 1 bis 5; die sechste Seite ist der seekranke Matrose, der nie an Bord geht. Die Seekarte ist Wakas Rekonstruktion (der gedruckte Plan ist verloren).",
      ],
    },
    turn: {
      title: "Eine Runde",
      body: [
        "Jede Runde hat vier Phasen, immer in dieser Reihenfolge. In jeder handelt zuerst der Startspieler der Runde, dann die anderen reihum; der Startspieler wandert jede Runde einen Platz weiter.",
        {
          steps: [
            "Heuer: Jeder bietet, was er Kapitän und Steuermann seines eigenen Schiffs zahlt.",
            "Mannschaften: Jeder würfelt und setzt seine Würfel auf die Schiffe der anderen.",
            "Segeln: Jedes Schiff fährt so weit, wie seine Mannschaft erlaubt.",
            "Zahltag: Die Mannschaften kassieren ihre Heuer.",
          ],
        },
      ],
    },
    wages: {
      title: "Heuer",
      body: [
        "Lege Dukaten auf die zwei Heuerfelder deines Schiffs: zuerst die Heuer des Kapitäns, dann die des Steuermanns. Jede Heuer ist mindestens 1 Dukat und höchstens, was du hast (behalte 1 für den Steuermann). Der Schiffsjunge bekommt nichts. Wer zu wenig Geld hat, bietet, was er kann, auch 0.",
        "Hohe Heuer lockt starke Würfel an: Wohin ihre Würfel gehen, entscheiden die anderen Spieler.",
      ],
    },
    crews: {
      title: "Mannschaften",
      body: [
        {
          steps: [
            "Wirf deine drei Würfel (alle sehen den Wurf). Seekranke Würfel bleiben an Land.",
            "Setze deine übrigen Würfel einzeln auf die Schiffe der anderen Spieler, nie auf dein eigenes.",
            "Zu viert höchstens einer deiner Würfel pro Schiff. Zu dritt zwei auf ein Schiff und einer auf das andere (passt das nicht mehr, wird ein Würfel seekrank; du wählst welcher). Ein Schiff trägt höchstens drei Würfel.",
          ],
        },
        "Auf jedem Schiff ist der höchste Würfel der Kapitän, der nächste der Steuermann, der niedrigste der Schiffsjunge; von zwei gleichen Würfeln steht der spätere höher.",
      ],
    },
    sailing: {
      title: "Segeln und Camps",
      body: [
        "Die Bewegungspunkte deines Schiffs sind die Summe der Würfel an Bord. Ziehe Feld für Feld über eine Seite, nie diagonal; Land und Untiefen sind gesperrt.",
        {
          list: [
            "Eine Bucht kostet 1. Ein Meeresfeld kostet 1, oder 3, um ein Schiff darauf zu passieren. Nur ein Schiff darf auf einem Meeresfeld enden; eine Bucht fasst beliebig viele.",
            "Du darfst anhalten, wann immer du auf einem Feld stehst, auf dem man halten darf; übrige Punkte verfallen.",
            "Wer in die Bucht einer Insel außer Tonga Bonga fährt, gründet dort sofort sein Camp (wenn er dort noch keines und noch eines übrig hat): 25 Dukaten von der Bank, dann 5 an jeden, der dort schon ein Camp hat.",
          ],
        },
      ],
    },
    pay: {
      title: "Zahltag",
      body: [
        "Die Kapitänsheuer jedes Schiffs geht an den Besitzer des Kapitänswürfels, die Steuermannsheuer an den Besitzer des Steuermannswürfels. Eine Heuer ohne Würfel an ihrem Platz geht an den Schiffsbesitzer zurück. Jeder Würfel geht an seinen Besitzer zurück.",
      ],
    },
    scoring: {
      title: "Wertung",
      body: [
        "Dein Punktestand ist dein Geld. Dukaten kommen aus Camps (25, minus 5 für jedes frühere Camp auf der Insel), aus der Heuer, die deine Würfel auf fremden Schiffen verdienen, und aus den 10 Dukaten für die Heimkehr. Ausgegeben werden sie als Heuer für deine eigene Mannschaft.",
      ],
    },
    end: {
      title: "Das Ende",
      body: [
        "Ein Schiff mit vier Camps, das in die Bucht von Tonga Bonga fährt, ist daheim und hält dort. Die Schiffe, die in dieser Runde noch nicht gesegelt sind, segeln noch, die Heuer wird gezahlt, und jedes Schiff, das in dieser Runde heimkam, erhält 10 Dukaten.",
        "Dann endet das Spiel: Die meisten Dukaten gewinnen; bei gleich viel Dukaten teilt man sich den Platz.",
        {
          house:
            "Ist bis zum Ende der Rundengrenze (30 Runden, sofern die Partie nichts anderes festlegt) kein Schiff heimgekehrt, endet das Spiel nach dem Zahltag dieser Runde, ohne Bonus.",
        },
      ],
    },
    options: {
      title: "Optionen der Partie",
      body: [
        "Tonga Bonga hat eine Option, die Rundengrenze (eine Hausregel): 30 als Vorgabe, eine Zahl von 12 bis 99 oder keine. Ein Spiel endet meist nach etwa 9 Runden; die Grenze stoppt also nur einen Tisch, der nie heimsegelt.",
      ],
    },
    house: {
      title: "Wakas eigene Regeln",
      body: [
        "Waka spielt die Regeln von 1998. Wo sie schweigen, entscheidet Waka:",
        { house: "Die Rundengrenze oben: Die gedruckten Regeln kennen keine." },
        { house: "Die Seekarte, die Namen von vier Inseln und die Entfernungen sind rekonstruiert, da der gedruckte Plan verloren ist." },
        {
          house:
            "Ein Schiff, das mit vier Camps heimkehrt, bleibt im Hafen; Camps sind nie freiwillig (eine Gründung bringt immer mindestens 10 Dukaten); ein Gebot lässt sich nicht ändern.",
        },
      ],
    },
  },
};
