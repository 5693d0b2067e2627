import type { ComponentType } from "preact";
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import type { MatchState } from "../api.js";
import { useGameUi } from "../boards/registry.js";
import { hintedGame } from "../boards/hint.js";
import type { GameT, GameUi } from "../../../boardkit/types.js";
import { HowToLink } from "../components/HowToLink.js";
import { CopyField, Deadline, ErrorBox, LoadFailed, Loading } from "../components/common.js";
import { playerName } from "../../../boardkit/names.js";
import { Ending } from "../components/Ending.js";
import { ImportLinks } from "../components/ImportLinks.js";
import { LocaleOffer } from "../components/LocaleOffer.js";
import { useI18n, type AppKey } from "../i18n/core.js";
import { useGameT } from "../../../boardkit/i18n.js";
import { useGameTitle } from "../lib/catalogue.js";
import { Link, takeFragment } from "../lib/router.js";
import { useStore, useStoreField } from "../lib/store.js";
import { forgetSeat, saveSeat, seatsFor } from "../lib/storage.js";
import { dismissError, refresh } from "../state/match-actions.js";
import { offered, pick, resend, shownView, undo } from "../state/staging.js";
import { keepPicks } from "../state/kept-picks.js";
import { createMatchStore, isYourTurn, yourSeat, type MatchData, type MatchStore } from "../state/match.js";
import { NotFound } from "./NotFound.js";
import { Replay } from "./Replay.js";
import { BotIcon } from "../components/BotIcon.js";
import { ChatPanel, HereMark, Watching } from "../live/Chat.js";
import { createLiveStore, followLive, type LiveStore } from "../live/live.js";
import { OfflineBanner } from "../components/OfflineBanner.js";
import { keepLastView } from "../state/offline.js";
import { PlayAgain, Resign } from "../components/MatchEnds.js";
import { SeatClock } from "../components/SeatClock.js";
import { SinceLastTurn } from "../components/SinceLastTurn.js";
import { TurnAlerts } from "../components/TurnAlerts.js";
import { useTurnAlerts } from "../lib/turn-alerts.js";
import { useChangeMarks } from "../lib/change-marks.js";
import { useMedia } from "../../../boardkit/media.js";
import { RecentMoves } from "../components/RecentMoves.js";

/** Which secret this page acts with: a seat link just opened (#seat=…), a seat chosen with ?seat=N, or none. */
function resolveSecret(id: string, search: string): { secret: string | null; fresh: boolean } {
  const fromLink = takeFragment("seat");
  if (fromLink) return { secret: fromLink, fresh: true };
  const stored = seatsFor(id);
  const wanted = new URLSearchParams(search).get("seat");
  const chosen = (wanted !== null ? stored.find((s) => String(s.seat) === wanted) : undefined) ?? stored[0];
  return { secret: chosen?.secret ?? null, fresh: false };
}

