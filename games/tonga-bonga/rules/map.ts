/**
 * The Tonga Bonga sea chart (RULES.md §1.2). RECONSTRUCTED: the printed board is not available, so this is our
 * own design after what is known of the original (a 14×11 grid, six islands, one bay each), enlarged and tuned so that a four-player game lasts
 * about 8–12 rounds (RULES.md §11). Data only: a faithful chart can replace it here with no code change, as long as
 * it keeps one bay square per island and exactly one home island.
 *
 * Legend, one character per square, rows top to bottom, columns left to right:
 *   `.` open sea        one ship at most; entering costs 1 (3 when another ship is on it)
 *   `#` island land     impassable
 *   `*` shallows        islets with narrow channels: impassable
 *   a capital letter    the bay of the island with that letter: costs 1, holds any number of ships
 */
export interface IslandData {
  id: string;
  name: string;
  /** The letter that marks this island's bay on the chart. */
  bay: string;
  /** The start and finish island: no camps there (§1.3). */
  home?: true;
}

export interface ChartData {
  rows: readonly string[];
  islands: readonly IslandData[];
}

export const CHART: ChartData = {
  rows: [
    "........................",
    "..###.......###.........",
    ".####P.....##L.......##.",
    "..##...........*....K##.",
    "...........*...*.....#..",
    "......*.................",
    "........................",
    "***.******.*****..***...",
    "##.......*........*.....",
    "###M....................",
    "##...............*...C##",
    "...........*.....*...###",
    ".....**...............##",
    "........................",
    "........**..............",
    "...........##T##........",
    "..........#######.......",
  ],
  islands: [
    { id: "tonga-bonga", name: "Tonga Bonga", bay: "T", home: true },
    { id: "palmoa", name: "Palmoa", bay: "P" },
    { id: "kokonui", name: "Kokonui", bay: "K" },
    { id: "lagunara", name: "Lagunara", bay: "L" },
    { id: "mangalua", name: "Mangalua", bay: "M" },
    { id: "coralee", name: "Coralee", bay: "C" },
  ],
};
