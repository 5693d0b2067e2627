import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tonga Bonga, comment jouer, en français (d'après games/tonga-bonga/RULES.md). */
export const fr: HowTo<Part> = {
  intro:
    "3 ou 4 capitaines s'embauchent mutuellement leurs marins, fondent des camps sur cinq îles et rentrent à Tonga Bonga avec la bourse la mieux garnie.",
  parts: {
    goal: {
      title: "Le but",
      body: [
        "Avoir le plus de ducats à la fin. On les gagne en fondant des camps sur les îles, en servant d'équipage sur les bateaux des autres contre un salaire, et en rentrant le premier avec quatre camps.",
      ],
    },
    setup: {
      title: "La mise en place",
      body: [
        "Chaque joueur a un bateau, trois dés et quatre camps de sa couleur, et commence avec 20 ducats ; tous les bateaux sont dans la baie de Tonga Bonga. Tout est visible : argent, salaires, dés et camps.",
        "Les dés vont de 1 à 5 ; la sixième face est le marin malade, qui n'embarque jamais. La carte marine est une reconstitution de Waka (le plateau imprimé est perdu).",
      ],
    },
    turn: {
      title: "Un tour",
      body: [
        "Chaque tour a quatre phases, toujours dans cet ordre. Dans chacune, le premier joueur du tour agit d'abord, puis les autres dans l'ordre des places ; le premier joueur avance d'une place à chaque tour.",
        {
          steps: [
            "Salaires : chacun mise ce qu'il paie au capitaine et au timonier de son propre bateau.",
            "Équipages : chacun lance ses dés et les place sur les bateaux des autres.",
            "Navigation : chaque bateau avance autant que son équipage le permet.",
            "Paie : les équipages touchent leurs salaires.",
          ],
        },
      ],
    },
    wages: {
      title: "Les salaires",
      body: [
        "Posez des ducats sur les deux cases de salaire de votre bateau : d'abord celui du capitaine, puis celui du timonier. Chaque salaire vaut au moins 1 ducat et au plus ce que vous avez (gardez-en 1 pour le timonier). Le matelot n'est pas payé. Un joueur qui manque d'argent mise ce qu'il peut, même 0.",
        "De gros salaires attirent les gros dés : ce sont les autres joueurs qui décident où vont leurs dés.",
      ],
    },
    crews: {
      title: "Les équipages",
      body: [
        {
          steps: [
            "Lancez vos trois dés (tout le monde voit le résultat). Les dés malades restent à terre.",
            "Placez vos autres dés un par un sur les bateaux des autres joueurs, jamais sur le vôtre.",
            "À quatre, au plus un de vos dés par bateau. À trois, deux sur un bateau et un sur l'autre (si cela ne tient plus, un dé devient malade ; vous choisissez lequel). Un bateau porte trois dés au plus.",
          ],
        },
        "Sur chaque bateau, le dé le plus fort est le capitaine, le suivant le timonier, le plus faible le matelot ; de deux dés égaux, le dernier posé passe devant.",
      ],
    },
    sailing: {
      title: "La navigation et les camps",
      body: [
        "Les points de mouvement de votre bateau sont la somme des dés à son bord. Avancez case par case par un côté, jamais en diagonale ; la terre et les hauts-fonds sont fermés.",
        {
          list: [
            "Une baie coûte 1. Une case de mer coûte 1, ou 3 pour dépasser un bateau qui s'y trouve. Un seul bateau peut finir sur une case de mer ; une baie en accueille autant qu'on veut.",
            "Vous pouvez vous arrêter dès que vous êtes là où l'on peut s'arrêter ; les points non utilisés sont perdus.",
            "Entrer dans la baie d'une île autre que Tonga Bonga y fonde aussitôt votre camp (si vous n'y en avez pas et qu'il vous en reste) : vous touchez 25 ducats de la banque, puis payez 5 à chaque joueur qui y a déjà un camp.",
          ],
        },
      ],
    },
    pay: {
      title: "La paie",
      body: [
        "Le salaire du capitaine de chaque bateau va au propriétaire du dé capitaine, celui du timonier au propriétaire du dé timonier. Un salaire sans dé à sa place revient au propriétaire du bateau. Chaque dé retourne à son propriétaire.",
      ],
    },
    scoring: {
      title: "Le décompte",
      body: [
        "Votre score, c'est votre argent. Les ducats viennent des camps (25, moins 5 par camp déjà présent sur l'île), des salaires que gagnent vos dés sur les autres bateaux, et des 10 ducats du retour. Ils partent en salaires payés à votre propre équipage.",
      ],
    },
    end: {
      title: "La fin",
      body: [
        "Un bateau qui a quatre camps et entre dans la baie de Tonga Bonga est rentré et s'y arrête. Les bateaux qui n'ont pas encore navigué dans ce tour naviguent encore, les salaires sont payés, et chaque bateau rentré dans ce tour reçoit 10 ducats.",
        "Puis la partie s'arrête : le plus de ducats gagne ; à égalité de ducats, on partage la place.",
        {
          house:
            "Si aucun bateau n'est rentré à la fin de la limite de tours (30 tours sauf réglage contraire de la partie), la partie s'arrête après la paie de ce tour, sans prime.",
        },
      ],
    },
    options: {
      title: "Options de la partie",
      body: [
        "Tonga Bonga a une option, la limite de tours (une règle maison) : 30 par défaut, un nombre de 12 à 99, ou aucune. Une partie finit d'ordinaire en 9 tours environ ; la limite n'arrête donc qu'une table qui ne rentre jamais.",
      ],
    },
    house: {
      title: "Les règles propres à Waka",
      body: [
        "Waka joue les règles de 1998. Là où elles se taisent, Waka tranche :",
        { house: "La limite de tours ci-dessus : les règles imprimées n'en ont pas." },
        { house: "La carte marine, le nom de quatre îles et les distances sont reconstitués, car le plateau imprimé est perdu." },
        {
          house:
            "Un bateau rentré avec quatre camps reste au port ; fonder un camp n'est jamais facultatif (cela rapporte toujours au moins 10 ducats) ; une mise ne se reprend pas.",
        },
      ],
    },
  },
};
