/**
 * The board's "changed since your last turn" marks (issue #30): when others have moved since the seat's own last move,
 * the position the seat saw then (GET /api/matches/{id}/views, one seq) is compared with the current one by the game's
 * `changedSince`, and the board marks the elements that differ. They go once the seat moves again, or when it clears them.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { api, type Log } from "../api.js";
import type { GameUi } from "../../../boardkit/types.js";
import { yourSeat, type MatchData } from "../state/match.js";

/**
 * The seq of the position the seat last saw after its own move (0, the setup, if it has not moved yet), when someone
 * else has moved since; null when the last move is the seat's own or there is none.
 */
export function markFrom(log: Log, seat: number): number | null {
  const last = log.entries[log.entries.length - 1];
  if (!last || last.seat === seat) return null;
  let from = 0;
  for (const e of log.entries) if (e.seat === seat) from = e.seq;
  return from;
}

export interface ChangeMarks {
  /** The board keys to mark, or undefined (no seat, nothing since, the earlier position not loaded, cleared). */
  marked: ReadonlySet<string> | undefined;
  /** Takes the marks away until others move again after the seat's next move. */
  clear(): void;
}

export function useChangeMarks(d: MatchData, ui: GameUi | undefined): ChangeMarks {
  const m = d.match;
  const seat = yourSeat(d);
  const from = d.log && seat !== null && m?.status === "active" && ui?.changedSince ? markFrom(d.log, seat) : null;
  const [before, setBefore] = useState<{ from: number; view: unknown } | null>(null);
  const [cleared, setCleared] = useState<number | null>(null);
  useEffect(() => {
    if (from === null || d.offline || !d.secret || before?.from === from) return;
    let current = true;
    // the marks are an aid beside the summary, which tells the same story in words: a failed load only leaves them out
    api.views(d.id, from, from, d.secret).then(
      (r) => current && r.views[0] && setBefore({ from, view: r.views[0].view }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [from, d.offline]);
  const view = m?.view;
  const marked = useMemo(
    () => (from !== null && from !== cleared && before?.from === from && ui?.changedSince ? ui.changedSince(before.view, view) : undefined),
    [from, cleared, before, view, ui],
  );
  return { marked, clear: () => setCleared(from) };
}
