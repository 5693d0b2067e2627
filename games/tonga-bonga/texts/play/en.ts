import type { Dict } from "../../../../i18n/core.js";

/** Tonga Bonga's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in English. */
export const en = {
  "p.bid": "{who} offers the {role}'s wage.",
  "p.bidYou": "Offer your {role}'s wage.",
  "p.crew": "{who} puts the dice just rolled on the other ships.",
  "p.crewYou": "Crew the other ships: pick one of your dice, then a ship.",
  "p.sail": { one: "{who}'s ship sails ({n} point left).", other: "{who}'s ship sails ({n} points left)." },
  "p.sailYou": {
    one: "Sail one square at a time ({n} point left), or end the movement.",
    other: "Sail one square at a time ({n} points left), or end the movement.",
  },
  "p.over": "The game is over.",
  "m.bid": { one: "Offer {n} ducat to the {role}", other: "Offer {n} ducats to the {role}" },
  "m.place": "Put the {value} on the {colour} ship",
  "m.sail": "Sail to {where}",
  "m.pass": "Sail to {where} (passing a ship: 3 points)",
  "m.stop": "End the movement here",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongaBongaPlayKey = keyof typeof en;
