import { Empty } from "../components/common.js";
import { useI18n } from "../i18n/core.js";
import { Link } from "../lib/router.js";

export function NotFound({ title }: { title?: string }) {
  const { t } = useI18n();
  return (
    <div class="page narrow">
      <Empty title={title ?? t("notFound.title")}>
        <p>{t("notFound.text")}</p>
        <Link href="/" class="button primary">
          {t("notFound.home")}
        </Link>
      </Empty>
    </div>
  );
}
