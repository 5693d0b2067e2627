import { useI18n } from "../i18n/core.js";

/** First, previous, a slider over every position, next, last, and where the replay stands in words. */
export function ReplayBar({ at, last, go }: { at: number; last: number; go(n: number): void }) {
  const { t } = useI18n();
  return (
    <div class="replay-bar" role="group" aria-label={t("replay.controls")}>
      <button type="button" class="secondary" aria-label={t("replay.first")} disabled={at <= 0} onClick={() => go(0)}>
        <Icon d="M5 4h2v16H5zM19 4v16L8 12z" />
      </button>
      <button type="button" class="secondary" aria-label={t("replay.prev")} disabled={at <= 0} onClick={() => go(at - 1)}>
        <Icon d="M17 4v16L6 12z" />
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        aria-label={t("replay.position")}
        aria-valuetext={t("replay.moveOf", { n: at, total: last })}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button type="button" class="secondary" aria-label={t("replay.next")} disabled={at >= last} onClick={() => go(at + 1)}>
        <Icon d="M7 4v16l11-8z" />
      </button>
      <button type="button" class="secondary" aria-label={t("replay.last")} disabled={at >= last} onClick={() => go(last)}>
        <Icon d="M17 4h2v16h-2zM5 4v16l11-8z" />
      </button>
      <span class="replay-pos" aria-live="polite">
        {t("replay.moveOf", { n: at, total: last })}
      </span>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="icon">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
