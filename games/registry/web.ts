// Written by scripts/games.ts from games/index.ts (`npm run games`): do not edit.
// Each game's board and how-to-play, loaded on demand.
import type { GameId } from "../index.js";
import type { Lang } from "../../i18n/core.js";
import type { GameUi } from "../../boardkit/types.js";
import type { HowTo } from "../../boardkit/howto.js";
import { retrying } from "../../boardkit/load.js";

export const BOARD_LOADERS: Record<GameId, () => Promise<GameUi>> = {
  tongiaki: () => retrying(() => import("../tongiaki/board/index.js")).then((m) => m.ui),
  "tonga-bonga": () => retrying(() => import("../tonga-bonga/board/index.js")).then((m) => m.ui),
  wongar: () => retrying(() => import("../wongar/board/index.js")).then((m) => m.ui),
};

export const HOW_TO: Record<GameId, Record<Lang, () => Promise<HowTo>>> = {
  tongiaki: {
    en: () => retrying(() => import("../tongiaki/texts/howto/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../tongiaki/texts/howto/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../tongiaki/texts/howto/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../tongiaki/texts/howto/it.js")).then((m) => m.it),
  },
  "tonga-bonga": {
    en: () => retrying(() => import("../tonga-bonga/texts/howto/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../tonga-bonga/texts/howto/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../tonga-bonga/texts/howto/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../tonga-bonga/texts/howto/it.js")).then((m) => m.it),
  },
  wongar: {
    en: () => retrying(() => import("../wongar/texts/howto/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("../wongar/texts/howto/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("../wongar/texts/howto/de.js")).then((m) => m.de),
    it: () => retrying(() => import("../wongar/texts/howto/it.js")).then((m) => m.it),
  },
};
