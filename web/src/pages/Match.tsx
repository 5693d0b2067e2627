import { useEffect, useMemo, useState } from "preact/hooks";
import type { ApiError, MatchState } from "../api.js";
import { useGameUi } from "../boards/registry.js";
import { hintedGame } from "../boards/hint.js";
import type { GameUi } from "../../../boardkit/types.js";
import { HowToLink } from "../components/HowToLink.js";
import { ErrorBox, LoadFailed, Loading } from "../components/common.js";
import { ImportLinks } from "../components/ImportLinks.js";
import { useI18n } from "../i18n/core.js";
import { useGameTitle } from "../lib/catalogue.js";
import { Link, takeFragment } from "../lib/router.js";
import { useStore, useStoreField } from "../lib/store.js";
import { forgetSeat, saveSeat, seatsFor } from "../lib/storage.js";
import { refresh } from "../state/match-actions.js";
import { keepPicks } from "../state/kept-picks.js";
import { createMatchStore, yourSeat, type MatchData, type MatchStore } from "../state/match.js";
import { NotFound } from "./NotFound.js";
import { Replay } from "./Replay.js";
import { Play } from "./Play.js";
import { ChatPanel, Watching } from "../live/Chat.js";
import { createLiveStore, followLive, type LiveStore } from "../live/live.js";
import { OfflineBanner } from "../components/OfflineBanner.js";
import { keepLastView } from "../state/offline.js";
import { useTurnAlerts } from "../lib/turn-alerts.js";
import { MatchPlayers } from "../components/MatchPlayers.js";

type Tab = "board" | "replay";

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
export function MatchPage({ id, tab, search }: { id: string; tab: Tab; search: string }) {
  const { t } = useI18n();
  const [{ secret, fresh }] = useState(() => resolveSecret(id, search));
  const store = useMemo(() => createMatchStore(id, secret), [id, secret]);
  const live = useMemo(() => createLiveStore(), [store]);
  const d = useStore(store);
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
  useRememberSeat(id, secret, fresh, d.match);

  if (d.loading) return <Loading />;
  if (d.loadError) return <LoadError id={id} secret={secret} store={store} error={d.loadError} />;
  const m = d.match!;
  const over = m.status === "finished" || m.status === "abandoned";
  return (
    <div class="page match">
      {d.offline && <OfflineBanner seq={m.seq} />}
      <MatchHead id={id} d={d} ui={ui ?? null} live={live} tab={tab} gameTitle={title(m.game)} />
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

/** A seat link that worked is remembered; its fragment is already gone from the address bar, and `?seat=N` replaces it. */
function useRememberSeat(id: string, secret: string | null, fresh: boolean, m: MatchState | null) {
  useEffect(() => {
    if (secret && m?.you) {
      saveSeat({ id, game: m.game, seat: m.you.seat, secret, name: m.you.name, addedAt: Date.now() });
      if (fresh) history.replaceState(null, "", `${location.pathname}?seat=${m.you.seat}`);
    }
  }, [m?.you?.seat, m?.game]);
}

/** The match could not be loaded: not found, a seat link that opens no seat, or an error worth asking again. */
function LoadError({ id, secret, store, error }: { id: string; secret: string | null; store: MatchStore; error: ApiError }) {
  const { t } = useI18n();
  if (error.status === 404) return <NotFound title={t("match.notFound")} />;
  // a seat link that opens no seat (mistyped, cut, tampered): asking again cannot help; the right link or watching can
  if (error.code === "bad_secret") {
    return (
      <div class="page narrow">
        <ErrorBox error={error} />
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
      <ErrorBox error={error} onRetry={() => void refresh(store, { force: true })} />
    </div>
  );
}

function forgetBadSecret(id: string, secret: string | null) {
  for (const s of seatsFor(id)) if (s.secret === secret) forgetSeat(id, s.seat);
  location.assign(`/m/${id}`);
}

/** The match's head: its game and id, the players and who is here, the seat this page plays as, the tabs, how to play. */
function MatchHead({
  id,
  d,
  ui,
  live,
  tab,
  gameTitle,
}: {
  id: string;
  d: MatchData;
  ui: GameUi | null;
  live: LiveStore;
  tab: Tab;
  gameTitle: string;
}) {
  const { t } = useI18n();
  const m = d.match!;
  // who is here, not every chat line the live store takes: the head is not drawn again for those
  const presence = useStoreField(live, "presence");
  return (
    <div class="match-head">
      <div>
        <h1>
          {gameTitle} <code class="match-id">{m.id}</code>
        </h1>
        <MatchPlayers m={m} ui={ui} you={yourSeat(d)} here={presence?.seats ?? []} />
        <Watching live={live} />
      </div>
      <div class="head-tools">
        <SeatPicker id={id} you={yourSeat(d)} />
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
  );
}

/** With more than one seat of this match in the browser: which one the page plays as (the page opens again as it). */
function SeatPicker({ id, you }: { id: string; you: number | null }) {
  const { t } = useI18n();
  const mine = seatsFor(id);
  if (mine.length <= 1) return null;
  return (
    <label class="field inline">
      <span>{t("match.playingAs")}</span>
      <select
        value={String(you ?? "")}
        onChange={(e) => {
          location.assign(`/m/${id}?seat=${(e.currentTarget as HTMLSelectElement).value}`);
        }}
      >
        {mine.map((s) => (
          <option value={String(s.seat)}>{s.name ?? t("seat.n", { n: s.seat + 1 })}</option>
        ))}
      </select>
    </label>
  );
}
