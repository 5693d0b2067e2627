import type { T, TongaBongaUiKey } from "./texts.js";
import type { Outcome, Player } from "../../../boardkit/api.js";
import { playerName } from "../../../boardkit/names.js";

/** What games/tonga-bonga/rules/score.ts puts in the outcome's details. */
interface Details {
  end?: "home" | "limit";
  rounds?: number;
  home?: number[];
}

/** §9.3 a ship came home (whose), or §9.4 the round limit. */
export function endReason(outcome: Outcome, players: Player[], t: T): string | null {
  const d = outcome.details as Details | undefined;
  if (!d?.end) return null;
  const names = (d.home ?? []).map((s) => playerName(players, s, t)).join(", ");
  return t(`end.${d.end}` as TongaBongaUiKey, { n: d.rounds ?? 0, names });
}

/** §9.3 equal ducats share the place: there is no tie-break. */
export const tieBreak = (_outcome: Outcome, _ahead: number, _behind: number | null, t: T): string => t("end.noTieBreak");
