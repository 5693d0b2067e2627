import type { GameT, GameUi } from "../../../boardkit/types.js";
import { useI18n } from "../i18n/core.js";
import { undo } from "../state/staging.js";
import type { MatchData, MatchStore } from "../state/match.js";

/** The picks held on this page (state/staging.ts): each in words, and undo for the last one; or the moves waiting for the connection. */
export function Staged({ store, d, ui, gt }: { store: MatchStore; d: MatchData; ui: GameUi; gt: GameT }) {
  const { t } = useI18n();
  const m = d.match!;
  const unsent = d.unsent.length > 0;
  const picks = unsent ? d.unsent : d.staged;
  return (
    <section class="panel staged" aria-labelledby="staged-h">
      <h2 id="staged-h">{t("stage.title", { n: picks.length })}</h2>
      <ol class="plain">
        {picks.map((mv) => (
          <li>{ui.moveText(mv, m.view, gt)}</li>
        ))}
      </ol>
      {unsent ? (
        <p class="unsent note" role="status">
          {t("stage.offline")}
        </p>
      ) : (
        <>
          <p class="muted small">{t("stage.help")}</p>
          <button type="button" class="secondary" disabled={d.busy} onClick={() => undo(store)}>
            {t("stage.undo")}
          </button>
        </>
      )}
    </section>
  );
}
