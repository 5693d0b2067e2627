/** Every text set in every language, loaded at once for the tests (the app loads one language when it is chosen). */
import { LANGS, translate, type Dict, type Lang, type T } from "../../i18n/core.js";
import { sharedTexts } from "../../web/src/i18n/shared.js";
import type { LangLoaders } from "../../boardkit/load.js";
import { GAME_IDS, type GameId } from "../../games/index.js";
import { de as notifyDe } from "../../i18n/notify/de.js";
import { en as notifyEn } from "../../i18n/notify/en.js";
import { fr as notifyFr } from "../../i18n/notify/fr.js";
import { it as notifyIt } from "../../i18n/notify/it.js";

export type Catalogue = Record<Lang, Dict>;

const all = async (set: LangLoaders): Promise<Catalogue> =>
  Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await set[l]()] as const))) as Catalogue;

export const messages = await all(sharedTexts);
/** Each game package's board texts (`board/texts.ts`, what its `ui.texts` loads), for every game of the table. */
const BOARD_TEXTS = import.meta.glob<{ texts: LangLoaders }>("../../games/*/board/texts.ts");

/** Every game's texts, from the games table: a new game is in without a line here. */
export const games = Object.fromEntries(
  await Promise.all(
    GAME_IDS.map(async (id) => {
      const load = BOARD_TEXTS[`../../games/${id}/board/texts.ts`];
      if (!load) throw new Error(`games/${id}/board/texts.ts is missing`);
      return [id, await all((await load()).texts)] as const;
    }),
  ),
) as Record<GameId, Catalogue>;
export const { tongiaki, "tonga-bonga": tongaBonga, wongar } = games;

/** The words of messages (the worker's share of the texts). */
export const notify: Catalogue = { en: notifyEn, fr: notifyFr, de: notifyDe, it: notifyIt };

/** A game's translator in `lang`, over its texts and the shared ones, as the app builds it. */
export const gameT =
  (cat: Catalogue, lang: Lang): T =>
  (k, p) =>
    translate([cat[lang], messages[lang]], lang, k, p);
