import { useGameT } from "../../../boardkit/i18n.js";
import type { OptionsProps } from "../../../boardkit/types.js";
import { OptionCheck } from "../../../boardkit/OptionCheck.js";
import { texts } from "./texts.js";

/** RULES.md §15: the two variants. */
export function Options({ players, value, onChange }: OptionsProps) {
  const t = useGameT(texts);
  return (
    <div class="options">
      <OptionCheck
        name="twoColours"
        value={value}
        onChange={onChange}
        title={t("o.twoColours")}
        help={t("o.twoColoursHelp")}
        disabled={players !== 2}
      />
      <OptionCheck name="freeTiles" value={value} onChange={onChange} title={t("o.freeTiles")} help={t("o.freeTilesHelp")} />
    </div>
  );
}

export const fixOptions = (players: number, value: Record<string, unknown>): Record<string, unknown> =>
  players === 2 ? value : { ...value, twoColours: false };
