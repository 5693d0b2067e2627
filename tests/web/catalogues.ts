/** Every text set in every language, loaded at once for the tests (the app loads one language when it is chosen). */
import { LANGS, translate, type Dict, type Lang, type T } from "../../i18n/core.js";
import { sharedTexts } from "../../web/src/i18n/shared.js";
import type { LangLoaders } from "../../web/src/i18n/load.js";
import { texts as tongiakiTexts } from "../../games/tongiaki/board/texts.js";
import { texts as tongaBongaTexts } from "../../games/tonga-bonga/board/texts.js";
import { texts as wongarTexts } from "../../games/wongar/board/texts.js";
import { de as notifyDe } from "../../i18n/notify/de.js";
import { en as notifyEn } from "../../i18n/notify/en.js";
import { fr as notifyFr } from "../../i18n/notify/fr.js";
import { it as notifyIt } from "../../i18n/notify/it.js";

export type Catalogue = Record<Lang, Dict>;

const all = async (set: LangLoaders): Promise<Catalogue> =>
  Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await set[l]()] as const))) as Catalogue;

export const messages = await all(sharedTexts);
export const tongiaki = await all(tongiakiTexts);
export const tongaBonga = await all(tongaBongaTexts);
export const wongar = await all(wongarTexts);

/** The words of messages (the worker's share of the texts). */
export const notify: Catalogue = { en: notifyEn, fr: notifyFr, de: notifyDe, it: notifyIt };

/** A game's translator in `lang`, over its texts and the shared ones, as the app builds it. */
export const gameT =
  (cat: Catalogue, lang: Lang): T =>
  (k, p) =>
    translate([cat[lang], messages[lang]], lang, k, p);
