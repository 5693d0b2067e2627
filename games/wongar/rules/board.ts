/**
 * The board of Wongar as data (RULES.md §1.1). RECONSTRUCTED: the printed board is not available. Only three names
 * (Kangaroo, Hand, Foot), the count of ten areas, the two central areas side by side, Kangaroo at the top left and
 * the reading order of the seeding are confirmed by descriptions of the original. The other seven names, the layout
 * and the adjacency below are our own; replace this file when the real board turns up.
 */

export interface AreaData {
  /** Stable id used in moves and records. */
  id: string;
  name: string;
  /** One of the two central areas (twice the tschurungas at setup, §2.2). */
  central: boolean;
  /** The name comes from a source (true) or is our own (false, RECONSTRUCTED). */
  confirmed: boolean;
  /** Rectangle on a 12 × 9 grid, for boards drawn on screen (RECONSTRUCTED layout: three rows, 3 / 4 / 3 areas). */
  rect: { x: number; y: number; w: number; h: number };
}

/** The ten areas in reading order, left to right and top to bottom: the seeding order of §2.2. */
export const AREAS: readonly AreaData[] = [
  { id: "kangaroo", name: "Kangaroo", central: false, confirmed: true, rect: { x: 0, y: 0, w: 4, h: 3 } },
  { id: "escarpment", name: "Escarpment", central: false, confirmed: false, rect: { x: 4, y: 0, w: 4, h: 3 } },
  { id: "stone", name: "Stone Country", central: false, confirmed: false, rect: { x: 8, y: 0, w: 4, h: 3 } },
  { id: "billabong", name: "Billabong", central: false, confirmed: false, rect: { x: 0, y: 3, w: 3, h: 3 } },
  { id: "hand", name: "Hand", central: true, confirmed: true, rect: { x: 3, y: 3, w: 3, h: 3 } },
  { id: "foot", name: "Foot", central: true, confirmed: true, rect: { x: 6, y: 3, w: 3, h: 3 } },
  { id: "floodplain", name: "Floodplain", central: false, confirmed: false, rect: { x: 9, y: 3, w: 3, h: 3 } },
  { id: "paperbark", name: "Paperbark Swamp", central: false, confirmed: false, rect: { x: 0, y: 6, w: 4, h: 3 } },
  { id: "crossing", name: "River Crossing", central: false, confirmed: false, rect: { x: 4, y: 6, w: 4, h: 3 } },
  { id: "mangrove", name: "Mangrove Coast", central: false, confirmed: false, rect: { x: 8, y: 6, w: 4, h: 3 } },
];

/** Borders between areas (undirected, 19 of them). RECONSTRUCTED (research §B.6): areas whose rectangles touch. */
const BORDERS: readonly [string, string][] = [
  ["kangaroo", "escarpment"],
  ["kangaroo", "billabong"],
  ["kangaroo", "hand"],
  ["escarpment", "stone"],
  ["escarpment", "hand"],
  ["escarpment", "foot"],
  ["stone", "foot"],
  ["stone", "floodplain"],
  ["billabong", "hand"],
  ["billabong", "paperbark"],
  ["hand", "foot"],
  ["hand", "paperbark"],
  ["hand", "crossing"],
  ["foot", "floodplain"],
  ["foot", "crossing"],
  ["foot", "mangrove"],
  ["floodplain", "mangrove"],
  ["paperbark", "crossing"],
  ["crossing", "mangrove"],
];

export const AREA_COUNT = AREAS.length;

const INDEX = new Map(AREAS.map((a, i) => [a.id, i]));

/** The index of an area id, or -1. */
export const areaIndex = (id: string): number => INDEX.get(id) ?? -1;

export const areaId = (i: number): string => AREAS[i]!.id;

/** Neighbours of each area, by index, in board order. */
export const NEIGHBOURS: readonly (readonly number[])[] = AREAS.map((a) =>
  BORDERS.filter(([x, y]) => x === a.id || y === a.id)
    .map(([x, y]) => areaIndex(x === a.id ? y : x))
    .sort((p, q) => p - q),
);

export const adjacent = (a: number, b: number): boolean => NEIGHBOURS[a]!.includes(b);

/** §7.2: the areas an elder reaches in one or two steps, never its own area (it may not go there and back). */
export const ELDER_REACH: readonly (readonly number[])[] = AREAS.map((_, a) => {
  const out = new Set<number>(NEIGHBOURS[a]);
  for (const b of NEIGHBOURS[a]!) for (const c of NEIGHBOURS[b]!) out.add(c);
  out.delete(a);
  return [...out].sort((p, q) => p - q);
});

/** The two central areas (§2.4: the second ancestor starts on Hand, the second elder on Foot). */
export const HAND = areaIndex("hand");
export const FOOT = areaIndex("foot");
