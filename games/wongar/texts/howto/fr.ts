import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Wongar, comment jouer, en français (d'après games/wongar/RULES.md). */
export const fr: HowTo<Part> = {
  intro:
    "De 3 à 5 joueurs placent des tschurungas (pierres sacrées) sur dix sites sacrés et remportent les cérémonies qu'y convoquent l'ancêtre et l'ancien.",
  parts: {
    goal: {
      title: "Le but",
      body: [
        "Avoir le meilleur score à la fin. Les points viennent des cérémonies, où le joueur qui a le plus de pions d'une forme dans la zone marque, et tout à la fin des cartes de zone récoltées.",
      ],
    },
    setup: {
      title: "La mise en place",
      body: [
        "Le plateau a dix zones ; Hand et Foot sont au milieu. Chaque zone a sa pioche de 15 cartes, celle du dessus face visible. Chaque joueur a des disques, des cubes et des cylindres de sa couleur (sa réserve) et deux cartes rituelles en main.",
        "Les pions de départ sont tirés au hasard d'un sac et posés sur toutes les zones (deux fois plus sur Hand et Foot). Un joueur tient un ancêtre et commence ; un autre tient un ancien. L'autre ancêtre est sur Hand, l'autre ancien sur Foot. Le scorpion est sur la case 1 de la piste du temps.",
      ],
    },
    turn: {
      title: "Une manche",
      body: [
        {
          steps: [
            "À partir de la deuxième manche, chaque zone sans carte visible retourne sa carte suivante.",
            "Qui tient l'ancien pioche une carte rituelle.",
            "Depuis le premier joueur (qui tient l'ancêtre), dans le sens horaire, chacun prend une carte de zone visible et l'exécute (voir « Les cartes de zone »). La carte reste ensuite face cachée devant vous.",
            "Si le premier joueur tient encore l'ancêtre, celui-ci passe au joueur à sa gauche : le premier joueur change toujours.",
          ],
        },
        "Votre main de cartes rituelles et les cartes prises sont secrètes ; leur nombre est public.",
      ],
    },
    cards: {
      title: "Les cartes de zone",
      body: [
        {
          list: [
            "Disque, cube ou cylindre : posez un pion de cette forme sur la zone de la carte, puis choisissez : deux pions de plus de cette forme n'importe où, ou un de plus et une carte rituelle, ou deux cartes rituelles.",
            "Triple : posez trois pions identiques sur n'importe quelles zones (tous ceux qui vous restent s'il y en a moins).",
            "Ancêtre : prenez l'ancêtre tenu, déplacez l'ancêtre du plateau vers une zone voisine et tenez-y une cérémonie.",
            "Ancien : prenez l'ancien tenu, déplacez l'ancien du plateau d'une ou deux zones (jamais là d'où il vient) et tenez-y une cérémonie.",
            "Ancêtre et ancien : prenez les deux, amenez les deux figurines sur la zone de la carte et tenez-y une cérémonie.",
            "Quatre cartes : piochez quatre cartes rituelles (un scorpion parmi elles agit et n'est pas remplacé).",
          ],
        },
      ],
    },
    ceremonies: {
      title: "Les cérémonies",
      body: [
        "Seuls les joueurs qui ont un pion dans la zone y prennent part. Qui tient l'ancêtre commence (sinon le participant suivant à sa gauche) ; puis chacun à son tour joue une carte rituelle ou passe. Qui a passé ne joue plus mais compte encore.",
        "Une carte rituelle disque, cube ou cylindre retire un pion adverse de cette forme de la zone, ou sort un de vos pions de cette forme vers une zone voisine, ou en fait entrer un depuis une zone voisine. Un double fait de même avec deux pions d'une forme.",
        "Quand tout le monde a passé, la cérémonie est décomptée (voir « Le décompte »).",
      ],
    },
    scorpions: {
      title: "Les scorpions",
      body: [
        "Un scorpion sort quand on en retourne un sur une zone ou qu'on en pioche un comme carte rituelle. Il fait avancer le temps d'une case et pique celui qui l'a eu : il perd un point par joueur derrière lui sur la piste de score. Seule la pioche de l'ancien remplace un scorpion par une autre carte.",
      ],
    },
    scoring: {
      title: "Le décompte",
      body: [
        "Dans une cérémonie, pour chaque forme, le joueur qui en a le plus de pions dans la zone marque. Les égalités vont à qui tient l'ancêtre, sinon au premier joueur à égalité dans le sens horaire depuis lui. Les points dépendent de la section de la piste du temps et de la carte :",
        { list: ["Section I : ancêtre 3, ancien 2, ancêtre et ancien 5.", "Section II : 5, 3 et 8.", "Section III : 7, 4 et 11."] },
        "À la fin, le joueur qui a le plus de cartes disque marque 8, de même pour les cubes et les cylindres ; à égalité, tous marquent 8.",
      ],
    },
    end: {
      title: "La fin",
      body: [
        "La fin arrive quand le scorpion atteint X (la 12e case) ou quand on prend la dernière carte de la pioche d'une zone ; on termine d'abord la manche. Puis on révèle et décompte les cartes de zone, et le meilleur score gagne ; à égalité, on partage la place.",
      ],
    },
    options: {
      title: "Règles avancées",
      body: [
        "Qui crée la partie peut choisir les règles avancées :",
        {
          list: [
            "Chaque joueur a sa propre carte ancêtre et sa carte ancien, qu'il peut jouer au lieu de prendre une carte de zone ; les pioches ont une carte ancêtre et une carte ancien de moins.",
            "Ni scorpions ni doubles dans les cartes rituelles ; chaque joueur reçoit à la place un double à lui.",
            "Les pions de départ sont posés par les joueurs, un à la fois depuis le premier joueur, quatre de chaque forme, n'importe où.",
            "Les scorpions ne piquent pas ; ils font seulement avancer le temps.",
            "Quand vous piochez des cartes rituelles (privilège de l'ancien ou carte de zone), vous choisissez lesquelles : le plateau montre combien la pioche en contient de chaque sorte (jamais leur ordre), et les autres apprennent seulement combien vous en avez pris.",
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
            "La disposition du plateau, le nom des zones autres que Hand, Foot et Kangaroo, et les points des cérémonies sont une reconstitution de Waka, car le plateau original est perdu.",
        },
        {
          house:
            "Une piqûre ne compte que les joueurs au score strictement plus bas ; un joueur qui n'a rien à prendre passe son tour ; un double doit agir sur un second pion quand il le peut.",
        },
      ],
    },
  },
};
