import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError } from "../api.js";
import type { GameUi } from "../../../boardkit/types.js";
import { ErrorBox, Loading } from "../components/common.js";
import { playerName } from "../../../boardkit/names.js";
import { MoveBy } from "../components/MoveBy.js";
import { useI18n } from "../i18n/core.js";
import { useGameT } from "../../../boardkit/i18n.js";
import { useStore } from "../lib/store.js";
import { localSource, serverSource } from "../replay/source.js";
import type { ReplaySource } from "../replay/types.js";
import { loadLog } from "../state/match-actions.js";
import type { MatchStore } from "../state/match.js";

/**
 * Step through the match: the board after any move, with the move list in words. A finished match is replayed in
 * the page from its public record; a running one comes from the server a block of positions at a time (replay/).
 */
export function Replay({ store, ui }: { store: MatchStore; ui: GameUi }) {
  const { t, lang } = useI18n();
  const gt = useGameT(ui.texts);
  const d = useStore(store);
  const m = d.match!;
  const log = d.log;
  const last = log?.seq ?? m.seq;
  const [pos, setPos] = useState<number | null>(null);
  const at = pos ?? last;
  const over = m.status === "finished" || m.status === "abandoned";
  const [source, setSource] = useState<ReplaySource | null>(null);
  const [shown, setShown] = useState<{ seq: number; view: unknown } | null>(null);
  const [err, setErr] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!log) void loadLog(store);
  }, []);

  useEffect(() => {
    const server = serverSource(m.id, d.secret ?? undefined);
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

  useEffect(() => {
    // scroll the list only, never the page: stepping through moves must not move the board
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list && item) list.scrollTop = item.offsetTop - list.clientHeight / 2 + item.offsetHeight / 2;
  }, [at, log]);

  const lines = useMemo(() => (log ? ui.logLines(log.entries, m.players, gt) : []), [log, ui, lang]);
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
        <div class="replay-bar" role="group" aria-label={t("replay.controls")}>
          <button type="button" class="secondary" aria-label={t("replay.first")} disabled={at <= 0} onClick={() => go(0)}>
            <Icon d="M5 4h2v16H5zM19 4v16L8 12z" />
          </button>
          <button type="button" class="secondary" aria-label={t("replay.prev")} disabled={at <= 0} onClick={() => go(at - 1)}>
            <Icon d="M17 4v16L6 12z" />
          </button>
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            aria-label={t("replay.position")}
            aria-valuetext={t("replay.moveOf", { n: at, total: last })}
            onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
          />
          <button type="button" class="secondary" aria-label={t("replay.next")} disabled={at >= last} onClick={() => go(at + 1)}>
            <Icon d="M7 4v16l11-8z" />
          </button>
          <button type="button" class="secondary" aria-label={t("replay.last")} disabled={at >= last} onClick={() => go(last)}>
            <Icon d="M17 4h2v16h-2zM5 4v16l11-8z" />
          </button>
          <span class="replay-pos" aria-live="polite">
            {t("replay.moveOf", { n: at, total: last })}
          </span>
        </div>
        {err && <ErrorBox error={err} onRetry={() => setAttempt((n) => n + 1)} />}
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
          {log.entries.length === 0 ? (
            <p class="muted">{t("match.noMoves")}</p>
          ) : (
            <ol class="plain log full" ref={listRef}>
              <li>
                <button type="button" class="entry" aria-current={at === 0 ? "step" : undefined} onClick={() => go(0)}>
                  <span class="seq">0</span> <span>{t("replay.start")}</span>
                </button>
              </li>
              {log.entries.map((e, i) => (
                <li class={e.by ? `by-${e.by}` : undefined}>
                  <button type="button" class="entry" aria-current={at === e.seq ? "step" : undefined} onClick={() => go(e.seq)}>
                    <span class="seq">{e.seq}</span>{" "}
                    <span>
                      <strong>{playerName(m.players, e.seat, t)}</strong>
                      {(lines[i] ?? []).length > 0 ? (
                        (lines[i] ?? []).map((l) => <span class="line">{l}</span>)
                      ) : (
                        <span class="line">{ui.moveText(e.move, m.view, gt)}</span>
                      )}
                      <MoveBy by={e.by} />
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {m.status === "finished" && <p class="muted small">{t("replay.fullGame")}</p>}
        </section>
      </aside>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="icon">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
