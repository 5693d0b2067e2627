import type { T, TongiakiUiKey } from "./texts.js";
import type { Outcome } from "../../../boardkit/api.js";

/** The figures games/tongiaki/rules/score.ts puts in the outcome's details (§14). */
interface Details {
  end?: "sea-tiles" | "island-tiles";
  standings?: { seat: number; points: number; islands: number; boats: number }[];
}

/** §13: which pile ran out. */
export function endReason(outcome: Outcome, t: T): string | null {
  const end = (outcome.details as Details | undefined)?.end;
  return end ? t(`end.${end}` as TongiakiUiKey) : null;
}

/** §14.2: more islands, then fewer boats; seats equal on all three share the place. */
export function tieBreak(outcome: Outcome, ahead: number, behind: number | null, t: T): string {
  const st = (outcome.details as Details | undefined)?.standings ?? [];
  const a = st.find((x) => x.seat === ahead);
  const b = behind === null ? undefined : st.find((x) => x.seat === behind);
  if (!a || !b) return t("end.tied");
  if (a.islands !== b.islands) return t("end.islands", { a: a.islands, b: b.islands });
  return t("end.boats", { a: a.boats, b: b.boats });
}
