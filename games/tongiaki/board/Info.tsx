import type { TongiakiView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { InfoProps } from "../../../boardkit/types.js";
import { StandingsRow, StandingsTable } from "../../../boardkit/Standings.js";
import { FLEET } from "./fleet.js";
import { texts } from "./texts.js";
import { colourName, islandName, seatName } from "../texts/text.js";

export const coloursOfSeat = (view: TongiakiView, seat: number): number[] => {
  const out: number[] = [];
  for (let c = seat; c < view.colours; c += view.seats) out.push(c);
  return out;
};

/** Standings (the view's `standings`), reserves, royal islands and the pile. */
export function Info({ view, players, you }: InfoProps<TongiakiView>) {
  const t = useGameT(texts);
  const over = view.phase.kind === "over";
  return (
    <section class="panel tg-info" aria-labelledby="tg-standings">
      <h2 id="tg-standings">{over ? t("i.final") : t("i.standings")}</h2>
      <StandingsTable heads={[t("i.points"), t("i.islands"), t("i.boats"), t("i.reserve"), t("i.royal")]}>
        {view.standings.map((s) => {
          const cols = coloursOfSeat(view, s.seat);
          const who = (
            <>
              {cols.map((c) => (
                <span class="dot" style={{ background: FLEET[c] }} title={colourName(c, t)} />
              ))}{" "}
              {seatName(players, s.seat, t)}
            </>
          );
          return (
            <StandingsRow
              current={!over && view.currentSeat === s.seat}
              who={who}
              name={seatName(players, s.seat, t)}
              youLabel={you === s.seat ? t("you") : undefined}
            >
              <td class="num">{s.points}</td>
              <td class="num">{s.islands}</td>
              <td class="num">{s.boats}</td>
              <td class="num">{cols.map((c) => view.reserve[c] ?? 0).join(" + ")}</td>
              <td class="num">{cols.map((c) => view.royal[c] ?? 0).join(" + ")}</td>
            </StandingsRow>
          );
        })}
      </StandingsTable>
      <p class="muted">
        {t("i.turn", { n: Math.max(1, view.turn) })} · {t("i.pile", { islands: view.pile.islands, seas: view.pile.seas })}
      </p>
      {view.removed.length > 0 && (
        <p class="muted">{t("i.removed", { islands: view.removed.map((id) => islandName(id, t)).join(", ") })}</p>
      )}
    </section>
  );
}
