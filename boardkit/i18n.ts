/**
 * The page's language as a board reads it. The app provides it (web/src/app.tsx) with its whole translator, whose
 * texts include the kit's own words (boardkit/texts/); a board translates its game's texts first and falls back to
 * the page's: the words shared with messages (i18n/common/) and the kit's.
 */
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { translate, type Lang, type Params, type T as Translator } from "../i18n/core.js";
import type { CommonKey } from "../i18n/common/en.js";
import { textsNow, type LangLoaders } from "./load.js";
import type { KitKey } from "./texts/en.js";

/** The page's language and translator; `t` takes any key of the page's texts (the app types them: web/src/i18n/core.ts). */
export interface PageI18n {
  lang: Lang;
  t(key: string, params?: Params): string;
  /** Whether the page's texts have `key` (for keys made from a server's code, such as an error's). */
  has(key: string): boolean;
  setLang(l: Lang): void;
}

export const I18nContext = createContext<PageI18n>({ lang: "en", t: (k) => k, has: () => false, setLang: () => {} });

/** The kit's own words, in the page's language. */
export function useKitT(): { lang: Lang; t: Translator<KitKey> } {
  const { lang, t } = useContext(I18nContext);
  return { lang, t };
}

/**
 * A translator over a game's own texts, falling back to the page's. The game's texts in the current language are here
 * before its board shows (the board registry loads them with the board, the language switch before it switches).
 */
export function useGameT<K extends string>(texts: LangLoaders<K>): Translator<K | CommonKey | KitKey> {
  const { lang, t } = useContext(I18nContext);
  return (key, params) => {
    const own = textsNow(texts, lang);
    return own && key in own ? translate([own], lang, key, params) : t(key, params);
  };
}
