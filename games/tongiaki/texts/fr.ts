import type { Texts } from "../../../i18n/core.js";
import type { TongiakiKey } from "./en.js";
import { fr as log } from "./log/fr.js";
import { fr as play } from "./play/fr.js";

/** Tongiaki's texts in French: the logged events (./log/, which the Worker's messages use too) and the prompts and moves (./play/). */
export const fr: Texts<TongiakiKey> = { ...log, ...play };
