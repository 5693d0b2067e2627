import type { Player } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { RelativeTime } from "./RelativeTime.js";

const DAY = 86_400_000;

/**
 * A seat's clock as everyone sees it in the players strip (issue #30 item 5): the time left on its move while it is
 * on turn, in the viewer's language and time zone (the exact deadline on hover), its vacation days left, and a
 * resignation.
 */
export function SeatClock({ p }: { p: Player }) {
  const { t } = useI18n();
  return (
    <>
      {p.resigned !== undefined && <span class="muted small resigned-mark">{t("players.resigned")}</span>}
      {p.deadline !== null && (
        <span class="small seat-clock">
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" class="icon">
            <path
              d="M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20m0 2a8 8 0 1 1 0 16a8 8 0 0 1 0-16m-1 3v6l5 3l1-1.7l-4-2.3V7z"
              fill="currentColor"
            />
          </svg>{" "}
          <RelativeTime at={p.deadline} />
        </span>
      )}
      {p.vacationLeftMs !== undefined && p.resigned === undefined && (
        <span class="muted small vacation-left">{t("players.vacationLeft", { n: Math.floor(p.vacationLeftMs / DAY) })}</span>
      )}
    </>
  );
}
