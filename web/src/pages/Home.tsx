import { useEffect, useState } from "preact/hooks";
import { api, type ApiError } from "../api.js";
import { Empty } from "../components/common.js";
import { useI18n } from "../i18n/core.js";
import { useGameTitle } from "../lib/catalogue.js";
import { Link } from "../lib/router.js";
import { forgetCreated, forgetSeat, loadCreated, loadSeats, type CreatedEntry, type SeatEntry } from "../lib/storage.js";
import { ImportLinks } from "../components/ImportLinks.js";
import { SendLinks } from "../components/SendLinks.js";
import { MatchCard, type SeatStatus } from "../components/MatchCard.js";

const keyOf = (s: SeatEntry) => `${s.id}:${s.seat}`;

/** "My matches": every seat this browser holds a link for, with whose turn it is, deadlines and results. */
export function Home() {
  const { t } = useI18n();
  const [seats, setSeats] = useState(loadSeats);
  const status = useSeatStatus(seats);
  const title = useGameTitle();

  const yourTurn = (s: SeatEntry) => {
    const st = status[keyOf(s)];
    return st?.state === "ok" && st.match.status === "active" && st.match.activeSeats.includes(s.seat);
  };
  const ordered = [...seats].sort((a, b) => Number(yourTurn(b)) - Number(yourTurn(a)));

  return (
    <div class="page">
      <section class="hero">
        <div>
          <h1>{t("home.title")}</h1>
          <p class="lead">{t("home.lead")}</p>
        </div>
        <div class="row">
          <Link href="/lobby" class="button secondary">
            {t("home.lobby")}
          </Link>
          <Link href="/new" class="button primary">
            {t("home.new")}
          </Link>
        </div>
      </section>

      {seats.length === 0 ? (
        <Empty title={t("home.emptyTitle")}>
          <p>{t("home.emptyText")}</p>
          <Link href="/new" class="button primary">
            {t("home.new")}
          </Link>
        </Empty>
      ) : (
        <ul class="cards" aria-label={t("home.title")}>
          {ordered.map((s) => (
            <MatchCard
              seat={s}
              gameTitle={title(s.game)}
              status={status[keyOf(s)]}
              mine={yourTurn(s)}
              onForget={() => {
                forgetSeat(s.id, s.seat);
                setSeats(loadSeats());
              }}
            />
          ))}
        </ul>
      )}

      <CreatedList title={title} />

      <section class="panel" aria-labelledby="links-title">
        <h2 id="links-title">{t("links.homeTitle")}</h2>
        <p class="muted">
          {t("links.homeLead")} <Link href="/links">{t("links.more")}</Link>
        </p>
        <SendLinks />
        <ImportLinks onAdded={() => setSeats(loadSeats())} />
      </section>
    </div>
  );
}

/** Each seat's match as the server answers it, asked a few at a time: a browser with many should not burst the API. */
function useSeatStatus(seats: SeatEntry[]): Record<string, SeatStatus> {
  const [status, setStatus] = useState<Record<string, SeatStatus>>({});
  useEffect(() => {
    let live = true;
    const queue = [...seats];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const k = keyOf(s);
        try {
          const r = await api.match(s.id, s.secret);
          if (live && r.match) setStatus((st) => ({ ...st, [k]: { state: "ok", match: r.match! } }));
        } catch (e) {
          if (live) setStatus((st) => ({ ...st, [k]: { state: "error", error: e as ApiError } }));
        }
      }
    };
    void Promise.all([worker(), worker(), worker()]);
    return () => {
      live = false;
    };
  }, [seats]);
  return status;
}

/** The matches this browser created, with a way to forget each (the seats' links are kept with it). */
function CreatedList({ title }: { title: (game: string) => string }) {
  const { t } = useI18n();
  const [created, setCreated] = useState<CreatedEntry[]>(loadCreated);
  if (created.length === 0) return null;
  return (
    <section class="panel">
      <h2>{t("home.created")}</h2>
      <ul class="plain">
        {created.map((c) => (
          <li class="row between">
            <Link href={`/created/${c.match.id}`}>
              {title(c.match.game)} · <code>{c.match.id}</code> · {c.match.seats.map((x) => x.name ?? t("create.openSeat")).join(", ")}
            </Link>
            <button
              type="button"
              class="link small"
              onClick={() => {
                forgetCreated(c.match.id);
                setCreated(loadCreated());
              }}
            >
              {t("home.forget")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
