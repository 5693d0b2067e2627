/**
 * Playing the moves of a reply (issue #43) through the same host path as POST /api/matches/{id}/moves
 * (host.postMove: the seat's credential, the seq guard, the rules, one batch per move, the outbox and live updates),
 * as the seat whose stored secret hash it presents. Pure decisions first: which lines are moves, whether the reply
 * answers the position as it stands.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { ReplyRefusal } from "../../protocol/delivery.js";
import type { MatchRow, SeatRow } from "../../db/schema.js";
import { DomainError } from "../../worker/domain-error.js";
import type { Host } from "../../worker/host/host.js";
import * as host from "../../worker/host/index.js";

/** The lines of a reply that are moves in the game's notation, in order; the others (a greeting, thanks) are skipped. */
export function movesOf(game: AnyGame, lines: readonly string[]): { line: string; move: { type: string } }[] {
  const out: { line: string; move: { type: string } }[] = [];
  for (const line of lines) {
    const move = game.notation.parse(line);
    if (move !== null) out.push({ line: game.notation.format(move), move });
  }
  return out;
}

/** Why a reply to the position at `seq` cannot play at all now, or null. */
export function cannotPlay(match: MatchRow, seat: number, seq: number): ReplyRefusal | null {
  if (match.status !== "active") return "over";
  if (seq !== match.seq) return "stale";
  if (!match.activeSeats.includes(seat)) return "not_your_turn";
  return null;
}

export interface PlayedReply {
  played: string[];
  refused: ReplyRefusal | null;
  line?: string;
  /** After the last move played: whether the match goes on, and whether the seat is on turn again. */
  active: boolean;
  onTurn: boolean;
}

/** Plays the moves one after the other from `seq`, stopping at the first that cannot be played. */
export async function playMoves(
  h: Host,
  match: MatchRow,
  seat: SeatRow,
  moves: readonly { line: string; move: { type: string } }[],
): Promise<PlayedReply> {
  const credential = { kind: "secret" as const, hash: seat.tokenHash ?? "" };
  const played: string[] = [];
  let seq = match.seq;
  let active = true;
  let onTurn = true;
  for (const { line, move } of moves) {
    if (!active || !onTurn) return { played, refused: active ? "not_your_turn" : "over", line, active, onTurn };
    try {
      const out = await host.postMove(h, match.id, credential, { seq, move });
      played.push(line);
      seq = out.seq;
      active = out.status === "active";
      onTurn = active && out.activeSeats.includes(seat.seat);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const refused: ReplyRefusal =
        e.code === "stale_seq" ? "stale" : e.code === "not_your_turn" ? "not_your_turn" : e.code === "match_over" ? "over" : "illegal";
      return { played, refused, line, active, onTurn };
    }
  }
  return { played, refused: null, active, onTurn };
}
