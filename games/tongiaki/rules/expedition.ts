import type { GameEvent } from "../../../engine/core/game.js";
import { directionToEdge, edgeToDirection, neighbour, opposite, type Hex } from "../../../engine/core/hex.js";
import { randomInt } from "../../../engine/core/rng.js";
import {
  distinctColours,
  exitsOf,
  freeSlots,
  groupOf,
  groupSize,
  hasBoatOnBoard,
  isEnclosed,
  isRoyal,
  pendingDepartures,
  placedTile,
  tileAt,
} from "./board.js";
import { arrangement, PILE_ISLANDS, PILE_SEAS, rulesOf, setBeach, type Group, type TongiakiState } from "./state.js";
import { tileById } from "./tiles.js";

/**
 * What happens between decisions: drawing, sailing, turning back, the chain reaction, the end of a turn.
 * Every function here works on a state the caller already owns (a fresh copy) and appends public events.
 */

type Events = GameEvent[];

/** Draws a tile at random from the pile (§2.1, Ruling 1) and counts it for the end (§13.1). */
export function drawTile(s: TongiakiState, ev: Events): { tile: string; last: boolean } {
  const i = randomInt(s.rng, s.pile.length);
  const tile = s.pile[i]!;
  s.pile = [...s.pile.slice(0, i), ...s.pile.slice(i + 1)];
  const kind = tileById(tile).kind;
  if (kind === "island") s.drawn.islands++;
  else s.drawn.seas++;
  const last = s.drawn.islands === PILE_ISLANDS || s.drawn.seas === PILE_SEAS;
  ev.push({ type: "draw", tile, kind });
  return { tile, last };
}

/** Puts a tile on the table; an island gets empty beaches. */
export function putTile(s: TongiakiState, tile: string, at: Hex, rotation: number, ev: Events): void {
  s.board = [...s.board, { tile, q: at.q, r: at.r, rotation }];
  const data = tileById(tile);
  if (data.kind === "island") s.islands[tile] = { tile, king: -1, beaches: data.beaches.map(() => []) };
  ev.push({ type: "place", tile, q: at.q, r: at.r, rotation });
}

/** Boats go back to their owners' reserves (§6.4, §7.2, §12.3). */
export function returnGroup(s: TongiakiState, g: Group): void {
  for (let c = 0; c < g.length; c++) s.reserve[c]! += g[c]!;
}

/** §5: the chosen full beach empties into a group that leaves by the chosen dock. */
export function depart(s: TongiakiState, island: string, beach: number, dock: number, ev: Events): void {
  const group = groupOf(s.islands[island]!, beach, s.colours);
  setBeach(s, island, beach, []);
  ev.push({ type: "depart", island, beach, dock, group });
  const placed = placedTile(s, island)!;
  sail(s, group, island, placed, edgeToDirection(dock, placed.rotation), true, ev);
}

/**
 * §12.7: at a repeated arrangement with no departure that draws or fails, the chosen full beach does not sail: its
 * boats go back to their owners, and the chain goes on.
 */
export function sendHome(s: TongiakiState, island: string, beach: number, ev: Events): void {
  const group = groupOf(s.islands[island]!, beach, s.colours);
  setBeach(s, island, beach, []);
  returnGroup(s, group);
  ev.push({ type: "sentHome", island, beach, group });
  continueChain(s, ev);
}

/**
 * §6: the group sails from `pos` out through board direction `dir` until it lands, fails, or needs a decision
 * (a tile to turn with §15.2). `fresh` is true while the next tile drawn is the expedition's first.
 */
export function sail(s: TongiakiState, group: Group, from: string, pos: Hex, dir: number, fresh: boolean, ev: Events): void {
  const colours = distinctColours(group);
  for (let steps = 0; steps <= 6 * s.board.length + 6; steps++) {
    const next = neighbour(pos, dir);
    let placed = tileAt(s, next);
    let last = false;
    const drawing = !placed;
    if (!placed) {
      // §5.3, §6.5: an empty space draws the top tile.
      const drawn = drawTile(s, ev);
      last = drawn.last;
      if (s.options.freeTiles && !fresh) {
        // §15.2: later tiles of an expedition are turned by the player.
        s.phase = { kind: "orient", tile: drawn.tile, q: next.q, r: next.r, entry: opposite(dir), group, from, last };
        return;
      }
      // §6.1: red-marker edge (0) against the edge the group leaves by.
      putTile(s, drawn.tile, next, opposite(dir), ev);
      placed = tileAt(s, next)!;
    }
    // §15.2 (Ruling 13): from version 2 only a drawn tile uses up the forced first tile, not placed tiles crossed
    if (drawing || rulesOf(s) < 2) fresh = false;
    if (arrive(s, group, from, next, dir, colours, last, ev)) return;
    const path = exitsOf(placed.tile)[directionToEdge(opposite(dir), placed.rotation)]!;
    pos = next;
    dir = edgeToDirection(path.to, placed.rotation);
  }
  throw new Error("voyage did not end: the board breaks the one-to-one pairing of sea paths");
}

/** Continues a voyage once the player has turned the drawn tile (§15.2). */
export function orientAndSail(s: TongiakiState, rotation: number, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "orient") throw new Error("no tile to orient");
  const at = { q: ph.q, r: ph.r };
  putTile(s, ph.tile, at, rotation, ev);
  const dir = opposite(ph.entry);
  const colours = distinctColours(ph.group);
  if (arrive(s, ph.group, ph.from, at, dir, colours, ph.last, ev)) return;
  const placed = tileAt(s, at)!;
  const path = exitsOf(placed.tile)[directionToEdge(ph.entry, placed.rotation)]!;
  sail(s, ph.group, ph.from, at, edgeToDirection(path.to, placed.rotation), false, ev);
}

