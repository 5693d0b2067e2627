import type { Texts } from "../../../../i18n/core.js";
import type { TongaBongaPlayKey } from "./en.js";

/** Tonga Bonga's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in French. */
export const fr: Texts<TongaBongaPlayKey> = {
  "p.bid": "{who} fixe la solde du {role}.",
  "p.bidYou": "Fixez la solde de votre {role}.",
  "p.crew": "{who} répartit les dés qu'il vient de lancer sur les autres bateaux.",
  "p.crewYou": "Équipez les autres bateaux : choisissez un de vos dés, puis un bateau.",
  "p.sail": { one: "Le bateau de {who} navigue ({n} point restant).", other: "Le bateau de {who} navigue ({n} points restants)." },
  "p.sailYou": {
    one: "Avancez case par case ({n} point restant) ou terminez le déplacement.",
    other: "Avancez case par case ({n} points restants) ou terminez le déplacement.",
  },
  "p.over": "La partie est terminée.",
  "m.bid": { one: "Offrir {n} ducat au {role}", other: "Offrir {n} ducats au {role}" },
  "m.place": "Mettre le {value} sur le bateau {colour}",
  "m.sail": "Aller à {where}",
  "m.pass": "Aller à {where} (en dépassant un bateau : 3 points)",
  "m.stop": "Terminer le déplacement ici",
  // why the rules refuse a move, by its code (RuleError.code, rules/codes.ts): the app shows these in the match
  "rule.captain_first": "Fixez d'abord la solde du capitaine.",
  "rule.helmsman_now": "La solde du capitaine est fixée ; fixez maintenant celle du timonier.",
  "rule.impassable": "Aucun bateau ne peut naviguer sur cette case.",
  "rule.keep_helmsman_wage": "Gardez au moins 1 ducat pour la solde du timonier.",
  "rule.minimum_wage": "Chaque solde est d'au moins 1 ducat.",
  "rule.no_such_die": "Aucun de vos dés restants ne montre cette valeur.",
  "rule.no_such_ship": "Ce bateau n'existe pas à cette table.",
  "rule.no_way_out": "Avec les points qui lui restent, le bateau ne pourrait plus quitter cette case occupée.",
  "rule.not_adjacent": "Posez la tuile à côté d'au moins une tuile déjà posée.",
  "rule.not_enough_money": "Vous n'avez pas autant de ducats.",
  "rule.occupied_square": "Un autre bateau occupe cette case : continuez jusqu'à une case libre.",
  "rule.one_die_per_ship": "À quatre joueurs, chaque bateau ne prend qu'un dé de chaque couleur.",
  "rule.own_ship": "On ne place jamais ses propres dés sur son propre bateau.",
  "rule.ship_full": "Ce bateau a déjà trois dés.",
  "rule.split": "Répartissez vos dés entre les deux bateaux comme le veulent les règles : deux et un, ou un sur chacun.",
  "rule.too_far": "Cette case coûte plus de points qu'il n'en reste au bateau.",
  "rule.wage_cap": "Cette solde dépasse la limite de ces règles.",
};
