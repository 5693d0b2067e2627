import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tonga Bonga, how to play, in English (from games/tonga-bonga/RULES.md). */
export const en: HowTo<Part> = {
  intro: "3 or 4 captains hire each other's sailors, found camps on five islands and race home to Tonga Bonga with the fattest purse.",
  parts: {
    goal: {
      title: "The goal",
      body: [
        "Have the most ducats at the end. You earn them by founding camps on islands, by crewing the other players' ships for wages, and by coming home first with four camps.",
      ],
    },
    setup: {
      title: "Setting up",
      body: [
        "Each player has a ship, three dice and four camps in their colour, and starts with 20 ducats; every ship lies in Tonga Bonga's bay. Everything is open: money, wages, rolls and camps.",
        "The dice show 1 to 5; the sixth face is the seasick sailor, who never boards. The sea chart is Waka's reconstruction (the printed board is lost).",
      ],
    },
    turn: {
      title: "A round",
      body: [
        "Every round has four phases, always in this order. In each, the round's start player acts first, then the others in seat order; the start player moves one seat on each round.",
        {
          steps: [
            "Wages: everyone bids what they pay their own ship's captain and helmsman.",
            "Crews: everyone rolls and puts their dice on the other players' ships.",
            "Sailing: every ship moves as far as its crew allows.",
            "Pay: the crews collect their wages.",
          ],
        },
      ],
    },
    wages: {
      title: "Wages",
      body: [
        "Put ducats on your ship's two wage fields: first the captain's wage, then the helmsman's. Each wage is at least 1 ducat and at most what you have (keep 1 for the helmsman). The deckhand is unpaid. A player with too little money bids what they can, even 0.",
        "High wages attract strong dice: the other players decide where their dice go.",
      ],
    },
    crews: {
      title: "Crews",
      body: [
        {
          steps: [
            "Roll your three dice (everyone sees the roll). Seasick dice stay ashore.",
            "Place your other dice one at a time on the other players' ships, never on your own.",
            "With four players, at most one of your dice per ship. With three players, two on one ship and one on the other (if that no longer fits, one die becomes seasick; you choose which). A ship holds three dice at most.",
          ],
        },
        "On each ship the highest die is the captain, the next the helmsman, the lowest the deckhand; of two equal dice, the later one ranks higher.",
      ],
    },
    sailing: {
      title: "Sailing and camps",
      body: [
        "Your ship's movement points are the sum of the dice on it. Move one square at a time across a side, never diagonally; land and shallows are closed.",
        {
          list: [
            "A bay costs 1. A sea square costs 1, or 3 to pass a ship on it. Only one ship may end on a sea square; a bay holds any number.",
            "You may stop whenever you stand where you may stop; unused points are lost.",
            "Entering the bay of an island other than Tonga Bonga founds your camp there at once (if you have none there yet and a camp left): you take 25 ducats from the bank, then pay 5 to each player who already has a camp there.",
          ],
        },
      ],
    },
    pay: {
      title: "Pay",
      body: [
        "Each ship's captain wage goes to the owner of its captain die, the helmsman wage to the owner of its helmsman die. A wage with no die in its place goes back to the ship's owner. Every die returns to its owner.",
      ],
    },
    scoring: {
      title: "Scoring",
      body: [
        "Your score is your money. Ducats come from camps (25, minus 5 per earlier camp on that island), from the wages your dice earn on other ships, and from the 10 ducats for coming home. Ducats go out as the wages you pay your own crew.",
      ],
    },
    end: {
      title: "The end",
      body: [
        "A ship with four camps that enters Tonga Bonga's bay is home and stops there. The ships that have not sailed yet in that round still sail, the wages are paid, and every ship that came home that round receives 10 ducats.",
        "Then the game ends: the most ducats wins; equal ducats share the place.",
        {
          house:
            "If no ship has come home by the end of the round limit (30 rounds unless the match says otherwise), the game ends after that round's pay, without any bonus.",
        },
      ],
    },
    options: {
      title: "Match options",
      body: [
        "Tonga Bonga has one option, the round limit (a house rule): 30 by default, any number from 12 to 99, or none. Games normally end in about 9 rounds, so the limit only stops a table that never sails home.",
      ],
    },
    house: {
      title: "Waka's own rules",
      body: [
        "Waka plays the 1998 rules. Where they are silent, Waka decides:",
        { house: "The round limit above: the printed rules have none." },
        { house: "The sea chart, the names of four islands and the distances are reconstructed, as the printed board is lost." },
        {
          house:
            "A ship that comes home with four camps stays in port; camps are never optional (founding always gains at least 10 ducats); a bid cannot be revised.",
        },
      ],
    },
  },
};
