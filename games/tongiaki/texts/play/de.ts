import type { Texts } from "../../../../i18n/core.js";
import type { TongiakiPlayKey } from "./en.js";

/** Tongiaki's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in German. */
export const de: Texts<TongiakiPlayKey> = {
  "p.setup": "Setze ein Startboot an einen Strand von Tonga (jeder Strand behält einen freien Platz).",
  "p.turn": "Setze Boote auf eine Insel, auf der du Boote hast, gründe eine Königsinsel oder beginne eine neue Besiedlung.",
  "p.turnNoBoat":
    "Kein Boot auf dem Spielplan: setze zwei Boote auf Tonga oder eins auf eine andere Insel, oder beginne eine neue Besiedlung.",
  "p.turnKingsOnly": "Deine einzigen Boote auf dem Spielplan sind Könige: ein König zählt als Boot, dir bleibt nur eine neue Besiedlung.",
  "p.enter": "Setze das zweite Boot an einen Strand von Tonga.",
  "p.add": {
    one: "Setze das neue Boot an einen Strand von {island} (noch {n}).",
    other: "Setze die neuen Boote an die Strände von {island}, eins pro Strand (noch {n}).",
  },
  "p.take": "Dein Vorrat ist leer: nimm eines deiner Boote von einer anderen Insel.",
  "p.takeAny": "Dein Vorrat ist leer: nimm eines deiner Boote von einer beliebigen Insel, auch von dieser.",
  "p.depart": "Ein Strand ist voll: wähle, welcher Strand ausläuft und von welchem Anleger.",
  "p.departRepeat":
    "Die Boote stehen wie bei einer früheren Abfahrt in diesem Zug: wähle eine Abfahrt, die ein Plättchen zieht oder an einer Gefahr scheitert (gibt es keine, kehrt der gewählte Strand heim).",
  "p.orient": "Drehe das neue Plättchen auf dem Feld, das die Expedition erreicht, und lege es dann.",
  "p.placeSpace": "Wähle ein freies Feld für das gezogene Plättchen: {tile}.",
  "p.placeTurn": "Drehe das gezogene Plättchen ({tile}) und lege es dann.",
  "p.land": "Lande die ankommenden Boote auf {island}: zuerst eins an jedem Strand mit Platz.",
  "p.settle": "Setze das Siedlerboot an einen Strand von {island}.",
  "p.over": "Das Spiel ist vorbei.",
  "m.setup": "Strand {beach} von Tonga",
  "m.add": "Boote auf {island} einsetzen",
  "m.take": "Ein Boot von Strand {beach} auf {island} nehmen",
  "m.addBoat": "Ein Boot an Strand {beach} von {island} setzen",
  "m.king": "Königsinsel auf {island} gründen",
  "m.colonize": "Neue Besiedlung (alle eigenen Boote vom Plan nehmen)",
  "m.enter": "Ein Boot an Strand {beach} von {island} setzen",
  "m.depart": "Von Strand {beach} auf {island} auslaufen, Anleger {side}",
  "m.orient": "Plättchen um {deg}° gedreht legen",
  "m.place": "Freies Feld ({q}, {r})",
  "m.land": "Ein Boot in {colour} an Strand {beach} landen",
  "m.settle": "An Strand {beach} von {island} siedeln",
};
