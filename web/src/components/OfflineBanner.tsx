import { useI18n } from "../i18n/core.js";

/** Over a match the server cannot be reached for: which position the page shows, and that it is read-only. */
export function OfflineBanner({ seq }: { seq: number }) {
  const { t } = useI18n();
  return (
    <div class="banner offline" role="status" aria-live="polite">
      <strong>{t("offline.banner", { move: seq })}</strong>
      <span>{t("offline.help")}</span>
    </div>
  );
}
