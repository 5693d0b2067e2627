import type { WongarView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { InfoProps } from "../../../boardkit/types.js";
import { StandingsRow, StandingsTable } from "../../../boardkit/Standings.js";
import { CLAN, Piece } from "./drawing.js";
import { texts } from "./texts.js";
import { colourName, seatName } from "../texts/text.js";

/** Scores, hands and taken cards (their numbers: the cards themselves are secret, RULES.md §17), pieces left, figures. */
export function Info({ view, players, you }: InfoProps<WongarView>) {
  const t = useGameT(texts);
  const over = view.phase.kind === "over";
  const acting = view.phase.kind === "over" ? -1 : view.phase.seat;
  const discards = Object.values(view.discard).reduce((a, b) => a + b, 0);
  return (
    <section class="panel wg-info" aria-labelledby="wg-standings">
      <h2 id="wg-standings">{over ? t("i.final") : t("i.standings")}</h2>
      <StandingsTable heads={[t("i.points"), t("i.hand"), t("i.taken"), t("i.supply")]}>
        {view.scores.map((points, seat) => {
          const roles: [string, string][] = [];
          if (view.start === seat) roles.push(["⟲", t("i.start")]);
          if (view.ancestor.holder === seat) roles.push(["A", t("i.holds", { figure: t("fig.ancestor") })]);
          if (view.elder.holder === seat) roles.push(["E", t("i.holds", { figure: t("fig.elder") })]);
          const marks = roles.map(([mark, title]) => (
            <span class="wg-role" title={title} aria-label={title}>
              {mark}
            </span>
          ));
          const who = (
            <>
              <span class="dot" style={{ background: CLAN[seat] }} title={colourName(seat, t)} /> {seatName(players, seat, t)}
            </>
          );
          return (
            <StandingsRow
              current={seat === acting}
              who={who}
              name={seatName(players, seat, t)}
              youLabel={you === seat ? t("you") : undefined}
              marks={marks}
            >
              <td class="num">{points}</td>
              <td class="num">{view.handSizes[seat]}</td>
              <td class="num">{view.collectedCounts[seat]}</td>
              <td class="num wg-supply">
                {(view.supply[seat] ?? []).map((n, shape) => (
                  <span>
                    <svg class="wg-icon" viewBox="-11 -11 22 22" aria-hidden="true">
                      <Piece shape={shape} x={0} y={0} seat={seat} />
                    </svg>
                    {n}{" "}
                  </span>
                ))}
              </td>
            </StandingsRow>
          );
        })}
      </StandingsTable>
      <p class="muted small">
        {t("i.round", { n: Math.max(1, view.round) })} · {t("i.time", { time: view.time, section: ["I", "II", "III"][view.section] ?? "" })}
        {view.ending && !over ? ` · ${t("i.lastRound")}` : ""}
      </p>
      <p class="muted small">
        {t("i.deck", { n: view.deck, d: discards })}
        {view.aside > 0 ? ` · ${t("i.aside")}` : ""}
      </p>
    </section>
  );
}
