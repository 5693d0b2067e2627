import type { CommonKey } from "../../../i18n/common/en.js";
import { retrying, type LangLoaders } from "../../../boardkit/load.js";
import type { RuleKey } from "./rules/en.js";
import type { WebKey } from "./texts/en.js";

/** Every key of the app's shared texts. */
export type AppKey = WebKey | RuleKey | CommonKey;

/** The app's shared texts, the rule errors' and the words shared with messages: one set of chunks per language. */
export const sharedTexts: LangLoaders<AppKey> = {
  en: () =>
    Promise.all([
      retrying(() => import("./texts/en.js")),
      retrying(() => import("./rules/en.js")),
      retrying(() => import("../../../i18n/common/en.js")),
    ]).then(([w, r, c]) => ({ ...c.en, ...r.en, ...w.en })),
  fr: () =>
    Promise.all([
      retrying(() => import("./texts/fr.js")),
      retrying(() => import("./rules/fr.js")),
      retrying(() => import("../../../i18n/common/fr.js")),
    ]).then(([w, r, c]) => ({ ...c.fr, ...r.fr, ...w.fr })),
  de: () =>
    Promise.all([
      retrying(() => import("./texts/de.js")),
      retrying(() => import("./rules/de.js")),
      retrying(() => import("../../../i18n/common/de.js")),
    ]).then(([w, r, c]) => ({ ...c.de, ...r.de, ...w.de })),
  it: () =>
    Promise.all([
      retrying(() => import("./texts/it.js")),
      retrying(() => import("./rules/it.js")),
      retrying(() => import("../../../i18n/common/it.js")),
    ]).then(([w, r, c]) => ({ ...c.it, ...r.it, ...w.it })),
};
