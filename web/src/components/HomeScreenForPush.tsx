import { useI18n } from "../i18n/core.js";

/**
 * Where the push switch would be on iOS outside the installed app: Safari offers web push only to a site added to the
 * home screen and opened from there (16.4 and later), so this says how. The installed app has its own storage, hence
 * the seat link step (the match page never shows the link itself).
 */
export function HomeScreenForPush() {
  const { t } = useI18n();
  return (
    <div class="home-screen-push" role="note" aria-labelledby="ios-push-h">
      <h4 id="ios-push-h">{t("install.iosTitle")}</h4>
      <p class="small">{t("install.iosNeed")}</p>
      <ol class="small">
        <li>{t("install.iosStep1")}</li>
        <li>{t("install.iosStep2")}</li>
        <li>{t("install.iosStep3")}</li>
      </ol>
    </div>
  );
}
