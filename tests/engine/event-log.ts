import type { AnyGame } from "../../engine/core/game.js";
import { randomInt, seedRng } from "../../engine/core/rng.js";
import { seededStart } from "./seeded-start.js";

/**
 * A seeded game written out move by move: who moved, the move in the game's notation, and the events it brought,
 * as the host logs them, a spectator sees them (`viewEvent`) and the outcome once it ends. The events are what the
 * log, the messages and the live page tell: a game's `events.test.ts` holds them to a committed record, so that a
 * change to any event (its type, a field, a hidden card shown) is seen and made on purpose (`npx vitest -u`).
 */
export function eventLog(game: AnyGame, seed: string, players: number, rawOptions: unknown, maxMoves = 2_000): string {
  let state = seededStart(game, seed, players, rawOptions);
  const pick = seedRng(`events-${seed}`);
  const lines: string[] = [];
  for (let n = 0; n < maxMoves && game.activeSeats(state).length > 0; n++) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const r = game.play(state, seat, move);
    if (!r.ok) throw new Error(`${game.id}: ${JSON.stringify(move)} refused: ${r.error.message}`);
    state = r.value.state;
    lines.push(`${seat} ${game.notation.format(move)}`);
    for (const e of r.value.events) {
      const seen = game.viewEvent(e, { spectator: true });
      lines.push(`  ${JSON.stringify(e)}${JSON.stringify(seen) === JSON.stringify(e) ? "" : `\n    spectator: ${JSON.stringify(seen)}`}`);
    }
  }
  lines.push(`outcome ${JSON.stringify(game.outcome(state))}`);
  return `${lines.join("\n")}\n`;
}
