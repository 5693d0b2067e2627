import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type BotLevel, type GameInfo, type SeatSpec, type TimeoutPolicy } from "../api.js";
import { hasBoard, useGameUi } from "../boards/registry.js";
import { Empty, ErrorBox, LoadFailed, Loading } from "../components/common.js";
import { HowToLink } from "../components/HowToLink.js";
import { gameSummary, useI18n, type AppKey } from "../i18n/core.js";
import { useCatalogue } from "../lib/catalogue.js";
import { contactProblem, contactsProblem, type ContactKind } from "../lib/contacts.js";
import { ContactInput } from "../components/ContactField.js";
import { seatLocale } from "../lib/locale.js";
import { navigate } from "../lib/router.js";
import { saveCreated } from "../lib/storage.js";
import { PublicTable, publicFields, type PublicChoice } from "../components/PublicTable.js";

interface SeatForm {
  name: string;
  open: boolean;
  /** A computer player instead of a person (only for games with bots). */
  bot: BotLevel | null;
  email: string;
  webhook: string;
}

/** Days per move (0 = no clock), what happens at a deadline, and vacation days per player and year. */
const CLOCKS = [0, 1, 2, 3, 7, 14] as const;
const TIMEOUTS: TimeoutPolicy[] = ["fallback", "skip", "abandon"];
const VACATIONS = [0, 7, 14, 30] as const;

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

function MatchForm({ game }: { game: GameInfo }) {
  const { t, lang } = useI18n();
  const board = useGameUi(game.id);
  const { ui } = board;
  const blank = (): SeatForm => ({ name: "", open: false, bot: null, email: "", webhook: "" });
  const bots = game.bots ?? [];
  const [seats, setSeats] = useState<SeatForm[]>(() =>
    Array.from({ length: Math.max(game.players.min, Math.min(3, game.players.max)) }, blank),
  );
  const [options, setOptions] = useState<Record<string, unknown>>(() => ({ ...(game.options.defaults ?? {}) }));
  const [clock, setClock] = useState<number>(0);
  const [timeout, setTimeoutPolicy] = useState<TimeoutPolicy>("fallback");
  const [vacation, setVacation] = useState<number>(0);
  const [showContacts, setShowContacts] = useState(false);
  const [publicChoice, setPublicChoice] = useState<PublicChoice>(() => ({ public: false, languages: [lang] }));
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState<ApiError | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const setSeat = (i: number, patch: Partial<SeatForm>) => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const resize = (n: number) => {
    const next = seats.slice(0, n);
    while (next.length < n) next.push(blank());
    setSeats(next);
    if (ui) setOptions((o) => ui.fixOptions(n, o));
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    setErr(null);
    if (seats.some((s) => !s.open && !s.bot && s.name.trim() === "")) return setProblem(t("create.needName"));
    if (seats.every((s) => s.open)) return setProblem(t("create.needOneName"));
    const bad = seats.findIndex((s) => !s.open && !s.bot && contactsProblem(s.email, s.webhook));
    if (bad >= 0) {
      setShowContacts(true);
      return setProblem(t("contact.forPlayer", { n: bad + 1, problem: t(contactsProblem(seats[bad]!.email, seats[bad]!.webhook)!) }));
    }
    const specs: SeatSpec[] = seats.map((s) =>
      s.bot
        ? s.name.trim()
          ? { bot: s.bot, name: s.name.trim() }
          : { bot: s.bot }
        : s.open
          ? { open: true }
          : {
              name: s.name.trim(),
              ...(s.email.trim() ? { email: s.email.trim() } : {}),
              ...(s.webhook.trim() ? { webhook: s.webhook.trim() } : {}),
            },
    );
    setBusy(true);
    try {
      const created = await api.create({
        game: game.id,
        seats: specs,
        options: ui ? ui.fixOptions(seats.length, options) : options,
        ...(clock > 0 ? { clock: { daysPerMove: clock, timeout, vacationDays: vacation } } : {}),
        ...seatLocale(lang),
        ...publicFields(publicChoice),
      });
      saveCreated(created, Date.now());
      navigate(`/created/${created.id}`);
    } catch (e2) {
      setErr(e2 as ApiError);
      setBusy(false);
    }
  };

  return (
    <form class="panel form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t("create.seats")}</legend>
        <p class="muted small">{t("create.seatsHelp")}</p>
        <ol class="seat-list">
          {seats.map((s, i) => (
            <li class="seat-row">
              <span class="seat-no" aria-hidden="true">
                {i + 1}
              </span>
              <div class="seat-fields">
                <input
                  type="text"
                  name={`seat-${i}`}
                  aria-label={t("seat.n", { n: i + 1 })}
                  placeholder={
                    s.open ? t("create.openSeat") : s.bot ? t(`bot.${s.bot}` as AppKey) : t("create.namePlaceholder", { n: i + 1 })
                  }
                  maxLength={40}
                  disabled={s.open}
                  value={s.open ? "" : s.name}
                  onInput={(e) => setSeat(i, { name: (e.currentTarget as HTMLInputElement).value })}
                />
                {bots.length > 0 ? (
                  <select
                    name={`kind-${i}`}
                    aria-label={t("create.kind", { n: i + 1 })}
                    value={s.bot ?? (s.open ? "open" : "human")}
                    onChange={(e) => {
                      const v = (e.currentTarget as HTMLSelectElement).value;
                      setSeat(i, { open: v === "open", bot: v === "easy" || v === "strong" ? v : null });
                    }}
                  >
                    {(["human", "open", ...bots] as const).map((k) => (
                      <option value={k}>{t(`create.kind.${k}` as AppKey)}</option>
                    ))}
                  </select>
                ) : (
                  <label class="check inline">
                    <input
                      type="checkbox"
                      name={`open-${i}`}
                      checked={s.open}
                      onChange={(e) => setSeat(i, { open: (e.currentTarget as HTMLInputElement).checked })}
                    />
                    <span>{t("create.open")}</span>
                  </label>
                )}
                {showContacts && !s.open && !s.bot && <SeatContacts n={i + 1} seat={s} onChange={(patch) => setSeat(i, patch)} />}
              </div>
            </li>
          ))}
        </ol>
        <div class="row">
          <button type="button" class="secondary" disabled={seats.length >= game.players.max} onClick={() => resize(seats.length + 1)}>
            {t("create.addSeat")}
          </button>
          <button type="button" class="secondary" disabled={seats.length <= game.players.min} onClick={() => resize(seats.length - 1)}>
            {t("create.removeSeat")}
          </button>
          <button type="button" class="link" aria-expanded={showContacts} onClick={() => setShowContacts((v) => !v)}>
            {t("create.contacts")}
          </button>
        </div>
        {showContacts && <p class="muted small">{t("create.contactsHelp")}</p>}
        {bots.length > 0 && <p class="muted small">{t("create.botsHelp")}</p>}
      </fieldset>

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
          <ui.Options players={seats.length} value={options} onChange={setOptions} />
        )}
      </fieldset>

      <fieldset>
        <legend id="clock-legend">{t("create.clock")}</legend>
        {/* a legend does not name a select (axe select-name): the legend's words name it, so both say the same */}
        <select
          name="clock"
          aria-labelledby="clock-legend"
          value={String(clock)}
          onChange={(e) => setClock(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {CLOCKS.map((d) => (
            <option value={String(d)}>{d === 0 ? t("create.noClock") : t("create.days", { n: d })}</option>
          ))}
        </select>
        <p class="muted small">{t("create.clockHelp")}</p>
        {clock > 0 && (
          <div class="row">
            <label class="field inline">
              <span>{t("create.timeout")}</span>
              <select
                name="timeout"
                value={timeout}
                onChange={(e) => setTimeoutPolicy((e.currentTarget as HTMLSelectElement).value as TimeoutPolicy)}
              >
                {(bots.length > 0 ? [...TIMEOUTS, "bot" as const] : TIMEOUTS).map((p) => (
                  <option value={p}>{t(`create.timeout.${p}` as AppKey)}</option>
                ))}
              </select>
            </label>
            <label class="field inline">
              <span>{t("create.vacation")}</span>
              <select
                name="vacation"
                value={String(vacation)}
                onChange={(e) => setVacation(Number((e.currentTarget as HTMLSelectElement).value))}
              >
                {VACATIONS.map((d) => (
                  <option value={String(d)}>{d === 0 ? t("create.noVacation") : t("create.days", { n: d })}</option>
                ))}
              </select>
            </label>
          </div>
        )}
      </fieldset>

      <PublicTable value={publicChoice} onChange={setPublicChoice} />

      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {err && <ErrorBox error={err} onClose={() => setErr(null)} />}
      <button type="submit" class="primary big" disabled={busy}>
        {busy ? t("create.creating") : t("create.submit")}
      </button>
    </form>
  );
}

