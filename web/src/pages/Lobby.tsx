import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type LobbyList, type LobbyMatch } from "../api.js";
import { useGameUi } from "../boards/registry.js";
import { Empty, ErrorBox, Loading } from "../components/common.js";
import { formatRelative, LANG_NAMES, useI18n } from "../i18n/core.js";
import { useCatalogue } from "../lib/catalogue.js";
import { Link } from "../lib/router.js";

/** Open tables (/lobby): public matches waiting for players, and public matches under way to watch, newest first. */
export function Lobby() {
  const { t } = useI18n();
  return (
    <div class="page">
      <section class="hero">
        <div>
          <h1>{t("lobby.title")}</h1>
          <p class="lead">{t("lobby.lead")}</p>
        </div>
        <Link href="/new" class="button primary">
          {t("home.new")}
        </Link>
      </section>
      <LobbySection list="waiting" />
      <LobbySection list="playing" />
    </div>
  );
}

interface Listed {
  matches: LobbyMatch[];
  next: string | null;
}

/** One list, page by page ("show more" asks for the next page after the last one shown). */
function LobbySection({ list }: { list: LobbyList }) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Listed | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (after: Listed | null) => {
    setBusy(true);
    setError(null);
    try {
      const page = await api.lobby(list, after?.next ?? undefined);
      // a table may have moved up since the page before: each once
      const seen = new Set(after?.matches.map((m) => m.id));
      setShown({ matches: [...(after?.matches ?? []), ...page.matches.filter((m) => !seen.has(m.id))], next: page.next });
    } catch (e) {
      setError(e as ApiError);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => void load(null), []);

  const heading = list === "waiting" ? t("lobby.waiting") : t("lobby.playing");
  return (
    <section class="lobby-section" aria-labelledby={`lobby-${list}`} aria-busy={busy}>
      <h2 id={`lobby-${list}`}>{heading}</h2>
      {shown && shown.matches.length === 0 ? (
        <Empty title={list === "waiting" ? t("lobby.emptyWaiting") : t("lobby.emptyPlaying")}>
          {list === "waiting" && <p>{t("lobby.emptyWaitingText")}</p>}
        </Empty>
      ) : (
        shown && (
          <ul class="cards lobby-list" aria-label={heading}>
            {shown.matches.map((m) => (
              <LobbyRow m={m} list={list} />
            ))}
          </ul>
        )
      )}
      {error && <ErrorBox error={error} onRetry={() => void load(shown)} />}
      {busy ? (
        <Loading />
      ) : (
        shown?.next && (
          <button type="button" class="secondary" onClick={() => void load(shown)}>
            {t("lobby.more")}
          </button>
        )
      )}
    </section>
  );
}

function LobbyRow({ m, list }: { m: LobbyMatch; list: LobbyList }) {
  const { t, lang } = useI18n();
  const { games } = useCatalogue();
  const game = games?.find((g) => g.id === m.game);
  const changed = game?.options.defaults ? JSON.stringify(game.options.defaults) !== JSON.stringify(m.options) : false;
  const [showOptions, setShowOptions] = useState(false);
  return (
    <li class="card lobby-card">
      <div class="card-head">
        <span class="card-title">{game?.title ?? m.game}</span>
        <span class="muted small">{t("lobby.opened", { age: formatRelative(lang, m.createdAt, Date.now()) })}</span>
      </div>
      <p>
        {list === "waiting" && <span class="pill turn">{t("lobby.seatsFree", { n: m.seatsFree })}</span>}{" "}
        <span class="pill">{t("lobby.players", { n: m.players })}</span>{" "}
        <span class="pill">{m.clock ? t("lobby.clock", { n: m.clock.daysPerMove }) : t("create.noClock")}</span>
      </p>
      {m.seated.length > 0 && (
        <p class="small">
          {t("lobby.seated", { names: m.seated.map((s) => (s.bot ? `${s.name} ${t("lobby.bot")}` : s.name)).join(", ") })}
        </p>
      )}
      {m.languages.length > 0 && <p class="small">{t("lobby.speaks", { langs: m.languages.map((l) => LANG_NAMES[l]).join(", ") })}</p>}
      <details class="small" onToggle={(e) => setShowOptions((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{changed ? t("lobby.optionsChanged") : t("lobby.optionsStandard")}</summary>
        {showOptions && <OptionsShown game={m.game} players={m.players} value={m.options} />}
      </details>
      <div class="row">
        {list === "waiting" ? (
          <Link href={`/m/${m.id}/join?lobby`} class="button primary">
            {t("lobby.take")}
          </Link>
        ) : null}
        <Link href={`/m/${m.id}`} class={list === "waiting" ? "button secondary" : "button primary"}>
          {t("lobby.watch")}
        </Link>
        <a href={`/how-to-play/${m.game}`} class="link small">
          {t("lobby.howTo")}
        </a>
      </div>
    </li>
  );
}

/** The match's options as the new-match form shows them (the game's own, translated), read-only. */
function OptionsShown({ game, players, value }: { game: string; players: number; value: Record<string, unknown> }) {
  const { ui, failed, retry } = useGameUi(game);
  const { t } = useI18n();
  if (failed)
    return (
      <button type="button" class="link" onClick={retry}>
        {t("common.tryAgain")}
      </button>
    );
  if (ui === undefined) return <Loading />;
  if (ui === null) return null;
  return (
    <fieldset disabled class="options-shown">
      <ui.Options players={players} value={value} onChange={() => {}} />
    </fieldset>
  );
}
