/**
 * The translation layer the web app and the worker's messages share: pure (no DOM, no preact, no I/O), between the
 * engine (which it may read) and web/ and worker/ (which import it). One file per language per text set, so each side
 * loads only the languages and the texts it needs.
 */
import type { GameEvent } from "../engine/core/game.js";

export const LANGS = ["en", "fr", "de", "it"] as const;
export type Lang = (typeof LANGS)[number];

/** Each language by its own name, as a reader looks for it in a list. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", fr: "Français", de: "Deutsch", it: "Italiano" };

export const isLang = (s: unknown): s is Lang => typeof s === "string" && (LANGS as readonly string[]).includes(s);

/** A catalogue entry: a string with {placeholders}, or plural forms chosen by the `n` parameter. */
export type Entry = string | { one: string; other: string };
export type Dict = Record<string, Entry>;
/** A language's texts for the keys of the English catalogue: a missing or an extra key fails the type check. */
export type Texts<K extends string> = Record<K, Entry>;
export type Params = Record<string, string | number>;
/** A translator over the keys `K`. */
export type T<K extends string = string> = (key: K, params?: Params) => string;

const plurals = new Map<Lang, Intl.PluralRules>();

/** The first of `dicts` that has `key`, its plural form chosen by Intl.PluralRules, its placeholders filled. */
export function translate(dicts: readonly Dict[], lang: Lang, key: string, params?: Params): string {
  let e: Entry | undefined;
  for (const d of dicts) if ((e = d[key]) !== undefined) break;
  if (e === undefined) return key;
  if (typeof e !== "string") {
    let pr = plurals.get(lang);
    if (!pr) plurals.set(lang, (pr = new Intl.PluralRules(lang)));
    e = pr.select(Number(params?.n ?? 0)) === "one" ? e.one : e.other;
  }
  return params ? e.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : e;
}

/** A stored choice if it is a language we speak, else the first preferred one (`fr-CH` → fr), else English. */
export function pickLang(stored: string | null | undefined, preferred: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const p of preferred) {
    const base = p.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}

/** Whether `tz` is an IANA time zone this runtime knows ("Europe/Paris"), so it can be stored and used safely. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A date and time the reader reads at a glance: "Tue 24 Nov, 18:30", in their time zone when known, else UTC (named). */
export function formatDateTime(lang: Lang, ms: number, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  return new Intl.DateTimeFormat(lang, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(ms);
}

/** A day the reader knows it by: "24 November 2026", in their time zone when known, else UTC. */
export function formatDay(lang: Lang, ms: number, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  return new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(ms);
}

/** What the log texts read of a logged move (the web's LogEntry and the worker's move rows both fit). */
export interface LogItem<M = unknown> {
  seat: number;
  move: M;
  events: readonly GameEvent[];
}

/** What the texts read of a seat: its name, or "Seat n" when it has none. */
export interface Named {
  seat: number;
  name: string | null;
}
