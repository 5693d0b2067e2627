import type { TongiakiView } from "../../../../engine/tongiaki/index.js";
import { useGameT } from "../../i18n/core.js";
import type { InfoProps } from "../types.js";
import { FLEET } from "./Board.js";
import { texts } from "./texts.js";
import { colourName, islandName, seatName } from "../../../../i18n/tongiaki/text.js";

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
      <div class="table-scroll">
        <table class="standings">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col" class="num">{t("i.points")}</th>
              <th scope="col" class="num">{t("i.islands")}</th>
              <th scope="col" class="num">{t("i.boats")}</th>
              <th scope="col" class="num">{t("i.reserve")}</th>
              <th scope="col" class="num">{t("i.royal")}</th>
            </tr>
          </thead>
          <tbody>
            {view.standings.map((s) => {
              const cols = coloursOfSeat(view, s.seat);
              const current = !over && view.currentSeat === s.seat;
              return (
                <tr class={current ? "current" : undefined} aria-current={current ? "true" : undefined}>
                  <th scope="row">
                    <span class="who">
                      {cols.map((c) => (
                        <span class="dot" style={{ background: FLEET[c] }} title={colourName(c, t)} />
                      ))}{" "}
                      {seatName(players, s.seat, t)}
                    </span>
                    {you === s.seat && <span class="you"> ({t("you")})</span>}
                  </th>
                  <td class="num">{s.points}</td>
                  <td class="num">{s.islands}</td>
                  <td class="num">{s.boats}</td>
                  <td class="num">{cols.map((c) => view.reserve[c] ?? 0).join(" + ")}</td>
                  <td class="num">{cols.map((c) => view.royal[c] ?? 0).join(" + ")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="muted">
        {t("i.turn", { n: Math.max(1, view.turn) })} · {t("i.pile", { islands: view.pile.islands, seas: view.pile.seas })}
      </p>
      {view.removed.length > 0 && <p class="muted">{t("i.removed", { islands: view.removed.map(islandName).join(", ") })}</p>}
    </section>
  );
}
