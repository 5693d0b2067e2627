import { DIRECTIONS, directionToEdge, edgeToDirection, neighbour, opposite, type Hex } from "../../../engine/core/hex.js";
import { seaExits, tileById, type IslandTile, type SeaTile } from "./tiles.js";
import { rulesOf, type Group, type IslandState, type Placed, type TongiakiState } from "./state.js";

/** Read-only questions about the table. */

export const tileAt = (s: TongiakiState, h: Hex): Placed | undefined => {
  for (const p of s.board) if (p.q === h.q && p.r === h.r) return p;
  return undefined;
};

export const placedTile = (s: TongiakiState, id: string): Placed | undefined => s.board.find((p) => p.tile === id);

export const islandData = (id: string): IslandTile => tileById(id) as IslandTile;

const exitsCache = new Map<string, { to: number; danger: number }[]>();
export const exitsOf = (id: string): { to: number; danger: number }[] => {
  let e = exitsCache.get(id);
  if (!e) {
    e = seaExits(tileById(id) as SeaTile);
    exitsCache.set(id, e);
  }
  return e;
};

export const beachSlots = (island: string, beach: number): number => islandData(island).beaches[beach]!.slots;

export const freeSlots = (isl: IslandState, beach: number): number => beachSlots(isl.tile, beach) - isl.beaches[beach]!.length;

export const isFull = (isl: IslandState, beach: number): boolean => freeSlots(isl, beach) === 0;

export const isRoyal = (isl: IslandState): boolean => isl.king >= 0;

export const countColour = (isl: IslandState, colour: number): number => {
  let n = 0;
  for (const b of isl.beaches) for (const c of b) if (c === colour) n++;
  return n;
};

export const boatsOn = (isl: IslandState): number => isl.beaches.reduce((n, b) => n + b.length, 0);

/** Whether `colour` has a boat on a beach anywhere (kings excluded: they cannot add or sail, §4.3, §9.4). */
export function hasSailors(s: TongiakiState, colour: number): boolean {
  for (const id in s.islands) for (const b of s.islands[id]!.beaches) if (b.includes(colour)) return true;
  return false;
}

/**
 * §11.1, §12.4: whether `colour` has a boat on the board. From rules version 2 a king is one (Ruling 10); version 1
 * counted only boats on beaches (§16.3).
 */
export function hasBoatOnBoard(s: TongiakiState, colour: number): boolean {
  if (hasSailors(s, colour)) return true;
  if (rulesOf(s) < 2) return false;
  for (const id in s.islands) if (s.islands[id]!.king === colour) return true;
  return false;
}

export const distinctColours = (g: Group): number => g.reduce((n, k) => n + (k > 0 ? 1 : 0), 0);

export const groupSize = (g: Group): number => g.reduce((n, k) => n + k, 0);

/**
 * Where a route over placed tiles ends, for a group of the given colour count (null: ignore danger): at an empty
 * space (a tile is drawn), at a path it cannot pass, on another island, straight back on its own island, or turned
 * back by a royal island (rules version 2; version 1 counts that as straight back, §12.1).
 */
export type RouteEnd =
  | { kind: "draw" }
  | { kind: "fail" }
  | { kind: "island"; island: string }
  | { kind: "back" }
  | { kind: "royal"; island: string };

/**
 * Follows a route from `island` leaving by board direction `dir`, over placed tiles only (§6.2, §6.3, §6.4, §6.5, §6.6, §9.5).
 * It cannot cycle: sea paths pair edges one to one, so a route from a dock is a chain with a start (§6).
 */
