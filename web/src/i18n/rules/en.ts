import type { Dict } from "../../../../i18n/core.js";

/** Why the rules refuse a move, by the engines' error code (the API's English `message` is shown only for a code not here), in English. */
export const en = {
  "rule.bad_move": "The server did not understand that move.",
  "rule.bad_options": "These options do not fit together.",
  "rule.game_over": "The match is over.",
  "rule.not_your_turn": "It is not your turn.",
  "rule.wrong_step": "That is not the decision the match is waiting for now.",
} satisfies Dict;

/** Every key of these texts: the other languages must have each one, and nothing else. */
export type RuleKey = keyof typeof en;
