import type { MatchState } from "../api.js";
import type { GameUi } from "../../../boardkit/types.js";
import { useI18n, type AppKey } from "../i18n/core.js";
import { Deadline } from "./common.js";
import { BotIcon } from "./BotIcon.js";
import { SeatClock } from "./SeatClock.js";
import { HereMark } from "../live/Chat.js";

/** The match's players: each seat's colours, name, whether it is here, a bot, taken over or on vacation, and its clock. */
export function MatchPlayers({ m, ui, you, here }: { m: MatchState; ui: GameUi | null; you: number | null; here: number[] }) {
  const { t } = useI18n();
  return (
    <ul class="players" aria-label={t("match.players")}>
      {m.players.map((p) => (
        <li class={m.activeSeats.includes(p.seat) ? "active" : undefined}>
          {/* until the board's code has come, one dot's room is kept for the seat's colour (no layout shift, issue #41) */}
          {ui ? (
            ui.seatColours(m.view, p.seat).map((c) => <span class="dot" style={{ background: c }} />)
          ) : (
            <span class="dot pending" aria-hidden="true" />
          )}
          <span class="name" title={p.open ? undefined : (p.name ?? undefined)}>
            {p.open ? t("create.openSeat") : p.name}
          </span>
          <HereMark here={here.includes(p.seat)} />
          {you === p.seat && <span class="you">({t("you")})</span>}
          {p.bot && (
            <span class="muted small bot-mark" title={t(`bot.${p.bot}` as AppKey)}>
              <BotIcon /> {t(`bot.${p.bot}` as AppKey)}
            </span>
          )}
          {/* a resigned seat is played for for good: it says "resigned" (SeatClock), not that its player may come back */}
          {p.takenOverBy && p.resigned === undefined && (
            <span class="muted small bot-mark taken-over">
              <BotIcon /> {t("match.takenOver")}
            </span>
          )}
          {p.vacationUntil && (
            <span class="muted small vacation-mark">
              {t("match.onVacation")} <Deadline at={p.vacationUntil} until />
            </span>
          )}
          <SeatClock p={p} />
        </li>
      ))}
    </ul>
  );
}