export function traceRoute(s: TongiakiState, island: string, dir: number, colours: number | null): RouteEnd {
  const from = placedTile(s, island)!;
  let pos: Hex = from;
  let d = dir;
  // each sea path can be followed at most once each way before the route must end
  for (let steps = 0; steps <= 6 * s.board.length; steps++) {
    const next = neighbour(pos, d);
    const p = tileAt(s, next);
    if (!p) return { kind: "draw" };
    const entry = directionToEdge(opposite(d), p.rotation);
    const isl = s.islands[p.tile];
    if (isl) {
      if (p.tile === island) return { kind: "back" };
      // §12.1 (Ruling 8): from version 2 a bounce off a royal island is an ordinary route, not one straight back
      if (isRoyal(isl)) return rulesOf(s) < 2 ? { kind: "back" } : { kind: "royal", island: p.tile };
      return { kind: "island", island: p.tile };
    }
    const path = exitsOf(p.tile)[entry]!;
    if (colours !== null && colours < path.danger) return { kind: "fail" };
    pos = next;
    d = edgeToDirection(path.to, p.rotation);
  }
  throw new Error("route did not end: the board breaks the one-to-one pairing of sea paths");
}

/** A departure the active player may announce: a full beach and one of its docks (§5.2). */
export interface Departure {
  island: string;
  beach: number;
  dock: number;
  looping: boolean;
  /** Where the route over the placed tiles ends for this group (§12.6 reads it). */
  end: RouteEnd["kind"];
}

export function groupOf(isl: IslandState, beach: number, colours: number): Group {
  const g = new Array<number>(colours).fill(0);
  for (const c of isl.beaches[beach]!) g[c]!++;
  return g;
}

/** Every full beach's every dock, on every island, with its looping flag (§8.2, §12.1). */
export function pendingDepartures(s: TongiakiState): Departure[] {
  const out: Departure[] = [];
  for (const id in s.islands) {
    const isl = s.islands[id]!;
    const data = islandData(id);
    for (let b = 0; b < isl.beaches.length; b++) {
      if (isl.beaches[b]!.length < data.beaches[b]!.slots) continue;
      const placed = placedTile(s, id)!;
      const colours = distinctColours(groupOf(isl, b, s.colours));
      for (const dock of data.beaches[b]!.docks) {
        const end = traceRoute(s, id, edgeToDirection(dock, placed.rotation), colours);
        out.push({ island: id, beach: b, dock, looping: end.kind === "back", end: end.kind });
      }
    }
  }
  return out;
}

/** §12.3: every dock of the island leads back to it over the placed tiles (danger aside). */
export function isEnclosed(s: TongiakiState, island: string): boolean {
  const placed = placedTile(s, island)!;
  return islandData(island).beaches.every((beach) =>
    beach.docks.every((dock) => traceRoute(s, island, edgeToDirection(dock, placed.rotation), null).kind === "back"),
  );
}

/** Empty spaces next to at least one placed tile, where a tile may be placed freely (§10.2). */
const STEP_Q = DIRECTIONS.map((d) => neighbour({ q: 0, r: 0 }, d).q);
const STEP_R = DIRECTIONS.map((d) => neighbour({ q: 0, r: 0 }, d).r);

export function openSpaces(s: TongiakiState): Hex[] {
  // a grid over the board's bounding box, one space wider on each side: 1 = taken, 2 = already listed
  let q0 = 0,
    q1 = 0,
    r0 = 0,
    r1 = 0;
  for (const p of s.board) {
    if (p.q < q0) q0 = p.q;
    if (p.q > q1) q1 = p.q;
    if (p.r < r0) r0 = p.r;
    if (p.r > r1) r1 = p.r;
  }
  const w = q1 - q0 + 3;
  const key = (q: number, r: number): number => (q - q0 + 1) * (r1 - r0 + 3) + (r - r0 + 1);
  const mark = new Uint8Array(w * (r1 - r0 + 3));
  for (const p of s.board) mark[key(p.q, p.r)] = 1;
  const out: Hex[] = [];
  for (const p of s.board) {
    for (let d = 0; d < 6; d++) {
      const q = p.q + STEP_Q[d]!,
        r = p.r + STEP_R[d]!;
      const k = key(q, r);
      if (mark[k] !== 0) continue;
      mark[k] = 2;
      out.push({ q, r });
    }
  }
  return out;
}
