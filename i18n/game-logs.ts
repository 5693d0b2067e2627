/** Each game's log sentences and their texts in every language: what a message needs to tell moves. One entry per game. */
import type { GameId } from "../engine/games.js";
import type { Dict, Lang, LogItem, Named, T } from "./core.js";
import * as tongaBonga from "./tonga-bonga/text.js";
import { de as tongaBongaDe } from "./tonga-bonga/log/de.js";
import { en as tongaBongaEn } from "./tonga-bonga/log/en.js";
import { fr as tongaBongaFr } from "./tonga-bonga/log/fr.js";
import { it as tongaBongaIt } from "./tonga-bonga/log/it.js";
import * as tongiaki from "./tongiaki/text.js";
import { de as tongiakiDe } from "./tongiaki/log/de.js";
import { en as tongiakiEn } from "./tongiaki/log/en.js";
import { fr as tongiakiFr } from "./tongiaki/log/fr.js";
import { it as tongiakiIt } from "./tongiaki/log/it.js";
import * as wongar from "./wongar/text.js";
import { de as wongarDe } from "./wongar/log/de.js";
import { en as wongarEn } from "./wongar/log/en.js";
import { fr as wongarFr } from "./wongar/log/fr.js";
import { it as wongarIt } from "./wongar/log/it.js";

export interface GameLog {
  texts: Record<Lang, Dict>;
  logLines(entries: readonly LogItem[], players: readonly Named[], t: T): string[][];
}

/** Keyed by the engine's GameId: a game without its sentences fails to compile. */
export const gameLogs: Record<GameId, GameLog> = {
  tongiaki: { texts: { en: tongiakiEn, fr: tongiakiFr, de: tongiakiDe, it: tongiakiIt }, logLines: tongiaki.logLines as GameLog["logLines"] },
  "tonga-bonga": { texts: { en: tongaBongaEn, fr: tongaBongaFr, de: tongaBongaDe, it: tongaBongaIt }, logLines: tongaBonga.logLines as GameLog["logLines"] },
  wongar: { texts: { en: wongarEn, fr: wongarFr, de: wongarDe, it: wongarIt }, logLines: wongar.logLines as GameLog["logLines"] },
};
