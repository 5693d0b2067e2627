import { useGameT } from "../../i18n/core.js";
import type { OptionsProps } from "../types.js";
import { texts } from "./texts.js";

/** RULES.md §16: the advanced rules. */
export function Options({ value, onChange }: OptionsProps) {
  const t = useGameT(texts);
  return (
    <div class="options">
      <label class="check">
        <input
          type="checkbox"
          name="advanced"
          checked={value.advanced === true}
          onChange={(e) => onChange({ ...value, advanced: (e.currentTarget as HTMLInputElement).checked })}
        />
        <span>
          <strong>{t("o.advanced")}</strong>
          <small>{t("o.advancedHelp")}</small>
        </span>
      </label>
    </div>
  );
}

export const fixOptions = (_players: number, value: Record<string, unknown>): Record<string, unknown> => value;
