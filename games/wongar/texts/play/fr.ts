import type { Texts } from "../../../../i18n/core.js";
import type { WongarPlayKey } from "./en.js";

/** Wongar's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in French. */
export const fr: Texts<WongarPlayKey> = {
  "p.seed": {
    one: "Placez votre dernier tschurunga de départ sur un territoire.",
    other: "Placez un de vos tschurungas de départ sur un territoire (encore {n}).",
  },
  "p.seedOther": "Les joueurs placent leurs tschurungas de départ à tour de rôle.",
  "p.take": "Prenez une carte de territoire visible et appliquez-la.",
  "p.takeFigure": "Prenez une carte de territoire visible, ou jouez votre propre carte de personnage.",
  "p.option": "Choisissez l'effet de la {card} : deux {shapes} de plus, un de plus et une carte rituel, ou deux cartes rituel.",
  "p.triple": "Choisissez le type du triple : trois tschurungas identiques sur les territoires de votre choix.",
  "p.place": { one: "Placez un {shape} sur un territoire (encore {n}).", other: "Placez un {shape} sur un territoire (encore {n})." },
  "p.moveAncestor": "Déplacez l'ancêtre vers un territoire voisin : une cérémonie s'y tient.",
  "p.moveElder": "Déplacez l'ancien d'un ou deux territoires : une cérémonie s'y tient.",
  "p.pick": {
    one: "Choisissez une carte rituel dans la pioche ({n} à prendre).",
    other: "Choisissez une carte rituel dans la pioche ({n} à prendre).",
  },
  "p.ceremony": "Cérémonie à {area} ({kind}) : jouez une carte rituel ou passez.",
  "p.double": "Double : agissez sur un second {shape}.",
  "p.over": "La partie est terminée.",
  "m.seed": "Placer un {shape} de départ sur {area}",
  "m.take": "Prendre sur {area} : {card}",
  "m.figure": "Jouer votre carte {card}",
  "m.option.two": "Placer deux {shapes} de plus",
  "m.option.one": "Placer un {shape} de plus et piocher une carte rituel",
  "m.option.draw": "Piocher deux cartes rituel",
  "m.triple": "Triple de {shapes}",
  "m.place": "Placer le {shape} sur {area}",
  "m.move": "Déplacer l'{figure} vers {area}",
  "m.pick": "Prendre une {card}",
  "m.pickHidden": "Prendre la carte {n}",
  "m.remove": "{card} : retirer un {shape} de {who}",
  "m.out": "{card} : sortir un {shape} vers {area}",
  "m.in": "{card} : faire entrer un {shape} depuis {area}",
  "m.secondRemove": "Second : retirer un {shape} de {who}",
  "m.secondOut": "Second : sortir un {shape} vers {area}",
  "m.secondIn": "Second : faire entrer un {shape} depuis {area}",
  "m.pass": "Passer (plus de carte dans cette cérémonie)",
  "p.choose": {
    one: "Choisissez la carte rituel que vous prenez dans la pioche.",
    other: "Choisissez les {n} cartes rituel que vous prenez dans la pioche.",
  },
  "m.choose": "Prendre {cards}",
  "m.chooseHidden": "Prendre les cartes rituel de votre choix",
};
