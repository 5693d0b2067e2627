import type { CommonKey } from "../../../i18n/common/en.js";
import type { LangLoaders } from "./load.js";
import type { WebKey } from "./texts/en.js";

/** Every key of the app's shared texts. */
export type AppKey = WebKey | CommonKey;

/** The app's shared texts and the texts it shares with messages, one chunk per language. */
export const sharedTexts: LangLoaders<AppKey> = {
  en: () => Promise.all([import("./texts/en.js"), import("../../../i18n/common/en.js")]).then(([w, c]) => ({ ...c.en, ...w.en })),
  fr: () => Promise.all([import("./texts/fr.js"), import("../../../i18n/common/fr.js")]).then(([w, c]) => ({ ...c.fr, ...w.fr })),
  de: () => Promise.all([import("./texts/de.js"), import("../../../i18n/common/de.js")]).then(([w, c]) => ({ ...c.de, ...w.de })),
  it: () => Promise.all([import("./texts/it.js"), import("../../../i18n/common/it.js")]).then(([w, c]) => ({ ...c.it, ...w.it })),
};
