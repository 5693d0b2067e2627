import type { CommonKey } from "../../../i18n/common/en.js";
import type { LangLoaders } from "./load.js";
import type { RuleKey } from "./rules/en.js";
import type { WebKey } from "./texts/en.js";

/** Every key of the app's shared texts. */
export type AppKey = WebKey | RuleKey | CommonKey;

/** The app's shared texts, the rule errors' and the words shared with messages: one set of chunks per language. */
export const sharedTexts: LangLoaders<AppKey> = {
  en: () => Promise.all([import("./texts/en.js"), import("./rules/en.js"), import("../../../i18n/common/en.js")]).then(([w, r, c]) => ({ ...c.en, ...r.en, ...w.en })),
  fr: () => Promise.all([import("./texts/fr.js"), import("./rules/fr.js"), import("../../../i18n/common/fr.js")]).then(([w, r, c]) => ({ ...c.fr, ...r.fr, ...w.fr })),
  de: () => Promise.all([import("./texts/de.js"), import("./rules/de.js"), import("../../../i18n/common/de.js")]).then(([w, r, c]) => ({ ...c.de, ...r.de, ...w.de })),
  it: () => Promise.all([import("./texts/it.js"), import("./rules/it.js"), import("../../../i18n/common/it.js")]).then(([w, r, c]) => ({ ...c.it, ...r.it, ...w.it })),
};
