import type { TimeoutPolicy } from "../api.js";
import { useI18n, type AppKey } from "../i18n/core.js";

/** Days per move (0 = no clock), what happens at a deadline, and vacation days per player and year. */
const CLOCKS = [0, 1, 2, 3, 7, 14] as const;
const TIMEOUTS: TimeoutPolicy[] = ["fallback", "skip", "abandon"];
const VACATIONS = [0, 7, 14, 30] as const;

/** The new-match form's clock: days per move, what a missed deadline does, vacation days a year. */
export interface ClockChoice {
  days: number;
  timeout: TimeoutPolicy;
  vacation: number;
}

export const NO_CLOCK: ClockChoice = { days: 0, timeout: "fallback", vacation: 0 };

export const clockFields = (c: ClockChoice) =>
  c.days > 0 ? { clock: { daysPerMove: c.days, timeout: c.timeout, vacationDays: c.vacation } } : {};

/** The clock fieldset: days per move, and once there is a clock, the deadline policy (a bot's too if the game has bots). */
export function ClockFields({ value, onChange, bots }: { value: ClockChoice; onChange(c: ClockChoice): void; bots: boolean }) {
  const { t } = useI18n();
  const pick = (e: Event) => (e.currentTarget as HTMLSelectElement).value;
  return (
    <fieldset>
      <legend id="clock-legend">{t("create.clock")}</legend>
      {/* a legend does not name a select (axe select-name): the legend's words name it, so both say the same */}
      <select
        name="clock"
        aria-labelledby="clock-legend"
        value={String(value.days)}
        onChange={(e) => onChange({ ...value, days: Number(pick(e)) })}
      >
        {CLOCKS.map((d) => (
          <option value={String(d)}>{d === 0 ? t("create.noClock") : t("create.days", { n: d })}</option>
        ))}
      </select>
      <p class="muted small">{t("create.clockHelp")}</p>
      {value.days > 0 && (
        <div class="row">
          <label class="field inline">
            <span>{t("create.timeout")}</span>
            <select name="timeout" value={value.timeout} onChange={(e) => onChange({ ...value, timeout: pick(e) as TimeoutPolicy })}>
              {(bots ? [...TIMEOUTS, "bot" as const] : TIMEOUTS).map((p) => (
                <option value={p}>{t(`create.timeout.${p}` as AppKey)}</option>
              ))}
            </select>
          </label>
          <label class="field inline">
            <span>{t("create.vacation")}</span>
            <select name="vacation" value={String(value.vacation)} onChange={(e) => onChange({ ...value, vacation: Number(pick(e)) })}>
              {VACATIONS.map((d) => (
                <option value={String(d)}>{d === 0 ? t("create.noVacation") : t("create.days", { n: d })}</option>
              ))}
            </select>
          </label>
        </div>
      )}
    </fieldset>
  );
}
