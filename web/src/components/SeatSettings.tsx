/**
 * The seat's own panel on the match page (loaded on demand): its deadline, vacation on/off with the days left,
 * and where it hears about its turn — e-mail, webhook (Discord, Slack, any https URL), web push, daily digest.
 */
import { api, type MatchState } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { Deadline, ErrorBox } from "./common.js";
import { SeatVacation } from "./SeatVacation.js";
import { SeatNotifications } from "./SeatNotifications.js";
import { useSeatRequest } from "../state/seat-request.js";

export function SeatSettings({ id, secret, match, onChanged }: { id: string; secret: string; match: MatchState; onChanged: () => void }) {
  const { t } = useI18n();
  const request = useSeatRequest();
  const vacationDays = match.clock?.vacationDays ?? 0;
  const vac = match.you?.vacation;
  const setVacation = (d: number) =>
    request.run(async () => {
      await api.vacation(id, secret, d);
      onChanged();
    });
  const myDeadline = match.players.find((p) => p.seat === match.you?.seat)?.deadline ?? null;

  return (
    <section class="panel seat-settings" aria-labelledby="seat-settings-h">
      <h2 id="seat-settings-h">{t("seat.settings")}</h2>
      {myDeadline !== null && (
        <p class="small">
          {t("match.yourDeadline")} <Deadline at={myDeadline} />
        </p>
      )}
      {match.clock && <p class="muted small">{t("seat.clock", { n: match.clock.daysPerMove })}</p>}
      {vacationDays > 0 && match.status === "active" && vac && <SeatVacation vac={vac} busy={request.busy} onSet={setVacation} />}
      <SeatNotifications id={id} secret={secret} request={request} />
      {request.err && <ErrorBox error={request.err} onClose={() => request.setErr(null)} />}
    </section>
  );
}
