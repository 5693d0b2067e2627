import { useEffect, useState } from "preact/hooks";
import { ApiError, type MatchState } from "../api.js";
import type { GameUi } from "../../../boardkit/types.js";
import { localSource, serverSource } from "./source.js";
import type { ReplaySource } from "./types.js";

/**
 * Where the replay's positions come from: a finished match is replayed in the page from its public record (the
 * server when that fails), a running one comes from the server.
 */
export function useReplaySource(m: MatchState, secret: string | null, ui: GameUi): ReplaySource | null {
  const over = m.status === "finished" || m.status === "abandoned";
  const [source, setSource] = useState<ReplaySource | null>(null);
  useEffect(() => {
    const server = serverSource(m.id, secret ?? undefined);
    if (!over) return setSource(server);
    // the same eyes as the server's answers: the seat this page holds, else a spectator's
    const viewer = m.you ? { seat: m.you.seat } : { spectator: true as const };
    let live = true;
    localSource(m.id, ui.engine, viewer).then(
      (local) => live && setSource(local ?? server),
      () => live && setSource(server),
    );
    return () => {
      live = false;
    };
  }, [m.id, over]);
  return source;
}

/**
 * The board shown at position `at`: the last one read (marked stale by its `seq` while the next is on its way), the
 * error the source met, and a way to ask again.
 */
export function useReplayView(source: ReplaySource | null, at: number) {
  const [shown, setShown] = useState<{ seq: number; view: unknown } | null>(null);
  const [err, setErr] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!source) return;
    let live = true;
    setErr(null);
    source.view(at).then(
      (view) => live && setShown({ seq: at, view }),
      (e: unknown) => live && setErr(e instanceof ApiError ? e : new ApiError(0, "replay", String(e))),
    );
    return () => {
      live = false;
    };
  }, [at, source, attempt]);
  return { shown, err, retry: () => setAttempt((n) => n + 1) };
}
