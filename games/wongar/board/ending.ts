import type { T, WongarUiKey } from "./texts.js";
import type { Outcome } from "../../../boardkit/api.js";

/** §15.1: the scorpion reached X ("time"), or an area's last card was taken ("pile"). */
export function endReason(outcome: Outcome, t: T): string | null {
  const end = (outcome.details as { end?: "time" | "pile" } | undefined)?.end;
  return end ? t(`end.${end}` as WongarUiKey) : null;
}

/** §15.3 equal scores share the place: the rulebook names no tie-break. */
export const tieBreak = (_outcome: Outcome, _ahead: number, _behind: number | null, t: T): string => t("end.noTieBreak");
