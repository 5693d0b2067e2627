import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type CreateMatchInput, type GameInfo } from "../api.js";
import { hasBoard, useGameUi, type GameUiState } from "../boards/registry.js";
import { Empty, ErrorBox, LoadFailed, Loading } from "../components/common.js";
import { HowToLink } from "../components/HowToLink.js";
import { gameSummary, useI18n } from "../i18n/core.js";
import { useCatalogue } from "../lib/catalogue.js";
import { seatLocale } from "../lib/locale.js";
import { navigate } from "../lib/router.js";
import { saveCreated } from "../lib/storage.js";
import { PublicTable, publicFields, type PublicChoice } from "../components/PublicTable.js";
import { CreateSeats, blankSeat, seatSpecs, seatsProblem, type SeatForm } from "../components/CreateSeats.js";
import { ClockFields, NO_CLOCK, clockFields, type ClockChoice } from "../components/ClockFields.js";

/** Start a match: pick a game, name the seats (or leave them open for the invite link), options, clock. */
export function NewMatch({ search }: { search: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { games: all, error, retry } = useCatalogue();
  // only games this app can draw: a match nobody can play in the browser would be a trap
  const games = all ? all.filter((g) => hasBoard(g.id)) : null;
  const wanted = new URLSearchParams(search).get("game");
  const [gameId, setGameId] = useState<string | null>(wanted);
  useEffect(() => {
    if (games && games.length > 0 && !games.some((g) => g.id === gameId)) setGameId(games[0]!.id);
  }, [games]);
  const game = games?.find((g) => g.id === gameId) ?? null;

  return (
    <div class="page narrow">
      <h1>{t("create.title")}</h1>
      {error ? (
        <ErrorBox error={error} onRetry={retry} />
      ) : !games ? (
        <Loading />
      ) : games.length === 0 ? (
        <Empty title={t("create.noGames")} />
      ) : (
        <>
          <fieldset class="games">
            <legend>{t("create.game")}</legend>
            {games.map((g) => (
              <label class={g.id === gameId ? "card game-card on" : "card game-card"}>
                <input type="radio" name="game" value={g.id} checked={g.id === gameId} onChange={() => setGameId(g.id)} />
                <span class="card-title">{g.title}</span>
                <span class="muted small">{t("create.players", { min: g.players.min, max: g.players.max })}</span>
                <span class="summary">{gameSummary(g.id, g.summary, i18n)}</span>
              </label>
            ))}
          </fieldset>
          {game && <HowToLink game={game.id} />}
          {game && <MatchForm key={game.id} game={game} />}
        </>
      )}
    </div>
  );
}

/** The new match's seats, options, clock and table, checked here before they are sent. */
function MatchForm({ game }: { game: GameInfo }) {
  const { t, lang } = useI18n();
  const board = useGameUi(game.id);
  const { ui } = board;
  const bots = game.bots ?? [];
  const [seats, setSeats] = useState<SeatForm[]>(() =>
    Array.from({ length: Math.max(game.players.min, Math.min(3, game.players.max)) }, blankSeat),
  );
  const [options, setOptions] = useState<Record<string, unknown>>(() => ({ ...(game.options.defaults ?? {}) }));
  const [clock, setClock] = useState<ClockChoice>(NO_CLOCK);
  const [showContacts, setShowContacts] = useState(false);
  const [publicChoice, setPublicChoice] = useState<PublicChoice>(() => ({ public: false, languages: [lang] }));
  const [problem, setProblem] = useState<string | null>(null);
  const creating = useCreateMatch();

  const setSeat = (i: number, patch: Partial<SeatForm>) => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const resize = (n: number) => {
    const next = seats.slice(0, n);
    while (next.length < n) next.push(blankSeat());
    setSeats(next);
    if (ui) setOptions((o) => ui.fixOptions(n, o));
  };

  const submit = (e: Event) => {
    e.preventDefault();
    setProblem(null);
    creating.setErr(null);
    const wrong = seatsProblem(seats, t);
    if (wrong) {
      if (wrong.contacts) setShowContacts(true);
      return setProblem(wrong.text);
    }
    void creating.create({
      game: game.id,
      seats: seatSpecs(seats),
      options: ui ? ui.fixOptions(seats.length, options) : options,
      ...clockFields(clock),
      ...seatLocale(lang),
      ...publicFields(publicChoice),
    });
  };

  return (
    <form class="panel form" onSubmit={submit} noValidate>
      <CreateSeats
        seats={seats}
        bots={bots}
        players={game.players}
        showContacts={showContacts}
        onShowContacts={setShowContacts}
        onResize={resize}
        onSeat={setSeat}
      />
      <OptionsFields board={board} players={seats.length} value={options} onChange={setOptions} />
      <ClockFields value={clock} onChange={setClock} bots={bots.length > 0} />
      <PublicTable value={publicChoice} onChange={setPublicChoice} />

      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {creating.err && <ErrorBox error={creating.err} onClose={() => creating.setErr(null)} />}
      <button type="submit" class="primary big" disabled={creating.busy}>
        {creating.busy ? t("create.creating") : t("create.submit")}
      </button>
    </form>
  );
}

/** The game's own options, once its board has loaded (it holds them). */
function OptionsFields({
  board,
  players,
  value,
  onChange,
}: {
  board: GameUiState;
  players: number;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
}) {
  const { t } = useI18n();
  const { ui } = board;
  return (
    <fieldset>
      <legend>{t("create.options")}</legend>
      {board.failed ? (
        // only the options need the board: the rest of the form can still be filled in, and sent with their defaults
        <LoadFailed message={t("create.boardFailed")} onRetry={board.retry} />
      ) : ui === undefined ? (
        <Loading />
      ) : ui === null ? (
        <p class="muted">{t("create.noBoard")}</p>
      ) : (
        <ui.Options players={players} value={value} onChange={onChange} />
      )}
    </fieldset>
  );
}

/** Creating the match: busy while it is sent, then on to its links (kept in this browser), or the error it met. */
function useCreateMatch() {
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);
  const create = async (input: CreateMatchInput) => {
    setBusy(true);
    try {
      const created = await api.create(input);
      saveCreated(created, Date.now());
      navigate(`/created/${created.id}`);
    } catch (e2) {
      setErr(e2 as ApiError);
      setBusy(false);
    }
  };
  return { busy, err, setErr, create };
}
