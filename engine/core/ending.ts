/**
 * What the server decides outside a game's rules, as a match's record holds it (issue #40 item 3), and the outcome a
 * match ends with. One module for the host (worker/host) and the offline verifier (worker/record/verify.ts, behind
 * `npm run replay`): both compute the final standing with these functions, so a record proves the server's.
 */
import type { Outcome, Seat } from "./game.js";

/**
 * A server entry: chained in the match's hash chain between its moves (worker/chain.ts entryHash), never played by
 * the engine. `at` is the server's time (ms since the epoch): the order resigned seats rank in depends on it.
 */
export type ServerEntry =
  /** The seat resigned; `ends`: the match ended with it (two players, or fewer than two or no human seat left in play). */
  | { type: "resigned"; seat: Seat; at: number; ends: boolean }
  /** The seat's deadline passed under the timeout policy "bot": a computer player at `level` plays it from here. */
  | { type: "takeover"; seat: Seat; at: number; level: string }
  /** The seat's deadline passed under the timeout policy "abandon": the match ended, abandoned. */
  | { type: "abandoned"; seat: Seat; at: number };

export interface Resignation {
  seat: Seat;
  at: number;
}

/** The seats that resigned, the latest resignation first (the order they rank in, after the seats in play). */
const latestFirst = (resigned: readonly Resignation[]): Seat[] =>
  [...resigned].sort((a, b) => b.at - a.at || b.seat - a.seat).map((r) => r.seat);

/** A finished match's outcome with the seats that resigned moved after every other, the latest resignation first. */
export function rankResignedLast(o: Outcome, resigned: readonly Resignation[]): Outcome {
  const out = latestFirst(resigned);
  if (out.length === 0) return o;
  const ranking = o.ranking.map((g) => g.filter((s) => !out.includes(s))).filter((g) => g.length > 0);
  return { ...o, ranking: [...ranking, ...out.map((s) => [s])], details: { ...(o.details as object), resigned: out } };
}

/**
 * A match ended by the resignation `last`: the seats still in play share first place (seat order), then the seats
 * that resigned (`resigned` holds them all, `last` included), the latest first. No scores: the game did not end.
 */
export function resignationOutcome(players: number, last: Resignation, resigned: readonly Resignation[]): Outcome {
  const out = new Set(resigned.map((r) => r.seat));
  const inPlay = Array.from({ length: players }, (_, s) => s).filter((s) => !out.has(s));
  return rankResignedLast(
    { scores: [], ranking: inPlay.length ? [inPlay] : [], reason: "resigned", details: { seat: last.seat, at: last.at } },
    resigned,
  );
}

/** A match abandoned when `seat`'s deadline passed (timeout policy "abandon"): no ranking. */
export const abandonedOutcome = (seat: Seat, at: number): Outcome => ({
  scores: [],
  ranking: [],
  reason: "abandoned",
  details: { seat, at },
});

/**
 * A public table closed before every seat was taken (db/lobby.ts): no move was played, nobody ranks. Its log is
 * empty, so a record proves only that nothing was played.
 */
export const unfilledOutcome = (): Outcome => ({ scores: [], ranking: [], reason: "abandoned", details: { unfilled: true } });

/**
 * The outcome a match's log ends with: the ending entry's (a resignation that ended it, an abandonment), else the
 * engine's outcome after the last move with the resigned seats last; null while the match goes on.
 */
export function finalOutcome(players: number, engine: Outcome | null, entries: readonly ServerEntry[]): Outcome | null {
  const resigned: Resignation[] = [];
  for (const e of entries) {
    if (e.type === "abandoned") return abandonedOutcome(e.seat, e.at);
    if (e.type !== "resigned") continue;
    resigned.push({ seat: e.seat, at: e.at });
    if (e.ends) return resignationOutcome(players, e, resigned);
  }
  return engine && rankResignedLast(engine, resigned);
}

/** Whether an entry ends the match (nothing may follow it in the log). */
export const endsMatch = (e: ServerEntry): boolean => e.type === "abandoned" || (e.type === "resigned" && e.ends);
