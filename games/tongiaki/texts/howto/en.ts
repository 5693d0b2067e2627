import type { HowTo } from "../../../../boardkit/howto.js";
import type { Part } from "./parts.js";

/** Tongiaki, how to play, in English (from games/tongiaki/RULES.md). */
export const en: HowTo<Part> = {
  intro: "2 to 6 players sail out from Tonga in canoes, discover islands tile by tile and settle on the richest ones.",
  parts: {
    goal: {
      title: "The goal",
      body: [
        "Have boats on as many valuable islands as possible when the last tile comes out. Every island scores its points (2 to 5) to every player with at least one boat on it.",
      ],
    },
    setup: {
      title: "Setting up",
      body: [
        "Each player has 15 boats. Only Tonga, the start island, lies on the table; the other tiles (15 islands and 16 sea tiles) are drawn at random as the game goes.",
        "In seat order each player puts one boat on a free slot of Tonga until everyone has two there. Every beach of Tonga must keep at least one free slot. Then the first seat starts.",
      ],
    },
    turn: {
      title: "A turn",
      body: [
        "On your turn you do one of three things:",
        {
          steps: [
            "Add boats: choose an island where you have boats and add as many boats from your reserve as you already have there, at most one per beach with a free slot (you choose the beaches). You may not add to a royal island. With an empty reserve you may instead move one of your boats there from any island, this one included.",
            "Or found a royal island (see below).",
            "Or make a new colonization (see below).",
          ],
        },
        "After adding, every beach whose slots are all taken is full and sets sail: see “Voyages”. The turn ends when no beach is full any more; then the next seat plays.",
        "If you have no boat on the board at the start of your turn, you put two boats on Tonga or one boat on another (not royal) island instead of adding.",
      ],
    },
    voyage: {
      title: "Voyages",
      body: [
        {
          steps: [
            "All boats of a full beach leave together, whatever their colours. You choose the beach and the dock (edge) they leave by, before any tile is drawn.",
            "If the space beyond that dock is empty, a tile is drawn and laid there, its marked edge against the edge the boats leave by.",
            "On a sea tile the boats follow the foam path from the edge they entered to its other end. A path marked 2, 3 or 4 is a danger: the group passes only if it holds at least that many different colours. A group that fails goes back to its owners' reserves.",
            "The voyage goes on tile after tile until the group reaches an island, which it lands on (even the island it left).",
            "You place the arriving boats one by one: first one on each beach with a free slot, then anywhere free. Boats that find no slot go back to their owners.",
          ],
        },
        "A landing that fills beaches makes them sail too: a chain reaction, in the order you choose. A departure whose route leads straight back to the island it left is not allowed while that island has another departure; if every dock leads back, all boats there go home and the island leaves the game.",
      ],
    },
    royal: {
      title: "Royal islands and new colonization",
      body: [
        "Royal island: instead of a normal turn, on an island (not Tonga) where only your boats are, make one of them king; the others go back to your reserve. That is your whole turn. At most two royal islands per player. Nobody adds to, lands on or sails through a royal island: a group that reaches one turns back and lands on the island it came from.",
        "New colonization: instead of a normal turn, take all your boats off the board (kings stay), then draw tiles one by one and place each anywhere next to a placed tile, turned as you like. As soon as an island comes out, put one boat on it; your turn ends.",
      ],
    },
    scoring: {
      title: "Scoring",
      body: [
        "Each island scores its points to every player with at least one boat on it; a royal island scores only for its king. Tonga scores nothing.",
        "Ties: more islands occupied wins, then fewer boats on the board (a king counts as one). Players still tied share the place.",
      ],
    },
    end: {
      title: "The end",
      body: [
        "The game ends as soon as the last sea tile or the last island is drawn and placed. Only that tile's immediate consequence happens: a group lands on a last island, a group on a last sea tile is lost. No more departures, no further turn. Then the islands are scored.",
      ],
    },
    options: {
      title: "Variants",
      body: [
        "The person who creates the match may choose:",
        {
          list: [
            "Two colours per player (2 players only): each player plays two colours in turn, each a separate fleet for every rule (danger checks, royal islands, the no-boat rule). A seat scores the sum of its colours.",
            "First tile forced, later tiles free: the first tile drawn in a voyage is laid as usual; every later tile of the same voyage is turned as you like on the space the boats sail into.",
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
            "Every turn ends: if a chain reaction brings the boats back to exactly where they stood at an earlier departure of the same turn, you must choose a departure that draws a tile or fails its danger check; if there is none, the boats of one full beach of your choice go home instead of sailing.",
        },
        {
          house: "Seat 1 starts (the rulebook has the youngest player start), and tiles are drawn at random at the moment they are needed.",
        },
        { house: "Adding is all or nothing: you add exactly the number of boats the rule allows." },
      ],
    },
  },
};
