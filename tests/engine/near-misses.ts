import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { seededStart } from "./seeded-start.js";

type Move = { type: string } & Record<string, unknown>;

/**
 * The moves one change away from a legal one: each field of each legal move given another value that some legal
 * move of the position has, or its number one step either side. These near misses are what a player gets wrong
 * (the next beach, another island, a die that is not there), and so is the same choice as another kind of move
 * (`known`: an example of each move type met so far), so each is a refusal to check.
 */
export function nearMisses(legal: Move[], known: ReadonlyMap<string, Move> = new Map()): Move[] {
  const values = new Map<string, Set<unknown>>();
  for (const m of legal)
    for (const [k, v] of Object.entries(m)) {
      if (k === "type") continue;
      if (!values.has(k)) values.set(k, new Set());
      values.get(k)!.add(v);
      if (typeof v === "number") for (const d of [-1, 1]) values.get(k)!.add(v + d);
    }
  const out = new Map<string, Move>();
  for (const m of legal)
    for (const k of Object.keys(m)) {
      if (k === "type") continue;
      for (const v of values.get(k) ?? []) {
        const c = { ...m, [k]: v };
        out.set(JSON.stringify(c), c);
      }
    }
  // the same choice made as another kind of move (`settle 2` where `boat 2` is asked): each type met so far in the
  // game, its fields taken from the legal move where it has them
  for (const m of legal)
    for (const [type, example] of known) {
      if (type === m.type) continue;
      const c: Move = { type };
      for (const k of Object.keys(example)) if (k !== "type") c[k] = k in m ? m[k] : example[k];
      out.set(JSON.stringify(c), c);
    }
  for (const m of legal) out.delete(JSON.stringify(m));
  return [...out.values()];
}

/**
 * A seeded game with random legal moves in which, at every position, `play` accepts each legal move and refuses each
 * near miss (`nearMisses`) that is not legal, naming a rule; `legalMoves` lists each move once. Returns the refusal
 * codes met, so that a game's test can require the ones its rules have.
 */
export function checkRefusals(game: AnyGame, seed: string, players: number, rawOptions: unknown, maxMoves = 400): Set<string> {
  let state = seededStart(game, seed, players, rawOptions);
  const pick = seedRng(`refusals-${seed}`);
  const codes = new Set<string>();
  const known = new Map<string, Move>();
  for (let n = 0; n < maxMoves && game.activeSeats(state).length > 0; n++) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalMoves(state, seat) as Move[];
    const keys = new Set(legal.map((m) => JSON.stringify(m)));
    if (keys.size !== legal.length) throw new Error(`${game.id}, move ${n}: a legal move is listed twice`);
    for (const m of legal) {
      const r = game.play(state, seat, m);
      if (!r.ok) throw new Error(`${game.id}, move ${n}: legal ${JSON.stringify(m)} refused: ${r.error.code}`);
    }
    for (const m of legal) if (!known.has(m.type)) known.set(m.type, m);
    for (const m of nearMisses(legal, known)) {
      const shaped = game.parseMove(m);
      if (!shaped.ok) continue; // not a move of this game at all: parseMove's question, tested with the moves
      const r = game.play(state, seat, shaped.value);
      if (r.ok)
        throw new Error(`${game.id}, move ${n} (${JSON.stringify(state.phase ?? null)}): ${JSON.stringify(m)} is not legal but was played`);
      if (!/^§\d/.test(r.error.rule ?? "")) throw new Error(`${game.id}: refusal ${r.error.code} names no rule`);
      codes.add(r.error.code);
    }
    const r = game.play(state, seat, legal[randomInt(pick, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return codes;
}