/** The match page: play (with a seat secret) or watch (without), and its replay tab. */
export function MatchPage({ id, tab, search }: { id: string; tab: "board" | "replay"; search: string }) {
  const { t } = useI18n();
  const [{ secret, fresh }] = useState(() => resolveSecret(id, search));
  const store = useMemo(() => createMatchStore(id, secret), [id, secret]);
  const live = useMemo(() => createLiveStore(), [store]);
  const d = useStore(store);
  const presence = useStoreField(live, "presence");
  // the game as the served page names it, until the match itself arrives: its board loads meanwhile
  const board = useGameUi(d.match?.game ?? hintedGame(id));
  const { ui } = board;
  const title = useGameTitle();

  // the first load, then live updates: a link that opens nothing (a wrong seat secret, no such match) opens no socket
  useEffect(() => void refresh(store), [store]);
  const loaded = d.match !== null;
  useEffect(() => (loaded ? followLive(store, live) : undefined), [store, loaded]);
  useEffect(() => keepPicks(store), [store]);
  useEffect(() => keepLastView(store), [store]);
  useTurnAlerts(d, d.match ? title(d.match.game) : "");

  // a seat link that worked is remembered; its fragment is already gone from the address bar
  useEffect(() => {
    const m = d.match;
    if (secret && m?.you) {
      saveSeat({ id, game: m.game, seat: m.you.seat, secret, name: m.you.name, addedAt: Date.now() });
      if (fresh) history.replaceState(null, "", `${location.pathname}?seat=${m.you.seat}`);
    }
  }, [d.match?.you?.seat, d.match?.game]);

  if (d.loading) return <Loading />;
  if (d.loadError) {
    if (d.loadError.status === 404) return <NotFound title={t("match.notFound")} />;
    // a seat link that opens no seat (mistyped, cut, tampered): asking again cannot help; the right link or watching can
    if (d.loadError.code === "bad_secret") {
      return (
        <div class="page narrow">
          <ErrorBox error={d.loadError} />
          <section class="panel">
            <p>{t("match.badSeatHelp")}</p>
            <ImportLinks onAdded={() => location.assign(`/m/${id}`)} />
            <p>
              <a href={`/m/${id}`} class="button secondary" onClick={(e) => (e.preventDefault(), forgetBadSecret(id, secret))}>
                {t("match.watchInstead")}
              </a>
            </p>
          </section>
        </div>
      );
    }
    return (
      <div class="page narrow">
        <ErrorBox error={d.loadError} onRetry={() => void refresh(store, { force: true })} />
      </div>
    );
  }
  const m = d.match!;
  const over = m.status === "finished" || m.status === "abandoned";
  const mine = seatsFor(id);
  return (
    <div class="page match">
      {d.offline && <OfflineBanner seq={m.seq} />}
      <div class="match-head">
        <div>
          <h1>
            {title(m.game)} <code class="match-id">{m.id}</code>
          </h1>
          <Players m={m} ui={ui ?? null} you={yourSeat(d)} here={presence?.seats ?? []} />
          <Watching live={live} />
        </div>
        <div class="head-tools">
          {mine.length > 1 && (
            <label class="field inline">
              <span>{t("match.playingAs")}</span>
              <select
                value={String(yourSeat(d) ?? "")}
                onChange={(e) => {
                  location.assign(`/m/${id}?seat=${(e.currentTarget as HTMLSelectElement).value}`);
                }}
              >
                {mine.map((s) => (
                  <option value={String(s.seat)}>{s.name ?? t("seat.n", { n: s.seat + 1 })}</option>
                ))}
              </select>
            </label>
          )}
          <nav class="tabs" aria-label={t("match.views")}>
            <Link
              href={`/m/${id}${location.search}`}
              class={tab === "board" ? "active" : undefined}
              aria-current={tab === "board" ? "page" : undefined}
            >
              {t("match.tabBoard")}
            </Link>
            <Link
              href={`/m/${id}/replay${location.search}`}
              class={tab === "replay" ? "active" : undefined}
              aria-current={tab === "replay" ? "page" : undefined}
            >
              {t("match.tabReplay")}
            </Link>
          </nav>
          <HowToLink game={m.game} />
        </div>
      </div>
      {board.failed ? (
        // the match goes on without its board: the players, the tabs and the chat stay
        <div class="match-grid">
          <LoadFailed message={t("match.boardFailed")} onRetry={board.retry} />
          {(tab === "board" || over) && <ChatPanel store={store} live={live} m={m} readOnly={tab === "replay"} />}
        </div>
      ) : ui === undefined ? (
        <Loading />
      ) : ui === null ? (
        <p class="error">{t("match.noBoard", { game: m.game })}</p>
      ) : tab === "replay" ? (
        <>
          <Replay store={store} ui={ui} />
          {over && <ChatPanel store={store} live={live} m={m} readOnly />}
        </>
      ) : (
        <Play store={store} live={live} d={d} ui={ui} />
      )}
    </div>
  );
}

function forgetBadSecret(id: string, secret: string | null) {
  for (const s of seatsFor(id)) if (s.secret === secret) forgetSeat(id, s.seat);
  location.assign(`/m/${id}`);
}

