import { CORE_CODES } from "../../../engine/core/result.js";

/** Every code a Tongiaki refusal carries (RuleError): the shared ones and its own, a closed list the compiler holds play() to. */
export const TONGIAKI_CODES = [
  ...CORE_CODES,
  "already_royal",
  "beach_full",
  "beach_must_keep_free_slot",
  "beach_not_full",
  "choose_space_first",
  "colour_not_in_group",
  "has_boats",
  "looping_departure",
  "no_boat_to_add",
  "no_boats",
  "no_own_boat",
  "no_such_beach",
  "no_such_dock",
  "no_such_island",
  "not_adjacent",
  "not_alone",
  "one_per_beach",
  "one_per_beach_first",
  "repeated_position",
  "reserve_not_empty",
  "royal_island",
  "second_on_tonga",
  "space_chosen",
  "space_taken",
  "take_elsewhere",
  "take_first",
  "tonga_not_royal",
  "two_royal_islands",
] as const;

export type TongiakiCode = (typeof TONGIAKI_CODES)[number];