/**
 * The group has entered the tile at `at` moving in direction `dir`. Returns true when the voyage is over
 * (landing begun, group failed or lost); false when it passed a sea path and sails on.
 */
function arrive(s: TongiakiState, group: Group, from: string, at: Hex, dir: number, colours: number, last: boolean, ev: Events): boolean {
  const placed = tileAt(s, at)!;
  const isl = s.islands[placed.tile];
  if (isl) {
    if (isRoyal(isl)) {
      // §9.5: turned back to the island it departed from, landing there.
      ev.push({ type: "turnedBack", royal: placed.tile, to: from });
      beginLanding(s, from, group, last, ev);
    } else {
      ev.push({ type: "arrive", island: placed.tile });
      beginLanding(s, placed.tile, group, last, ev);
    }
    return true;
  }
  if (last) {
    // §13.2: the last sea tile ends the game; the group on it is lost (§16.5: back to the reserves).
    returnGroup(s, group);
    ev.push({ type: "lost", q: at.q, r: at.r, group });
    endGame(s, ev);
    return true;
  }
  const path = exitsOf(placed.tile)[directionToEdge(opposite(dir), placed.rotation)]!;
  if (colours < path.danger) {
    // §6.3, §6.4: too few colours for this path.
    returnGroup(s, group);
    ev.push({ type: "wrecked", q: at.q, r: at.r, danger: path.danger, colours, group });
    continueChain(s, ev);
    return true;
  }
  ev.push({ type: "cross", q: at.q, r: at.r, danger: path.danger, colours });
  return false;
}

/** §7: the group reaches `island`; the player lands it boat by boat. */
export function beginLanding(s: TongiakiState, island: string, group: Group, last: boolean, ev: Events): void {
  s.phase = { kind: "land", island, group, landed: [], last };
  finishLandingIfDone(s, ev);
}

/** Ends a landing once the group is placed or no slot is left: the rest go home (§7.2). */
export function finishLandingIfDone(s: TongiakiState, ev: Events): void {
  const ph = s.phase;
  if (ph.kind !== "land") return;
  const isl = s.islands[ph.island]!;
  const room = isl.beaches.some((_, b) => freeSlots(isl, b) > 0);
  if (groupSize(ph.group) > 0 && room) return;
  if (groupSize(ph.group) > 0) {
    returnGroup(s, ph.group);
    ev.push({ type: "noRoom", island: ph.island, group: ph.group });
  }
  if (ph.last) {
    endGame(s, ev);
    return;
  }
  continueChain(s, ev);
}

/**
 * §8, §12: after an addition or a landing, either full beaches wait for the player to choose a departure,
 * an endless island is removed, or the turn ends.
 */
export function continueChain(s: TongiakiState, ev: Events): void {
  for (;;) {
    const pending = pendingDepartures(s);
    if (pending.length === 0) {
      endTurn(s, ev);
      return;
    }
    const endless = endlessIsland(s, pending);
    if (endless === null) {
      s.phase = { kind: "depart" };
      if (rulesOf(s) >= 2) recordDecision(s);
      return;
    }
    removeIsland(s, endless, ev);
    if (needsRecovery(s)) {
      // §12.4: draw and place freely until an island appears.
      const drawn = drawTile(s, ev);
      s.phase = { kind: "place", tile: drawn.tile, purpose: "recover", last: drawn.last, at: null };
      return;
    }
  }
}

/**
 * §12.6 (Ruling 14): remember where the boats stand at this departure decision; standing as at an earlier one of
 * the same turn makes it a repeat, where only a departure that draws or fails may sail (legal.ts).
 */
function recordDecision(s: TongiakiState): void {
  const key = arrangement(s);
  const seen = s.seen ?? [];
  if (seen.includes(key)) s.phase = { kind: "depart", repeat: true };
  else s.seen = [...seen, key];
}

/** §12.3: an island whose pending departures all loop and whose every dock leads back to it. */
function endlessIsland(s: TongiakiState, pending: ReturnType<typeof pendingDepartures>): string | null {
  const islands = [...new Set(pending.map((d) => d.island))];
  for (const id of islands) {
    const mine = pending.filter((d) => d.island === id);
    if (mine.every((d) => d.looping) && isEnclosed(s, id)) return id;
  }
  return null;
}

function removeIsland(s: TongiakiState, id: string, ev: Events): void {
  const isl = s.islands[id]!;
  const group = new Array<number>(s.colours).fill(0);
  for (const b of isl.beaches) for (const c of b) group[c]!++;
  returnGroup(s, group);
  delete s.islands[id];
  s.board = s.board.filter((p) => p.tile !== id);
  s.removed = [...s.removed, id];
  ev.push({ type: "islandRemoved", island: id, group });
}

/** §12.4: no island left, or the active player has no boat on the board (from version 2 a king is one, §11.1). */
function needsRecovery(s: TongiakiState): boolean {
  return Object.keys(s.islands).length === 0 || !hasBoatOnBoard(s, s.current);
}

/** §3.3: the next colour in turn order plays. */
export function endTurn(s: TongiakiState, ev: Events): void {
  s.current = (s.current + 1) % s.colours;
  s.turn++;
  s.phase = { kind: "turn" };
  if (s.seen !== undefined) s.seen = []; // §12.6 compares decisions within one turn only
  ev.push({ type: "turn", colour: s.current, seat: s.current % s.seats, turn: s.turn });
}

/** §13: the game is over; nothing more happens. */
export function endGame(s: TongiakiState, ev: Events): void {
  s.phase = { kind: "over" };
  ev.push({ type: "end", reason: s.drawn.seas === PILE_SEAS ? "last sea tile" : "last island tile" });
}
