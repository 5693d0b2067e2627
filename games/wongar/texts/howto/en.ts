import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Wongar, how to play, in English (from games/wongar/RULES.md). */
export const en: HowTo<Part> = {
  intro:
    "3 to 5 players place tschurungas (sacred stones) on ten sacred sites and win the ceremonies the ancestor and the elder call there.",
  parts: {
    goal: {
      title: "The goal",
      body: [
        "Have the highest score at the end. Points come from ceremonies, where the player with the most pieces of a shape in the area scores, and at the very end from the area cards you collected.",
      ],
    },
    setup: {
      title: "Setting up",
      body: [
        "The board has ten areas; Hand and Foot lie in the middle. Each area has its own pile of 15 cards with the top one face up. Each player has discs, cubes and cylinders in their colour (their supply) and two ritual cards in hand.",
        "Starting pieces are drawn at random from a bag onto every area (twice as many on Hand and Foot). One player holds an ancestor and starts; another holds an elder. The other ancestor stands on Hand, the other elder on Foot. The scorpion stands on space 1 of the time track.",
      ],
    },
    turn: {
      title: "A round",
      body: [
        {
          steps: [
            "From the second round on, every area without a face-up card turns up its next card.",
            "The elder's holder draws one ritual card.",
            "From the start player (who holds the ancestor), clockwise, each player takes one face-up area card and carries it out (see “Area cards”). The card then lies face down in front of you.",
            "If the start player still holds the ancestor, it passes to the player on their left: the start player always changes.",
          ],
        },
        "Your ritual hand and the cards you have taken are secret; how many you have is public.",
      ],
    },
    cards: {
      title: "Area cards",
      body: [
        {
          list: [
            "Disc, cube or cylinder: place one piece of that shape on the card's area, then choose: two more pieces of that shape anywhere, or one more and one ritual card, or two ritual cards.",
            "Triple: place three identical pieces on any areas (all you have if fewer).",
            "Ancestor: take the held ancestor, move the ancestor on the board to a neighbouring area and hold a ceremony there.",
            "Elder: take the held elder, move the elder on the board one or two areas (never back where it was) and hold a ceremony there.",
            "Ancestor and elder: take both, bring both figures to the card's area and hold a ceremony there.",
            "Four cards: draw four ritual cards (a scorpion among them takes effect and is not replaced).",
          ],
        },
      ],
    },
    ceremonies: {
      title: "Ceremonies",
      body: [
        "Only players with a piece in the area take part. The ancestor's holder begins (or the next participant to the left); then in turn each plays one ritual card or passes. Whoever passed plays no more but still counts.",
        "A disc, cube or cylinder ritual card removes an opponent's piece of that shape from the area, or moves one of your own pieces of that shape out to a neighbouring area, or in from one. A double does the same with two pieces of one shape.",
        "When everyone has passed, the ceremony scores (see “Scoring”).",
      ],
    },
    scorpions: {
      title: "Scorpions",
      body: [
        "A scorpion comes out when one is turned up on an area or drawn as a ritual card. It moves time on by one space and stings whoever got it: they lose one point for each player behind them on the score track. Only for the elder's draw is a scorpion replaced by another card.",
      ],
    },
    scoring: {
      title: "Scoring",
      body: [
        "In a ceremony, for each shape the player with the most pieces of it in the area scores. Ties go to the ancestor's holder, or else the first tied player clockwise from them. The points depend on the time track's section and on the card:",
        { list: ["Section I: ancestor 3, elder 2, ancestor and elder 5.", "Section II: 5, 3 and 8.", "Section III: 7, 4 and 11."] },
        "At the end, the player with the most disc cards scores 8, likewise for cubes and cylinders; ties all score 8.",
      ],
    },
    end: {
      title: "The end",
      body: [
        "The end comes when the scorpion reaches X (the 12th space) or the last card of an area's pile is taken; the round is played out first. Then the area cards are revealed and scored, and the highest score wins; equal scores share the place.",
      ],
    },
    options: {
      title: "Advanced rules",
      body: [
        "The match's creator may choose the advanced rules:",
        {
          list: [
            "Each player has their own ancestor card and elder card, which they may play instead of taking an area card; the piles have one ancestor and one elder card fewer.",
            "No scorpions and no doubles in the ritual deck; instead each player gets one double of their own.",
            "The starting pieces are placed by the players, one at a time from the start player, four of each shape, anywhere.",
            "Scorpions do not sting; they only move time on.",
            "Whenever you draw ritual cards (the elder's privilege or an area card), you choose which ones: the board shows how many cards of each kind the deck holds (never its order), and the others learn only how many you took.",
          ],
        },
      ],
    },
    house: {
      title: "Waka's own rules",
      body: [
        "Where the printed rules are silent, Waka decides:",
        {
          house:
            "The board's layout, the names of the areas other than Hand, Foot and Kangaroo, and the ceremony points are Waka's reconstruction, as the original board is lost.",
        },
        {
          house:
            "A sting counts only players with a strictly lower score; a player with nothing to take skips their turn; a double must act on a second piece when it can.",
        },
      ],
    },
  },
};
