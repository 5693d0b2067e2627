import type { TongiakiKey } from "../texts/en.js";
import type { T as Translator } from "../../../i18n/core.js";
import type { AppKey } from "../../../web/src/i18n/core.js";
import { retrying, type LangLoaders } from "../../../web/src/i18n/load.js";
import type { TongiakiBoardKey } from "./i18n/en.js";

/** Every key of Tongiaki's texts in the app: those it shares with messages, and its board's own. */
export type TongiakiUiKey = TongiakiKey | TongiakiBoardKey;

/** The board's translator: its own texts and the app's shared ones. */
export type T = Translator<TongiakiUiKey | AppKey>;

/** Tongiaki's texts, one chunk per language, loaded with the board in the reader's language. */
export const texts: LangLoaders<TongiakiUiKey> = {
  en: () =>
    Promise.all([retrying(() => import("../texts/en.js")), retrying(() => import("./i18n/en.js"))]).then(([g, b]) => ({
      ...g.en,
      ...b.en,
    })),
  fr: () =>
    Promise.all([retrying(() => import("../texts/fr.js")), retrying(() => import("./i18n/fr.js"))]).then(([g, b]) => ({
      ...g.fr,
      ...b.fr,
    })),
  de: () =>
    Promise.all([retrying(() => import("../texts/de.js")), retrying(() => import("./i18n/de.js"))]).then(([g, b]) => ({
      ...g.de,
      ...b.de,
    })),
  it: () =>
    Promise.all([retrying(() => import("../texts/it.js")), retrying(() => import("./i18n/it.js"))]).then(([g, b]) => ({
      ...g.it,
      ...b.it,
    })),
};
