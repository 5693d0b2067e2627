import type { GameEvent } from "../../../engine/core/game.js";
import { randomInt, seedRng } from "../../../engine/core/rng.js";
import { wongar, type WongarState } from "../../../games/wongar/rules/index.js";

/** A position of a game, with every event so far as the engine produced it (secrets included). */
export interface Moment {
  state: WongarState;
  log: GameEvent[];
}

/** Every position where a seat must decide in one random Wongar game (moves drawn from `seed`), in order. */
export function wongarMoments(players: number, seed: string): Moment[] {
  const options = wongar.parseOptions({}, players);
  if (!options.ok) throw new Error(options.error.message);
  const rng = seedRng(seed);
  let s = wongar.setup(seed, players, options.value);
  const log: GameEvent[] = [];
  const out: Moment[] = [];
  for (;;) {
    const seat = wongar.activeSeats(s)[0];
    if (seat === undefined) return out;
    out.push({ state: s, log: log.slice() });
    const legal = wongar.legalMoves(s, seat);
    const played = wongar.play(s, seat, legal[randomInt(rng, legal.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    log.push(...played.value.events);
    s = played.value.state;
  }
}
