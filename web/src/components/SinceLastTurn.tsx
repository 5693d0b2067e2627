import type { Log, MatchState } from "../api.js";
import type { ChangeMarks } from "../lib/change-marks.js";
import { useI18n } from "../i18n/core.js";
import { Link } from "../lib/router.js";
import { playerName } from "../../../boardkit/names.js";

/** The summary tells at most this many moves, the latest (as the turn notice does: delivery/render.ts MAX_TOLD_MOVES). */
export const MAX_SHOWN_MOVES = 12;

interface Turn {
  seat: number;
  from: number;
  to: number;
  lines: string[];
}

/**
 * "Since your last turn": what every other player did after the seat's own last move, turn by turn, in the same log
 * sentences as the turn notice (the log is already filtered for this seat by the server: never a hidden card). With
 * `marks`, it says how many changes the board marks (and in which colour), and offers to clear them.
 */
export function SinceLastTurn({ m, log, lines, marks }: { m: MatchState; log: Log; lines: string[][]; marks?: ChangeMarks }) {
  const { t } = useI18n();
  const you = m.you?.seat;
  if (you === undefined) return null;
  let mine = -1;
  log.entries.forEach((e, i) => e.seat === you && (mine = i));
  const since = log.entries.map((e, i) => ({ e, lines: lines[i] ?? [] })).slice(mine + 1);
  if (since.length === 0) return null;
  const shown = since.slice(-MAX_SHOWN_MOVES);
  const turns = shown.reduce<Turn[]>((acc, { e, lines: ls }) => {
    const last = acc[acc.length - 1];
    if (last && last.seat === e.seat) {
      last.to = e.seq;
      last.lines.push(...ls);
    } else acc.push({ seat: e.seat, from: e.seq, to: e.seq, lines: [...ls] });
    return acc;
  }, []);
  const earlier = since.length - shown.length;
  return (
    <section class="panel since" aria-labelledby="since-h">
      <h2 id="since-h">{t("since.title")}</h2>
      {marks?.marked && marks.marked.size > 0 && (
        <p class="since-marks small">
          <span class="changed-swatch" aria-hidden="true" />
          <span>{t("since.marked", { n: marks.marked.size })}</span>
          <button type="button" class="link" onClick={marks.clear}>
            {t("since.clearMarks")}
          </button>
        </p>
      )}
      {earlier > 0 && (
        <p class="muted small">
          <Link href={`/m/${m.id}/replay${location.search}`}>{t("since.earlier", { n: earlier })}</Link>
        </p>
      )}
      <ol class="plain log since-turns">
        {turns.map((turn) => (
          <li data-seat={turn.seat}>
            <strong>{playerName(m.players, turn.seat, t)}</strong>{" "}
            <span class="muted small">
              {turn.from === turn.to ? t("since.move", { seq: turn.from }) : t("since.moves", { from: turn.from, to: turn.to })}
            </span>
            {turn.lines.map((l) => (
              <p>{l}</p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
