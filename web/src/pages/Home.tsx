import { useEffect, useState } from "preact/hooks";
import { api, type ApiError, type MatchState } from "../api.js";
import { Deadline, Empty } from "../components/common.js";
import { playerName } from "../../../boardkit/names.js";
import { formatOrdinal, useI18n } from "../i18n/core.js";
import { useGameTitle } from "../lib/catalogue.js";
import { Link } from "../lib/router.js";
import { forgetCreated, forgetSeat, loadCreated, loadSeats, type SeatEntry } from "../lib/storage.js";
import { ImportLinks } from "../components/ImportLinks.js";
import { SendLinks } from "../components/SendLinks.js";

type Status = { state: "loading" } | { state: "ok"; match: MatchState } | { state: "error"; error: ApiError };

const keyOf = (s: SeatEntry) => `${s.id}:${s.seat}`;

/** "My matches": every seat this browser holds a link for, with whose turn it is, deadlines and results. */
export function Home() {
  const { t } = useI18n();
  const [seats, setSeats] = useState(loadSeats);
  const [created, setCreated] = useState(loadCreated);
  const [status, setStatus] = useState<Record<string, Status>>({});
  const title = useGameTitle();

  useEffect(() => {
    let live = true;
    const queue = [...seats];
    // a few at a time: a browser with many matches should not burst the API
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

  const rank = (m: MatchState, seat: number): number => {
    const i = m.outcome?.ranking.findIndex((r) => r.includes(seat)) ?? -1;
    return i + 1;
  };

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
          {ordered.map((s) => {
            const st = status[keyOf(s)];
            return (
              <li class={yourTurn(s) ? "card match-card mine" : "card match-card"}>
                <div class="card-head">
                  <Link href={`/m/${s.id}?seat=${s.seat}`} class="card-title">
                    {title(s.game)} · <code>{s.id}</code>
                  </Link>
                  <button
                    type="button"
                    class="link small"
                    onClick={() => {
                      if (confirm(t("home.forgetConfirm"))) {
                        forgetSeat(s.id, s.seat);
                        setSeats(loadSeats());
                      }
                    }}
                  >
                    {t("home.forget")}
                  </button>
                </div>
                <p class="muted">{t("home.youAre", { name: s.name ?? t("seat.n", { n: s.seat + 1 }) })}</p>
                {!st || st.state === "loading" ? (
                  <p class="pill">{t("common.loading")}</p>
                ) : st.state === "error" ? (
                  <p class="pill bad">{st.error.status === 404 ? t("home.gone") : t("error.network")}</p>
                ) : (
                  <StatusLine m={st.match} seat={s.seat} rank={rank(st.match, s.seat)} />
                )}
                {st?.state === "ok" && (st.match.you?.unread ?? 0) > 0 && (
                  <Link href={`/m/${s.id}?seat=${s.seat}`} class="card-unread small">
                    {t("home.unread", { n: st.match.you!.unread! })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {created.length > 0 && (
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
      )}

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

function StatusLine({ m, seat, rank }: { m: MatchState; seat: number; rank: number }) {
  const { t, lang } = useI18n();
  if (m.status === "open") {
    const open = m.players.filter((p) => p.open).length;
    return <p class="pill">{t("match.waitingPlayers", { n: open })}</p>;
  }
  if (m.status === "finished") {
    return <p class="pill done">{t("home.finished", { place: formatOrdinal(lang, rank), n: m.players.length })}</p>;
  }
  if (m.status === "abandoned") return <p class="pill">{t("match.abandoned")}</p>;
  const mine = m.activeSeats.includes(seat);
  // on your turn, your own deadline (others on turn at once may have another); else the earliest of those on turn
  const yours = mine ? (m.players.find((p) => p.seat === seat)?.deadline ?? null) : null;
  return (
    <div>
      <p class={mine ? "pill turn" : "pill"}>
        {mine ? t("match.yourTurn") : t("match.waitingFor", { name: m.activeSeats.map((s) => playerName(m.players, s, t)).join(", ") })}
      </p>
      {yours !== null ? (
        <p class="muted small">
          {t("match.yourDeadline")} <Deadline at={yours} />
        </p>
      ) : (
        m.deadline !== null && (
          <p class="muted small">
            {t("match.deadline")} <Deadline at={m.deadline} />
          </p>
        )
      )}
    </div>
  );
}
