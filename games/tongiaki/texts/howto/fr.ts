import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tongiaki, comment jouer, en français (d'après games/tongiaki/RULES.md). */
export const fr: HowTo<Part> = {
  intro: "De 2 à 6 joueurs partent de Tonga en pirogue, découvrent les îles tuile après tuile et s'installent sur les plus riches.",
  parts: {
    goal: {
      title: "Le but",
      body: [
        "Avoir des bateaux sur le plus d'îles de valeur possible quand la dernière tuile sort. Chaque île rapporte ses points (2 à 5) à chaque joueur qui y a au moins un bateau.",
      ],
    },
    setup: {
      title: "La mise en place",
      body: [
        "Chaque joueur a 15 bateaux. Seule Tonga, l'île de départ, est sur la table ; les autres tuiles (15 îles et 16 tuiles de mer) sont tirées au hasard au fil de la partie.",
        "Dans l'ordre des places, chacun pose un bateau sur un emplacement libre de Tonga jusqu'à en avoir deux. Chaque plage de Tonga doit garder au moins un emplacement libre. Puis la première place commence.",
      ],
    },
    turn: {
      title: "Un tour",
      body: [
        "À votre tour, vous faites une de ces trois choses :",
        {
          steps: [
            "Ajouter des bateaux : choisissez une île où vous avez des bateaux et ajoutez-y autant de bateaux de votre réserve que vous en avez déjà, au plus un par plage ayant un emplacement libre (vous choisissez les plages). Pas sur une île royale. Avec une réserve vide, vous pouvez à la place y amener un de vos bateaux de n'importe quelle île, celle-ci comprise.",
            "Ou fonder une île royale (voir plus bas).",
            "Ou faire une nouvelle colonisation (voir plus bas).",
          ],
        },
        "Après l'ajout, chaque plage dont tous les emplacements sont pris est pleine et prend la mer : voir « Les voyages ». Le tour finit quand plus aucune plage n'est pleine ; la place suivante joue.",
        "Si vous n'avez aucun bateau sur le plateau au début de votre tour, vous posez deux bateaux sur Tonga ou un bateau sur une autre île (non royale) au lieu d'ajouter.",
      ],
    },
    voyage: {
      title: "Les voyages",
      body: [
        {
          steps: [
            "Tous les bateaux d'une plage pleine partent ensemble, quelles que soient leurs couleurs. Vous choisissez la plage et l'embarcadère (le bord) de départ, avant toute pioche.",
            "Si l'espace derrière cet embarcadère est vide, on pioche une tuile et on la pose là, son bord marqué contre le bord de départ.",
            "Sur une tuile de mer, les bateaux suivent le chemin d'écume du bord d'entrée jusqu'à son autre bout. Un chemin marqué 2, 3 ou 4 est un danger : le groupe ne passe que s'il compte au moins autant de couleurs différentes. Un groupe qui échoue retourne dans les réserves de ses propriétaires.",
            "Le voyage continue de tuile en tuile jusqu'à une île, où le groupe débarque (même l'île qu'il vient de quitter).",
            "Vous placez les bateaux arrivés un par un : d'abord un sur chaque plage ayant un emplacement libre, puis n'importe où. Ceux qui ne trouvent pas de place retournent à leurs propriétaires.",
          ],
        },
        "Un débarquement qui remplit des plages les fait partir à leur tour : c'est la réaction en chaîne, dans l'ordre que vous choisissez. Un départ dont la route ramène tout droit à l'île de départ est interdit tant que cette île a un autre départ ; si tous ses embarcadères y ramènent, tous ses bateaux rentrent et l'île quitte la partie.",
      ],
    },
    royal: {
      title: "Îles royales et nouvelle colonisation",
      body: [
        "Île royale : au lieu d'un tour normal, sur une île (pas Tonga) où il n'y a que vos bateaux, faites de l'un d'eux le roi ; les autres retournent dans votre réserve. C'est tout votre tour. Deux îles royales au plus par joueur. Personne n'ajoute, ne débarque ni ne passe sur une île royale : un groupe qui en atteint une fait demi-tour et débarque sur l'île d'où il vient.",
        "Nouvelle colonisation : au lieu d'un tour normal, retirez tous vos bateaux du plateau (les rois restent), puis piochez des tuiles une à une et posez chacune où vous voulez à côté d'une tuile posée, tournée à votre guise. Dès qu'une île sort, posez-y un bateau ; votre tour finit.",
      ],
    },
    scoring: {
      title: "Le décompte",
      body: [
        "Chaque île rapporte ses points à chaque joueur qui y a au moins un bateau ; une île royale ne rapporte qu'à son roi. Tonga ne rapporte rien.",
        "Égalités : le plus d'îles occupées l'emporte, puis le moins de bateaux sur le plateau (un roi compte pour un). Les joueurs encore à égalité partagent la place.",
      ],
    },
    end: {
      title: "La fin",
      body: [
        "La partie s'arrête dès que la dernière tuile de mer ou la dernière île est piochée et posée. Seule la conséquence immédiate de cette tuile a lieu : un groupe débarque sur une dernière île, un groupe sur une dernière tuile de mer est perdu. Plus de départ, plus de tour. On compte alors les îles.",
      ],
    },
    options: {
      title: "Variantes",
      body: [
        "Qui crée la partie peut choisir :",
        {
          list: [
            "Deux couleurs par joueur (2 joueurs seulement) : chacun joue deux couleurs à tour de rôle, chacune une flotte à part pour toutes les règles (dangers, îles royales, règle sans bateau). Une place marque la somme de ses couleurs.",
            "Première tuile imposée, les suivantes libres : la première tuile piochée d'un voyage se pose comme d'habitude ; chaque tuile suivante du même voyage se tourne à votre guise sur l'espace où entrent les bateaux.",
          ],
        },
      ],
    },
    house: {
      title: "Les règles propres à Waka",
      body: [
        "Là où les règles imprimées se taisent, Waka tranche :",
        {
          house:
            "Chaque tour finit : si une réaction en chaîne ramène les bateaux exactement là où ils étaient à un départ précédent du même tour, vous devez choisir un départ qui pioche une tuile ou échoue à son danger ; s'il n'y en a pas, les bateaux d'une plage pleine de votre choix rentrent au lieu de partir.",
        },
        {
          house:
            "La place 1 commence (la règle fait commencer le plus jeune), et les tuiles sont tirées au hasard au moment où on en a besoin.",
        },
        { house: "L'ajout est tout ou rien : vous ajoutez exactement le nombre de bateaux que la règle permet." },
      ],
    },
  },
};
