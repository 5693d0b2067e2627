import { LANG_NAMES, useI18n, type Lang } from "../i18n/core.js";
import { Empty } from "./common.js";

/** A language the reader chose that did not arrive: said in the language still shown, with another try. */
export function LangError({ lang, onRetry, onClose }: { lang: Lang; onRetry: () => void; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div class="error" role="alert">
      <p>
        <strong>{t("nav.languageFailed", { lang: LANG_NAMES[lang] })}</strong>
      </p>
      <div class="row">
        <button type="button" class="secondary" onClick={onRetry}>
          {t("common.tryAgain")}
        </button>
        <button type="button" class="link" onClick={onClose}>
          {t("common.dismiss")}
        </button>
      </div>
    </div>
  );
}

/** The page when no language's texts arrived, not even English: nothing to translate with, so it is in English. */
export function NoTexts() {
  return (
    <main id="main">
      <div role="alert">
        <Empty title="Waka could not load its texts">
          <p>Check your connection, then reload the page.</p>
          <button type="button" class="primary" onClick={() => location.reload()}>
            Reload
          </button>
        </Empty>
      </div>
    </main>
  );
}
