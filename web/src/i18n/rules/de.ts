import type { Texts } from "../../../../i18n/core.js";
import type { RuleKey } from "./en.js";

/** Why the rules refuse a move, by the engines' error code (the API's English `message` is shown only for a code not here), in German. */
export const de: Texts<RuleKey> = {
  "rule.bad_move": "Der Server hat diesen Zug nicht verstanden.",
  "rule.bad_options": "Diese Optionen passen nicht zusammen.",
  "rule.game_over": "Die Partie ist zu Ende.",
  "rule.not_your_turn": "Du bist nicht am Zug.",
  "rule.wrong_step": "Das ist nicht die Entscheidung, auf die die Partie gerade wartet.",
};
