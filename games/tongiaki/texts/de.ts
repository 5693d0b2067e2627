import type { Texts } from "../../../i18n/core.js";
import type { TongiakiKey } from "./en.js";
import { de as log } from "./log/de.js";
import { de as play } from "./play/de.js";

/** Tongiaki's texts in German: the logged events (./log/, which the Worker's messages use too) and the prompts and moves (./play/). */
export const de: Texts<TongiakiKey> = { ...log, ...play };
