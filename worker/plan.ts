/**
 * The host's work for one move, without I/O: parse, play, outcome, next seats, hash, serialise.
 * A module of its own (no D1 types) so bench/api.ts can time exactly this code path in node.
 */
import type { AnyGame, Outcome, Seat } from "../engine/core/game.js";
import { moveHash } from "./chain.js";
import { DomainError } from "./domain-error.js";

/** What a move does, computed without I/O: the engine's work plus hashing and serialising (also run by bench/api.ts). */
export interface MovePlan {
  next: unknown;
  outcome: Outcome | null;
  after: Seat[];
  newlyActive: Seat[];
  status: "active" | "finished";
  seat: Seat;
  seq: number;
  hash: string;
  stateJson: string;
  moveJson: string;
  eventsJson: string;
}

export async function planMove(
  game: AnyGame,
  state: unknown,
  before: readonly Seat[],
  seat: Seat,
  rawMove: unknown,
  headHash: string,
  seq: number,
  /** Who decided the move, when the match's chain hashes it (worker/host/entries.ts chainedBy); a seat's own: none. */
  by?: string,
): Promise<MovePlan> {
  const parsed = game.parseMove(rawMove);
  if (!parsed.ok) throw new DomainError("illegal", parsed.error.code, parsed.error.message, parsed.error.rule);
  const played = game.play(state, seat, parsed.value);
  if (!played.ok) throw new DomainError("illegal", played.error.code, played.error.message, played.error.rule);
  const next = played.value.state;
  const outcome = game.outcome(next);
  const after = outcome ? [] : game.activeSeats(next);
  return {
    next,
    outcome,
    after,
    newlyActive: after.filter((s) => !before.includes(s)),
    status: outcome ? "finished" : "active",
    seat,
    seq,
    hash: await moveHash(headHash, seq, seat, parsed.value, by),
    stateJson: JSON.stringify(next),
    moveJson: JSON.stringify(parsed.value),
    eventsJson: JSON.stringify(played.value.events),
  };
}
