import { useI18n } from "../i18n/core.js";
import { Link } from "../lib/router.js";
import { Empty } from "./common.js";

/** A page whose link is missing what it needs (a lost entry, no invite): it says why and offers to watch the match. */
export function WatchInstead({ id, title, text }: { id: string; title: string; text: string }) {
  const { t } = useI18n();
  return (
    <div class="page narrow">
      <Empty title={title}>
        <p>{text}</p>
        <Link href={`/m/${id}`} class="button secondary">
          {t("created.watch")}
        </Link>
      </Empty>
    </div>
  );
}
