import { useEffect, useState } from "preact/hooks";
import type { T, TongaBongaUiKey } from "./texts.js";

/**
 * The wage of one role (RULES.md §4.3: any amount from the lowest to the highest legal bid, every one of them legal):
 * a slider for the whole range and a number field for an exact amount, both labelled and usable from the keyboard
 * (arrow keys on either; Enter in the field offers the amount).
 */
export function WageInput({
  role,
  lo,
  hi,
  value,
  onChange,
  onOffer,
  t,
}: {
  role: "captain" | "helmsman";
  lo: number;
  hi: number;
  value: number;
  onChange(n: number): void;
  onOffer(n: number): void;
  t: T;
}) {
  const [draft, setDraft] = useState<string>(String(value));
  useEffect(() => setDraft(String(value)), [value, role, lo, hi]);
  const roleName = t(`role.${role}` as TongaBongaUiKey);
  const typed = Number(draft);
  const valid = draft.trim() !== "" && Number.isInteger(typed) && typed >= lo && typed <= hi;
  const hintId = `tb-wage-range-${role}`;
  return (
    <div class="tb-tray">
      <label class="tb-bid">
        <span>{t("b.amount", { role: roleName })}</span>
        <input
          type="range"
          min={lo}
          max={hi}
          step={1}
          value={value}
          disabled={lo === hi}
          aria-describedby={hintId}
          onInput={(e) => onChange(Number((e.currentTarget as HTMLInputElement).value))}
        />
      </label>
      <input
        type="number"
        class="tb-amount"
        inputMode="numeric"
        min={lo}
        max={hi}
        step={1}
        value={draft}
        aria-label={t("b.amountField", { role: roleName, lo, hi })}
        aria-describedby={hintId}
        aria-invalid={!valid}
        onInput={(e) => {
          const raw = (e.currentTarget as HTMLInputElement).value;
          setDraft(raw);
          const n = Number(raw);
          if (raw.trim() !== "" && Number.isInteger(n) && n >= lo && n <= hi) onChange(n);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && valid) onOffer(typed);
        }}
      />
      <button type="button" class="primary" disabled={!valid} onClick={() => onOffer(typed)}>
        {t("b.offer", { n: valid ? typed : value, role: roleName })}
      </button>
      <small id={hintId} class="muted">
        {t("b.range", { lo, hi })}
      </small>
    </div>
  );
}
