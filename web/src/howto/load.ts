import type { GameId } from "../../../engine/games.js";
import type { Lang } from "../../../i18n/core.js";
import { retrying } from "../i18n/load.js";
import type { HowTo } from "./types.js";

type Loaders = Record<Lang, () => Promise<HowTo>>;

/** Each game's how-to-play, one chunk per game and language, loaded when a page shows it (never in the entry chunk). */
export const HOW_TO: Record<GameId, Loaders> = {
  tongiaki: {
    en: () => retrying(() => import("./tongiaki/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("./tongiaki/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("./tongiaki/de.js")).then((m) => m.de),
    it: () => retrying(() => import("./tongiaki/it.js")).then((m) => m.it),
  },
  "tonga-bonga": {
    en: () => retrying(() => import("./tonga-bonga/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("./tonga-bonga/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("./tonga-bonga/de.js")).then((m) => m.de),
    it: () => retrying(() => import("./tonga-bonga/it.js")).then((m) => m.it),
  },
  wongar: {
    en: () => retrying(() => import("./wongar/en.js")).then((m) => m.en),
    fr: () => retrying(() => import("./wongar/fr.js")).then((m) => m.fr),
    de: () => retrying(() => import("./wongar/de.js")).then((m) => m.de),
    it: () => retrying(() => import("./wongar/it.js")).then((m) => m.it),
  },
};
