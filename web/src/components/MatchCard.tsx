import type { ApiError, MatchState } from "../api.js";
import { Deadline } from "./common.js";
import { playerName } from "../../../boardkit/names.js";
import { formatOrdinal, useI18n } from "../i18n/core.js";
import { Link } from "../lib/router.js";
import type { SeatEntry } from "../lib/storage.js";

/** A seat's match as "My matches" knows it: still being asked, read, or the error the server answered. */
export type SeatStatus = { state: "loading" } | { state: "ok"; match: MatchState } | { state: "error"; error: ApiError };

/** The seat's place in a finished match's ranking (from 1), or 0. */
const rank = (m: MatchState, seat: number): number => {
  const i = m.outcome?.ranking.findIndex((r) => r.includes(seat)) ?? -1;
  return i + 1;
};

/**
 * One seat on "My matches": its match and who the seat is, where the match stands for it (marked when it is the seat's
 * turn), its unread chat, and a way to forget it in this browser.
 */
export function MatchCard({
  seat: s,
  gameTitle,
  status: st,
  mine,
  onForget,
}: {
  seat: SeatEntry;
  gameTitle: string;
  status: SeatStatus | undefined;
  /** The seat is on turn. */
  mine: boolean;
  onForget(): void;
}) {
  const { t } = useI18n();
  return (
    <li class={mine ? "card match-card mine" : "card match-card"}>
      <div class="card-head">
        <Link href={`/m/${s.id}?seat=${s.seat}`} class="card-title">
          {gameTitle} · <code>{s.id}</code>
        </Link>
        <button
          type="button"
          class="link small"
          onClick={() => {
            if (confirm(t("home.forgetConfirm"))) onForget();
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
}

/** Where the match stands for the seat: waiting for players, its place at the end, or whose turn and until when. */
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
