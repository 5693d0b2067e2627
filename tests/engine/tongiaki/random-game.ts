import { createHash } from "node:crypto";
import { randomInt, seedRng } from "../../../engine/core/rng.js";
import { tongiaki, type TongiakiMove, type TongiakiOptions, type TongiakiState } from "../../../games/tongiaki/rules/index.js";

/** A short fingerprint of any JSON value. */
export const fingerprint = (x: unknown): string => createHash("sha256").update(JSON.stringify(x)).digest("hex").slice(0, 16);

/**
 * A whole game under one rules version, every move picked at random among the legal ones with a generator seeded by
 * `pick-<seed>`: the same seed gives the same game as long as the rules offer the same moves in the same order.
 */
export function randomGame(
  seed: string,
  players: number,
  options: TongiakiOptions,
  rulesVersion: number,
): { moves: { seat: number; move: TongiakiMove }[]; state: TongiakiState } {
  let s = tongiaki.setup(seed, players, options, rulesVersion);
  const pick = seedRng(`pick-${seed}`);
  const moves: { seat: number; move: TongiakiMove }[] = [];
  while (tongiaki.activeSeats(s).length > 0) {
    const seat = tongiaki.activeSeats(s)[0]!;
    const legal = tongiaki.legalMoves(s, seat);
    const move = legal[randomInt(pick, legal.length)]!;
    const r = tongiaki.play(s, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.message}`);
    moves.push({ seat, move });
    s = r.value.state;
  }
  return { moves, state: s };
}
