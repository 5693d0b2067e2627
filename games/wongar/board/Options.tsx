import { useGameT } from "../../../web/src/i18n/core.js";
import type { OptionsProps } from "../../../web/src/boards/types.js";
import { OptionCheck } from "../../../web/src/boards/OptionCheck.js";
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
