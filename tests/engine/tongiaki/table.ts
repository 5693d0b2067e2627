import { expect } from "vitest";
import { neighbour, opposite } from "../../../engine/core/hex.js";
import { seedRng } from "../../../engine/core/rng.js";
import { tongiaki, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BOATS_PER_COLOUR, type Phase, type Placed } from "../../../games/tongiaki/rules/state.js";
import { ISLANDS, SEAS, tileById, type IslandTile } from "../../../games/tongiaki/rules/tiles.js";
import { playHelpers } from "../play-helpers.js";

/** Colour indices in seat order (RULES.md §1.1). */
export const BLUE = 0,
  RED = 1,
  GREEN = 2,
  YELLOW = 3,
  ORANGE = 4,
  PURPLE = 5;

export interface TableSpec {
  seats?: number;
  twoColours?: boolean;
  freeTiles?: boolean;
  /** Tiles besides Tonga at (0,0), turned 0. */
  tiles?: Placed[];
  /** Boats per island: colours per beach. Islands not named start empty. */
  boats?: Record<string, number[][]>;
  kings?: Record<string, number>;
  /** The pile: exactly these tiles (drawn at random among them). Default: every tile not on the table. */
  pile?: string[];
  drawn?: { islands: number; seas: number };
  current?: number;
  phase?: Phase;
  /** Reserve per colour; default: 15 minus the boats and kings on the table. */
  reserve?: number[];
  royal?: number[];
  /** Rules version; default the current one. */
  rules?: number;
  /** Version 2: arrangements already met at this turn's departure decisions (§12.6). */
  seen?: string[];
}

/** A position built by hand, for scenario tables. */
export function table(spec: TableSpec): TongiakiState {
  const seats = spec.seats ?? 4;
  const colours = spec.twoColours ? seats * 2 : seats;
  const board: Placed[] = [{ tile: "tonga", q: 0, r: 0, rotation: 0 }, ...(spec.tiles ?? [])];
  const islands: TongiakiState["islands"] = {};
  for (const p of board) {
    const t = tileById(p.tile);
    if (t.kind !== "island") continue;
    const beaches = (spec.boats?.[p.tile] ?? t.beaches.map(() => [])).map((b) => b.slice());
    expect(beaches.length).toBe(t.beaches.length);
    islands[p.tile] = { tile: p.tile, king: spec.kings?.[p.tile] ?? -1, beaches };
  }
  const used = new Array<number>(colours).fill(0);
  for (const id in islands) {
    for (const b of islands[id]!.beaches) for (const c of b) used[c]!++;
    if (islands[id]!.king >= 0) used[islands[id]!.king]!++;
  }
  const onTable = new Set(board.map((p) => p.tile));
  const rules = spec.rules ?? tongiaki.rulesVersion;
  return {
    rules,
    seats,
    colours,
    options: { twoColours: spec.twoColours ?? false, freeTiles: spec.freeTiles ?? false },
    rng: seedRng("table"),
    pile:
      spec.pile ??
      [...ISLANDS, ...SEAS]
        .map((t) => t.id)
        .filter((id) => !onTable.has(id))
        .sort(),
    board,
    islands,
    reserve: spec.reserve ?? used.map((n) => BOATS_PER_COLOUR - n),
    royal: spec.royal ?? new Array<number>(colours).fill(0),
    drawn: spec.drawn ?? {
      islands: board.filter((p) => p.tile !== "tonga" && tileById(p.tile).kind === "island").length,
      seas: board.filter((p) => tileById(p.tile).kind === "sea").length,
    },
    removed: [],
    current: spec.current ?? 0,
    turn: 5,
    phase: spec.phase ?? { kind: "turn" },
    ...(rules >= 2 ? { seen: spec.seen ?? [] } : {}),
  };
}

/** The space next to `from` in board direction `d`. */
export const next = (from: { q: number; r: number }, d: number) => neighbour(from, d);

/** A tile placed the way a voyage places it: across direction `d` from `from`, red edge facing back. */
export const drawnAt = (tile: string, from: { q: number; r: number }, d: number): Placed => ({
  tile,
  ...neighbour(from, d),
  rotation: opposite(d),
});

export const seatOfCurrent = (s: TongiakiState): number => s.current % s.seats;

export const { run, refusal } = playHelpers(tongiaki, seatOfCurrent);

/** Boats per colour: on beaches, as kings, at sea (a group landing or waiting for its tile), in reserve. */
export function census(s: TongiakiState): number[] {
  const n = s.reserve.slice();
  if (s.phase.kind === "land" || s.phase.kind === "orient") s.phase.group.forEach((k, c) => (n[c]! += k));
  for (const id in s.islands) {
    for (const b of s.islands[id]!.beaches) for (const c of b) n[c]!++;
    if (s.islands[id]!.king >= 0) n[s.islands[id]!.king]!++;
  }
  return n;
}

export const island = (id: string): IslandTile => tileById(id) as IslandTile;
