import { createContext } from "preact";
import { useContext } from "preact/hooks";

export const LANGS = ["en", "fr", "de", "it"] as const;
export type Lang = (typeof LANGS)[number];

/** A catalogue entry: a string with {placeholders}, or plural forms chosen by the `n` parameter. */
export type Entry = string | { one: string; other: string };
export type Dict = Record<string, Entry>;
export type Catalogue = Record<Lang, Dict>;
export type Params = Record<string, string | number>;
export type T = (key: string, params?: Params) => string;

const plurals = new Map<Lang, Intl.PluralRules>();

export function translate(dicts: readonly Dict[], fallback: readonly Dict[], lang: Lang, key: string, params?: Params): string {
  let e: Entry | undefined;
  for (const d of dicts) if ((e = d[key]) !== undefined) break;
  if (e === undefined) for (const d of fallback) if ((e = d[key]) !== undefined) break;
  if (e === undefined) return key;
  if (typeof e !== "string") {
    let pr = plurals.get(lang);
    if (!pr) plurals.set(lang, (pr = new Intl.PluralRules(lang)));
    e = pr.select(Number(params?.n ?? 0)) === "one" ? e.one : e.other;
  }
  return params ? e.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : e;
}

export function pickLang(stored: string | null, preferred: readonly string[]): Lang {
  if (stored && (LANGS as readonly string[]).includes(stored)) return stored as Lang;
  for (const p of preferred) {
    const base = p.toLowerCase().split("-")[0];
    if ((LANGS as readonly string[]).includes(base!)) return base as Lang;
  }
  return "en";
}

export interface I18n {
  lang: Lang;
  t: T;
  setLang: (l: Lang) => void;
}

export const I18nContext = createContext<I18n>({ lang: "en", t: (k) => k, setLang: () => {} });

export const useI18n = (): I18n => useContext(I18nContext);

/** A translator over a game's own catalogue, falling back to the shared one. */
export function useGameT(cat: Catalogue): T {
  const { lang, t } = useI18n();
  return (key, params) => {
    const own = cat[lang][key] ?? cat.en[key];
    return own === undefined ? t(key, params) : translate([cat[lang]], [cat.en], lang, key, params);
  };
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
export function gameSummary(id: string, fallback: string, t: T): string {
  const key = `game.${id}.summary`;
  const s = t(key);
  return s === key ? fallback : s;
}
