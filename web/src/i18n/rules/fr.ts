import type { Texts } from "../../../../i18n/core.js";
import type { RuleKey } from "./en.js";

/** Why the rules refuse a move, by the engines' error code (the API's English `message` is shown only for a code not here), in French. */
export const fr: Texts<RuleKey> = {
  "rule.bad_move": "Le serveur n'a pas compris ce coup.",
  "rule.bad_options": "Ces options ne vont pas ensemble.",
  "rule.game_over": "La partie est terminée.",
  "rule.not_your_turn": "Ce n'est pas votre tour.",
  "rule.wrong_step": "Ce n'est pas la décision que la partie attend maintenant.",
};
