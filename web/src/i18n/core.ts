import { useContext } from "preact/hooks";
import type { Lang, T as Translator } from "../../../i18n/core.js";
import { I18nContext } from "../../../boardkit/i18n.js";
import type { AppKey } from "./shared.js";

export { LANG_NAMES, LANGS, pickLang, translate, type Dict, type Entry, type Lang, type Params } from "../../../i18n/core.js";
export type { AppKey } from "./shared.js";

/** The app's translator: a key that is not in the English texts fails the type check. */
export type T = Translator<AppKey>;

export interface I18n {
  lang: Lang;
  t: T;
  /** Whether the shared texts have `key` (for keys made from a server's code, such as an error's). */
  has: (key: string) => boolean;
  setLang: (l: Lang) => void;
}

/** The page's language context, the board kit's (boards read it too): the app provides an I18n. */
export { I18nContext };

export const useI18n = (): I18n => useContext(I18nContext) as I18n;

const ENGLISH_ORDINAL: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };

/** A place as the language writes it: 3rd, 3e (1er), 3., 3°. */
export function formatOrdinal(lang: Lang, n: number): string {
  if (lang === "en") return `${n}${ENGLISH_ORDINAL[new Intl.PluralRules("en", { type: "ordinal" }).select(n)] ?? "th"}`;
  if (lang === "fr") return n === 1 ? "1er" : `${n}e`;
  return lang === "de" ? `${n}.` : `${n}°`;
}

export function formatDate(lang: Lang, ms: number): string {
  return new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(ms);
}

export function formatRelative(lang: Lang, ms: number, now: number): string {
  const diff = ms - now;
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  if (abs < 3_600_000) return rtf.format(Math.round(diff / 60_000), "minute");
  if (abs < 48 * 3_600_000) return rtf.format(Math.round(diff / 3_600_000), "hour");
  return rtf.format(Math.round(diff / 86_400_000), "day");
}

/**
 * A game's summary in the reader's language. The catalogue (GET /api/games) sends the engine's English summary;
 * the app keeps the translations by game id (`game.<id>.summary`), and shows the engine's text for a game it has none for.
 */
export function gameSummary(id: string, fallback: string, i18n: Pick<I18n, "t" | "has">): string {
  const key = `game.${id}.summary`;
  return i18n.has(key) ? i18n.t(key as AppKey) : fallback;
}
