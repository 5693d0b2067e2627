import { describe, expect, it } from "vitest";
import { randomInt, seedRng, type Rng } from "../../../engine/core/rng.js";
import { openSpaces } from "../../../games/tongiaki/rules/board.js";
import { tongiaki, type TongiakiState } from "../../../games/tongiaki/rules/index.js";
import { BOATS_PER_COLOUR, PILE_ISLANDS, PILE_SEAS } from "../../../games/tongiaki/rules/state.js";
import { ISLANDS, SEAS, tileById } from "../../../games/tongiaki/rules/tiles.js";
import { census, table } from "./table.js";
import { twoIslands } from "./two-islands.js";

/**
 * RULES.md §12.8: every turn ends, within 7 + 3P + 6D decisions, D ≤ S + P + ⌊(B + P) / 2⌋ departures, where P is the
 * pile at the turn's start, B the boats on beaches after its opening move(s) and S the arrangements met at its
 * departure decisions (§12.6, each one new). A random player plays one turn from each of many seeded positions.
 */

/** 2–17 random tiles laid at random around Tonga, some islands royal, beaches filled at random (often all but full). */
function randomTable(rng: Rng, seats: number, freeTiles: boolean): TongiakiState {
  const pile = [...ISLANDS, ...SEAS].map((t) => t.id);
  let s = table({ seats, freeTiles, boats: { tonga: [[], [], [], [], [], []] }, tiles: [] });
  const count = 2 + randomInt(rng, 16);
  for (let i = 0; i < count; i++) {
    const tile = pile.splice(randomInt(rng, pile.length), 1)[0]!;
    const spaces = openSpaces(s);
    const at = spaces[randomInt(rng, spaces.length)]!;
    s = { ...s, board: [...s.board, { tile, q: at.q, r: at.r, rotation: randomInt(rng, 6) }] };
  }
  const left = new Array<number>(seats).fill(BOATS_PER_COLOUR);
  const boats: Record<string, number[][]> = {};
  const kings: Record<string, number> = {};
  const royal = new Array<number>(seats).fill(0);
  for (const p of s.board) {
    const t = tileById(p.tile);
    if (t.kind !== "island") continue;
    const king = randomInt(rng, seats);
    if (p.tile !== "tonga" && randomInt(rng, 6) === 0 && royal[king]! < 2 && left[king]! > 0) {
      kings[p.tile] = king;
      royal[king]!++;
      left[king]!--;
      boats[p.tile] = t.beaches.map(() => []);
      continue;
    }
    boats[p.tile] = t.beaches.map((b) => {
      // most beaches one boat short of full, so that additions and landings set chains off
      const n = randomInt(rng, 3) === 0 ? randomInt(rng, b.slots) : b.slots - 1;
      const out: number[] = [];
      for (let k = 0; k < n; k++) {
        const c = randomInt(rng, seats);
        if (left[c]! > 0) {
          out.push(c);
          left[c]!--;
        }
      }
      return out;
    });
  }
  const tiles = s.board.slice(1);
  const drawn = {
    islands: tiles.filter((p) => tileById(p.tile).kind === "island").length,
    seas: tiles.filter((p) => tileById(p.tile).kind === "sea").length,
  };
  // no beach is full at the start of a turn (it would have sailed)
  return table({ seats, freeTiles, tiles, boats, kings, royal, pile: pile.sort(), drawn, current: randomInt(rng, seats) });
}

interface Measure {
  moves: number;
  departures: number;
  bound: number;
}

/** One turn by a random player; the bound of §12.8 as the turn met it. */
function randomTurn(s: TongiakiState, rng: Rng): Measure {
  const turn = s.turn;
  const pile = s.pile.length;
  let moves = 0,
    departures = 0,
    opening = -1,
    seen = 0;
  while (s.turn === turn && s.phase.kind !== "over") {
    if (moves > 20_000) throw new Error("the turn did not end");
    if (opening < 0 && s.phase.kind !== "turn" && s.phase.kind !== "add" && s.phase.kind !== "enter") {
      opening = Object.values(s.islands).reduce((n, isl) => n + isl.beaches.reduce((m, b) => m + b.length, 0), 0);
    }
    const seat = s.current % s.seats;
    const legal = tongiaki.legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`no legal move: ${JSON.stringify(s.phase)} ${JSON.stringify(s.islands)}`);
    const move = legal[randomInt(rng, legal.length)]!;
    if (move.type === "depart") departures++;
    const r = tongiaki.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.value.events) if (e.type === "forced" && (e.move as { type: string }).type === "depart") departures++;
    moves += 1 + r.value.events.filter((e) => e.type === "forced").length;
    seen = Math.max(seen, s.seen?.length ?? 0);
    s = r.value.state;
  }
  const b = Math.max(opening, 0);
  const maxDepartures = seen + pile + Math.floor((b + pile) / 2);
  expect(census(s)).toEqual(new Array(s.colours).fill(BOATS_PER_COLOUR));
  return { moves, departures, bound: 7 + 3 * pile + 6 * maxDepartures };
}

describe("§12.8 every turn ends (Ruling 14)", () => {
  it.each([2, 3, 4, 5, 6])("%i players: a random player's turn from 400 seeded random tables ends within the bound", (seats) => {
    let worst = 0;
    for (let i = 0; i < 400; i++) {
      const rng = seedRng(`turns-end-${seats}-${i}`);
      const m = randomTurn(randomTable(rng, seats, i % 4 === 0), rng);
      expect(m.moves, `table ${i}`).toBeLessThanOrEqual(m.bound);
      worst = Math.max(worst, m.moves);
    }
    expect(worst).toBeGreaterThan(0);
  });

  it("from positions of seeded random games, every turn ends within the bound", () => {
    for (let g = 0; g < 40; g++) {
      const rng = seedRng(`turns-game-${g}`);
      let s = tongiaki.setup(`turns-game-${g}`, 2 + (g % 5), { twoColours: false, freeTiles: g % 3 === 0 });
      while (s.phase.kind !== "over") {
        if (s.phase.kind !== "turn") {
          const legal = tongiaki.legalMoves(s, s.current % s.seats);
          s = (tongiaki.play(s, s.current % s.seats, legal[randomInt(rng, legal.length)]!) as { ok: true; value: { state: TongiakiState } })
            .value.state;
          continue;
        }
        const before = s;
        const m = randomTurn(s, rng);
        expect(m.moves).toBeLessThanOrEqual(m.bound);
        // play the same turn on for real (randomTurn works on its own copy)
        s = before;
        const legal = tongiaki.legalMoves(s, s.current % s.seats);
        s = (tongiaki.play(s, s.current % s.seats, legal[randomInt(rng, legal.length)]!) as { ok: true; value: { state: TongiakiState } })
          .value.state;
      }
    }
  });

  it("the built two-island position: 300 random players all end the turn within the bound", () => {
    for (const closed of [false, true]) {
      for (let i = 0; i < 150; i++) {
        const rng = seedRng(`two-islands-${closed}-${i}`);
        const m = randomTurn(twoIslands(closed), rng);
        expect(m.moves).toBeLessThanOrEqual(m.bound);
      }
    }
  });

  it("the figures used: a pile of 31, beaches of at most 5 slots, at most 7 opening decisions", () => {
    expect(PILE_ISLANDS + PILE_SEAS).toBe(31);
    expect(Math.max(...ISLANDS.flatMap((t) => t.beaches.map((b) => b.slots)))).toBe(5);
    expect(Math.max(...ISLANDS.map((t) => t.beaches.length))).toBeLessThanOrEqual(6);
  });
});
