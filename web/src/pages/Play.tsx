import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import type { MatchState } from "../api.js";
import type { GameT, GameUi } from "../../../boardkit/types.js";
import { CopyField, ErrorBox } from "../components/common.js";
import { LocaleOffer } from "../components/LocaleOffer.js";
import { useI18n } from "../i18n/core.js";
import { useGameT } from "../../../boardkit/i18n.js";
import { dismissError, refresh } from "../state/match-actions.js";
import { offered, pick, resend, shownView } from "../state/staging.js";
import { yourSeat, type MatchData, type MatchStore } from "../state/match.js";
import { ChatPanel } from "../live/Chat.js";
import type { LiveStore } from "../live/live.js";
import { PlayAgain, Resign } from "../components/MatchEnds.js";
import { SinceLastTurn } from "../components/SinceLastTurn.js";
import { TurnAlerts } from "../components/TurnAlerts.js";
import { useChangeMarks } from "../lib/change-marks.js";
import { useMedia } from "../../../boardkit/media.js";
import { RecentMoves } from "../components/RecentMoves.js";
import { MatchBanner } from "../components/MatchBanner.js";
import { Staged } from "../components/Staged.js";
import { LazySeatSettings } from "../components/LazySeatSettings.js";
import { usePainted } from "../lib/after-paint.js";

/** How often moves that met no connection are tried again. */
const RESEND_MS = 5_000;

/**
 * The match page's board tab: the banner and the board, and beside it the moves, the standings, the chat and the seat's
 * panels.
 */
export function Play({ store, live, d, ui }: { store: MatchStore; live: LiveStore; d: MatchData; ui: GameUi }) {
  const { t, lang } = useI18n();
  const gt = useGameT(ui.texts);
  const m = d.match!;
  const you = yourSeat(d);
  const legal = offered(ui, d);
  // the same function from render to render: the board (memo'd, boards/registry.ts) is drawn again only when it changed
  const onMove = useCallback((move: unknown) => void pick(store, ui, move), [store, ui]);
  const marks = useChangeMarks(d, ui);
  // the seat's settings read again after the language offer changed them
  const [settingsV, setSettingsV] = useState(0);
  const waiting = d.unsent.length > 0;
  useResendUnsent(store, ui, waiting);
  const lines = useMemo(() => (d.log ? ui.logLines(d.log.entries, m.players, gt) : []), [d.log, ui, lang]);
  // in one column (a phone) the latest moves come before the standings, a short scroll under the board (issue #41)
  const oneColumn = useMedia("(max-width: 899px)");
  const recentPanel = <RecentMoves m={m} log={d.log} lines={lines} />;
  const painted = usePainted();
  return (
    <div class="match-grid">
      <div class="board-col">
        {you !== null && d.secret && <LocaleOffer id={m.id} seat={you} secret={d.secret} onChanged={() => setSettingsV((v) => v + 1)} />}
        <MatchBanner d={d} ui={ui} gt={gt} />
        {d.moveError && (
          <ErrorBox
            game={{ id: m.game, texts: ui.texts }}
            error={d.moveError}
            onRetry={() => (dismissError(store), void refresh(store, { force: true }))}
            onClose={() => dismissError(store)}
          />
        )}
        <ui.Board view={shownView(ui, d)} players={m.players} legal={legal} you={you} busy={d.busy} onMove={onMove} marked={marks.marked} />
      </div>
      <aside class="side-col">
        {(d.staged.length > 0 || waiting) && <Staged store={store} d={d} ui={ui} gt={gt} />}
        {legal.length > 0 && <MovesPanel d={d} ui={ui} gt={gt} legal={legal} onMove={onMove} />}
        {you === null && m.status !== "finished" && <p class="note">{t("match.spectating")}</p>}
        {/* the rest of the column once the board is on screen: drawn in a task of its own */}
        {painted && (
          <>
            {d.log && m.status === "active" && <SinceLastTurn m={m} log={d.log} lines={lines} marks={marks} />}
            <PlayAgain m={m} secret={d.secret} />
            {oneColumn && recentPanel}
            <ui.Info view={m.view} players={m.players} you={you} />
            {!oneColumn && recentPanel}
            <ChatPanel store={store} live={live} m={m} />
            {you !== null && m.status === "active" && !d.offline && <TurnAlerts />}
            {you !== null && d.secret && m.status === "active" && !d.offline && m.players[you]?.resigned === undefined && (
              <Resign store={store} m={m} secret={d.secret} />
            )}
            {you !== null && d.secret && m.status !== "open" && !d.offline && (
              <LazySeatSettings
                key={settingsV}
                id={m.id}
                secret={d.secret}
                match={m}
                onChanged={() => void refresh(store, { force: true })}
              />
            )}
            <SharePanel m={m} seated={you !== null} />
          </>
        )}
      </aside>
    </div>
  );
}

/** Moves that met no connection go out again as soon as it is back (and every few seconds, as `online` may not come). */
function useResendUnsent(store: MatchStore, ui: GameUi, waiting: boolean) {
  useEffect(() => {
    if (!waiting) return;
    const again = () => void resend(store, ui);
    addEventListener("online", again);
    const timer = setInterval(again, RESEND_MS);
    return () => {
      removeEventListener("online", again);
      clearInterval(timer);
    };
  }, [waiting]);
}

/** The seat's moves as buttons (those the board does not offer by clicking, or all of them for a game without). */
function MovesPanel({
  d,
  ui,
  gt,
  legal,
  onMove,
}: {
  d: MatchData;
  ui: GameUi;
  gt: GameT;
  legal: readonly unknown[];
  onMove(move: unknown): void;
}) {
  const { t } = useI18n();
  const buttons = ui.moveButtons ? ui.moveButtons(legal, shownView(ui, d)) : legal;
  return (
    <section class="panel moves" aria-labelledby="moves-h">
      <h2 id="moves-h">{t("match.yourMoves", { n: buttons.length })}</h2>
      <ul class="plain move-list">
        {buttons.map((mv) => (
          <li>
            <button type="button" class="move" disabled={d.busy} onClick={() => onMove(mv)}>
              {ui.moveText(mv, d.match!.view, gt)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The match's public link to share with watchers; a seat is told its own link stays private. */
function SharePanel({ m, seated }: { m: MatchState; seated: boolean }) {
  const { t } = useI18n();
  return (
    <section class="panel">
      <h2>{t("match.share")}</h2>
      <CopyField id="watch-link" label={t("created.spectatorLabel")} value={`${location.origin}/m/${m.id}`} />
      {seated && <p class="muted small">{t("match.seatPrivate")}</p>}
    </section>
  );
}
