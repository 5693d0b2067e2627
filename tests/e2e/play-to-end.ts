/** A match played to its end through the API, by a seeded random client choosing among the legal moves. */
import { createMatch, getMatch, postMove, type Match, type SeatLink } from "./api.js";

/** A small seeded generator, so that a failing playout can be told apart from a flaky one by its seed. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

export interface Played {
  id: string;
  seats: SeatLink[];
  moves: number;
}

/** Creates a match of named seats and plays random legal moves through the API until it is over. */
export async function playToEnd(game: string, names: string[], seed: number, options?: unknown): Promise<Played> {
  const created = await createMatch({ game, seats: names.map((name) => ({ name })), options });
  if (created.status !== 201) throw new Error(`create ${game}: ${created.status} ${JSON.stringify(created.body)}`);
  const { id, seats } = created.body;
  const secret = (seat: number) => seats.find((s) => s.seat === seat)?.secret ?? "";
  const pick = lcg(seed);
  let state = await getMatch(id, secret(0));
  let moves = 0;
  while (state.status === "active") {
    if (moves > 4000) throw new Error(`${game} did not end after 4000 moves`);
    const seat = state.activeSeats[0] ?? 0;
    if (state.you !== seat) state = await getMatch(id, secret(seat));
    const legal = state.legalMoves ?? [];
    if (legal.length === 0) throw new Error(`${game}: seat ${seat} on turn without legal moves`);
    const r = await postMove(id, secret(seat), state.seq, legal[pick(legal.length)]);
    if (r.status !== 201) throw new Error(`${game} move ${moves}: ${r.status} ${JSON.stringify(r.body)}`);
    state = r.body;
    moves++;
  }
  return { id, seats, moves };
}

/**
 * Plays random legal moves through the API (every seat in turn) until the seat on turn is offered moves that `want`
 * accepts; answers that seat and its match as it sees it. Throws after `limit` moves.
 */
export async function playUntil(
  id: string,
  seats: SeatLink[],
  want: (legal: unknown[], match: Match) => boolean,
  { seed = 1, limit = 600 } = {},
): Promise<{ seat: number; match: Match }> {
  const secret = (seat: number) => seats.find((s) => s.seat === seat)?.secret ?? "";
  const pick = lcg(seed);
  let state = await getMatch(id, secret(0));
  for (let moves = 0; state.status === "active"; moves++) {
    const seat = state.activeSeats[0] ?? 0;
    if (state.you !== seat) state = await getMatch(id, secret(seat));
    const legal = state.legalMoves ?? [];
    if (want(legal, state)) return { seat, match: state };
    if (moves >= limit) break;
    const r = await postMove(id, secret(seat), state.seq, legal[pick(legal.length)]);
    if (r.status !== 201) throw new Error(`move ${moves}: ${r.status} ${JSON.stringify(r.body)}`);
    state = r.body;
  }
  throw new Error(`match ${id}: no position found after ${limit} moves`);
}
