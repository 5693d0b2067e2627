import { useGameT } from "../../../boardkit/i18n.js";
import type { OptionsProps } from "../../../boardkit/types.js";
import { texts } from "./texts.js";

const LIMITS = [30, 20, 40, 60, 0];

/** RULES.md §9.4: the round limit. */
export function Options({ value, onChange }: OptionsProps) {
  const t = useGameT(texts);
  const current = typeof value.roundLimit === "number" ? value.roundLimit : 30;
  return (
    <div class="options">
      <label class="field">
        <strong>{t("o.roundLimit")}</strong>
        <select
          name="roundLimit"
          value={String(current)}
          onChange={(e) => onChange({ ...value, roundLimit: Number((e.currentTarget as HTMLSelectElement).value) })}
        >
          {LIMITS.map((n) => (
            <option value={String(n)}>{n === 0 ? t("o.none") : String(n)}</option>
          ))}
        </select>
        <small>{t("o.roundLimitHelp")}</small>
      </label>
    </div>
  );
}

export const fixOptions = (_players: number, value: Record<string, unknown>): Record<string, unknown> => value;