function Players({ m, ui, you, here }: { m: MatchState; ui: GameUi | null; you: number | null; here: number[] }) {
  const { t } = useI18n();
  return (
    <ul class="players" aria-label={t("match.players")}>
      {m.players.map((p) => (
        <li class={m.activeSeats.includes(p.seat) ? "active" : undefined}>
          {/* until the board's code has come, one dot's room is kept for the seat's colour (no layout shift, issue #41) */}
          {ui ? (
            ui.seatColours(m.view, p.seat).map((c) => <span class="dot" style={{ background: c }} />)
          ) : (
            <span class="dot pending" aria-hidden="true" />
          )}
          <span class="name" title={p.open ? undefined : (p.name ?? undefined)}>
            {p.open ? t("create.openSeat") : p.name}
          </span>
          <HereMark here={here.includes(p.seat)} />
          {you === p.seat && <span class="you">({t("you")})</span>}
          {p.bot && (
            <span class="muted small bot-mark" title={t(`bot.${p.bot}` as AppKey)}>
              <BotIcon /> {t(`bot.${p.bot}` as AppKey)}
            </span>
          )}
          {/* a resigned seat is played for for good: it says "resigned" (SeatClock), not that its player may come back */}
          {p.takenOverBy && p.resigned === undefined && (
            <span class="muted small bot-mark taken-over">
              <BotIcon /> {t("match.takenOver")}
            </span>
          )}
          {p.vacationUntil && (
            <span class="muted small vacation-mark">
              {t("match.onVacation")} <Deadline at={p.vacationUntil} until />
            </span>
          )}
          <SeatClock p={p} />
        </li>
      ))}
    </ul>
  );
}

function Banner({ d, ui, gt }: { d: MatchData; ui: GameUi; gt: GameT }) {
  const { t } = useI18n();
  const m = d.match!;
  const you = yourSeat(d);
  if (m.status === "open") {
    return (
      <div class="banner wait" role="status">
        <strong>{t("match.waitingPlayers", { n: m.players.filter((p) => p.open).length })}</strong>
        <span>{t("match.waitingPlayersText")}</span>
      </div>
    );
  }
  if (m.status === "finished" && m.outcome) {
    return (
      <div class="banner over" role="status">
        <strong>{t("match.over")}</strong>
        <Ending m={m} ui={ui} t={gt} />
      </div>
    );
  }
  if (m.status === "abandoned") {
    const seat = (m.outcome?.details as { seat?: number } | undefined)?.seat;
    return (
      <div class="banner" role="status">
        <strong>{t("match.abandoned")}</strong>
        {seat !== undefined && <span class="end-reason">{t("end.abandoned", { name: playerName(m.players, seat, t) })}</span>}
        {(m.outcome?.details as { unfilled?: boolean } | undefined)?.unfilled && <span class="end-reason">{t("end.unfilled")}</span>}
      </div>
    );
  }
  const yours = isYourTurn(d);
  const names = m.activeSeats.map((s) => playerName(m.players, s, t)).join(", ");
  return (
    <div class={yours ? "banner turn" : "banner"} role="status" aria-live="polite">
      <strong>
        {yours ? t("match.yourTurn") : you === null ? t("match.deciding", { name: names }) : t("match.waitingFor", { name: names })}
      </strong>
      <span>
        {yours && d.offline === "kept"
          ? t("match.offlineNoMoves")
          : ui.prompt(shownView(ui, d), yours ? you : null, m.players, gt) || t("match.theirMove")}
      </span>
      {m.deadline !== null && (
        <span class="muted small">
          {yours ? t("match.yourDeadline") : t("match.deadline")} <Deadline at={m.deadline} />
        </span>
      )}
    </div>
  );
}

