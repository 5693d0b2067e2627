// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's board and how-to-play, loaded on demand.
import type { GameId } from "../index.js";
import type { Lang } from "../../i18n/core.js";
import type { GameUi } from "../../web/src/boards/types.js";
import type { HowTo } from "../../web/src/howto/types.js";
import { retrying } from "../../web/src/i18n/load.js";

export const BOARD_LOADERS: Record<GameId, () => Promise<GameUi>> = {
  tongiaki: () => retrying(() => import("../../web/src/boards/tongiaki/index.js")).then((m) => m.ui),
  "tonga-bonga": () => retrying(() => import("../../web/src/boards/tonga-bonga/index.js")).then((m) => m.ui),
  wongar: () => retrying(() => import("../../web/src/boards/wongar/index.js")).then((m) => m.ui),
};

export const HOW_TO: Record<GameId, Record<Lang, () => Promise<HowTo>>> = {
  tongiaki: {
    en: () => retrying(() => import("../../web/src/howto/tongiaki/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../../web/src/howto/tongiaki/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../../web/src/howto/tongiaki/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../../web/src/howto/tongiaki/it.js")).then((m) => m.it),
  },
  "tonga-bonga": {
    en: () => retrying(() => import("../../web/src/howto/tonga-bonga/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../../web/src/howto/tonga-bonga/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../../web/src/howto/tonga-bonga/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../../web/src/howto/tonga-bonga/it.js")).then((m) => m.it),
  },
  wongar: {
    en: () => retrying(() => import("../../web/src/howto/wongar/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../../web/src/howto/wongar/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../../web/src/howto/wongar/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../../web/src/howto/wongar/it.js")).then((m) => m.it),
  },
};
