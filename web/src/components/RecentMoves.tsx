import type { Log, MatchState } from "../api.js";
import { useI18n } from "../i18n/core.js";
import { Link } from "../lib/router.js";
import { Loading } from "./common.js";
import { MoveBy } from "./MoveBy.js";

/** How many of the latest moves the panel tells; the whole log is the replay's. */
const SHOWN = 6;

/** "Latest moves": the last few moves of the match in the log's sentences, newest first, and a link to the whole log. */
export function RecentMoves({ m, log, lines }: { m: MatchState; log: Log | null; lines: string[][] }) {
  const { t } = useI18n();
  const recent = log
    ? log.entries
        .map((e, i) => ({ e, lines: lines[i] ?? [] }))
        .filter((x) => x.lines.length > 0)
        .slice(-SHOWN)
        .reverse()
    : [];
  return (
    <section class="panel" aria-labelledby="recent-h">
      <h2 id="recent-h">{t("match.recent")}</h2>
      {!log ? (
        <Loading />
      ) : recent.length === 0 ? (
        <p class="muted">{t("match.noMoves")}</p>
      ) : (
        <ol class="plain log recent">
          {recent.map(({ e, lines: ls }) => (
            <li class={e.by ? `by-${e.by}` : undefined}>
              {ls.map((l) => (
                <p>{l}</p>
              ))}
              <MoveBy by={e.by} />
            </li>
          ))}
        </ol>
      )}
      <Link href={`/m/${m.id}/replay${location.search}`} class="small">
        {t("match.fullLog")}
      </Link>
    </section>
  );
}
