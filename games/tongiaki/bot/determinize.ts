import type { Seat } from "../../../engine/core/game.js";
import { nextUint32, type Rng } from "../../../engine/core/rng.js";
import { PILE_ISLANDS, PILE_SEAS, type TongiakiState } from "../rules/state.js";
import { ISLANDS, SEAS } from "../rules/tiles.js";
import type { TongiakiView } from "../rules/view.js";

/** Every tile that starts in the pile (§1.2), sorted by id as setup keeps it. */
const PILE_TILES: readonly string[] = [...ISLANDS, ...SEAS].map((t) => t.id).sort();

/**
 * A full Tongiaki state from a seat's view (every seat sees the same). Hidden are only the generator and the pile's
 * content as a list — but the pile is every tile not yet on the table, not removed (§12.3) and not in hand (a tile
 * being turned or placed), so it is rebuilt exactly; drawing picks from it at random with the generator (§2.1, Ruling 1),
 * so sampling a fresh generator samples the draw order.
 */
export function determinizeTongiaki(view: TongiakiView, _seat: Seat, rng: Rng): TongiakiState {
  const out = new Set<string>(view.removed);
  for (const p of view.board) out.add(p.tile);
  const ph = view.phase;
  if (ph.kind === "orient" || ph.kind === "place") out.add(ph.tile);
  const pile = PILE_TILES.filter((id) => !out.has(id));
  if (pile.length !== view.pile.islands + view.pile.seas) {
    throw new Error(
      `tongiaki determinize: the view shows ${view.pile.islands + view.pile.seas} tiles in the pile, the table leaves ${pile.length}`,
    );
  }
  return {
    rules: view.rules,
    seats: view.seats,
    colours: view.colours,
    options: view.options,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    pile,
    board: view.board,
    islands: view.islands,
    reserve: view.reserve.slice(),
    royal: view.royal.slice(),
    drawn: { islands: PILE_ISLANDS - view.pile.islands, seas: PILE_SEAS - view.pile.seas },
    removed: view.removed,
    current: view.current,
    turn: view.turn,
    phase: view.phase,
    ...(view.seen !== undefined ? { seen: view.seen } : {}),
  };
}
