import { CORE_CODES } from "../../../engine/core/result.js";

/** Every code a Tonga Bonga refusal carries (RuleError): the shared ones and its own, a closed list the compiler holds play() to. */
export const TONGA_BONGA_CODES = [
  ...CORE_CODES,
  "captain_first",
  "helmsman_now",
  "impassable",
  "keep_helmsman_wage",
  "minimum_wage",
  "no_such_die",
  "no_such_ship",
  "no_way_out",
  "not_adjacent",
  "not_enough_money",
  "occupied_square",
  "one_die_per_ship",
  "own_ship",
  "ship_full",
  "split",
  "too_far",
  "wage_cap",
] as const;

export type TongaBongaCode = (typeof TONGA_BONGA_CODES)[number];
