/**
 * A seat's choices now, in its game's notation (issue #43): what a turn notice lists, what an answer to a refused
 * reply lists again, and the reply address they are played at. Only the seat's own legal moves: what its own view
 * lets it decide, nothing of another seat's hand.
 */
import type { AnyGame } from "../../engine/core/game.js";
import type { Db } from "../../db/client.js";
import type { MatchRow } from "../../db/schema.js";
import { stateAt } from "../../worker/host/states.js";
import { isLocalDevelopment } from "../../worker/origin.js";
import { replyAddress } from "../../worker/notify/reply-token.js";
import type { DeliveryEnv } from "../env.js";

/** A notice lists each choice on a line of its own up to this many; beyond, it links to the page. */
export const MAX_LISTED_CHOICES = 12;

/** The reply domain: REPLY_DOMAIN, or under the local mailbox one that only the local e-mail endpoint reaches. */
export const replyDomain = (env: Pick<DeliveryEnv, "REPLY_DOMAIN" | "MAILBOX">): string | null =>
  env.REPLY_DOMAIN?.trim() || (isLocalDevelopment(env) ? "waka.localhost" : null);

export interface SeatChoices {
  /** Every legal move of the seat now, in the game's notation (empty when it is not on turn). */
  all: string[];
  /** The address a reply plays one of them at, for this position; null when the server has no reply domain or key. */
  replyTo: string | null;
}

/** The seat's choices in `match` as it stands, and its reply address. */
export async function seatChoices(
  db: Db,
  game: AnyGame,
  match: MatchRow,
  seat: number,
  env: Pick<DeliveryEnv, "REPLY_DOMAIN" | "MAILBOX">,
  key: string | null,
): Promise<SeatChoices> {
  if (match.status !== "active" || !match.activeSeats.includes(seat)) return { all: [], replyTo: null };
  const state = match.state !== null ? JSON.parse(match.state) : (await stateAt(db, game, match, match.seq)).state;
  const all = game.legalMoves(state, seat).map((m) => game.notation.format(m));
  const replyTo = await replyAddress(key, replyDomain(env), { matchId: match.id, seat, seq: match.seq });
  return { all, replyTo };
}
