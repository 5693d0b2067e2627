/** How a message speaks to its recipient: in a seat's language, with dates in its time zone (UTC when it gave none). */
import type { SeatRow } from "../db/schema.js";
import type { CommonKey } from "../i18n/common/en.js";
import { formatDateTime, formatDay, type Lang, type T } from "../i18n/core.js";
import { messageT } from "./messages.js";
import type { NotifyKey } from "../i18n/notify/en.js";

export type Words = T<NotifyKey | CommonKey>;

export interface Voice {
  lang: Lang;
  t: Words;
  date: (ms: number) => string;
  /** The day alone ("24 November 2026"). */
  day: (ms: number) => string;
}

/** The voice of a seat; English and UTC without one. */
export const voiceOf = (seat: Pick<SeatRow, "lang" | "timeZone"> | null | undefined): Voice => {
  const lang = seat?.lang ?? "en";
  return {
    lang,
    t: messageT(lang),
    date: (ms) => formatDateTime(lang, ms, seat?.timeZone),
    day: (ms) => formatDay(lang, ms, seat?.timeZone),
  };
};
