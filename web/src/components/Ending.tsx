import type { MatchState } from "../api.js";
import type { GameUi } from "../../../boardkit/types.js";
import type { GameT } from "../../../boardkit/types.js";
import { playerName } from "../../../boardkit/names.js";

/**
 * The end of a match, explained: the final places with, where scores are equal, the tie-break that ordered them (or
 * why a place is shared), then why the match ended. `t` is the game's translator (its own texts over the shared ones).
 */
export function Ending({ m, ui, t }: { m: MatchState; ui: GameUi; t: GameT }) {
  const o = m.outcome!;
  const name = (s: number) => playerName(m.players, s, t);
  const score = (seats: readonly number[]) => o.scores[seats[0]!] ?? 0;
  if (o.reason === "resigned") return <Resigned m={m} t={t} />;
  const reason = ui.endReason(o, m.players, t) ?? o.reason;
  return (
    <>
      <ol class="ranking">
        {o.ranking.map((seats, i) => {
          const next = o.ranking[i + 1];
          const why =
            seats.length > 1
              ? t("end.shared", { why: ui.tieBreak(o, seats[0]!, null, t) })
              : next && score(next) === score(seats)
                ? t("end.ahead", { name: next.map(name).join(", "), why: ui.tieBreak(o, seats[0]!, next[0]!, t) })
                : null;
          return (
            <li>
              <span class="place">{i + 1}.</span> {seats.map(name).join(" = ")} — {t("match.points", { n: score(seats) })}
              {why && <span class="tie-break"> · {why}</span>}
            </li>
          );
        })}
      </ol>
      <p class="end-reason">{reason}</p>
    </>
  );
}

/** A match a resignation ended (worker/host/resign.ts): the places without points, and who resigned. */
function Resigned({ m, t }: { m: MatchState; t: GameT }) {
  const o = m.outcome!;
  const seat = (o.details as { seat?: number } | undefined)?.seat;
  return (
    <>
      <ol class="ranking">
        {o.ranking.map((seats, i) => (
          <li>
            <span class="place">{i + 1}.</span> {seats.map((s) => playerName(m.players, s, t)).join(" = ")}
          </li>
        ))}
      </ol>
      {seat !== undefined && <p class="end-reason">{t("end.resigned", { name: playerName(m.players, seat, t) })}</p>}
    </>
  );
}
