import type { HowToParts } from "../../../../boardkit/howto.js";
import type { WongarCode } from "../../rules/codes.js";

const PARTS = ["goal", "setup", "turn", "cards", "ceremonies", "scorpions", "scoring", "end", "options", "house"] as const;

/** Wongar's how-to-play parts, in reading order; each is an anchor of its page. */
export type Part = (typeof PARTS)[number];

/** What the web app knows of Wongar's how-to-play before its words load (boardkit/howto.ts). */
export const parts: HowToParts<Part, WongarCode> = {
  name: "Wongar",
  parts: PARTS,
  sections: {
    "§1": "setup",
    "§2": "setup",
    "§3": "turn",
    "§4": "cards",
    "§5": "cards",
    "§6": "cards",
    "§7": "cards",
    "§8": "cards",
    "§9": "cards",
    "§10": "scorpions",
    "§11": "cards",
    "§12": "ceremonies",
    "§13": "ceremonies",
    "§14": "scoring",
    "§15": "end",
    "§16": "options",
    "§17": "turn",
    "§18": "house",
  },
  codes: {
    bad_move: "turn",
    bad_options: "options",
    bad_target: "turn",
    elder_reach: "turn",
    first_of_kind: "options",
    game_over: "end",
    no_card: "turn",
    no_figure_card: "options",
    no_piece: "turn",
    no_pieces: "turn",
    no_such_area: "turn",
    no_such_card: "turn",
    no_such_choice: "options",
    none_left: "options",
    not_in_hand: "turn",
    not_neighbour: "turn",
    not_your_turn: "turn",
    own_piece: "turn",
    too_few_pieces: "turn",
    wrong_shape: "turn",
    wrong_step: "turn",
  },
};
