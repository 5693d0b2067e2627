import { ImportLinks } from "../components/ImportLinks.js";
import { SendLinks } from "../components/SendLinks.js";
import { useI18n } from "../i18n/core.js";
import { navigate } from "../lib/router.js";

/** My matches on another device, without an account: the links by e-mail, then pasted or followed here. */
export function MyLinks() {
  const { t } = useI18n();
  return (
    <div class="page narrow">
      <h1>{t("links.title")}</h1>
      <p class="lead">{t("links.lead")}</p>
      <section class="panel">
        <h2>{t("links.send")}</h2>
        <SendLinks />
      </section>
      <section class="panel">
        <h2>{t("links.importTitle")}</h2>
        <p class="muted">{t("links.importHelp")}</p>
        <ImportLinks onAdded={() => navigate("/")} />
      </section>
    </div>
  );
}
