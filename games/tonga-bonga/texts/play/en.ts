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
  // why the rules refuse a move, by its code (RuleError.code, rules/codes.ts): the app shows these in the match
  "rule.captain_first": "Bid the captain's wage first.",
  "rule.helmsman_now": "The captain's wage is bid; now bid the helmsman's.",
  "rule.impassable": "No ship can sail onto that square.",
  "rule.keep_helmsman_wage": "Keep at least 1 ducat for the helmsman's wage.",
  "rule.minimum_wage": "Each wage is at least 1 ducat.",
  "rule.no_such_die": "None of your dice left to place shows that value.",
  "rule.no_such_ship": "There is no such ship at this table.",
  "rule.no_way_out": "The ship could not leave that occupied square again with the points it has left.",
  "rule.not_adjacent": "Place the tile next to at least one placed tile.",
  "rule.not_enough_money": "You do not have that many ducats.",
  "rule.occupied_square": "Another ship is on this square: sail on to a free one.",
  "rule.one_die_per_ship": "With four players, each ship takes only one die of each colour.",
  "rule.own_ship": "You never put your own dice on your own ship.",
  "rule.ship_full": "That ship has three dice already.",
  "rule.split": "Split your dice between the two ships as the rules say: two and one, or one on each.",
  "rule.too_far": "That square costs more than the ship has points left.",
  "rule.wage_cap": "That wage is above the limit of these rules.",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type TongaBongaPlayKey = keyof typeof en;
