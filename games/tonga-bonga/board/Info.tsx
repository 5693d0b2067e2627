import type { TongaBongaView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { InfoProps } from "../../../boardkit/types.js";
import { StandingsRow, StandingsTable } from "../../../boardkit/Standings.js";
import { ISLANDS, SHIP } from "./chart.js";
import { texts } from "./texts.js";
import { colourName, seatName } from "../texts/text.js";

/** Ducats (the score), camps founded, wages on the table this round, and the camps on each island. */
export function Info({ view, players, you }: InfoProps<TongaBongaView>) {
  const t = useGameT(texts);
  const over = view.phase.kind === "over";
  const order = view.ranking.flat();
  return (
    <section class="panel tb-info" aria-labelledby="tb-owners">
      <h2 id="tb-owners">{over ? t("i.final") : t("i.owners")}</h2>
      <StandingsTable heads={[t("i.ducats"), t("i.camps"), t("i.wages")]}>
        {order.map((seat) => {
          const w = view.wages[seat]!;
          const who = (
            <>
              <span class="dot" style={{ background: SHIP[seat] }} title={colourName(seat, t)} /> {seatName(players, seat, t)}
            </>
          );
          return (
            <StandingsRow
              current={!over && view.current === seat}
              who={who}
              name={seatName(players, seat, t)}
              youLabel={you === seat ? t("you") : undefined}
            >
              <td class="num">{view.money[seat]}</td>
              <td class="num">{4 - (view.campsLeft[seat] ?? 4)} / 4</td>
              <td class="num">{w.captain + w.helmsman}</td>
            </StandingsRow>
          );
        })}
      </StandingsTable>
      <h3 class="tb-sub">{t("i.campsOn")}</h3>
      <ul class="plain tb-camps">
        {ISLANDS.filter((i) => !i.home).map((isl) => (
          <li>
            <span>{isl.name}</span>{" "}
            {(view.camps[isl.id] ?? []).map((seat) => (
              <span class="dot" style={{ background: SHIP[seat] }} title={colourName(seat, t)} />
            ))}
          </li>
        ))}
      </ul>
      <p class="muted">
        {t("i.round", { n: view.round, who: seatName(players, view.start, t) })}
        {view.options.roundLimit > 0 && ` · ${t("i.limit", { n: view.options.roundLimit })}`}
      </p>
    </section>
  );
}
