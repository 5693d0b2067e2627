import type { Dict } from "../../../../i18n/core.js";

/** Tonga Bonga's board texts (board, scores, options, endings), in English. */
export const en = {
  "i.owners": "Ship owners",
  "i.final": "Final ducats",
  "i.ducats": "Ducats",
  "match.points": { one: "{n} ducat", other: "{n} ducats" },
  "i.camps": "Camps",
  "i.wages": "Wages",
  "i.round": "Round {n} · {who} starts",
  "i.campsOn": "Camps",
  "i.limit": "Round limit: {n}",
  "b.chart": "Tonga Bonga sea chart",
  "b.crews": "Crews and wages",
  "b.points": { one: "{n} point", other: "{n} points" },
  "b.sailed": "sailed",
  "b.sailing": "sailing",
  "b.home": "home",
  "b.empty": "empty",
  "b.offer": { one: "Offer {n} ducat to the {role}", other: "Offer {n} ducats to the {role}" },
  "b.amount": "Wage for the {role}",
  "b.amountField": "Wage for the {role}, in ducats ({lo} to {hi})",
  "b.range": "{lo}–{hi} ducats: drag, use the arrow keys or type the amount (Enter offers it)",
  "b.rolled": "{who} rolled",
  "b.pickDie": "Pick a die",
  "b.putHere": "Put the {value} here",
  "b.left": { one: "{n} point left", other: "{n} points left" },
  "b.stop": "End the movement",
  "b.ship": "{colour} ship",
  "b.camp": "{colour} camp on {island}",
  "b.campsLeft": { one: "{n} camp to found", other: "{n} camps to found" },
  "o.roundLimit": "Round limit (house rule)",
  "o.roundLimitHelp":
    "The printed rules have no round limit: this house rule only stops a game in which no ship comes home. If none has by the end of this round, the game ends there (a normal game lasts about 9 rounds).",
  "o.none": "no limit",
  "end.home": "The game ended in round {n}: a ship came home to Tonga Bonga with four camps ({names}).",
  "end.limit": "No ship came home: the game ended at the round limit (round {n}).",
  "end.noTieBreak": "the rules break no ties",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongaBongaBoardKey = keyof typeof en;
