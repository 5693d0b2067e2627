import { CORE_CODES } from "../../../engine/core/result.js";

/** Every code a Wongar refusal carries (RuleError): the shared ones and its own, a closed list the compiler holds play() to. */
export const WONGAR_CODES = [
  ...CORE_CODES,
  "bad_target",
  "elder_reach",
  "first_of_kind",
  "no_card",
  "no_figure_card",
  "no_piece",
  "no_pieces",
  "no_such_area",
  "no_such_card",
  "no_such_choice",
  "none_left",
  "not_in_hand",
  "not_neighbour",
  "own_piece",
  "too_few_pieces",
  "wrong_shape",
] as const;

export type WongarCode = (typeof WONGAR_CODES)[number];
