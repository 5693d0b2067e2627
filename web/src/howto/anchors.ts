import type { GameId } from "../../../games/index.js";

/**
 * Every game's how-to-play parts in reading order (each part's id is its anchor), and which part explains the rule a
 * refused move cites. Each game has the common parts (`COMMON`), so a refusal without a section still finds one.
 */
export const COMMON = ["goal", "setup", "turn", "scoring", "end", "options", "house"] as const;
export type CommonPart = (typeof COMMON)[number];

export const PARTS = {
  tongiaki: ["goal", "setup", "turn", "voyage", "royal", "scoring", "end", "options", "house"],
  "tonga-bonga": ["goal", "setup", "turn", "wages", "crews", "sailing", "pay", "scoring", "end", "options", "house"],
  wongar: ["goal", "setup", "turn", "cards", "ceremonies", "scorpions", "scoring", "end", "options", "house"],
} as const satisfies Record<GameId, readonly string[]>;

export type PartOf<G extends GameId> = (typeof PARTS)[G][number];

export const GAME_NAMES: Record<GameId, string> = { tongiaki: "Tongiaki", "tonga-bonga": "Tonga Bonga", wongar: "Wongar" };

/**
 * RULES.md section ("§4" for the whole section, "§12.6" for one item, which wins) → the part that explains it. Every
 * section of every game's RULES.md is here (tests/web/howto.test.ts).
 */
const SECTIONS: { [G in GameId]: Record<string, PartOf<G>> } = {
  tongiaki: {
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
  "tonga-bonga": {
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
  wongar: {
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
};

/**
 * Error code → the part to show when a refusal cites no section this game's RULES.md has (a malformed move, bad
 * options, a code shared by the games). Every code an engine answers is here, so a new code fails the test until it
 * is given one.
 */
const CODES: Record<string, CommonPart> = {
  already_royal: "turn",
  bad_move: "turn",
  bad_options: "options",
  bad_target: "turn",
  beach_full: "turn",
  beach_must_keep_free_slot: "setup",
  beach_not_full: "turn",
  captain_first: "turn",
  choose_space_first: "turn",
  colour_not_in_group: "turn",
  elder_reach: "turn",
  first_of_kind: "options",
  game_over: "end",
  has_boats: "turn",
  helmsman_now: "turn",
  keep_helmsman_wage: "turn",
  looping_departure: "turn",
  minimum_wage: "turn",
  no_boat_to_add: "turn",
  no_boats: "turn",
  no_card: "turn",
  no_figure_card: "options",
  no_own_boat: "turn",
  no_piece: "turn",
  no_pieces: "turn",
  no_such_area: "turn",
  no_such_beach: "turn",
  no_such_card: "turn",
  no_such_die: "turn",
  no_such_dock: "turn",
  no_such_choice: "options",
  no_such_island: "turn",
  none_left: "options",
  not_adjacent: "turn",
  not_alone: "turn",
  not_enough_money: "turn",
  not_in_hand: "turn",
  not_neighbour: "turn",
  not_your_turn: "turn",
  occupied_square: "turn",
  one_per_beach: "turn",
  one_per_beach_first: "turn",
  own_piece: "turn",
  repeated_position: "house",
  reserve_not_empty: "turn",
  royal_island: "turn",
  second_on_tonga: "turn",
  space_chosen: "turn",
  space_taken: "turn",
  take_elsewhere: "turn",
  take_first: "turn",
  tonga_not_royal: "turn",
  too_few_pieces: "turn",
  two_royal_islands: "turn",
  wage_cap: "turn",
  wrong_shape: "turn",
  wrong_step: "turn",
};

export const codeParts = (): Readonly<Record<string, CommonPart>> => CODES;

/** The part of `game`'s how-to-play that explains the rule a refusal cites (its section, else its code); null if none. */
export function partFor(game: string, error: { code: string; rule?: string | undefined }): string | null {
  if (!Object.hasOwn(SECTIONS, game)) return null;
  const sections: Record<string, string> = SECTIONS[game as GameId];
  const cited = /^§(\d+)(?:\.(\d+))?/.exec(error.rule ?? "");
  if (cited) {
    const part = sections[`§${cited[1]}.${cited[2]}`] ?? sections[`§${cited[1]}`];
    if (part) return part;
  }
  return Object.hasOwn(CODES, error.code) ? CODES[error.code]! : null;
}

/** The how-to-play page of a game, at one part. */
export const howToHref = (game: string, part?: string | null): string => `/how-to-play/${game}${part ? `#${part}` : ""}`;
