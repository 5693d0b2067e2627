import type { Lang } from "../i18n/core.js";

/**
 * What a new seat's messages are written for: the app's language (the reader's own choice, else the browser's) and
 * the browser's time zone when it tells one. Sent with the creation or the join; the seat can change both later.
 */
export function seatLocale(lang: Lang): { lang: Lang; timeZone?: string } {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? { lang, timeZone } : { lang };
}
