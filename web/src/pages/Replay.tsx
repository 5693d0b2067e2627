import { useEffect, useState } from "preact/hooks";
import type { GameUi } from "../../../boardkit/types.js";
import { ErrorBox, Loading } from "../components/common.js";
import { useI18n } from "../i18n/core.js";
import { useStore } from "../lib/store.js";
import { loadLog } from "../state/match-actions.js";
import type { MatchStore } from "../state/match.js";
import { useReplaySource, useReplayView } from "../replay/use-replay.js";
import { ReplayBar } from "../replay/ReplayBar.js";
import { ReplayMoves } from "../replay/ReplayMoves.js";

/**
 * Step through the match: the board after any move, with the move list in words. A finished match is replayed in
 * the page from its public record; a running one comes from the server a block of positions at a time (replay/).
 */
export function Replay({ store, ui }: { store: MatchStore; ui: GameUi }) {
  const { t } = useI18n();
  const d = useStore(store);
  const m = d.match!;
  const log = d.log;
  const last = log?.seq ?? m.seq;
  const [pos, setPos] = useState<number | null>(null);
  const at = pos ?? last;
  const source = useReplaySource(m, d.secret, ui);
  const { shown, err, retry } = useReplayView(source, at);

  useEffect(() => {
    if (!log) void loadLog(store);
  }, []);

  const go = (n: number) => setPos(Math.max(0, Math.min(last, n)));
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    if (e.key === "ArrowLeft") go(at - 1);
    else if (e.key === "ArrowRight") go(at + 1);
    else return;
    e.preventDefault();
  };

  if (!log) return <Loading />;
  return (
    <div class="match-grid replay" onKeyDown={onKey}>
      <div class="board-col">
        <ReplayBar at={at} last={last} go={go} />
        {err && <ErrorBox error={err} onRetry={retry} />}
        {shown ? (
          <div class={shown.seq === at ? "replay-board" : "replay-board stale"} data-source={source?.local ? "local" : "server"}>
            <ui.Board view={shown.view} players={m.players} legal={[]} you={null} busy={true} onMove={() => {}} />
          </div>
        ) : (
          <Loading />
        )}
      </div>
      <aside class="side-col">
        {shown && <ui.Info view={shown.view} players={m.players} you={m.you?.seat ?? null} />}
        <section class="panel" aria-labelledby="log-h">
          <h2 id="log-h">{t("replay.moves")}</h2>
          <ReplayMoves m={m} entries={log.entries} ui={ui} at={at} go={go} />
          {m.status === "finished" && <p class="muted small">{t("replay.fullGame")}</p>}
        </section>
      </aside>
    </div>
  );
}
