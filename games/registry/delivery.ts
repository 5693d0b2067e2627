// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's log sentences (GameParts `log`).
import type { GameId } from "../index.js";
import type { GameLog } from "../module.js";
import { logLines as tongiakiLines } from "../../i18n/tongiaki/text.js";
import { en as tongiakiEN } from "../../i18n/tongiaki/log/en.js";
import { fr as tongiakiFR } from "../../i18n/tongiaki/log/fr.js";
import { de as tongiakiDE } from "../../i18n/tongiaki/log/de.js";
import { it as tongiakiIT } from "../../i18n/tongiaki/log/it.js";
import { logLines as tongaBongaLines } from "../../i18n/tonga-bonga/text.js";
import { en as tongaBongaEN } from "../../i18n/tonga-bonga/log/en.js";
import { fr as tongaBongaFR } from "../../i18n/tonga-bonga/log/fr.js";
import { de as tongaBongaDE } from "../../i18n/tonga-bonga/log/de.js";
import { it as tongaBongaIT } from "../../i18n/tonga-bonga/log/it.js";
import { logLines as wongarLines } from "../../i18n/wongar/text.js";
import { en as wongarEN } from "../../i18n/wongar/log/en.js";
import { fr as wongarFR } from "../../i18n/wongar/log/fr.js";
import { de as wongarDE } from "../../i18n/wongar/log/de.js";
import { it as wongarIT } from "../../i18n/wongar/log/it.js";

export const GAME_LOGS: Record<GameId, GameLog> = {
  tongiaki: {
    texts: { en: tongiakiEN, fr: tongiakiFR, de: tongiakiDE, it: tongiakiIT },
    logLines: tongiakiLines as GameLog["logLines"],
  },
  "tonga-bonga": {
    texts: { en: tongaBongaEN, fr: tongaBongaFR, de: tongaBongaDE, it: tongaBongaIT },
    logLines: tongaBongaLines as GameLog["logLines"],
  },
  wongar: {
    texts: { en: wongarEN, fr: wongarFR, de: wongarDE, it: wongarIT },
    logLines: wongarLines as GameLog["logLines"],
  },
};
