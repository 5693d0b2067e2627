/**
 * The 33 Tongiaki tiles (RULES.md §1), checked against two independent public descriptions of the components.
 * Edges are numbered 0–5 clockwise from the red-marker edge (0 = bottom of an upright tile).
 * Data only: replacing a tile's figures here changes the game with no code change.
 */

/** A beach: how many boats it holds and the edges its docks face. */
export interface BeachData {
  slots: number;
  docks: number[];
}

export interface IslandTile {
  kind: "island";
  id: string;
  name: string;
  points: number;
  beaches: BeachData[];
}

/** A foam path joins two edges; `danger` is the number of colours a group needs (0 = blank, always passes). */
export interface SeaPath {
  ends: [number, number];
  danger: number;
}

export interface SeaTile {
  kind: "sea";
  id: string;
  paths: SeaPath[];
}

export type Tile = IslandTile | SeaTile;

const island = (id: string, name: string, points: number, beaches: [number, number[]][]): IslandTile => ({
  kind: "island",
  id,
  name,
  points,
  beaches: beaches.map(([slots, docks]) => ({ slots, docks })),
});

const sea = (id: string, paths: [number, number, number][]): SeaTile => ({
  kind: "sea",
  id,
  paths: paths.map(([a, b, danger]) => ({ ends: [a, b], danger })),
});

/** The start tile: six beaches of three slots, one dock on each edge; no red marker, no points. */
export const TONGA = island("tonga", "Tonga", 0, [
  [3, [0]],
  [3, [1]],
  [3, [2]],
  [3, [3]],
  [3, [4]],
  [3, [5]],
]);

export const ISLANDS: readonly IslandTile[] = [
  island("muroroa", "Muroroa", 2, [
    [2, [1]],
    [2, [2]],
    [3, [4, 5]],
  ]),
  island("nauru", "Nauru", 2, [
    [2, [1, 2]],
    [3, [3]],
    [2, [4, 5]],
  ]),
  island("tubuai", "Tubuai", 2, [
    [3, [1, 2]],
    [3, [4, 5]],
  ]),
  island("rarotonga", "Rarotonga", 3, [
    [3, [1, 2]],
    [4, [3, 4, 5]],
  ]),
  island("rapa-nui", "Rapa Nui", 3, [
    [5, [1, 2]],
    [3, [3, 4, 5]],
  ]),
  island("tokelau", "Tokelau", 3, [
    [4, [1]],
    [3, [2, 3]],
    [2, [4, 5]],
  ]),
  island("tuamotu", "Tuamotu", 3, [
    [4, [1, 2, 3]],
    [4, [4, 5]],
  ]),
  island("hiva-oa", "Hiva Oa", 4, [
    [2, [1, 2]],
    [2, [3]],
    [5, [4, 5]],
  ]),
  island("mangareva", "Mangareva", 4, [
    [2, [1, 2]],
    [3, [3, 4]],
    [4, [5]],
  ]),
  island("oahu", "Oahu", 4, [
    [3, [1, 2]],
    [5, [3]],
    [3, [4, 5]],
  ]),
  island("tahiti", "Tahiti", 4, [
    [2, [1, 2]],
    [3, [3, 4]],
    [4, [5]],
  ]),
  island("tuvalu", "Tuvalu", 4, [
    [2, [1, 2]],
    [4, [3]],
    [3, [4, 5]],
  ]),
  island("fidschi", "Fidschi", 5, [
    [5, [1]],
    [4, [2, 3]],
    [4, [4, 5]],
  ]),
  island("hawaii", "Hawaii", 5, [
    [3, [1, 2]],
    [5, [3]],
    [2, [4, 5]],
  ]),
  island("samoa", "Samoa", 5, [
    [3, [1, 2]],
    [4, [3, 4]],
    [5, [5]],
  ]),
];

export const SEAS: readonly SeaTile[] = [
  sea("sea-01", [
    [0, 1, 0],
    [2, 3, 2],
    [4, 5, 0],
  ]),
  sea("sea-02", [
    [0, 1, 2],
    [2, 3, 0],
    [4, 5, 2],
  ]),
  sea("sea-03", [
    [0, 1, 3],
    [2, 3, 2],
    [4, 5, 4],
  ]),
  sea("sea-04", [
    [0, 1, 3],
    [2, 3, 0],
    [4, 5, 2],
  ]),
  sea("sea-05", [
    [0, 3, 4],
    [1, 5, 3],
    [2, 4, 0],
  ]),
  sea("sea-06", [
    [0, 3, 3],
    [1, 5, 3],
    [2, 4, 3],
  ]),
  sea("sea-07", [
    [0, 3, 4],
    [1, 5, 4],
    [2, 4, 4],
  ]),
  sea("sea-08", [
    [0, 3, 3],
    [1, 5, 2],
    [2, 4, 0],
  ]),
  sea("sea-09", [
    [0, 4, 0],
    [1, 3, 4],
    [2, 5, 2],
  ]),
  sea("sea-10", [
    [0, 4, 2],
    [1, 3, 3],
    [2, 5, 4],
  ]),
  sea("sea-11", [
    [0, 4, 4],
    [1, 3, 4],
    [2, 5, 3],
  ]),
  sea("sea-12", [
    [0, 4, 3],
    [1, 3, 3],
    [2, 5, 4],
  ]),
  sea("sea-13", [
    [0, 5, 0],
    [1, 2, 0],
    [3, 4, 0],
  ]),
  sea("sea-14", [
    [0, 5, 2],
    [1, 2, 2],
    [3, 4, 2],
  ]),
  sea("sea-15", [
    [0, 5, 0],
    [1, 2, 4],
    [3, 4, 2],
  ]),
  sea("sea-16", [
    [0, 5, 0],
    [1, 2, 3],
    [3, 4, 4],
  ]),
];

export const TILES: ReadonlyMap<string, Tile> = new Map<string, Tile>([TONGA, ...ISLANDS, ...SEAS].map((t) => [t.id, t]));

export const tileById = (id: string): Tile => {
  const t = TILES.get(id);
  if (!t) throw new Error(`unknown tile ${id}`);
  return t;
};

/** For a sea tile, the edge each edge is joined to and that path's danger number, indexed by edge. */
export const seaExits = (tile: SeaTile): { to: number; danger: number }[] => {
  const out: { to: number; danger: number }[] = [];
  for (const p of tile.paths) {
    out[p.ends[0]] = { to: p.ends[1], danger: p.danger };
    out[p.ends[1]] = { to: p.ends[0], danger: p.danger };
  }
  return out;
};
