import type { Dict } from "../../../../i18n/core.js";

/** Tongiaki's board texts (board, scores, options, endings), in English. */
export const en = {
  "i.standings": "Standings",
  "i.final": "Final scores",
  "i.points": "Points",
  "i.islands": "Islands",
  "i.boats": "Boats",
  "i.reserve": "Reserve",
  "i.royal": "Royal",
  "i.pile": "Face-down pile: {islands} islands, {seas} sea tiles",
  "i.turn": "Turn {n}",
  "i.removed": "Out of the game: {islands}",
  "b.board": "Tongiaki board",
  "b.choose": "Which one?",
  "b.turnTile": "Turn",
  "b.placeTile": "Place it like this",
  "b.beach": "Beach {beach} of {island}",
  "b.dock": "{side} dock of beach {beach} of {island}",
  "b.space": "Empty space",
  "b.drawn": "Drawn tile",
  "b.arriving": "Arriving",
  "b.landColour": "Boat colour to land",
  "b.king": "royal island of {colour}",
  "b.points": { one: "{n} point", other: "{n} points" },
  "o.twoColours": "Two colours each",
  "o.twoColoursHelp": "2 players only: each player sails two fleets, played in turn.",
  "o.freeTiles": "Free tiles",
  "o.freeTilesHelp": "The first tile an expedition draws is laid against its exit edge; the player turns the later ones.",
  "end.sea-tiles": "The game ended when the last sea tile was placed.",
  "end.island-tiles": "The game ended when the last island tile was placed.",
  "end.islands": "more islands ({a} to {b})",
  "end.boats": "fewer boats on the board ({a} to {b})",
  "end.tied": "same points, islands and boats",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongiakiBoardKey = keyof typeof en;
