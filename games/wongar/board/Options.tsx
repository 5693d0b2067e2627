import { useGameT } from "../../../boardkit/i18n.js";
import type { OptionsProps } from "../../../boardkit/types.js";
import { OptionCheck } from "../../../boardkit/OptionCheck.js";
import { texts } from "./texts.js";

/** RULES.md §16: the advanced rules. */
export function Options({ value, onChange }: OptionsProps) {
  const t = useGameT(texts);
  return (
    <div class="options">
      <OptionCheck name="advanced" value={value} onChange={onChange} title={t("o.advanced")} help={t("o.advancedHelp")} />
    </div>
  );
}

export const fixOptions = (_players: number, value: Record<string, unknown>): Record<string, unknown> => value;
