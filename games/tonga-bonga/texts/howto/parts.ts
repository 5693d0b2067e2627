import type { HowToParts } from "../../../../boardkit/howto.js";
import type { TongaBongaCode } from "../../rules/codes.js";

const PARTS = ["goal", "setup", "turn", "wages", "crews", "sailing", "pay", "scoring", "end", "options", "house"] as const;

/** Tonga Bonga's how-to-play parts, in reading order; each is an anchor of its page. */
export type Part = (typeof PARTS)[number];

/** What the web app knows of Tonga Bonga's how-to-play before its words load (boardkit/howto.ts). */
export const parts: HowToParts<Part, TongaBongaCode> = {
  name: "Tonga Bonga",
  parts: PARTS,
  sections: {
    "§1": "setup",
    "§2": "setup",
    "§3": "turn",
    "§4": "wages",
    "§5": "crews",
    "§6": "sailing",
    "§7": "sailing",
    "§8": "pay",
    "§9": "end",
    "§9.4": "house",
    "§10": "turn",
    "§11": "house",
    "§12": "house",
  },
  codes: {
    bad_move: "turn",
    bad_options: "options",
    captain_first: "turn",
    game_over: "end",
    helmsman_now: "turn",
    impassable: "sailing",
    keep_helmsman_wage: "turn",
    minimum_wage: "turn",
    no_such_die: "turn",
    no_such_ship: "crews",
    no_way_out: "sailing",
    not_adjacent: "turn",
    not_enough_money: "turn",
    not_your_turn: "turn",
    occupied_square: "turn",
    one_die_per_ship: "crews",
    own_ship: "crews",
    ship_full: "crews",
    split: "crews",
    too_far: "sailing",
    wage_cap: "turn",
    wrong_step: "turn",
  },
};
