import type { GameT, GameUi } from "../../../boardkit/types.js";
import { playerName } from "../../../boardkit/names.js";
import { useI18n } from "../i18n/core.js";
import { Deadline } from "./common.js";
import { Ending } from "./Ending.js";
import { shownView } from "../state/staging.js";
import { isYourTurn, yourSeat, type MatchData } from "../state/match.js";

/**
 * Where the match stands, over the board: waiting for players, over (and why), or whose turn it is, what to decide and
 * until when.
 */
export function MatchBanner({ d, ui, gt }: { d: MatchData; ui: GameUi; gt: GameT }) {
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
