import { tileById, type IslandTile } from "../rules/tiles.js";
import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import type { Staging } from "../../../boardkit/types.js";

/**
 * Decisions the page may take without asking the server (docs/staging.md): the boats of one addition placed beach
 * by beach (§4.2) and the boats of one landing placed one by one (§7.1). Inside such a run nothing is drawn and no
 * one else acts, so the legal moves after each pick follow from the view alone, the same way games/tongiaki/rules/legal.ts
 * finds them. Anything else (choosing the island, a departure, a tile) is posted at once.
 */
export function stage(view: TongiakiView, staged: readonly TongiakiMove[]): Staging<TongiakiMove, TongiakiView> | null {
  const ph = view.phase;
  const first = staged[0];
  const run =
    ph.kind === "add" && !ph.take && (first === undefined || first.type === "addBoat")
      ? (moves: readonly TongiakiMove[]) => addition(view, ph, moves)
      : ph.kind === "land" && (first === undefined || first.type === "land")
        ? (moves: readonly TongiakiMove[]) => landing(view, ph, moves)
        : null;
  if (!run) return null;
  // the engine plays a single legal choice at once, as part of the move before it (games/tongiaki/rules/play.ts): so do
  // we, after every staged pick (those implied moves are never posted)
  let moves: TongiakiMove[] = [];
  const settle = () => {
    let next = run(moves);
    while (next.legal.length === 1) next = run((moves = [...moves, next.legal[0]!]));
    return next;
  };
  for (const m of staged) {
    if (settle().legal.length === 0) break;
    moves = [...moves, m];
  }
  return settle();
}

type Ph<K extends string> = Extract<TongiakiView["phase"], { kind: K }>;

const slotsOf = (tile: string, beach: number) => (tileById(tile) as IslandTile).beaches[beach]!.slots;

/** The island's beaches (boat colours) after the staged picks: an added boat is the current colour's, a landing one its own. */
function beachesAfter(view: TongiakiView, island: string, staged: readonly TongiakiMove[]): number[][] {
  const beaches = view.islands[island]!.beaches.map((b) => b.slice());
  for (const m of staged) {
    if (m.type === "addBoat") beaches[m.beach]!.push(view.current);
    else if (m.type === "land") beaches[m.beach]!.push(m.colour);
  }
  return beaches;
}

/** The view with the island's beaches and the phase as the staged picks leave them. */
const preview = (view: TongiakiView, island: string, beaches: number[][], phase: TongiakiView["phase"]): TongiakiView => ({
  ...view,
  islands: { ...view.islands, [island]: { ...view.islands[island]!, beaches } },
  phase,
});

/** §4.2: one boat per beach with a free slot, `left` of them; the addition ends when none is left. */
function addition(view: TongiakiView, ph: Ph<"add">, staged: readonly TongiakiMove[]): Staging<TongiakiMove, TongiakiView> {
  const tile = view.islands[ph.island]!.tile;
  const beaches = beachesAfter(view, ph.island, staged);
  const used = [...ph.used, ...staged.flatMap((m) => (m.type === "addBoat" ? [m.beach] : []))];
  const left = ph.left - staged.length;
  const after = preview(view, ph.island, beaches, { ...ph, left, used });
  if (left <= 0) return { legal: [], forced: true, view: after };
  const legal: TongiakiMove[] = [];
  beaches.forEach((b, beach) => {
    if (b.length < slotsOf(tile, beach) && !used.includes(beach)) legal.push({ type: "addBoat", beach });
  });
  // as many boats as beaches to put them on: every one of them gets one, whatever the order
  return { legal, forced: legal.length <= left, view: after };
}

/** §7.1, §7.2: first one boat on each beach with a free slot, then any free slot; it ends when the group or the room is used up. */
function landing(view: TongiakiView, ph: Ph<"land">, staged: readonly TongiakiMove[]): Staging<TongiakiMove, TongiakiView> {
  const tile = view.islands[ph.island]!.tile;
  const beaches = beachesAfter(view, ph.island, staged);
  const group = ph.group.slice();
  const landed = [...ph.landed];
  for (const m of staged) {
    if (m.type !== "land") continue;
    group[m.colour]!--;
    if (!landed.includes(m.beach)) landed.push(m.beach);
  }
  const after = preview(view, ph.island, beaches, { ...ph, group, landed });
  const free = beaches.map((b, beach) => slotsOf(tile, beach) - b.length);
  const open = free.flatMap((f, beach) => (f > 0 ? [beach] : []));
  const size = group.reduce((a, b) => a + b, 0);
  if (size === 0 || open.length === 0) return { legal: [], forced: true, view: after };
  const fresh = open.filter((b) => !landed.includes(b));
  const colours = group.flatMap((n, colour) => (n > 0 ? [colour] : []));
  const legal = (fresh.length > 0 ? fresh : open).flatMap((beach) =>
    colours.map((colour): TongiakiMove => ({ type: "land", beach, colour })),
  );
  // one colour left and no real choice of slots: every free slot fills, or each fresh beach gets exactly one boat
  const room = free.reduce((a, f) => a + Math.max(0, f), 0);
  const forced = colours.length === 1 && (size >= room || (fresh.length > 0 && size === fresh.length));
  return { legal, forced, view: after };
}
