import type { HowToParts } from "../../../../boardkit/howto.js";
import type { TongiakiCode } from "../../rules/codes.js";

const PARTS = ["goal", "setup", "turn", "voyage", "royal", "scoring", "end", "options", "house"] as const;

/** Tongiaki's how-to-play parts, in reading order; each is an anchor of its page. */
export type Part = (typeof PARTS)[number];

/** What the web app knows of Tongiaki's how-to-play before its words load (boardkit/howto.ts). */
export const parts: HowToParts<Part, TongiakiCode> = {
  name: "Tongiaki",
  parts: PARTS,
  sections: {
    "§1": "setup",
    "§2": "setup",
    "§3": "turn",
    "§4": "turn",
    "§5": "voyage",
    "§6": "voyage",
    "§7": "voyage",
    "§8": "voyage",
    "§9": "royal",
    "§10": "royal",
    "§11": "royal",
    "§12": "voyage",
    "§12.6": "house",
    "§12.7": "house",
    "§12.8": "house",
    "§13": "end",
    "§14": "scoring",
    "§15": "options",
    "§16": "house",
  },
  codes: {
    already_royal: "turn",
    bad_move: "turn",
    bad_options: "options",
    beach_full: "turn",
    beach_must_keep_free_slot: "setup",
    beach_not_full: "turn",
    choose_space_first: "turn",
    colour_not_in_group: "turn",
    game_over: "end",
    has_boats: "turn",
    looping_departure: "turn",
    no_boat_to_add: "turn",
    no_boats: "turn",
    no_own_boat: "turn",
    no_such_beach: "turn",
    no_such_dock: "turn",
    no_such_island: "turn",
    not_adjacent: "turn",
    not_alone: "turn",
    not_your_turn: "turn",
    one_per_beach: "turn",
    one_per_beach_first: "turn",
    repeated_position: "house",
    reserve_not_empty: "turn",
    royal_island: "turn",
    second_on_tonga: "turn",
    space_chosen: "turn",
    space_taken: "turn",
    take_elsewhere: "turn",
    take_first: "turn",
    tonga_not_royal: "turn",
    two_royal_islands: "turn",
    wrong_step: "turn",
  },
};
