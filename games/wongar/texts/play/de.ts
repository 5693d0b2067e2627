import type { Texts } from "../../../../i18n/core.js";
import type { WongarPlayKey } from "./en.js";

/** Wongar's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in German. */
export const de: Texts<WongarPlayKey> = {
  "p.seed": {
    one: "Setze deine letzte Start-Tschurunga in ein Gebiet.",
    other: "Setze eine deiner Start-Tschurungas in ein Gebiet (noch {n}).",
  },
  "p.seedOther": "Die Spieler setzen reihum ihre Start-Tschurungas.",
  "p.take": "Nimm eine offene Gebietskarte und führe sie aus.",
  "p.takeFigure": "Nimm eine offene Gebietskarte oder spiele deine eigene Figurenkarte.",
  "p.option": "Wähle, was die {card} bewirkt: zwei weitere {shapes}, eine weitere und eine Ritualkarte, oder zwei Ritualkarten.",
  "p.triple": "Wähle die Sorte: drei gleiche Tschurungas in Gebiete deiner Wahl.",
  "p.place": { one: "Setze {n} {shape} in ein Gebiet (die letzte).", other: "Setze 1 {shape} in ein Gebiet (noch {n})." },
  "p.moveAncestor": "Ziehe den Urahn in ein Nachbargebiet: dort folgt eine Zeremonie.",
  "p.moveElder": "Ziehe den Ältesten ein oder zwei Gebiete weit: dort folgt eine Zeremonie.",
  "p.pick": {
    one: "Wähle eine Ritualkarte aus dem Stapel ({n} zu nehmen).",
    other: "Wähle eine Ritualkarte aus dem Stapel ({n} zu nehmen).",
  },
  "p.ceremony": "Zeremonie in {area} ({kind}): spiele eine Ritualkarte oder passe.",
  "p.double": "Doppel: wirke auf 1 weitere {shape}-Tschurunga.",
  "p.over": "Das Spiel ist zu Ende.",
  "m.seed": "Start-{shape} nach {area}",
  "m.take": "{card} von {area} nehmen",
  "m.figure": "Deine Karte {card} spielen",
  "m.option.two": "Zwei weitere {shapes} setzen",
  "m.option.one": "1 weitere {shape}-Tschurunga setzen und eine Ritualkarte ziehen",
  "m.option.draw": "Zwei Ritualkarten ziehen",
  "m.triple": "Dreifach: {shapes}",
  "m.place": "{shape} nach {area}",
  "m.move": "{figure} nach {area} ziehen",
  "m.pick": "{card} nehmen",
  "m.pickHidden": "Karte {n} nehmen",
  "m.remove": "{card}: 1 {shape} von {who} entfernen",
  "m.out": "{card}: 1 {shape} nach {area} hinaus",
  "m.in": "{card}: 1 {shape} aus {area} herein",
  "m.secondRemove": "Zweite: 1 {shape} von {who} entfernen",
  "m.secondOut": "Zweite: 1 {shape} nach {area} hinaus",
  "m.secondIn": "Zweite: 1 {shape} aus {area} herein",
  "m.pass": "Passen (keine Karte mehr in dieser Zeremonie)",
  "p.choose": {
    one: "Wähle die Ritualkarte, die du aus dem Stapel nimmst.",
    other: "Wähle die {n} Ritualkarten, die du aus dem Stapel nimmst.",
  },
  "m.choose": "{cards} nehmen",
  "m.chooseHidden": "Ritualkarten deiner Wahl nehmen",
};
