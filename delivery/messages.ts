/**
 * What the worker's messages need of the texts, and nothing else: the message words, the words shared with the web
 * app, and each game's log sentences (the ones the web log shows), in the four languages.
 */
import { translate, type Dict, type Lang, type LogItem, type Named, type T } from "./core.js";
import { de as commonDe } from "./common/de.js";
import { en as commonEn, type CommonKey } from "./common/en.js";
import { fr as commonFr } from "./common/fr.js";
import { it as commonIt } from "./common/it.js";
import { de } from "./notify/de.js";
import { en, type NotifyKey } from "./notify/en.js";
import { fr } from "./notify/fr.js";
import { it } from "./notify/it.js";
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
