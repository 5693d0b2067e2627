import type { Dict } from "../../../../i18n/core.js";

/** Tonga Bonga's texts of logged events and the names they use (the web app's log and the Worker's messages), in English. */
export const en = {
  "colour.0": "red",
  "colour.1": "yellow",
  "colour.2": "orange",
  "colour.3": "white",
  "role.captain": "captain",
  "role.helmsman": "helmsman",
  "role.deckhand": "deckhand",
  seasick: "seasick",
  "where.bay": "the bay of {island}",
  "where.sea": "row {r}, column {c}",
  "e.bid": { one: "{who} offers {n} ducat to the {role}.", other: "{who} offers {n} ducats to the {role}." },
  "e.roll": "{who} rolled {dice}.",
  "e.place": "{who} put a {value} on the {colour} ship ({rank}).",
  "e.seasick": "{who}'s {value} found no place and turned seasick.",
  "e.pass": "{who} passed another ship (3 points).",
  "e.stop": "{who}'s ship ended its movement.",
  "e.camp": "{who} founded a camp on {island}: 25 ducats from the bank.",
  "e.campPaid": "{who} founded a camp on {island}: 25 ducats from the bank, 5 each to {others}.",
  "e.home": "{who} came home to Tonga Bonga with four camps!",
  "e.wage": {
    one: "{to} earned {n} ducat as {role} of the {colour} ship.",
    other: "{to} earned {n} ducats as {role} of the {colour} ship.",
  },
  "e.wageBack": {
    one: "No {role} on the {colour} ship: {n} ducat went back to {to}.",
    other: "No {role} on the {colour} ship: {n} ducats went back to {to}.",
  },
  "e.bonus": "{who} receives 10 ducats for coming home.",
  "e.round": "Round {n} begins; {who} starts.",
  "e.over": "The game is over.",
  "e.limit": "The round limit is reached: the game is over.",
  "e.sail": { one: "{who} sailed on: {n} point left.", other: "{who} sailed on: {n} points left." },
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongaBongaLogKey = keyof typeof en;
