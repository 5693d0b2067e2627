import { useEffect, useMemo, useRef } from "preact/hooks";
import type { MatchState } from "../api.js";
import type { LogEntry } from "../../../boardkit/api.js";
import type { GameUi } from "../../../boardkit/types.js";
import { playerName } from "../../../boardkit/names.js";
import { useGameT } from "../../../boardkit/i18n.js";
import { MoveBy } from "../components/MoveBy.js";
import { useI18n } from "../i18n/core.js";

/** Every move in words, each a step to go to, the current one marked and kept in the middle of the list. */
export function ReplayMoves({
  m,
  entries,
  ui,
  at,
  go,
}: {
  m: MatchState;
  entries: readonly LogEntry[];
  ui: GameUi;
  at: number;
  go(n: number): void;
}) {
  const { t, lang } = useI18n();
  const gt = useGameT(ui.texts);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // scroll the list only, never the page: stepping through moves must not move the board
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list && item) list.scrollTop = item.offsetTop - list.clientHeight / 2 + item.offsetHeight / 2;
  }, [at, entries]);
  const lines = useMemo(() => ui.logLines(entries, m.players, gt), [entries, ui, lang]);

  if (entries.length === 0) return <p class="muted">{t("match.noMoves")}</p>;
  return (
    <ol class="plain log full" ref={listRef}>
      <li>
        <button type="button" class="entry" aria-current={at === 0 ? "step" : undefined} onClick={() => go(0)}>
          <span class="seq">0</span> <span>{t("replay.start")}</span>
        </button>
      </li>
      {entries.map((e, i) => (
        <li class={e.by ? `by-${e.by}` : undefined}>
          <button type="button" class="entry" aria-current={at === e.seq ? "step" : undefined} onClick={() => go(e.seq)}>
            <span class="seq">{e.seq}</span>{" "}
            <span>
              <strong>{playerName(m.players, e.seat, t)}</strong>
              {(lines[i] ?? []).length > 0 ? (
                (lines[i] ?? []).map((l) => <span class="line">{l}</span>)
              ) : (
                <span class="line">{ui.moveText(e.move, m.view, gt)}</span>
              )}
              <MoveBy by={e.by} />
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
