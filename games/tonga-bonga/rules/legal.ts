import { cellAt, cellIndex, navigable, neighbours, sameSquare, type Square } from "./board.js";
import type { Move } from "./moves.js";
import { CREW_SIZE, WAGE_CAP_V1, currentSeat, rulesOf, type Role, type TongaBongaState } from "./state.js";
import type { RuleError } from "../../../engine/core/result.js";
import type { TongaBongaCode } from "./codes.js";

/** Every legal decision of `seat` now (the Game contract: complete and small; RULES.md §3.4). */
export function legalMoves(s: TongaBongaState, seat: number): Move[] {
  const ph = s.phase;
  if (ph.kind === "over" || seat !== currentSeat(s)) return [];
  const out: Move[] = [];
  switch (ph.kind) {
    case "bid": {
      const [lo, hi] = bidRange(s.money[seat]!, ph.role, rulesOf(s));
      for (let amount = lo; amount <= hi; amount++) out.push({ type: "bid", role: ph.role, amount });
      return out;
    }
    case "crew": {
      const values = new Set<number>();
      ph.dice.forEach((v, i) => {
        if (v > 0 && ph.ship[i] === -1) values.add(v);
      });
      const sorted = [...values].sort((a, b) => b - a);
      for (const value of sorted) {
        for (let ship = 0; ship < s.seats; ship++) if (placementRefusal(s, seat, ship) === null) out.push({ type: "place", value, ship });
      }
      return out;
    }
    case "sail": {
      if (canStopAt(s, seat, s.ships[seat]!)) out.push({ type: "stop" });
      for (const sq of neighbours(s.ships[seat]!))
        if (stepRefusal(s, seat, sq, ph.left) === null) out.push({ type: "sail", row: sq.row, col: sq.col });
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// §4 wages

/**
 * §4.2, §4.3: the amounts a player with `money` ducats may bid for `role` (the captain's wage is bid first, so the
 * helmsman's bid sees the money left after it). With nothing to pay, the only bid is 0 (§4.2, Ruling 2). Rules version 1
 * capped a wage at 20; version 2 has no cap but the purse (§4.3, Ruling 2).
 */
export function bidRange(money: number, role: Role, rules: number): [number, number] {
  if (money <= 0) return [0, 0];
  const cap = rules === 1 ? WAGE_CAP_V1 : Infinity;
  if (role === "captain") return [1, Math.max(1, Math.min(cap, money - 1))];
  return [1, Math.min(cap, money)];
}

// ---------------------------------------------------------------------------------------------------------------
// §5 crew

/** §5.5: the number of dice per ship a three-player placement of `placed` dice ends with, smaller count first. */
const THREE_PLAYER_SPLIT: Record<number, [number, number]> = { 0: [0, 0], 1: [0, 1], 2: [1, 1], 3: [1, 2] };

/** How many dice `placer` has put on each ship this turn (the crews hold them already). */
export function placedBy(s: TongaBongaState, placer: number): number[] {
  return s.crews.map((crew) => crew.filter((d) => d.owner === placer).length);
}

/**
 * §5.3, §5.4, §5.5: can `placer`, having put `counts[ship]` dice on each ship, still end with `target` dice placed in a
 * legal split? `free[ship]` is the room left on each ship now.
 */
export function canComplete(s: TongaBongaState, placer: number, counts: number[], free: number[], target: number): boolean {
  let done = 0;
  for (let t = 0; t < s.seats; t++) done += counts[t]!;
  if (counts[placer]! > 0 || done > target) return false;
  const others = [...Array(s.seats).keys()].filter((t) => t !== placer);
  if (s.seats === 4) {
    // §5.4: one die of a colour per ship.
    if (others.some((t) => counts[t]! > 1)) return false;
    return others.filter((t) => counts[t] === 0 && free[t]! > 0).length >= target - done;
  }
  // §5.5: three players, two other ships.
  const [a, b] = others as [number, number];
  const [small, large] = THREE_PLAYER_SPLIT[target]!;
  for (const [fa, fb] of [
    [small, large],
    [large, small],
  ] as const) {
    if (fa >= counts[a]! && fb >= counts[b]! && fa - counts[a]! <= free[a]! && fb - counts[b]! <= free[b]!) return true;
  }
  return false;
}

/** Room left on each ship (§5.5: three dice at most). */
export const freeRoom = (s: TongaBongaState): number[] => s.crews.map((c) => CREW_SIZE - c.length);

/**
 * §5.5, §5.6: how many of these dice the placer will put on ships: every die that is not seasick, unless the split
 * cannot fit, in which case one fewer is placed (the rest is turned to seasick).
 */
export function placementTarget(s: TongaBongaState, placer: number, dice: number[]): number {
  const zero = new Array<number>(s.seats).fill(0);
  const free = freeRoom(s);
  for (let k = dice.filter((v) => v > 0).length; k > 0; k--) if (canComplete(s, placer, zero, free, k)) return k;
  return 0;
}

/** Why the placer may not put their next die on `ship`, or null (the die's value does not matter). */
export function placementRefusal(s: TongaBongaState, placer: number, ship: number): RuleError<TongaBongaCode> | null {
  const ph = s.phase;
  if (ph.kind !== "crew") return { code: "wrong_step", message: "no dice are being placed", rule: "§5" };
  if (ship >= s.seats) return { code: "no_such_ship", message: `there are only ${s.seats} ships`, rule: "§1.1" };
  if (ship === placer) return { code: "own_ship", message: "a player never puts their own dice on their own ship", rule: "§5.3" };
  if (s.crews[ship]!.length >= CREW_SIZE) return { code: "ship_full", message: "that ship has three dice already", rule: "§5.5" };
  const counts = placedBy(s, placer);
  if (s.seats === 4 && counts[ship]! > 0) {
    return { code: "one_die_per_ship", message: "with four players, each ship takes one die of each colour", rule: "§5.4" };
  }
  counts[ship]!++;
  const free = freeRoom(s);
  free[ship]!--;
  if (!canComplete(s, placer, counts, free, ph.target)) {
    return {
      code: "split",
      message: ph.target === 3 ? "three dice go two on one ship and one on the other" : "two dice go one on each ship",
      rule: "§5.5",
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// §6 sailing

/** §6.3, §6.4: a sea square with another player's ship on it (bays hold any number of ships). */
export function occupiedByOther(s: TongaBongaState, seat: number, sq: Square): boolean {
  if (cellAt(sq) !== "sea") return false;
  for (let t = 0; t < s.seats; t++) if (t !== seat && sameSquare(s.ships[t]!, sq)) return true;
  return false;
}

/** §6.3: entering a bay or a free sea square costs 1; passing a ship on a sea square costs 3. */
export const stepCost = (s: TongaBongaState, seat: number, sq: Square): number => (occupiedByOther(s, seat, sq) ? 3 : 1);

/** §6.4: a ship may end its movement in a bay or on a sea square with no other ship. */
export const canStopAt = (s: TongaBongaState, seat: number, sq: Square): boolean => navigable(sq) && !occupiedByOther(s, seat, sq);

/** §6.4: from `from`, can the ship reach a square it may stop on, spending at most `budget` points? */
export function canFinish(s: TongaBongaState, seat: number, from: Square, budget: number): boolean {
  if (canStopAt(s, seat, from)) return true;
  // Dijkstra with small integer costs: one bucket per amount spent.
  const best = new Map<number, number>([[cellIndex(from), 0]]);
  const buckets: Square[][] = [[from]];
  for (let spent = 0; spent <= budget; spent++) {
    for (const sq of buckets[spent] ?? []) {
      if (best.get(cellIndex(sq)) !== spent) continue;
      for (const n of neighbours(sq)) {
        if (!navigable(n)) continue;
        const cost = spent + stepCost(s, seat, n);
        if (cost > budget) continue;
        if (canStopAt(s, seat, n)) return true;
        const k = cellIndex(n);
        if ((best.get(k) ?? Infinity) <= cost) continue;
        best.set(k, cost);
        (buckets[cost] ??= []).push(n);
      }
    }
  }
  return false;
}

/** Why the current ship may not sail to `to` with `left` points, or null. */
export function stepRefusal(s: TongaBongaState, seat: number, to: Square, left: number): RuleError<TongaBongaCode> | null {
  const from = s.ships[seat]!;
  if (Math.abs(from.row - to.row) + Math.abs(from.col - to.col) !== 1) {
    return { code: "not_adjacent", message: "a ship sails one square at a time, across a side (never diagonally)", rule: "§6.2" };
  }
  if (!navigable(to)) {
    const what = cellAt(to) === "land" ? "island land" : cellAt(to) === "shallows" ? "shallows" : "off the chart";
    return { code: "impassable", message: `that square is ${what}: no ship can sail there`, rule: "§6.2" };
  }
  const cost = stepCost(s, seat, to);
  if (cost > left) {
    return {
      code: "too_far",
      message: `that square costs ${cost} and the ship has ${left} point${left === 1 ? "" : "s"} left`,
      rule: "§6.3",
    };
  }
  if (!canFinish(s, seat, to, left - cost)) {
    return { code: "no_way_out", message: "the ship could not leave that occupied square again with the points left", rule: "§6.4" };
  }
  return null;
}
