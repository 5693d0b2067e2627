import { useGameT } from "../../i18n/core.js";
import type { OptionsProps } from "../types.js";
import { texts } from "./texts.js";

/** RULES.md §15: the two variants. */
export function Options({ players, value, onChange }: OptionsProps) {
  const t = useGameT(texts);
  const two = players === 2;
  return (
    <div class="options">
      <label class={two ? "check" : "check disabled"}>
        <input
          type="checkbox"
          name="twoColours"
          disabled={!two}
          checked={two && value.twoColours === true}
          onChange={(e) => onChange({ ...value, twoColours: (e.currentTarget as HTMLInputElement).checked })}
        />
        <span>
          <strong>{t("o.twoColours")}</strong>
          <small>{t("o.twoColoursHelp")}</small>
        </span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          name="freeTiles"
          checked={value.freeTiles === true}
          onChange={(e) => onChange({ ...value, freeTiles: (e.currentTarget as HTMLInputElement).checked })}
        />
        <span>
          <strong>{t("o.freeTiles")}</strong>
          <small>{t("o.freeTilesHelp")}</small>
        </span>
      </label>
    </div>
  );
}

export const fixOptions = (players: number, value: Record<string, unknown>): Record<string, unknown> =>
  players === 2 ? value : { ...value, twoColours: false };
