import { randomInt, type Rng } from "../../../engine/core/rng.js";
import { BOARD, CAMP_ISLANDS, HOME_ID, cellIndex } from "../rules/board.js";
import { tongaBonga, type TongaBongaMove, type TongaBongaState, type TongaBongaView } from "../rules/index.js";
import { CAMP_INCOME, CAMP_SHARE, CAMPS_PER_PLAYER, HOME_BONUS, crewPoints, currentSeat } from "../rules/state.js";
import { standingFromValues } from "../../../engine/bots/common.js";
import { greedyMove } from "../../../engine/bots/greedy.js";
import type { GameBot } from "../../../engine/bots/types.js";
import { determinizeTongaBonga } from "./determinize.js";
import { distancesTo } from "./distance.js";

const ISLAND_IDS = BOARD.islands.map((i) => i.id);
const HOME = ISLAND_IDS.indexOf(HOME_ID);
const CAMP = CAMP_ISLANDS.map((id) => ISLAND_IDS.indexOf(id));

/**
 * dist[island][cell]: squares from every square to each island's bay. Worked out when a bot first plans, not as the
 * module loads: every Worker that hosts the games evaluates this module on its cold start (docs/speed.md).
 */
let dist: number[][] | null = null;
const DIST = (): number[][] => (dist ??= BOARD.bays.map(distancesTo));

const BAY_CELL = BOARD.bays.map(cellIndex);

/** Shortest tour from `cell` through `need` of the islands in `open` (bitmask over CAMP) and then home. */
function tourFrom(cell: number, open: number, need: number): number {
  if (need === 0) return DIST()[HOME]![cell]!;
  let best = Infinity;
  for (let k = 0; k < CAMP.length; k++) {
    if (!(open & (1 << k))) continue;
    const island = CAMP[k]!;
    const d = DIST()[island]![cell]! + tourFrom(BAY_CELL[island]!, open & ~(1 << k), need - 1);
    if (d < best) best = d;
  }
  return best;
}

const TOURS = new Map<number, number>();
/** Memoized: squares still to sail for a ship at `cell` that has camps on the islands outside `open`. */
export function tour(cell: number, open: number, need: number): number {
  const key = (cell * 64 + open) * 8 + need;
  let t = TOURS.get(key);
  if (t === undefined) {
    t = tourFrom(cell, open, need);
    TOURS.set(key, t);
  }
  return t;
}

function openMask(s: TongaBongaState, seat: number): number {
  let mask = 0;
  CAMP_ISLANDS.forEach((id, k) => {
    if (!s.camps[id]!.includes(seat)) mask |= 1 << k;
  });
  return mask;
}

const campsOf = (s: TongaBongaState, seat: number): number => {
  let n = 0;
  for (const id of CAMP_ISLANDS) if (s.camps[id]!.includes(seat)) n++;
  return n;
};

/** Ducats a square of the tour is worth: a tour of ~60 squares brings four camps (~20 each) and the home bonus. */
const PER_SQUARE = 1.5;
const CAMP_VALUE = CAMP_INCOME - 1.5 * CAMP_SHARE;

/**
 * Each seat's money as it stands plus what it can count on: the wages its dice hold on every ship (§8), and what is
 * left of its voyage — the camps still to found and the home bonus, less the squares still to sail (after this
 * round's movement points).
 */
export function tongaBongaValues(s: TongaBongaState): number[] {
  const values = s.money.slice();
  for (let ship = 0; ship < s.seats; ship++) {
    const crew = s.crews[ship]!;
    const w = s.wages[ship]!;
    values[crew[0] ? crew[0].owner : ship]! += w.captain;
    values[crew[1] ? crew[1].owner : ship]! += w.helmsman;
  }
  if (s.phase.kind === "over") return values;
  const sailing = s.phase.kind === "sail" ? currentSeat(s) : -1;
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.home[seat]) {
      values[seat]! += HOME_BONUS;
      continue;
    }
    const need = CAMPS_PER_PLAYER - campsOf(s, seat);
    const left = tour(cellIndex(s.ships[seat]!), openMask(s, seat), need);
    const points = seat === sailing && s.phase.kind === "sail" ? s.phase.left : s.moved[seat] ? 0 : crewPoints(s, seat);
    values[seat]! += need * CAMP_VALUE + HOME_BONUS - PER_SQUARE * Math.max(0, left - points);
  }
  return values;
}

