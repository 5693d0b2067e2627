import type { Texts } from "../../../../i18n/core.js";
import type { TongiakiPlayKey } from "./en.js";

/** Tongiaki's texts of prompts and moves (the web app only: the Worker bundles ../log/ alone), in French. */
export const fr: Texts<TongiakiPlayKey> = {
  "p.setup": "Placez un bateau de départ sur une plage de Tonga (chaque plage garde une place libre).",
  "p.turn": "Ajoutez des bateaux sur une île où vous en avez, fondez une île royale ou lancez une nouvelle colonisation.",
  "p.turnNoBoat": "Aucun bateau en jeu : placez deux bateaux sur Tonga ou un sur une autre île, ou lancez une nouvelle colonisation.",
  "p.turnKingsOnly":
    "Vos seuls bateaux en jeu sont des rois : un roi compte comme un bateau, il ne vous reste qu'une nouvelle colonisation.",
  "p.enter": "Placez le second bateau sur une plage de Tonga.",
  "p.add": {
    one: "Placez le bateau ajouté sur une plage de {island} (encore {n}).",
    other: "Placez les bateaux ajoutés sur les plages de {island}, un par plage (encore {n}).",
  },
  "p.take": "Votre réserve est vide : prenez un de vos bateaux sur une autre île.",
  "p.takeAny": "Votre réserve est vide : prenez un de vos bateaux sur n'importe quelle île, celle-ci comprise.",
  "p.depart": "Une plage est pleine : choisissez quelle plage part, et par quel embarcadère.",
  "p.departRepeat":
    "Les bateaux sont placés comme lors d'un départ précédent de ce tour : choisissez un départ qui pioche une tuile ou échoue sur un danger (s'il n'y en a aucun, la plage choisie rentre).",
  "p.orient": "Tournez la nouvelle tuile sur l'emplacement où arrive l'expédition, puis posez-la.",
  "p.placeSpace": "Choisissez un emplacement libre pour la tuile tirée : {tile}.",
  "p.placeTurn": "Tournez la tuile tirée ({tile}), puis posez-la.",
  "p.land": "Débarquez les bateaux qui arrivent sur {island} : d'abord un sur chaque plage qui a de la place.",
  "p.settle": "Placez le bateau colonisateur sur une plage de {island}.",
  "p.over": "La partie est terminée.",
  "m.setup": "Plage {beach} de Tonga",
  "m.add": "Ajouter des bateaux sur {island}",
  "m.take": "Prendre un bateau sur la plage {beach} de {island}",
  "m.addBoat": "Ajouter un bateau sur la plage {beach} de {island}",
  "m.king": "Fonder une île royale sur {island}",
  "m.colonize": "Nouvelle colonisation (retirer tous vos bateaux du plateau)",
  "m.enter": "Placer un bateau sur la plage {beach} de {island}",
  "m.depart": "Partir de la plage {beach} de {island}, embarcadère {side}",
  "m.orient": "Poser la tuile tournée de {deg}°",
  "m.place": "Emplacement libre ({q}, {r})",
  "m.land": "Débarquer un bateau {colour} sur la plage {beach}",
  "m.settle": "S'installer sur la plage {beach} de {island}",
};
