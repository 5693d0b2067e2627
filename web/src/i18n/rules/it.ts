import type { Texts } from "../../../../i18n/core.js";
import type { RuleKey } from "./en.js";

/** Why the rules refuse a move, by the engines' error code (the API's English `message` is shown only for a code not here), in Italian. */
export const it: Texts<RuleKey> = {
  "rule.bad_move": "Il server non ha capito questa mossa.",
  "rule.bad_options": "Queste opzioni non vanno d'accordo.",
  "rule.game_over": "La partita è finita.",
  "rule.not_your_turn": "Non è il tuo turno.",
  "rule.wrong_step": "Non è la decisione che la partita aspetta adesso.",
};
