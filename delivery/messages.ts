/**
 * What the delivery Worker's messages need of the texts, and nothing else: the message words (i18n/notify/), the
 * words shared with the web app (i18n/common/), and each game's log sentences (the ones the web log shows), read
 * through the delivery Worker's registry of the games (games/registry/delivery.ts), in the four languages. Here, not
 * in i18n/, which reads no game registry: the texts below the games know no game.
 */
import { translate, type Dict, type Lang, type LogItem, type Named, type T } from "../i18n/core.js";
import { de as commonDe } from "../i18n/common/de.js";
import { en as commonEn, type CommonKey } from "../i18n/common/en.js";
import { fr as commonFr } from "../i18n/common/fr.js";
import { it as commonIt } from "../i18n/common/it.js";
import { de } from "../i18n/notify/de.js";
import { en, type NotifyKey } from "../i18n/notify/en.js";
import { fr } from "../i18n/notify/fr.js";
import { it } from "../i18n/notify/it.js";
import { GAME_LOGS } from "../games/registry/delivery.js";

const WORDS: Record<Lang, readonly Dict[]> = { en: [en, commonEn], fr: [fr, commonFr], de: [de, commonDe], it: [it, commonIt] };

/** The words of a message in `lang`. */
export const messageT =
  (lang: Lang): T<NotifyKey | CommonKey> =>
  (key, params) =>
    translate(WORDS[lang], lang, key, params);

/** Each logged move's events in sentences, in `lang`, as the web log says them; null for a game without texts. */
export function logSentences(game: string, lang: Lang): ((entries: readonly LogItem[], players: readonly Named[]) => string[][]) | null {
  const g = Object.hasOwn(GAME_LOGS, game) ? GAME_LOGS[game as keyof typeof GAME_LOGS] : null;
  if (!g) return null;
  const dicts = [g.texts[lang], ...WORDS[lang]];
  return (entries, players) => g.logLines(entries, players, (key, params) => translate(dicts, lang, key, params));
}