function Play({ store, live, d, ui }: { store: MatchStore; live: LiveStore; d: MatchData; ui: GameUi }) {
  const { t, lang } = useI18n();
  const gt = useGameT(ui.texts);
  const m = d.match!;
  const you = yourSeat(d);
  const legal = offered(ui, d);
  const buttons = ui.moveButtons ? ui.moveButtons(legal, shownView(ui, d)) : legal;
  // the same function from render to render: the board (memo'd, boards/registry.ts) is drawn again only when it changed
  const onMove = useCallback((move: unknown) => void pick(store, ui, move), [store, ui]);
  const marks = useChangeMarks(d, ui);
  // the seat's settings read again after the language offer changed them
  const [settingsV, setSettingsV] = useState(0);
  // moves that met no connection go out again as soon as it is back (and every few seconds, as `online` may not come)
  const waiting = d.unsent.length > 0;
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
  const lines = useMemo(() => (d.log ? ui.logLines(d.log.entries, m.players, gt) : []), [d.log, ui, lang]);
  // in one column (a phone) the latest moves come before the standings, a short scroll under the board (issue #41)
  const oneColumn = useMedia("(max-width: 899px)");
  const recentPanel = <RecentMoves m={m} log={d.log} lines={lines} />;
  return (
    <div class="match-grid">
      <div class="board-col">
        {you !== null && d.secret && <LocaleOffer id={m.id} seat={you} secret={d.secret} onChanged={() => setSettingsV((v) => v + 1)} />}
        <Banner d={d} ui={ui} gt={gt} />
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
        {legal.length > 0 && (
          <section class="panel moves" aria-labelledby="moves-h">
            <h2 id="moves-h">{t("match.yourMoves", { n: buttons.length })}</h2>
            <ul class="plain move-list">
              {buttons.map((mv) => (
                <li>
                  <button type="button" class="move" disabled={d.busy} onClick={() => onMove(mv)}>
                    {ui.moveText(mv, m.view, gt)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {you === null && m.status !== "finished" && <p class="note">{t("match.spectating")}</p>}
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
          <LazySeatSettings key={settingsV} id={m.id} secret={d.secret} match={m} onChanged={() => void refresh(store, { force: true })} />
        )}
        <section class="panel">
          <h2>{t("match.share")}</h2>
          <CopyField id="watch-link" label={t("created.spectatorLabel")} value={`${location.origin}/m/${m.id}`} />
          {you !== null && <p class="muted small">{t("match.seatPrivate")}</p>}
        </section>
      </aside>
    </div>
  );
}

/** How often moves that met no connection are tried again. */
const RESEND_MS = 5_000;

/** The picks held on this page (state/staging.ts): each in words, and undo for the last one; or the moves waiting for the connection. */
function Staged({ store, d, ui, gt }: { store: MatchStore; d: MatchData; ui: GameUi; gt: GameT }) {
  const { t } = useI18n();
  const m = d.match!;
  const unsent = d.unsent.length > 0;
  const picks = unsent ? d.unsent : d.staged;
  return (
    <section class="panel staged" aria-labelledby="staged-h">
      <h2 id="staged-h">{t("stage.title", { n: picks.length })}</h2>
      <ol class="plain">
        {picks.map((mv) => (
          <li>{ui.moveText(mv, m.view, gt)}</li>
        ))}
      </ol>
      {unsent ? (
        <p class="unsent note" role="status">
          {t("stage.offline")}
        </p>
      ) : (
        <>
          <p class="muted small">{t("stage.help")}</p>
          <button type="button" class="secondary" disabled={d.busy} onClick={() => undo(store)}>
            {t("stage.undo")}
          </button>
        </>
      )}
    </section>
  );
}

type SeatSettingsProps = { id: string; secret: string; match: MatchState; onChanged: () => void };

/** The seat's settings panel, loaded on demand so the match page's first load stays small. */
function LazySeatSettings(props: SeatSettingsProps) {
  const [C, setC] = useState<ComponentType<SeatSettingsProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("../components/SeatSettings.js").then((mod) => live && setC(() => mod.SeatSettings));
    return () => {
      live = false;
    };
  }, []);
  return C ? <C {...props} /> : null;
}