/** A seat's optional e-mail and webhook, each checked once the player leaves the field (the server checks again). */
function SeatContacts({ n, seat, onChange }: { n: number; seat: SeatForm; onChange: (patch: Partial<SeatForm>) => void }) {
  return (
    <>
      <SeatContactInput kind="email" n={n} value={seat.email} onInput={(email) => onChange({ email })} />
      <SeatContactInput kind="webhook" n={n} value={seat.webhook} onInput={(webhook) => onChange({ webhook })} />
    </>
  );
}

interface SeatContactProps {
  kind: ContactKind;
  /** The seat's number, from 1. */
  n: number;
  value: string;
  onInput: (value: string) => void;
}

/**
 * One contact input of a seat row, labelled for screen readers with the seat's number, and what is wrong with it under
 * it once the field has been left (not while the address is still being typed).
 */
function SeatContactInput({ kind, n, value, onInput }: SeatContactProps) {
  const { t } = useI18n();
  const [left, setLeft] = useState(false);
  const problem = left ? contactProblem(kind, value) : null;
  const id = `${kind}-${n - 1}`;
  return (
    <>
      <ContactInput
        kind={kind}
        name={id}
        aria-label={t(kind === "email" ? "create.emailFor" : "create.webhookFor", { n })}
        value={value}
        problem={problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        onInput={onInput}
        onBlur={() => setLeft(true)}
      />
      {problem && (
        <p class="field-error" id={`${id}-error`}>
          {t(problem)}
        </p>
      )}
    </>
  );
}
