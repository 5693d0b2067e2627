import { useState } from "preact/hooks";
import type { MatchState } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { Deadline } from "./common.js";

const DAY = 86_400_000;

type Vacation = NonNullable<NonNullable<MatchState["you"]>["vacation"]>;

/** The seat's vacation: when it ends (and a way to end it now), or how many days to take of those left this year. */
export function SeatVacation({ vac, busy, onSet }: { vac: Vacation; busy: boolean; onSet(days: number): Promise<void> }) {
  const { t } = useI18n();
  const [days, setDays] = useState(1);
  const leftDays = Math.floor(vac.leftMs / DAY);
  return (
    <div class="vacation">
      <h3>{t("seat.vacation")}</h3>
      {vac.until !== null ? (
        <>
          <p class="small">
            {t("seat.onVacation")} <Deadline at={vac.until} until />
          </p>
          <button type="button" class="secondary" disabled={busy} onClick={() => void onSet(0)}>
            {t("seat.endVacation")}
          </button>
        </>
      ) : leftDays > 0 ? (
        <div class="row">
          <select
            name="vacation-days"
            aria-label={t("seat.vacationDays")}
            value={String(days)}
            onChange={(e) => setDays(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {Array.from({ length: Math.min(leftDays, 14) }, (_, i) => i + 1).map((d) => (
              <option value={String(d)}>{t("create.days", { n: d })}</option>
            ))}
          </select>
          <button type="button" class="secondary" disabled={busy} onClick={() => void onSet(days)}>
            {t("seat.startVacation")}
          </button>
        </div>
      ) : null}
      <p class="muted small">{t("seat.vacationLeft", { n: leftDays })}</p>
    </div>
  );
}
