// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's log sentences (GameParts `log`).
import type { GameId } from "../index.js";
import type { GameLog } from "../module.js";
import { logLines as tongiakiLines } from "../tongiaki/texts/text.js";
import { en as tongiakiEN } from "../tongiaki/texts/log/en.js";
import { fr as tongiakiFR } from "../tongiaki/texts/log/fr.js";
import { de as tongiakiDE } from "../tongiaki/texts/log/de.js";
import { it as tongiakiIT } from "../tongiaki/texts/log/it.js";
import { logLines as tongaBongaLines } from "../tonga-bonga/texts/text.js";
import { en as tongaBongaEN } from "../tonga-bonga/texts/log/en.js";
import { fr as tongaBongaFR } from "../tonga-bonga/texts/log/fr.js";
import { de as tongaBongaDE } from "../tonga-bonga/texts/log/de.js";
import { it as tongaBongaIT } from "../tonga-bonga/texts/log/it.js";
import { logLines as wongarLines } from "../wongar/texts/text.js";
import { en as wongarEN } from "../wongar/texts/log/en.js";
import { fr as wongarFR } from "../wongar/texts/log/fr.js";
import { de as wongarDE } from "../wongar/texts/log/de.js";
import { it as wongarIT } from "../wongar/texts/log/it.js";

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