/**
 * The wages a bot considers (§4.3 allows every amount of the purse, Ruling 2): each amount up to 8, then a ladder of
 * roughly +25 % steps up to 40, and never more than half of what the player holds. A wage is a gift to another
 * player's die, and one die is worth at most a few squares (a whole camp brings 25), so a larger wage is never worth
 * weighing. At most 15 amounts, whatever the purse.
 */
const WAGE_LADDER = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40];

export function wageCandidates(s: TongaBongaState, seat: number, legal: TongaBongaMove[]): TongaBongaMove[] {
  if (s.phase.kind !== "bid" || legal.length <= 8) return legal;
  const ceiling = Math.max(8, Math.floor(s.money[seat]! / 2));
  const keep = new Set(WAGE_LADDER.filter((a) => a <= ceiling));
  const out = legal.filter((m) => m.type === "bid" && keep.has(m.amount));
  return out.length > 0 ? out : legal;
}

/**
 * Easy's wages: the one-ply evaluation cannot tell wages apart (the ducats lie on the bot's own ship until the pay
 * phase), so easy bids by rule: about a sixth of the purse for the captain (2 to 10) and a twelfth for the helmsman
 * (1 to 5), the nearest amount it may bid. Every other step is the generic one-ply greedy choice.
 */
function easyMove(view: TongaBongaView, seat: number, legal: TongaBongaMove[], samples: number, rng: Rng): TongaBongaMove {
  const ph = view.phase;
  if (ph.kind !== "bid") return greedyMove(tongaBongaBot, view, seat, legal, samples, rng) as TongaBongaMove;
  const money = view.money[seat]!;
  const want = ph.role === "captain" ? Math.min(10, Math.max(2, Math.round(money / 6))) : Math.min(5, Math.max(1, Math.round(money / 12)));
  return nearestBid(legal, want);
}

/** The bid among `legal` closest to `want` (the lower one on a tie). */
function nearestBid(legal: TongaBongaMove[], want: number): TongaBongaMove {
  let best = legal[0]!;
  for (const m of legal) if (m.type === "bid" && best.type === "bid" && Math.abs(m.amount - want) < Math.abs(best.amount - want)) best = m;
  return best;
}

/**
 * Playouts: modest wages, dice placed at random, ships sailed greedily along their best tour (stopping once no
 * step shortens it).
 */
function rolloutMove(s: TongaBongaState, seat: number, legal: TongaBongaMove[], rng: Rng): TongaBongaMove {
  const ph = s.phase;
  if (ph.kind === "bid") {
    return nearestBid(legal, ph.role === "captain" ? 1 + randomInt(rng, 6) : 1 + randomInt(rng, 3));
  }
  if (ph.kind === "sail") {
    const open = openMask(s, seat);
    const need = CAMPS_PER_PLAYER - campsOf(s, seat);
    let best: TongaBongaMove | undefined;
    let bestD = tour(cellIndex(s.ships[seat]!), open, need);
    for (const m of legal) {
      if (m.type !== "sail") continue;
      const d = tour(cellIndex(m), open, need);
      if (d < bestD) {
        bestD = d;
        best = m;
      }
    }
    return best ?? legal.find((m) => m.type === "stop") ?? legal[randomInt(rng, legal.length)]!;
  }
  return legal[randomInt(rng, legal.length)]!;
}

export const tongaBongaBot: GameBot<TongaBongaState, TongaBongaMove, TongaBongaView> = {
  game: tongaBonga,
  determinize: determinizeTongaBonga,
  evaluate: (s) => standingFromValues(tongaBongaValues(s), 12),
  outcomeScale: 12,
  candidates: wageCandidates,
  easyMove,
  rolloutMove,
  // the field's moves are played by the playout policy: searching them as nodes spread 60 iterations too thin
  modelsField: true,
  iterations: 60,
  rolloutDepth: 20,
  samples: 1,
  turnGreedy: false,
};
