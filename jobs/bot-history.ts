/**
 * The public events of a match's log up to a seq, for a strong bot whose game recalls them (jobs/bots.ts). The log
 * is append-only, so the isolate keeps the events it has read per match and a later decision reads only the moves
 * played since: a bot's run of decisions reads each log row once instead of the whole log per decision.
 */
import type { GameEvent } from "../engine/core/game.js";
import type { Db } from "../db/client.js";
import { loadMovesBetween } from "../db/moves.js";

const KEEP = 32;
const known = new Map<string, { seq: number; events: GameEvent[] }>();

/** The events of moves 1..seq of the match, unfiltered (the caller filters them for its seat). */
export async function publicEvents(db: Db, matchId: string, seq: number): Promise<GameEvent[]> {
  const hit = known.get(matchId);
  const base = hit && hit.seq <= seq ? hit : { seq: 0, events: [] as GameEvent[] };
  const rows = seq > base.seq ? await loadMovesBetween(db, matchId, base.seq + 1, seq) : [];
  const events = rows.length === 0 ? base.events : [...base.events, ...rows.flatMap((r) => JSON.parse(r.events) as GameEvent[])];
  known.delete(matchId);
  known.set(matchId, { seq, events });
  if (known.size > KEEP) known.delete(known.keys().next().value!);
  return events;
}
