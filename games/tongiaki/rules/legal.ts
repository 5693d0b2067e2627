import { countColour, freeSlots, hasBoatOnBoard, hasSailors, isRoyal, openSpaces, pendingDepartures, type Departure } from "./board.js";
import type { Move } from "./moves.js";
import { rulesOf, seatOf, type TongiakiState } from "./state.js";

/** Every legal decision of `seat` now (the Game contract: complete and small). */
export function legalMoves(s: TongiakiState, seat: number): Move[] {
  const ph = s.phase;
  if (ph.kind === "over" || seat !== seatOf(s, s.current)) return [];
  const out: Move[] = [];
  switch (ph.kind) {
    case "setup": {
      // §2.2: every beach of Tonga keeps a free slot.
      const tonga = s.islands.tonga!;
      tonga.beaches.forEach((_, beach) => {
        if (freeSlots(tonga, beach) > 1) out.push({ type: "setup", beach });
      });
      return out;
    }
    case "turn":
      return turnMoves(s);
    case "enter": {
      const tonga = s.islands.tonga!;
      tonga.beaches.forEach((_, beach) => {
        if (freeSlots(tonga, beach) > 0) out.push({ type: "enter", island: "tonga", beach });
      });
      return out;
    }
    case "add":
      return additionMoves(s);
    case "depart":
      for (const d of allowedDepartures(s)) out.push({ type: "depart", island: d.island, beach: d.beach, dock: d.dock });
      return out;
    case "orient":
      for (let rotation = 0; rotation < 6; rotation++) out.push({ type: "orient", rotation });
      return out;
    case "place":
      if (ph.at) for (let rotation = 0; rotation < 6; rotation++) out.push({ type: "orient", rotation });
      else for (const h of openSpaces(s)) out.push({ type: "place", q: h.q, r: h.r });
      return out;
    case "land": {
      for (const beach of landingBeaches(s)) {
        ph.group.forEach((n, colour) => {
          if (n > 0) out.push({ type: "land", beach, colour });
        });
      }
      return out;
    }
    case "settle": {
      const isl = s.islands[ph.island]!;
      isl.beaches.forEach((_, beach) => {
        if (freeSlots(isl, beach) > 0) out.push({ type: "settle", beach });
      });
      return out;
    }
  }
}

/** A turn's first decision: enter with no boat on the board, else add or crown; a new colonization always. */
function turnMoves(s: TongiakiState): Move[] {
  const c = s.current;
  const out: Move[] = [];
  if (!hasBoatOnBoard(s, c)) {
    // §11.1: two boats on Tonga or one on another island.
    for (const id in s.islands) {
      const isl = s.islands[id]!;
      if (isRoyal(isl)) continue;
      isl.beaches.forEach((_, beach) => {
        if (freeSlots(isl, beach) > 0) out.push({ type: "enter", island: id, beach });
      });
    }
  } else if (hasSailors(s, c)) {
    // (§11.1, Ruling 10: a player whose only boats are kings has neither this nor the entry, only §10)
    for (const id in s.islands) if (canAdd(s, id)) out.push({ type: "add", island: id });
    for (const id in s.islands) if (canCrown(s, id)) out.push({ type: "king", island: id });
  }
  // §10.1, §11.3: a new colonization is always possible while the game goes on.
  out.push({ type: "colonize" });
  return out;
}

/** §4.2: the added boats, one per beach with a free slot; §4.5: first the boat taken when the reserve is empty. */
function additionMoves(s: TongiakiState): Move[] {
  const ph = s.phase;
  if (ph.kind !== "add") return [];
  const c = s.current;
  const out: Move[] = [];
  if (ph.take) {
    // §4.5, Ruling 7: one own boat from any island, the one added to included (from another island before version 3)
    for (const id in s.islands) {
      if (id === ph.island && rulesOf(s) < 3) continue;
      s.islands[id]!.beaches.forEach((boats, beach) => {
        if (boats.includes(c)) out.push({ type: "take", island: id, beach });
      });
    }
    return out;
  }
  const isl = s.islands[ph.island]!;
  isl.beaches.forEach((_, beach) => {
    if (freeSlots(isl, beach) > 0 && !ph.used.includes(beach)) out.push({ type: "addBoat", beach });
  });
  return out;
}

/** §4.1, §4.3, §4.4, §4.5: the active colour can add boats on this island. */
export function canAdd(s: TongiakiState, id: string): boolean {
  const isl = s.islands[id]!;
  if (isRoyal(isl) || countColour(isl, s.current) === 0) return false;
  if (s.reserve[s.current]! > 0) return true;
  // §4.5, Ruling 7: with an empty reserve the boat may come from this very island (version 3), else from another
  if (rulesOf(s) >= 3) return true;
  for (const other in s.islands) if (other !== id && countColour(s.islands[other]!, s.current) > 0) return true;
  return false;
}

/** §9.1, §9.3: only the active colour's boats there, not Tonga, fewer than two royal islands so far. */
export function canCrown(s: TongiakiState, id: string): boolean {
  const isl = s.islands[id]!;
  if (id === "tonga" || isRoyal(isl) || s.royal[s.current]! >= 2) return false;
  let own = 0;
  for (const b of isl.beaches)
    for (const c of b) {
      if (c !== s.current) return false;
      own++;
    }
  return own > 0;
}

/** §4.1, §4.2, §4.4: how many boats an addition on `id` puts in. */
export function additionSize(s: TongiakiState, id: string): number {
  const isl = s.islands[id]!;
  const reserve = s.reserve[s.current]!;
  if (reserve === 0) return 1; // §4.5
  const beaches = isl.beaches.filter((_, b) => freeSlots(isl, b) > 0).length;
  return Math.min(countColour(isl, s.current), beaches, reserve);
}

/**
 * §8.2, §12.2: departures the player may choose now (looping ones only where nothing else is left). §12.6: when
 * the boats stand as at an earlier departure decision of the turn, only those that draw a tile or fail their danger
 * check; §12.7: with none of those, every full beach may be chosen, and the chosen group goes home.
 */
export function allowedDepartures(s: TongiakiState): Departure[] {
  const all = pendingDepartures(s);
  if (s.phase.kind === "depart" && s.phase.repeat) {
    const onward = progressing(all);
    return onward.length > 0 ? onward : all;
  }
  const escapes = new Set(all.filter((d) => !d.looping).map((d) => d.island));
  return all.filter((d) => !d.looping || !escapes.has(d.island));
}

/** §12.6: the departures that draw a tile or fail their danger check (each takes the game a step on). */
export const progressing = (all: Departure[]): Departure[] => all.filter((d) => d.end === "draw" || d.end === "fail");

/** §7.1: first one boat on each beach with a free slot, then any free slot. */
export function landingBeaches(s: TongiakiState): number[] {
  const ph = s.phase;
  if (ph.kind !== "land") return [];
  const isl = s.islands[ph.island]!;
  const open = isl.beaches.map((_, b) => b).filter((b) => freeSlots(isl, b) > 0);
  const first = open.filter((b) => !ph.landed.includes(b));
  return first.length > 0 ? first : open;
}
