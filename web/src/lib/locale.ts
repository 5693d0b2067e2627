import type { Lang } from "../i18n/core.js";

/**
 * What a new seat's messages are written for: the app's language (the reader's own choice, else the browser's) and
 * the browser's time zone when it tells one. Sent with the creation or the join; the seat can change both later.
 */
export function seatLocale(lang: Lang): { lang: Lang; timeZone?: string } {
  const timeZone = browserZone();
  return timeZone ? { lang, timeZone } : { lang };
}

let zone: string | null | undefined;

/**
 * The browser's time zone, or null when it tells none. Asked once: a new `Intl.DateTimeFormat` costs milliseconds (a
 * whole locale's data is set up), too much for a component that renders at every change of the match page.
 */
export function browserZone(): string | null {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  return zone;
}
