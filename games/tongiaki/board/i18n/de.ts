import type { Texts } from "../../../../i18n/core.js";
import type { TongiakiBoardKey } from "./en.js";

/** Tongiaki's board texts (board, scores, options, endings), in German. */
export const de: Texts<TongiakiBoardKey> = {
  "i.standings": "Wertung",
  "i.final": "Endwertung",
  "i.points": "Punkte",
  "i.islands": "Inseln",
  "i.boats": "Boote",
  "i.reserve": "Vorrat",
  "i.royal": "König\u00adlich",
  "i.pile": "Verdeckter Stapel: {islands} Inseln, {seas} Meeresplättchen",
  "i.turn": "Runde {n}",
  "i.removed": "Aus dem Spiel: {islands}",
  "b.board": "Tongiaki-Spielplan",
  "b.choose": "Welches?",
  "b.turnTile": "Drehen",
  "b.placeTile": "So legen",
  "b.beach": "Strand {beach} von {island}",
  "b.dock": "Anleger {side} von Strand {beach} auf {island}",
  "b.space": "Freies Feld",
  "b.drawn": "Gezogenes Plättchen",
  "b.arriving": "Ankommend",
  "b.landColour": "Farbe des landenden Boots",
  "b.king": "Königsinsel von {colour}",
  "b.points": { one: "{n} Punkt", other: "{n} Punkte" },
  "o.twoColours": "Zwei Farben pro Person",
  "o.twoColoursHelp": "Nur zu zweit: jede Person segelt zwei Flotten, abwechselnd gespielt.",
  "o.freeTiles": "Freie Plättchen",
  "o.freeTilesHelp":
    "Das erste von einer Expedition gezogene Plättchen liegt an ihrer Ausfahrtskante; die weiteren dreht die Person am Zug.",
  "end.sea-tiles": "Die Partie endete, als das letzte Meeresplättchen gelegt wurde.",
  "end.island-tiles": "Die Partie endete, als das letzte Inselplättchen gelegt wurde.",
  "end.islands": "mehr Inseln ({a} zu {b})",
  "end.boats": "weniger Boote im Spiel ({a} zu {b})",
  "end.tied": "gleich viele Punkte, Inseln und Boote",
};
